import SwiftSyntax

// SwiftUI's views that Plumb has under their names, with what their Swift forms need: containers' content,
// Button's label and action, ForEach's sources, TabView's tabs, AsyncImage's placeholder, ScrollView's margins.

extension Translator {
    mutating func view(_ name: String, _ c: FunctionCallExprSyntax, node: DeclReferenceExprSyntax, indent: Int)
        throws(ImportError) -> String
    {
        switch name {
        case "ForEach": return try forEach(c, indent: indent)
        case "GeometryReader":
            guard let t = c.trailingClosure ?? c.arguments.first?.expression.as(ClosureExprSyntax.self) else {
                throw fail(c, "GeometryReader needs its content closure")
            }
            return "GeometryReader(\(try closure(t, indent: indent, views: true, guardedAs: "GeometryReader")))"
        case "GridItem":
            guard let first = c.arguments.first else { return "GridItem()" }
            var options = try labelled(c, callee: name, indent: indent)
            if first.label == nil, let call = first.expression.as(FunctionCallExprSyntax.self),
                let m = call.calledExpression.as(MemberAccessExprSyntax.self)
            {
                let kind = m.declName.baseName.text
                let positional = call.arguments.filter { $0.label == nil }
                let inner: String
                if kind == "fixed", let p = positional.first {
                    inner = try expr(p.expression, indent: indent, role: .any)
                } else {
                    inner = LuaWriter.table(
                        "", options: try labelled(call, callee: kind, indent: indent), items: [], indent: indent)
                }
                if kind == "flexible" && call.arguments.isEmpty {
                    if options.isEmpty { return "GridItem()" }
                } else {
                    options.insert("\(kind) = \(inner)", at: 0)
                }
            } else if first.label == nil, let m = first.expression.as(MemberAccessExprSyntax.self), m.base == nil {
                if m.declName.baseName.text != "flexible" { options.insert("\(m.declName.baseName.text) = {}", at: 0) }
            }
            return LuaWriter.table("GridItem", options: options, items: [], indent: indent)
        case "Button": return try button(c, indent: indent)
        case "Color", "Font", "CGSize", "CGPoint", "CGRect", "EdgeInsets", "UnitPoint", "ProposedViewSize", "Alignment",
            "HStackLayout", "VStackLayout", "ZStackLayout":
            return try valueCall(name, c, indent: indent)
        case "AnyLayout":
            return "AnyLayout(\(try expr(c.arguments.first!.expression, indent: indent, role: .any)))"
        case "List" where c.arguments.contains { $0.label == nil }:
            // List(items) { item in … }: a List of a ForEach.
            return "List { \(try forEach(c, indent: indent + 2)) }"
        case "Image":
            if let image = try image(c, indent: indent) { return image }
        default: break
        }
        let isContainer = containers.contains(name)
        let savedTags = implicitTags
        implicitTags = name == "Picker"
        defer { implicitTags = savedTags }
        var positional: [String] = []
        var options: [String] = []
        var items: [String] = []
        for a in c.arguments {
            let label = a.label?.text
            if label == "content" {
                if let cl = a.expression.as(ClosureExprSyntax.self) {
                    items.append(contentsOf: try viewItems(Array(cl.statements), indent: indent + 2))
                } else {
                    items.append(try expr(a.expression, indent: indent + 2, role: .view))
                }
                continue
            }
            if let label {
                if dropsLabel(label) { continue }
                if name == "RoundedRectangle" && label == "style" {
                    // `.continuous` corners: the curve is drawn, the frame is the same.
                    pendingNotes += LuaWriter.note("style: dropped: the corners' curve moves no frame")
                    continue
                }
                if ["label", "header", "footer"].contains(label), let cl = a.expression.as(ClosureExprSyntax.self) {
                    let views = try viewItems(Array(cl.statements), indent: indent + 2)
                    options.append(
                        "\(label) = "
                            + (views.count == 1
                                ? views[0] : LuaWriter.table("", options: [], items: views, indent: indent + 2)))
                    continue
                }
                let key = renamedLabels[name]?[label] ?? label
                // `LazyVGrid(columns: [.init(.flexible())])`: a lazy grid's columns and rows are
                // GridItems, so `.init(…)` there is one, as where `[GridItem]` is declared.
                let saved = expectedType
                if (name, label) == ("LazyVGrid", "columns") || (name, label) == ("LazyHGrid", "rows") {
                    expectedType = "GridItem"
                }
                let value = try argument(a.expression, label: label, indent: indent, callee: name)
                expectedType = saved
                options.append("\(LuaWriter.key(key)) = \(value)")
            } else {
                let value = try expr(a.expression, indent: indent, role: .any)
                if isContainer && name == "ScrollView" {
                    options.append("axes = \(value)")
                } else if name == "Section" || name == "GroupBox" && isContainer {
                    let header = a.expression.is(StringLiteralExprSyntax.self) ? "Text(\(value))" : value
                    if name == "Section" { options.append("header = \(header)") } else { positional.append(value) }
                } else {
                    positional.append(value)
                }
            }
        }
        // Trailing closures.
        if let t = c.trailingClosure, !isContainer, t.signature?.parameterClause != nil {
            // `Stepper("Cups", value: $n) { _ in … }`: a closure taking an argument is an action
            // (onEditingChanged), not a label.
            pendingNotes += LuaWriter.note(actionDropped)
        } else if let t = c.trailingClosure {
            if isContainer {
                items.append(contentsOf: try viewItems(Array(t.statements), indent: indent + 2))
            } else {
                // `Label { Text("Hi") } icon: { … }`: a Label's first closure is its title;
                // `NavigationLink("Title") { Detail() }` and `NavigationLink { Detail() } label: { … }`
                // take their destination first.
                let destinationFirst =
                    name == "NavigationLink"
                    && (!positional.isEmpty || c.additionalTrailingClosures.contains { $0.label.text == "label" })
                let key = name == "Label" ? "title" : destinationFirst ? "destination" : "label"
                let views = try viewItems(Array(t.statements), indent: indent + 2)
                options.append(
                    "\(key) = "
                        + (views.count == 1
                            ? views[0] : LuaWriter.table("", options: [], items: views, indent: indent + 2)))
            }
        }
        for extra in c.additionalTrailingClosures {
            let label = extra.label.text
            if actionLabels.contains(label) {
                options.append("\(label) = function() end" + LuaWriter.note(actionDropped))
                continue
            }
            let views = try viewItems(Array(extra.closure.statements), indent: indent + 2)
            options.append(
                "\(LuaWriter.key(label)) = "
                    + (views.count == 1 ? views[0] : LuaWriter.table("", options: [], items: views, indent: indent + 2))
            )
        }
        if name == "ScrollView", let margins = contentMarginsCall(of: c) {
            items = try contentMargins(margins, content: items, options: options, indent: indent)
        }
        if isContainer {
            if !positional.isEmpty {
                return
                    "\(name)(\(positional.joined(separator: ", ")), \(LuaWriter.table("", options: options, items: items, indent: indent)))"
            }
            return LuaWriter.table(name, options: options, items: items, indent: indent)
        }
        if positional.isEmpty {
            if options.isEmpty { return "\(name)()" }
            return LuaWriter.table(name, options: options, items: [], indent: indent)
        }
        if !options.isEmpty { positional.append(LuaWriter.table("", options: options, items: [], indent: indent)) }
        return "\(name)(\(positional.joined(separator: ", ")))"
    }

