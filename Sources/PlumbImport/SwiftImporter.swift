import SwiftParser
import SwiftSyntax

/// SwiftUI source in, an idiomatic Plumb Lua script out (issue 18). Pure: no Lua, no I/O.
/// The translation rules, and the constructs refused, are in this module's README.md.
public enum SwiftImporter {
    /// Sources larger than this are refused before parsing (a file of megabytes is not layout code).
    public static let maximumSourceBytes = 4 << 20
    /// Deepest nesting of expressions and statements the translation follows before refusing.
    public static let maximumDepth = 200

    /// Translates `source` (read from `fileName`) into a Plumb script returning the entry point:
    /// `view` when given (a struct's name), else a `#Preview`, a `PreviewProvider`, `ContentView`,
    /// or the last view expression at the top level.
    public static func translate(source: String, fileName: String, view: String? = nil) throws(ImportError)
        -> ImportedScript
    {
        if source.utf8.count > maximumSourceBytes {
            throw ImportError(
                fileName: fileName, line: 1, column: 1,
                message:
                    "the file is \(source.utf8.count) bytes; the importer reads at most \(maximumSourceBytes) (layout code is far smaller)"
            )
        }
        if source.utf8.contains(0) {
            throw ImportError(
                fileName: fileName, line: 1, column: 1, message: "this is not Swift source: it holds NUL bytes")
        }
        let tree = Parser.parse(source: source)
        let converter = SourceLocationConverter(fileName: fileName, tree: tree)
        if let error = ParseErrorFinder.firstError(in: tree, converter: converter, fileName: fileName) {
            throw error
        }
        var translator = Translator(fileName: fileName, converter: converter)
        return try translator.translate(file: tree, view: view)
    }
}

/// Finds the first place swift-syntax could not parse; `...` written for elided code (`{ ... }`,
/// as articles write it) is tolerated.
enum ParseErrorFinder {
    static func firstError(in tree: SourceFileSyntax, converter: SourceLocationConverter, fileName: String)
        -> ImportError?
    {
        guard tree.hasError else { return nil }
        for token in tree.tokens(viewMode: .all) {
            let elided = isElision(token)
            if token.presence == .missing {
                if elided || isNearElision(token) { continue }
                let loc = converter.location(for: token.positionAfterSkippingLeadingTrivia)
                return ImportError(
                    fileName: fileName, line: loc.line, column: loc.column,
                    message: "this Swift does not parse: expected \(describe(token)) here")
            }
            if token.parent?.is(UnexpectedNodesSyntax.self) == true
                || token.ancestorOrSelf(mapping: { $0.as(UnexpectedNodesSyntax.self) }) != nil
            {
                if elided { continue }
                let loc = converter.location(for: token.positionAfterSkippingLeadingTrivia)
                let text = token.text.count > 40 ? String(token.text.prefix(40)) + "…" : token.text
                return ImportError(
                    fileName: fileName, line: loc.line, column: loc.column,
                    message: "this Swift does not parse: unexpected '\(text)'",
                    construct: token.text)
            }
        }
        // Only elisions (`...`) were in the way: they are read as code left out.
        return nil
    }

    static func isElision(_ token: TokenSyntax) -> Bool {
        token.text == "..." || token.text == "…"
    }

    /// A missing expression or token right after an elision `...` (its operand, or the `}` the parser
    /// wanted before it).
    static func isNearElision(_ token: TokenSyntax) -> Bool {
        if let previous = token.previousToken(viewMode: .sourceAccurate), isElision(previous) { return true }
        if let next = token.nextToken(viewMode: .sourceAccurate), isElision(next) { return true }
        return false
    }

    static func describe(_ token: TokenSyntax) -> String {
        switch token.tokenKind {
        case .identifier: return "a name"
        case .integerLiteral, .floatLiteral: return "a number"
        default:
            if token.text.isEmpty { return "an expression" }
            return "'\(token.text)'"
        }
    }
}

extension SyntaxProtocol {
    func ancestorOrSelf<T>(mapping: (Syntax) -> T?) -> T? {
        var node: Syntax? = Syntax(self)
        while let n = node {
            if let t = mapping(n) { return t }
            node = n.parent
        }
        return nil
    }
}
