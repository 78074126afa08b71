extension View {
    /// The first navigation title and display mode set in `view`'s tree (before any nested
    /// NavigationStack), as SwiftUI's preference carries them up.
    static func navigationTitle(in view: View) -> (title: String?, mode: TitleDisplayMode?) {
        let found = navigationBar(in: view)
        return (found.title, found.mode)
    }

    /// The first navigation title, display mode and bar visibility set in `view`'s tree (before any
    /// nested NavigationStack), as SwiftUI's preferences carry them up.
    static func navigationBar(in view: View) -> (title: String?, mode: TitleDisplayMode?, hidden: Bool?) {
        var title: String?
        var mode: TitleDisplayMode?
        var hidden: Bool?
        var pending = [view]
        while let next = pending.popLast(), title == nil || mode == nil || hidden == nil {
            if title == nil, next.environment.isSet(NavigationTitleKey.self) {
                title = next.environment[NavigationTitleKey.self]
            }
            if mode == nil, next.environment.isSet(TitleDisplayModeKey.self) {
                mode = next.environment[TitleDisplayModeKey.self]
            }
            if hidden == nil, next.environment.isSet(NavigationBarHiddenKey.self) {
                hidden = next.environment[NavigationBarHiddenKey.self]
            }
            if next.typeName != "NavigationStack" && next.typeName != "NavigationView" {
                pending += next.children.reversed()
            }
        }
        return (title, mode, hidden)
    }

    /// `NavigationStack { content }`: a navigation bar at the top (44 inline, 96 with a large
    /// title; the root's automatic mode is large) and the content centred in the rest. It takes
    /// the whole size offered. `navigationTitle` and `navigationBarTitleDisplayMode` are read from
    /// the content.
    public static func navigationStack(_ content: View, typeName: String = "NavigationStack") -> View {
        control(typeName, children: [content]) { _ in
            let (title, mode, hidden) = navigationBar(in: content)
            if hidden == true {
                // `navigationBarHidden(true)`: no bar; the content takes the whole size.
                return (content.containerArea(of: typeName), "bar hidden")
            }
            let large = title != nil && mode != .inline
            var bar: View
            if large, let title {
                // The large title: leading at the margin, at the bottom of its 52-point row.
                let text = View.text(title).withEnvironment {
                    $0.font = .largeTitle
                    $0.isBold = true
                    $0.lineLimit = 1
                }
                .padding(EdgeInsets(top: 0, leading: ControlMetrics.largeTitleMargin, bottom: 0, trailing: 0))
                .frame(maxWidth: .infinity, alignment: .leading)
                .frame(height: ControlMetrics.largeTitleHeight, alignment: .bottomLeading)
                bar = View.vStack(
                    spacing: 0, [View.color("clear").frame(height: ControlMetrics.navigationBarHeight), text])
            } else {
                let text = title.map { View.text($0).font(.headline).lineLimit(1) }
                // No hairline: iOS 15+ draws a bar's separator only while content scrolls under it.
                bar = (text ?? View.color("clear"))
                    .frame(maxWidth: .infinity)
                    .frame(height: ControlMetrics.navigationBarHeight)
            }
            let body = View.vStack(
                spacing: 0, [bar, content.containerArea(of: typeName)])
            let height = formatPoints(
                large
                    ? ControlMetrics.navigationBarHeight + ControlMetrics.largeTitleHeight
                    : ControlMetrics.navigationBarHeight)
            let shown = title.map { "\"\($0)\"" } ?? "no title"
            return (body, "\(large ? "large" : "inline") title \(shown), bar \(height)")
        }
    }

    /// `NavigationLink(_:destination:)`: in a List, a row `HStack { label; Spacer; › }` with the
    /// chevron in grey; elsewhere its label, tinted, as a borderless button. The destination is
    /// never shown (Plumb draws the root).
    public static func navigationLink(label: View) -> View {
        control("NavigationLink", children: [label]) { inputs in
            let environment = inputs.environment
            guard environment[IsInListKey.self] else {
                return (label.tinted(ControlColors.tint, unless: environment), "tinted label")
            }
            let chevron = symbol("›").tinted(ControlColors.secondary, unless: environment)
            return (labeledContent(label, chevron), "row with a chevron")
        }
    }
}