    /// `ScrollView { … }.contentMargins(…)`: the `.contentMargins` call written on this ScrollView,
    /// directly or after modifiers that only set how it scrolls
    /// (`.scrollTargetBehavior(.viewAligned).contentMargins(.horizontal, 16)`).
    func contentMarginsCall(of scrollView: FunctionCallExprSyntax) -> FunctionCallExprSyntax? {
        var base = scrollView
        while let access = base.parent?.as(MemberAccessExprSyntax.self), access.base?.id == base.id,
            let call = access.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == access.id
        {
            let name = access.declName.baseName.text
            if name == "contentMargins" { return call }
            guard Self.scrollingModifiers.contains(name) else { return nil }
            base = call
        }
        return nil
    }

    /// The ScrollView a `.contentMargins` call is written on, if it is written on one (see
    /// `contentMarginsCall(of:)`).
    func scrollViewOwning(_ margins: FunctionCallExprSyntax) -> FunctionCallExprSyntax? {
        var call = margins
        while let access = call.calledExpression.as(MemberAccessExprSyntax.self),
            let base = access.base?.as(FunctionCallExprSyntax.self)
        {
            if base.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "ScrollView" { return base }
            guard let name = base.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
                Self.scrollingModifiers.contains(name)
            else { return nil }
            call = base
        }
        return nil
    }

