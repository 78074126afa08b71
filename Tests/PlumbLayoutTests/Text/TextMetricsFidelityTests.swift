import Testing

@testable import PlumbLayout

/// Choices that rest on text sizes, where a source gives SwiftUI's: how far Plumb's
/// one-cell-per-character metrics (8 × 16 points a character at body size) move them. The
/// contract stays; these tests say where it shows.
@Suite("Text metrics against recorded SwiftUI sizes")
struct TextMetricsFidelityTests {
    /// ViewThatFits(in: .horizontal) { long; short }: the long text is chosen when its ideal width fits.
    func chosen(_ long: String, _ short: String, width: Double) -> String? {
        let choice = View.viewThatFits(
            in: .horizontal, [View.text(long).withID("long"), View.text(short).withID("short")])
        let result = layout(choice, width: width, height: 100)
        return result.root.find("long") != nil ? "long" : result.root.find("short") != nil ? "short" : nil
    }

    @Test func helloWorldIsTenPointsWiderInCellsSoTheChoiceFlipsLater() {
        // Recorded (zenn.dev/holoholo/articles/374c2b09bb7e5e): "Hello, world." in the body
        // font is 94.33 × 20.33 on iOS. In cells it is 13 × 8 = 104 × 16: 9.67 points (10 %)
        // wider and 4.33 points shorter a line.
        #expect(
            layout(View.text("Hello, world."), width: nil, height: nil).root.frame.size == Size(width: 104, height: 16))
        // Offered 94.33 to 103.99 points, SwiftUI shows the long text and Plumb the short one.
        #expect(chosen("Hello, world.", "Hi", width: 100) == "short")
        #expect(chosen("Hello, world.", "Hi", width: 94.34) == "short")
        // Below 94.33 both choose the short text, from 104 on both the long one.
        #expect(chosen("Hello, world.", "Hi", width: 90) == "short")
        #expect(chosen("Hello, world.", "Hi", width: 104) == "long")
    }

    @Test func aLastChoiceProposedTenPointsWrapsAsInSwiftUI() {
        // fb (Mastering ViewThatFits): at width 10 nothing fits, the last child Text("Hi") is
        // proposed 10 and wraps to two lines. SwiftUI's "Hi" is about 15.6 points wide, Plumb's
        // 16: both wrap it, one letter a line; the height is 2 × 16 instead of 2 × 20.33.
        let choice = View.viewThatFits([View.text("Hello, world."), View.text("Hi").withID("hi")])
        let result = layout(choice, width: 10, height: 100)
        guard case .text(let lines, _)? = result.root.find("hi")?.content else {
            Issue.record("the last child was not chosen")
            return
        }
        #expect(lines == ["H", "i"])
        #expect(result.frame("hi").height == 32)
    }

    @Test func applesUploadProgressChoicesHoldInCells() {
        // Apple's UploadProgressView (ViewThatFits docs): at 0.75, widths 200 / 100 / 50 choose
        // HStack { Text("75%"); ProgressView().frame(width: 100) } / the ProgressView / the Text.
        // "75%" is 24 points in cells (about 36 in SF at 17 points), so the HStack needs 132
        // instead of about 144: the same three choices, and only widths of 132 to 144 differ.
        func choice(_ width: Double) -> String? {
            let text = { View.text("75%") }
            let bar = { View.rectangle().frame(width: 100, height: 4) }
            let fits = View.viewThatFits(
                in: .horizontal,
                [
                    View.hStack([text(), bar()]).withID("stack"), bar().withID("bar"), text().withID("text"),
                ])
            let result = layout(fits.frame(maxWidth: width), width: 400, height: 100)
            return ["stack", "bar", "text"].first { result.root.find($0) != nil }
        }
        #expect(choice(200) == "stack")
        #expect(choice(100) == "bar")
        #expect(choice(50) == "text")
        #expect(choice(132) == "stack")
        #expect(choice(131) == "bar")
    }
}
