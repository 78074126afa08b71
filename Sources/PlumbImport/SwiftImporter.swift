import PlumbScriptAPI
import SwiftParser
import SwiftSyntax

/// SwiftUI source in, an idiomatic Plumb Lua script out. Pure: no Lua, no I/O.
/// The translation rules, and the constructs refused, are in this module's README.md.
public enum SwiftImporter {
    /// Sources larger than this are refused before parsing (a file of megabytes is not layout code).
    public static let maximumSourceBytes = 4 << 20
    /// Deepest nesting of expressions and statements the translation follows before refusing.
    public static let maximumDepth = 400
    /// Deepest nesting of brackets (`(`, `[`, `{`) read before parsing (the parser recurses on them).
    public static let maximumBracketDepth = 120

    /// Deepest syntax tree swift-syntax is asked to walk.
    public static let maximumTreeDepth = 1000

    /// The UTF-8 offset of the first node deeper than `maximumTreeDepth`, found without recursion.
    static func deepestNode(_ tree: SourceFileSyntax) -> Int? {
        var stack: [(Syntax, Int)] = [(Syntax(tree), 0)]
        while let (node, depth) = stack.popLast() {
            if depth > maximumTreeDepth { return node.positionAfterSkippingLeadingTrivia.utf8Offset }
            for child in node.children(viewMode: .sourceAccurate) { stack.append((child, depth + 1)) }
        }
        return nil
    }

    static func lineAndColumn(of offset: Int, in bytes: [UInt8]) -> (Int, Int) {
        var line = 1
        var column = 1
        for byte in bytes.prefix(offset) {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return (line, column)
    }

    /// Where the brackets first nest deeper than `maximumBracketDepth` (strings and comments are not
    /// skipped: a bracket in a string counts, which errs on the safe side).
    static func tooDeep(_ source: String) -> (Int, Int)? {
        var depth = 0
        var line = 1
        var column = 1
        for byte in source.utf8 {
            switch byte {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                if depth > maximumBracketDepth { return (line, column) }
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                depth = max(0, depth - 1)
            case UInt8(ascii: "\n"):
                line += 1
                column = 0
            default: break
            }
            column += 1
        }
        return nil
    }

    /// Translates `source` (read from `fileName`) into a Plumb script returning the entry point:
    /// `view` when given (a struct's name), else a `#Preview`, a `PreviewProvider`, `ContentView`,
    /// or the last view expression at the top level.
    /// `vocabulary` is Plumb's script API as its registry declares it (`PlumbVocabulary.registry`).
    /// Anything it cannot translate is an error: the translator's verdict.
    public static func translate(
        source: String, fileName: String, view: String? = nil, vocabulary: PlumbVocabulary
    ) throws(ImportError) -> ImportedScript {
        try translate(
            module: [SwiftSource(path: fileName, text: source)], view: view, vocabulary: vocabulary, lenient: false)
    }

    /// Translates the first of `module`'s files as the compiler reads it: with every file of its
    /// module. The others give the names it uses (models, sample data, views, styles, extensions);
    /// only what the first file (or `view`) reaches is written. A file of the module that does not
    /// parse, or a declaration of one that is not translated, is a warning where it is used; with
    /// `lenient`, anything the translation cannot write becomes a visible placeholder with a
    /// warning, so that a file that parses always gives a script that runs. `resources` are the
    /// module's JSON files, as the app's bundle holds them: the script holds those its code names.
    public static func translate(
        module: [SwiftSource], view: String? = nil, vocabulary: PlumbVocabulary, lenient: Bool = true,
        resources: [SwiftSource] = []
    ) throws(ImportError) -> ImportedScript {
        precondition(!module.isEmpty, "a module has at least the file imported")
        var sources: [SourceFile] = []
        var trees: [SourceFileSyntax] = []
        var warnings: [ImportWarning] = []
        for (index, file) in module.enumerated() {
            do {
                let (tree, converter) = try parse(source: file.text, fileName: file.path)
                sources.append(SourceFile(name: file.path, converter: converter))
                trees.append(tree)
            } catch {
                // The file imported must parse; another file that does not is left out, said so.
                if index == 0 { throw error }
                warnings.append(
                    ImportWarning(
                        fileName: error.fileName, line: error.line, column: error.column,
                        message: "this file of the module is left out: \(error.message)"))
            }
        }
        var translator = Translator(sources: sources, trees: trees, vocabulary: vocabulary)
        translator.lenient = lenient
        translator.warnings = warnings
        for resource in resources {
            // A bundle is flat: a file is known by its name (the first by path, as Xcode copies one).
            let name = String(resource.path.split(separator: "/").last ?? "")
            if translator.bundleResources[name] == nil { translator.bundleResources[name] = resource.text }
        }
        return try translator.translate(files: trees, view: view)
    }

    /// Parses one file after the checks that keep swift-syntax's recursion and the parse's work
    /// bounded; Swift that does not parse is an error at its first fault.
    static func parse(source: String, fileName: String) throws(ImportError) -> (
        SourceFileSyntax, SourceLocationConverter
    ) {
        if source.utf8.count > maximumSourceBytes {
            throw ImportError(
                fileName: fileName, line: 1, column: 1,
                message:
                    "the file holds more than \(maximumSourceBytes) bytes, the most the importer reads (layout code is far smaller)"
            )
        }
        if source.utf8.contains(0) {
            throw ImportError(
                fileName: fileName, line: 1, column: 1, message: "this is not Swift source: it holds NUL bytes")
        }
        if let (line, column) = tooDeep(source) {
            throw ImportError(
                fileName: fileName, line: line, column: column,
                message: "nested more than \(maximumBracketDepth) brackets deep: the importer stops here",
                construct: "nesting", suggestion: "layout code nests far less; split the view into structs")
        }
        var bytes = Array(source.utf8)
        let tree = bytes.withUnsafeMutableBufferPointer { buffer in
            Parser.parse(source: UnsafeBufferPointer(buffer), maximumNestingLevel: 1000)
        }
        // swift-syntax walks trees recursively: a tree too deep for that (a chain of thousands of
        // modifiers) is refused before anything walks it.
        if let offset = deepestNode(tree) {
            let (line, column) = lineAndColumn(of: offset, in: bytes)
            throw ImportError(
                fileName: fileName, line: line, column: column,
                message:
                    "nested more than \(maximumTreeDepth) syntax levels deep (a very long modifier chain or expression)",
                construct: "nesting", suggestion: "layout code nests far less; split the view into structs")
        }
        let converter = SourceLocationConverter(fileName: fileName, tree: tree)
        if let error = ParseErrorFinder.firstError(in: tree, converter: converter, fileName: fileName) {
            throw error
        }
        return (tree, converter)
    }
}

/// One Swift file of a module: its path as messages name it, and its text.
public struct SwiftSource: Sendable, Hashable {
    public var path: String
    public var text: String
    public init(path: String, text: String) {
        self.path = path
        self.text = text
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