    /// Modifiers of a ScrollView that set how it scrolls and move no frame: `.contentMargins`
    /// written after them is still written on the ScrollView.
    static let scrollingModifiers: Set<String> = [
        "scrollTargetBehavior", "scrollIndicators", "scrollBounceBehavior", "scrollDismissesKeyboard",
        "scrollClipDisabled", "scrollDisabled", "scrollPosition", "scrollContentBackground",
    ]

    /// A ScrollView's content inset by its content margins (Apple: "the scroll view will automatically
    /// inset its content by the safe area plus an additional 20 points on the leading and trailing
    /// edge"): the content, stacked along the axis as the ScrollView stacks it, padded. Margins for
    /// the scroll indicators alone move no content.
    mutating func contentMargins(
        _ margins: FunctionCallExprSyntax, content: [String], options: [String], indent: Int
    ) throws(ImportError) -> [String] {
        if let placement = margins.arguments.first(where: { $0.label?.text == "for" }),
            placement.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "scrollIndicators"
        {
            return content
        }
        let args = try margins.arguments.filter { $0.label == nil }.map { (a) throws(ImportError) in
            try argument(a.expression, label: nil, indent: indent + 2)
        }
        let stack = options.contains("axes = \"horizontal\"") ? "HStack" : "VStack"
        // The content was written as the ScrollView's own items: one level deeper now, in the stack.
        let deeper = content.map {
            $0.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\n  ")
        }
        return [
            LuaWriter.table(stack, options: [], items: deeper, indent: indent + 2)
                + ":padding(\(args.joined(separator: ", ")))"
        ]
    }

    mutating func button(_ c: FunctionCallExprSyntax, indent: Int) throws(ImportError) -> String {
        let title = c.arguments.first { $0.label == nil }
        var options: [String] = []
        var label: String?
        for a in c.arguments where a.label != nil {
            let l = a.label!.text
            if l == "action" { continue }
            if l == "label", let cl = a.expression.as(ClosureExprSyntax.self) {
                // `Button(action: { … }, label: { Text("Go") })`: the label written as an argument.
                let views = try viewItems(Array(cl.statements), indent: indent + 2)
                label =
                    views.count == 1 ? views[0] : LuaWriter.table("", options: [], items: views, indent: indent + 2)
                continue
            }
            if dropsLabel(l) { continue }
            options.append("\(LuaWriter.key(l)) = \(try argument(a.expression, label: l, indent: indent))")
        }
        if let t = c.trailingClosure, title == nil, c.arguments.contains(where: { $0.label?.text == "action" }) {
            let views = try viewItems(Array(t.statements), indent: indent + 2)
            label = views.count == 1 ? views[0] : LuaWriter.table("", options: [], items: views, indent: indent + 2)
        }
        for extra in c.additionalTrailingClosures where extra.label.text == "label" {
            let views = try viewItems(Array(extra.closure.statements), indent: indent + 2)
            label = views.count == 1 ? views[0] : LuaWriter.table("", options: [], items: views, indent: indent + 2)
        }
        let action = "function() end" + LuaWriter.note(actionDropped)
        if let title {
            let t = try expr(title.expression, indent: indent, role: .any)
            if options.isEmpty { return "Button(\(t), \(action))" }
            return "Button(\(t), \(action), \(LuaWriter.table("", options: options, items: [], indent: indent)))"
        }
        if let label { return "Button(\(action), \(label))" }
        throw fail(c, "a Button needs a title or a label", construct: "Button")
    }

