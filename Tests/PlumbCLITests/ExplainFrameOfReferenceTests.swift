import Foundation
import PlumbTestSupport
import Testing

/// `plumb explain` gives a stack's alignment line where it gives its children: in the stack (and
/// in the canvas after it), so that a child's position plus its guide value is the line.
@Suite("explain: one frame of reference", .watchdog())
struct ExplainFrameOfReferenceTests {
    /// Every stack's alignment line is given in the stack, as its children's positions are: each
    /// child's position plus its guide value is the line, and the root's line in the canvas is
    /// its position in the canvas plus the line.
    @Test(arguments: [
        "05-vstack-leading-rectangles", "06-guide-fixed-offset", "09-guide-trailing-plus-20",
        "11-custom-alignment-one-third", "14-cross-stack-alignment",
    ])
    func explainGivesAlignmentLinesInTheStackAsItGivesItsChildren(_ lesson: String) throws {
        let output = try runPlumb(["explain", "Scripts/Lessons/\(lesson).lua", "--canvas", "640x480"])
        #expect(output.status == 0, "\(output.stderr)")
        let lines = output.stdout.split(separator: "\n").map(String.init)
        let alignment = try Regex(
            #"aligns children on (\w+) at ([xy]) = (−?[\d.]+) in (\w+) \(([xy]) = (−?[\d.]+) in the canvas\)"#)
        let placed = try Regex(#"at \((−?[\d.]+), (−?[\d.]+)\) in (\w+); aligned by (\w+) = (−?[\d.]+) "#)
        let root = try Regex(#"^(\w+)  placing: .* at \((−?[\d.]+), (−?[\d.]+)\) in the canvas"#)
        func number(_ text: Substring) -> Double { Double(text.replacingOccurrences(of: "−", with: "-"))! }
        var checked = 0
        for (index, line) in lines.enumerated() {
            guard let match = line.firstMatch(of: alignment) else { continue }
            let guide = match.output[1].substring!
            let axis = match.output[2].substring!
            let inStack = number(match.output[3].substring!)
            let stack = match.output[4].substring!
            let inCanvas = number(match.output[6].substring!)
            #expect(match.output[5].substring! == axis)
            // The stack's children (the lessons' stacks have names of their own).
            for child in lines {
                guard let found = child.firstMatch(of: placed), found.output[3].substring! == stack,
                    found.output[4].substring! == guide
                else { continue }
                let position = number(axis == "x" ? found.output[1].substring! : found.output[2].substring!)
                let value = number(found.output[5].substring!)
                #expect(abs(position + value - inStack) < 0.01, "\(lesson): \(child) against \(line)")
                checked += 1
            }
            if index == 2, let top = lines[1].firstMatch(of: root) {
                let origin = number(axis == "x" ? top.output[2].substring! : top.output[3].substring!)
                #expect(abs(origin + inStack - inCanvas) < 0.01, "\(lesson): \(line)")
            }
        }
        #expect(checked >= 2, "\(lesson): no child checked against its line\n\(output.stdout)")
        #expect(output.stdout.contains("so is an alignment line"), "the key says so")
    }
}
