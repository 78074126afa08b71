import Foundation
import PlumbTestSupport
import Testing

/// A Toggle's, a ProgressView's and a text field's value may come by position after the label,
/// as SwiftUI users write `Toggle("Wi-Fi", isOn: $on)`.
@Suite("Control values by position", .watchdog())
struct ControlValueByPositionTests {
    /// A value by position after the label lays out as the options table does.
    @Test(arguments: [
        ("Toggle(\"Wi-Fi\", true)", "Toggle(\"Wi-Fi\", { isOn = true })"),
        ("ProgressView(0.5)", "ProgressView { value = 0.5 }"),
        ("ProgressView(\"Copying\", 0.25)", "ProgressView(\"Copying\", { value = 0.25 })"),
        ("TextField(\"Name\", \"\")", "TextField(\"Name\", { text = \"\" })"),
        ("SecureField(\"Password\", \"secret\")", "SecureField(\"Password\", { text = \"secret\" })"),
    ])
    func aControlTakesItsValueAfterTheLabel(_ guess: String, _ table: String) throws {
        let guessed = try runScript("guess.lua", "return VStack { \(guess) }")
        let written = try runScript("table.lua", "return VStack { \(table) }")
        #expect(guessed.status == 0, "\(guessed.stderr)")
        #expect(guessed.stdout == written.stdout, "\(guessed.stdout)\n\(written.stdout)")
    }

    @Test func aValueGivenTwiceIsRefused() throws {
        let output = try runScript("twice.lua", "return Toggle(\"Wi-Fi\", true, { isOn = false })")
        #expect(
            output.stderr.hasPrefix(
                "twice.lua:1: Toggle: isOn is given twice, as argument 2 and as isOn =; give it once; expected Toggle(\"Title\", true)"
            ), "\(output.stderr)")
    }
}