    /// `ContentUnavailableView("No Items", systemImage: "tray", description: Text("…"))`: no source
    /// gives its metrics, so a stand-in, said in a warning: a VStack of the image (large title,
    /// grey), the title (title 2, bold) and the description (grey, centred), 8 apart, filling the
    /// space offered as the view does. Nil for another form (`.search`, a view builder's).
    mutating func contentUnavailable(_ c: FunctionCallExprSyntax, indent: Int) throws(ImportError) -> String? {
        guard c.trailingClosure == nil, let title = c.arguments.first, title.label == nil else { return nil }
        var items = [
            "Text(\(try expr(title.expression, indent: indent + 2, role: .any))):font(\"title2\"):bold()"
        ]
        for a in c.arguments.dropFirst() {
            switch a.label?.text {
            case "systemImage"?:
                let name = try expr(a.expression, indent: indent + 2, role: .any)
                items.insert(
                    "Image { systemName = \(name) }:font(\"largeTitle\"):foregroundStyle(\"secondary\")", at: 0)
            case "image"?:
                let name = try expr(a.expression, indent: indent + 2, role: .any)
                items.insert("Image(\(name)):font(\"largeTitle\")", at: 0)
            case "description"?:
                let text = try expr(a.expression, indent: indent + 2, role: .view, precedence: 10)
                items.append("\(text):foregroundStyle(\"secondary\"):multilineTextAlignment(\"center\")")
            default:
                return nil
            }
        }
        warn(
            c.calledExpression,
            "ContentUnavailableView stands in as a VStack of its image, title and description (no source gives its metrics)"
        )
        return LuaWriter.table("VStack", options: ["spacing = 8"], items: items, indent: indent)
            + ":frame { maxWidth = math.huge, maxHeight = math.huge }"
            + LuaWriter.note("ContentUnavailableView: a stand-in of its image, title and description")
    }

    /// `DatePicker("Due", selection: $date)`: Plumb has no DatePicker (no source gives its compact
    /// button's size), so a stand-in, said in a warning: an HStack of its label and the date as the
    /// picker shows it (`Date()` is the reference date), across the width offered, as a Form row.
    mutating func datePicker(_ c: FunctionCallExprSyntax, indent: Int) throws(ImportError) -> String? {
        guard let selection = c.arguments.first(where: { $0.label?.text == "selection" }) else { return nil }
        var label = "EmptyView()"
        if let title = c.arguments.first, title.label == nil {
            label = "Text(\(try expr(title.expression, indent: indent + 2, role: .any)))"
        } else if let t = c.trailingClosure
            ?? c.additionalTrailingClosures.first(where: { $0.label.text == "label" })?
            .closure
        {
            let views = try viewItems(Array(t.statements), indent: indent + 2)
            label = views.count == 1 ? views[0] : LuaWriter.table("HStack", options: [], items: views, indent: indent)
        }
        // Which parts the picker shows: `displayedComponents: [.date]`, `.hourAndMinute`; both by default.
        let shown = c.arguments.first { $0.label?.text == "displayedComponents" }?.expression.trimmedDescription ?? ""
        let date = shown.isEmpty || shown.contains("date") ? "\"abbreviated\"" : "\"omitted\""
        let time = shown.isEmpty || shown.contains("hourAndMinute") ? "\"shortened\"" : "\"omitted\""
        helpers.insert("dates")
        let value = try expr(selection.expression, indent: indent + 2, role: .any)
        warn(
            c.calledExpression,
            "DatePicker stands in as an HStack of its label and the date it shows (Plumb has no DatePicker)")
        // A selection the view is shown without (a binding no preview gives) is the reference date.
        let items = [label, "Spacer()", "Text(formatDate(\(value) or makeDate(0), \(date), \(time)))"]
        return LuaWriter.table("HStack", options: [], items: items, indent: indent)
            + LuaWriter.note("DatePicker: a stand-in of its label and the date it shows")
    }

