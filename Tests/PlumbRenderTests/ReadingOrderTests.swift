import PlumbLayout
import PlumbRender
import Testing

/// `explain` and the legend read as the layout reads.
@Suite struct ReadingOrderTests {
    func card() -> View {
        View.vStack(alignment: .leading, spacing: 0, [View.text("Plumb"), View.text("layout")])
            .padding(8)
            .background(View.rectangle().foregroundColor("blue"))
            .overlay(View.circle().foregroundColor("red").frame(width: 8, height: 8), alignment: .topTrailing)
    }

    @Test func decorationsSitUnderTheViewTheyDecorateAndChildrenUnderTheirStack() {
        let result = LayoutEngine(tracing: true).layout(card(), canvas: ProposedSize(width: 200, height: 100))
        let lines = renderExplanation(result).split(separator: "\n").map(String.init)
        let overlay = lines.firstIndex { $0.hasPrefix("├─ overlay on VStack.padding.background: Circle(red).frame") }
        let background = lines.firstIndex { $0.hasPrefix("├─ background behind VStack.padding: Rectangle(blue)") }
        let subviews = lines.firstIndex { $0 == "└─ VStack's subviews:" }
        #expect(overlay != nil && background != nil && subviews != nil, "\(lines.joined(separator: "\n"))")
        let texts = lines.indices.filter { lines[$0].contains("Text \"") && lines[$0].contains("placing") }
        #expect(texts.count == 2)
        #expect(texts.allSatisfy { lines[$0].hasPrefix("   ├─ ") || lines[$0].hasPrefix("   └─ ") })
        #expect(texts.allSatisfy { $0 > subviews ?? .max })
    }

    @Test func aWidthWrapsEveryLine() {
        let result = LayoutEngine(tracing: true).layout(card(), canvas: ProposedSize(width: 200, height: 100))
        let wide = renderExplanation(result)
        let narrow = renderExplanation(result, options: ExplanationOptions(width: 40))
        #expect(wide.split(separator: "\n").contains { $0.count > 40 })
        #expect(narrow.split(separator: "\n").allSatisfy { $0.count <= 40 })
        // Nothing but line breaks and indentation is added.
        let words = { (text: String) in text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "│" }) }
        #expect(words(wide) == words(narrow))
    }

    @Test func everyLegendHeaderNamesItsRow() {
        let row = { (name: String) in
            View.hStack([View.text(name), View.spacer(), View.rectangle().frame(width: 16, height: 8)])
        }
        let form = View.vStack(alignment: .leading, [row("Wi-Fi"), row("Bluetooth"), row("Wi-Fi")])
        let result = LayoutEngine().layout(form, canvas: ProposedSize(width: 200, height: 100))
        let headers = renderGuideLegend(result).split(separator: "\n").filter { !$0.hasPrefix(" ") }
        #expect(Set(headers.map { $0.prefix { $0 != ":" } }).count == headers.count, "\(headers)")
        #expect(headers.contains { $0.hasPrefix("HStack with Text \"Bluetooth\": center at y = ") })
        #expect(headers.contains { $0.hasPrefix("HStack with Text \"Wi-Fi\" (2nd): ") })
        let wrapped = renderGuideLegend(result, width: 30)
        #expect(wrapped.split(separator: "\n").allSatisfy { $0.count <= 30 })
    }
}
