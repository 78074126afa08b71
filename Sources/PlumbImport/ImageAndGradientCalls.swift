import SwiftSyntax

// Images by asset or symbol, and gradients drawn as their first colour.

extension Translator {
    /// `Image(uiImage: UIImage(named: "x")!)`, `Image(decorative: "x")`, `Image("x", bundle: .main)`,
    /// `Image(systemName: "wifi", variableValue: 0.5)`: the asset or symbol Plumb draws (the bundle,
    /// the accessibility label and the variable value move no frame). Nil where the general
    /// translation writes it.
    mutating func image(_ c: FunctionCallExprSyntax, indent: Int) throws(ImportError) -> String? {
        guard let first = c.arguments.first else { return nil }
        let label = first.label?.text
        switch label {
        case "uiImage", "nsImage", "cgImage":
            // The platform image, unwrapped (`!`, `?? UIImage()`), when it names an asset or a symbol.
            var e = first.expression
            if let f = e.as(ForceUnwrapExprSyntax.self) { e = f.expression }
            if let seq = e.as(SequenceExprSyntax.self), seq.elements.count == 3,
                seq.elements.dropFirst().first?.as(BinaryOperatorExprSyntax.self)?.operator.text == "??",
                let lhs = seq.elements.first
            {
                e = lhs
            }
            if let f = e.as(OptionalChainingExprSyntax.self) { e = f.expression }
            if let made = e.as(FunctionCallExprSyntax.self),
                ["UIImage", "NSImage"].contains(made.calledExpression.trimmedDescription),
                let source = made.arguments.first, ["named", "systemName"].contains(source.label?.text)
            {
                let value = try expr(source.expression, indent: indent, role: .any)
                return source.label?.text == "named" ? "Image(\(value))" : "Image { systemName = \(value) }"
            }
            if label == "uiImage",
                e.is(DeclReferenceExprSyntax.self)
                    || e.as(MemberAccessExprSyntax.self)?.base?
                        .trimmedDescription == "self"
            {
                // A UIImage held in a property or parameter: its value is the asset it was made
                // from (`UIImage(named: "fish")` is "fish"), or the entry view's stand-in.
                return "Image(\(try expr(e, indent: indent, role: .any)))"
            }
            throw fail(
                first.expression, "an Image made from a \(label ?? "") value is not translated",
                construct: "Image(\(label ?? ""):)",
                suggestion: "name its asset, Image(\"photo\") (100×100 unless its size is given), or a symbol")
        case "decorative":
            return "Image(\(try expr(first.expression, indent: indent, role: .any)))"
        case nil where c.arguments.count > 1:
            return "Image(\(try expr(first.expression, indent: indent, role: .any)))"
        case "systemName" where c.arguments.count > 1:
            return "Image { systemName = \(try expr(first.expression, indent: indent, role: .any)) }"
        default: return nil
        }
    }

    /// SwiftUI's gradients, as views and as styles (`Gradient(colors:)`, their colours, is their first colour too).
    static let gradients: Set<String> = [
        "LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient", "MeshGradient",
    ]

    /// A gradient drawn as its first colour: it fills what it is offered as a Color does, so the
    /// layout is the same; the comment says what was drawn instead.
    mutating func gradient(_ name: String, _ c: FunctionCallExprSyntax, indent: Int) throws(ImportError) -> String {
        func firstColour(_ call: FunctionCallExprSyntax) -> ExprSyntax? {
            for a in call.arguments {
                switch a.label?.text {
                case "colors":
                    return a.expression.as(ArrayExprSyntax.self)?.elements.first?.expression
                case "stops":
                    guard
                        let stop = a.expression.as(ArrayExprSyntax.self)?.elements.first?.expression
                            .as(FunctionCallExprSyntax.self)
                    else { return nil }
                    return stop.arguments.first { $0.label?.text == "color" }?.expression
                case "gradient":
                    if let g = a.expression.as(FunctionCallExprSyntax.self) { return firstColour(g) }
                    // `gradient: gradient`, a `let gradient = Gradient(colors: …)`: its colour.
                    return a.expression
                default: continue
                }
            }
            return nil
        }
        guard let colour = firstColour(c) else {
            throw fail(
                c, "\(name)'s colours are not written in the call", construct: name,
                suggestion: "give them as colors: [.blue, .purple], or write the Color it should be")
        }
        if name == "Gradient" {
            // `let gradient = Gradient(colors: …)`: the value a LinearGradient(gradient:) is given.
            return try expr(colour, indent: indent, role: .view)
        }
        return try expr(colour, indent: indent, role: .view)
            + LuaWriter.note("\(name) drawn as its first colour: Plumb has no gradients")
    }
}