    /// ForEach over a range, an array or a collection (`id:` is dropped: Lua lists have no ids).
    mutating func forEach(_ c: FunctionCallExprSyntax, indent: Int) throws(ImportError) -> String {
        guard let data = c.arguments.first(where: { $0.label == nil }) else {
            throw fail(c, "ForEach needs its data (a range or an array)", construct: "ForEach")
        }
        if c.arguments.contains(where: { $0.label?.text == "id" }) { _ = dropsLabel("id") }
        if c.trailingClosure == nil, let content = c.arguments.first(where: { $0.label?.text == "content" }),
            !content.expression.is(ClosureExprSyntax.self)
        {
            // `content: SampleRow.init`: each item made into the row by the type's initialiser.
            let list = try self.list(data.expression, indent: indent)
            if let m = content.expression.as(MemberAccessExprSyntax.self), m.declName.baseName.text == "init",
                let type = m.base?.trimmedDescription, let info = types[type]
            {
                let parameter =
                    info.customInit?.signature.parameterClause.parameters.first.map {
                        ($0.secondName ?? $0.firstName).text
                    }
                    ?? info.initParameters.first?.name
                    ?? info.properties.first { !$0.isConstant && !$0.isContent }?.name
                guard let parameter else {
                    throw fail(content, "\(type) has no property for ForEach's item", construct: "\(type).init")
                }
                return "ForEach(\(list), function(item) return \(type) { \(LuaWriter.key(parameter)) = item } end)"
            }
            return "ForEach(\(list), \(try expr(content.expression, indent: indent, role: .any)))"
        }
        guard
            let body = c.trailingClosure
                ?? c.arguments.first(where: { $0.label?.text == "content" })?.expression.as(ClosureExprSyntax.self)
        else {
            throw fail(c, "ForEach needs its content closure", construct: "ForEach")
        }
        var params = closureParameters(body)
        if let enumerated = enumeratedBase(data.expression), params.count == 2 {
            // `ForEach(Array(items.enumerated()), id: \.offset) { index, item in … }`: Lua's
            // ForEach gives the item and its index (from 1).
            let list = try expr(enumerated, indent: indent, role: .any)
            scopes.append([
                params[0]: .value(LuaWriter.identifier(params[0])), params[1]: .value(LuaWriter.identifier(params[1])),
            ])
            defer { scopes.removeLast() }
            var lines = try functionBody(body.statements, indent: indent + 2, node: body, viewBuilder: true)
            let index = LuaWriter.identifier(params[0])
            if params[0] != "_" {
                lines.insert(
                    String(repeating: " ", count: indent + 2)
                        + "\(index) = \(index) - 1  -- Swift's offsets start at 0",
                    at: 0)
            }
            lines = guardedBody("ForEach row", lines, indent: indent + 2)
            let head = "function(\(LuaWriter.identifier(params[1])), \(params[0] == "_" ? "_" : index))"
            return "ForEach(\(list), \(head)\n" + lines.joined(separator: "\n") + "\n"
                + String(repeating: " ", count: indent) + "end)"
        }
        if params.count >= 2 {
            // `ForEach(groups, id: \.0) { day, items in … }`: each element a tuple, taken apart.
            let names = params.map { $0 == "_" ? "_" : LuaWriter.identifier($0) }
            let list = try expr(data.expression, indent: indent, role: .any)
            scopes.append(
                Dictionary(
                    params.filter { $0 != "_" }.map { ($0, Binding.value(LuaWriter.identifier($0))) },
                    uniquingKeysWith: { a, _ in a }))
            defer { scopes.removeLast() }
            var lines = try functionBody(body.statements, indent: indent + 2, node: body, viewBuilder: true)
            let parts = (1...names.count).map { "element[\($0)]" }.joined(separator: ", ")
            lines.insert(
                String(repeating: " ", count: indent + 2) + "local \(names.joined(separator: ", ")) = \(parts)", at: 0)
            lines = guardedBody("ForEach row", lines, indent: indent + 2)
            return "ForEach(\(list), function(element)\n" + lines.joined(separator: "\n") + "\n"
                + String(repeating: " ", count: indent) + "end)"
        }
        if params.isEmpty { params = body.statements.trimmedDescription.contains("$0") ? [shorthandName] : ["_"] }
        let name = params[0]
        var source: String
        var shift: String?
        // The range as written, or a constant range property (`let items = 1...500`) by its name.
        var range = rangeLiteral(data.expression)
        if range == nil, let r = data.expression.as(DeclReferenceExprSyntax.self),
            case .range(let constant)? = lookup(r.baseName.text)
        {
            range = constant
        }
        if let seq = range, let op = seq.elements.dropFirst().first?.as(BinaryOperatorExprSyntax.self) {
            let lo = try expr(seq.elements.first!, indent: indent, role: .any)
            let hi = try expr(seq.elements.last!, indent: indent, role: .any)
            let closed = op.operator.text == "..."
            // Lua's ForEach counts from 1: 1..<n+1 and 1...n are counts; others shift the index.
            if let l = Int(lo), let h = Int(hi) {
                let count = (closed ? h + 1 : h) - l
                if l == 1 {
                    source = String(max(count, 0))
                } else if count <= 12 && count > 0 {
                    source = "{ " + (l..<(l + count)).map(String.init).joined(separator: ", ") + " }"
                } else {
                    source = String(max(count, 0))
                    shift = String(l - 1)
                }
            } else if lo == "1" {
                source = closed ? hi : LuaWriter.minusOne(hi)
            } else {
                if lo == "0" {
                    source = closed ? "\(hi) + 1" : hi
                } else {
                    source = closed ? "\(hi) - \(LuaWriter.paren(lo)) + 1" : "\(hi) - \(LuaWriter.paren(lo))"
                }
                shift = lo == "0" ? "-1" : "\(LuaWriter.paren(lo)) - 1"
            }
        } else if let m = data.expression.as(MemberAccessExprSyntax.self), m.declName.baseName.text == "indices",
            let b = m.base
        {
            source = "#" + (try expr(b, indent: indent, role: .any, precedence: 10))
            shift = "-1"
        } else {
            source = try expr(data.expression, indent: indent, role: .any)
        }
        let saved = shorthandName
        if body.signature == nil { shorthandName = name }
        defer { shorthandName = saved }
        scopes.append([name: .value(LuaWriter.identifier(name))])
        defer { scopes.removeLast() }
        var lines = try functionBody(body.statements, indent: indent + 2, node: body, viewBuilder: true)
        if let shift, name != "_" {
            let id = LuaWriter.identifier(name)
            let adjust = shift.hasPrefix("-") ? "\(id) - \(shift.dropFirst())" : "\(id) + \(shift)"
            lines.insert(
                String(repeating: " ", count: indent + 2) + "\(id) = \(adjust)  -- Swift's range starts there", at: 0)
        }
        if implicitTags, name != "_", !body.statements.trimmedDescription.contains(".tag("), lines.count == 1,
            let r = lines[0].firstRange(of: "return ")
        {
            // In a Picker, ForEach's rows are tagged with their items, as SwiftUI tags them.
            lines[0] =
                String(lines[0][..<r.upperBound]) + "(\(lines[0][r.upperBound...])):tag(\(LuaWriter.identifier(name)))"
        }
        lines = guardedBody("ForEach row", lines, indent: indent + 2)
        let head = "function(\(LuaWriter.identifier(name)))"
        let pad = String(repeating: " ", count: indent)
        return "ForEach(\(source), \(head)\n" + lines.joined(separator: "\n") + "\n" + pad + "end)"
    }

