import Foundation
import PlumbImport
import PlumbLayout
import Testing

/// The constructs round 16's snippets found (Sources/PlumbImport/README.md, "Sixteenth round"),
/// each imported and run on its own.
struct RoundSixteenTests: ConstructSuite {
    /// `UIScreen.main.bounds.width - 30` (round 16, f485, the one snippet that compiles and was not
    /// laid out): the screen reaches past the safe area Plumb's canvas stands for, so it stays
    /// refused where it is written; the message now gives the nearest form for a width taken from
    /// the window's, `containerRelativeFrame`, and that form, written in its place, gives the width
    /// the snippet means on an iPhone held upright (no safe-area insets at the sides): 400 − 30.
    @Test func uiScreenIsRefusedWithTheContainerRelativeForm() throws {
        let pasted = """
            VStack {
                List { Text("Hello") }
                Button(action: {}) {
                    Text("SwiftUI")
                        .frame(width: UIScreen.main.bounds.width - 30,height: 45)
                }
            }
            """
        let error = try #require(refusal(pasted))
        #expect(error.line == 5 && error.column == 27)
        #expect(error.message.hasPrefix("UIScreen is not in Plumb"))
        #expect(error.suggestion?.contains(".containerRelativeFrame(.horizontal) { width, _ in width - 30 }") == true)
        #expect(error.suggestion?.contains("GeometryReader") == true)
        let nearest = """
            VStack {
                List { Text("Hello") }
                Button(action: {}) {
                    Text("SwiftUI")
                        .frame(height: 45)
                        .containerRelativeFrame(.horizontal) { width, _ in width - 30 }
                }
            }
            """
        let result = try lay(nearest)
        let label = try #require(frames(of: "Text", in: result).last)
        let frame = try #require(frames(of: "containerRelativeFrame", in: result).last)
        #expect(frame.width == 370 && frame.minX == 15 && frame.height == 45)
        #expect(label.midX == 200 && label.midY == frame.midY)
    }
}

extension Rect {
    /// The centre's x and y.
    fileprivate var midX: Double { minX + width / 2 }
    fileprivate var midY: Double { minY + height / 2 }
}
