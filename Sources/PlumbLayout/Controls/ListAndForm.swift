extension View {
    /// `List { … }` and `Form { … }` (insetGrouped, iOS 17's default; `listStyle(.plain)` for
    /// rows across the whole width). The list is a vertical ScrollView (it takes the whole size
    /// offered and scrolls): every Section is a card of rows; views outside sections make
    /// sections of their own. A row is its content padded (11, 20) in a frame at least 44 high
    /// that fills the card, leading; rows are separated by a line from the row's text to the
    /// card's trailing edge. A section's header (upper-cased when it is a text) sits above its
    /// card and its footer below, in the footnote style and the secondary colour.
    public static func list(_ content: [View], typeName: String = "List") -> View {
        control(typeName, children: content) { inputs in
            let environment = inputs.environment
            let style = typeName == "Form" ? .insetGrouped : environment[ListStyleKey.self]
            let plain = style == .plain
            let gap = environment[ListSectionSpacingKey.self] ?? ControlMetrics.sectionSpacing
            let rowSpacing = max(environment[ListRowSpacingKey.self] ?? 0, 0)
            let sections = listSections(content)
            var parts: [View] = []
            for section in sections {
                parts += listSection(
                    section, plain: plain, gap: plain ? 0 : gap, grouped: style == .grouped, rowSpacing: rowSpacing)
            }
            let rows = View.vStack(alignment: .leading, spacing: 0, parts)
                .environment(IsInListKey.self, true)
            let rowCount = sections.reduce(0) { $0 + $1.rows.count }
            return (
                View.scrollView(rows),
                "\(plain ? "plain" : style == .grouped ? "grouped" : "insetGrouped"), \(sections.count) section\(sections.count == 1 ? "" : "s"), \(rowCount) row item\(rowCount == 1 ? "" : "s")"
            )
        }
    }

    struct ListSection {
        var header: View?
        var footer: View?
        var rows: [View]
    }

    /// The list's content as sections: each Section, and each run of views between them.
    static func listSections(_ content: [View]) -> [ListSection] {
        var sections: [ListSection] = []
        var loose: [View] = []
        func flush() {
            if !loose.isEmpty { sections.append(ListSection(header: nil, footer: nil, rows: loose)) }
            loose = []
        }
        for view in content {
            switch view.content {
            case .section(let header, let footer):
                flush()
                sections.append(ListSection(header: header, footer: footer, rows: view.children))
            case .empty: continue
            default: loose.append(view)
            }
        }
        flush()
        return sections
    }

    /// `grouped` (`.listStyle(.grouped)`): the cards across the whole width, square, their rows
    /// inset by the standard 16 (estimate: UIKit's grouped table on an iPhone).
    /// `rowSpacing` above 0 (`.listRowSpacing`): the rows that far apart, each in a card of its own
    /// and without separators (estimate: rows apart are cells apart).
    static func listSection(
        _ section: ListSection, plain: Bool, gap: Double, grouped: Bool = false, rowSpacing: Double = 0
    ) -> [View] {
        let inset = plain || grouped ? ControlMetrics.plainRowInset : ControlMetrics.cardContentInset
        let margin = plain || grouped ? 0 : ControlMetrics.cardMargin
        // Each row in its chrome; a ForEach's rows each get theirs when they are made.
        let items = section.rows.filter { if case .empty = $0.content { false } else { true } }
        var rows: [View] = []
        let apart = rowSpacing > 0
        func cardOf(_ view: View) -> View {
            view.background(
                filled(
                    grouped ? .rectangle : .roundedRectangle(cornerRadius: ControlMetrics.cardCornerRadius),
                    ControlColors.card))
        }
        func row(_ content: View, separator: Bool) -> View {
            let made = listRow(content, inset: inset, separator: separator && !apart)
            return apart && !plain ? cardOf(made) : made
        }
        for (position, item) in items.enumerated() {
            let isLastItem = position == items.count - 1
            if case .forEach(let sequence) = item.content {
                let count = sequence.count
                // The rows keep the script's sequence's stop and its charge per row, with the views
                // each row's chrome adds counted as levels (its charge was one view a row).
                let rowsInChrome = ViewSequence(
                    count: count, depth: sequence.depth + listRowChromeViews, isStopped: sequence.isStopped,
                    spend: sequence.spend
                ) { index in
                    row(sequence.make(index), separator: !(isLastItem && index == count - 1))
                }
                rows.append(View(typeName: "ForEach", content: .forEach(rowsInChrome)))
            } else {
                rows.append(row(item, separator: !isLastItem))
            }
        }
        var card = View.vStack(alignment: .leading, spacing: rowSpacing, rows)
        if !plain && !apart {
            card = card.background(
                filled(
                    grouped ? .rectangle : .roundedRectangle(cornerRadius: ControlMetrics.cardCornerRadius),
                    ControlColors.card))
        }
        var parts: [View] = []
        let spacing = ControlMetrics.headerFooterSpacing
        if let header = section.header {
            let text = listCaption(header, uppercased: !plain).padding(
                EdgeInsets(top: 0, leading: inset, bottom: spacing, trailing: inset))
            // The header sits at the bottom of the gap above its card (taller headers widen it).
            parts.append(text.frame(minHeight: gap, alignment: .bottomLeading))
        } else if gap > 0 {
            parts.append(View.color("clear").frame(height: gap))
        }
        parts.append(card)
        if let footer = section.footer {
            parts.append(
                listCaption(footer, uppercased: false).padding(
                    EdgeInsets(top: spacing, leading: inset, bottom: 0, trailing: inset)))
        }
        return parts.map { $0.padding(EdgeInsets(top: 0, leading: margin, bottom: 0, trailing: margin)) }
    }

    /// The most views `listRow` (and a row's card, when rows are apart) puts around a row's
    /// content: padding, frame, fixedSize, the separator's overlay, the separator and its padding,
    /// the card's background and its shape.
    static let listRowChromeViews = 8

    /// A row: the content padded (11, inset) in a frame at least 44 high filling the card, leading,
    /// with the separator at its bottom from the text's leading edge to the trailing edge.
    /// `listRowInsets` on the row replaces its insets (the separator starts at its leading inset).
    static func listRow(_ content: View, inset: Double, separator: Bool) -> View {
        let insets =
            content.environment[ListRowInsetsKey.self]
            ?? EdgeInsets(
                top: ControlMetrics.rowVerticalInset, leading: inset, bottom: ControlMetrics.rowVerticalInset,
                trailing: inset)
        // A badge (`.badge(3)`) at the row's trailing edge, in the secondary colour (estimate: as a
        // NavigationLink's chevron sits there).
        var shown = content
        if let badge = content.environment[BadgeKey.self]?.view {
            shown = View.hStack([
                content, View.spacer(),
                View.transparent(badge, typeName: "badge") {
                    $0.foregroundColor = ControlColors.secondary
                },
            ])
        }
        // A List's row is sized on its own, at its content's ideal height (a cell of its own, not a
        // share of the card's): `fixedSize` vertically, so that a Spacer or a Color row is 44 high
        // even when the card is placed with a height.
        var row = shown.padding(insets)
            .frame(maxWidth: .infinity, minHeight: ControlMetrics.minimumRowHeight, alignment: .leading)
            .fixedSize(horizontal: false, vertical: true)
        if let background = content.environment[ListRowBackgroundKey.self]?.view {
            // `listRowBackground`: behind the whole row, sized to it (drawing only).
            row = row.background(background)
        }
        guard separator, !content.environment[ListRowSeparatorHiddenKey.self] else { return row }
        return row.overlay(
            View.divider().padding(EdgeInsets(top: 0, leading: insets.leading, bottom: 0, trailing: 0)),
            alignment: .bottom)
    }

    /// A header or footer: footnote, secondary, a text upper-cased in headers (before iOS 26).
    static func listCaption(_ view: View, uppercased: Bool) -> View {
        // Upper-cased as `textCase(.uppercase)` does: every Text in it, unless it says otherwise
        // (`Text("Header").textCase(nil)`).
        View.transparent(view, typeName: "caption") {
            $0.font = .footnote
            $0.foregroundColor = ControlColors.secondary
            if uppercased { $0[TextCaseKey.self] = .uppercase }
        }
    }
}