    /// iOS 18's `Tab("Received", systemImage: "tray", value: 1) { content }` in a TabView: its
    /// content with a Label as its tab item (and its value as its tag), as `.tabItem` says.
    mutating func tab(_ c: FunctionCallExprSyntax, indent: Int) throws(ImportError) -> String {
        var title: String?
        var options: [String] = []
        var tag: String?
        for a in c.arguments {
            switch a.label?.text {
            case nil: title = try expr(a.expression, indent: indent, role: .any)
            case "systemImage"?, "image"?:
                options.append("\(a.label!.text) = \(try expr(a.expression, indent: indent, role: .any))")
            case "value"?: tag = try expr(a.expression, indent: indent, role: .any)
            case "role"?: continue
            default:
                throw fail(
                    a, "Tab(\(a.label!.text):) is not translated", construct: "Tab",
                    suggestion: "write Tab(\"Title\", systemImage: \"…\") { … }")
            }
        }
        let views = try viewItems(Array(c.trailingClosure!.statements), indent: indent + 2)
        let content =
            views.count == 1 ? views[0] : LuaWriter.table("Group", options: [], items: views, indent: indent)
        var label = "Label(\(title ?? "\"\""))"
        if !options.isEmpty {
            label = "Label(\(title ?? "\"\""), \(LuaWriter.table("", options: options, items: [], indent: indent)))"
        }
        var out = "(\(content)):tabItem(\(label))"
        if let tag { out += ":tag(\(tag))" }
        return out
    }

    /// `AsyncImage(url:)`: Plumb loads nothing, so what SwiftUI shows until the image loads: the
    /// placeholder closure's views; with a phase closure, its views for the empty phase; with
    /// neither, SwiftUI's standard placeholder, which fills the space offered (drawn light grey).
    mutating func asyncImage(_ c: FunctionCallExprSyntax, indent: Int) throws(ImportError) -> String {
        let note = LuaWriter.note("AsyncImage: Plumb loads nothing; what shows until the image loads")
        if let placeholder = c.additionalTrailingClosures.first(where: { $0.label.text == "placeholder" })?.closure
            ?? c.arguments.first(where: { $0.label?.text == "placeholder" })?.expression.as(ClosureExprSyntax.self)
        {
            return try contentWithParameter(placeholder, as: "(nil)", indent: indent) + note
        }
        if let phase = c.trailingClosure
            ?? c.arguments.first(where: { $0.label?.text == "content" })?.expression.as(ClosureExprSyntax.self)
        {
            // The phase is `.empty`: `phase.image` and `phase.error` are nil, `case .empty` holds.
            return try contentWithParameter(phase, as: "(\"empty\")", indent: indent) + note
        }
        return "Color(\"#E4E4E6\")" + note
    }

    /// `.tabItem { Text("Home"); Image(systemName: "house") }`: the tab bar shows the image above
    /// the title whatever their order, as a Label does there.
    mutating func tabItemLabel(_ cl: ClosureExprSyntax, indent: Int) throws(ImportError) -> String? {
        let items = try expanded(cl.statements)
        guard items.count == 2 else { return nil }
        func root(_ item: CodeBlockItemSyntax) -> String? {
            var e: ExprSyntax? = item.item.as(ExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression
            while let c = e?.as(FunctionCallExprSyntax.self) {
                if let m = c.calledExpression.as(MemberAccessExprSyntax.self), let base = m.base {
                    e = base
                } else {
                    return c.calledExpression.trimmedDescription
                }
            }
            return nil
        }
        guard let image = items.firstIndex(where: { root($0) == "Image" }),
            let text = items.firstIndex(where: { root($0) == "Text" })
        else { return nil }
        let views = try viewItems(items, indent: indent + 2)
        return LuaWriter.table(
            "Label", options: ["title = \(views[text])", "icon = \(views[image])"], items: [], indent: indent)
    }
}
