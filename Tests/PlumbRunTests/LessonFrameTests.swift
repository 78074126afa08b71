import Foundation
import Testing

/// The alignment lessons' geometry, read from `--format json` and checked against the numbers
/// SwiftUI's layout rules give for the examples of Neil Smyth's *SwiftUI Essentials* (iOS 14
/// edition, chapter 27; each child is a 120/200/180×50 or 50×200 or 100×100 frame).
@Suite("Lesson frames")
struct LessonFrameTests {
    struct Frame: Equatable {
        var x, y, width, height: Double
    }

    /// The laid-out lesson: the root's frame and its children's frames, relative to the root.
    func frames(_ lesson: String) throws -> (root: Frame, children: [Frame]) {
        let output = plumb(["run", "Scripts/Lessons/\(lesson)", "--format", "json", "--canvas", "800x600"])
        #expect(output.status == 0, "\(output.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
        let root = try #require(json["root"] as? [String: Any])
        func frame(_ node: [String: Any]) -> Frame {
            let f = node["frame"] as? [String: Double] ?? [:]
            return Frame(x: f["x"] ?? .nan, y: f["y"] ?? .nan, width: f["width"] ?? .nan, height: f["height"] ?? .nan)
        }
        let rootFrame = frame(root)
        let children = (root["children"] as? [[String: Any]] ?? []).map { child in
            var f = frame(child)
            f.x -= rootFrame.x
            f.y -= rootFrame.y
            return f
        }
        return (rootFrame, children)
    }

    func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-9 }

    @Test func guideAtAFixedOffset() throws {
        let (root, children) = try frames("06-guide-fixed-offset.lua")
        #expect(root.width == 300)
        #expect(children.map(\.x) == [120, 0, 120])
    }

    @Test func mismatchedGuideIsIgnored() throws {
        let (root, children) = try frames("07-guide-mismatch-ignored.lua")
        #expect(root.width == 200)
        #expect(children.map(\.x) == [0, 0, 0])
    }

    @Test func guideAtAThirdOfTheWidth() throws {
        let (root, children) = try frames("08-guide-third-of-width.lua")
        #expect(close(root.width, 200.0 / 3 + 180))
        #expect(close(children[0].x, 200.0 / 3) && children[1].x == 0 && close(children[2].x, 200.0 / 3))
    }

    @Test func guideAtTrailingPlusTwenty() throws {
        let (root, children) = try frames("09-guide-trailing-plus-20.lua")
        #expect(root.width == 400)
        #expect(children.map(\.x) == [220, 0, 220])
    }

    @Test func customOneThirdAlignment() throws {
        let (root, children) = try frames("11-custom-alignment-one-third.lua")
        #expect(close(root.height, 200 + 200.0 / 3))
        #expect(children.map(\.y).map { ($0 * 1000).rounded() / 1000 } == [0, 66.667, 0, 66.667])
    }

    @Test func customOneThirdAtTheBottom() throws {
        let (root, children) = try frames("12-custom-alignment-bottom.lua")
        #expect(root.height == 400)
        let ys = children.map(\.y).map { ($0 * 1000).rounded() / 1000 }
        #expect(ys == [133.333, 0, 133.333, 200])
    }

    @Test func crossStackAlignmentLinesUpTheCircleAndTheThirdSquare() throws {
        let output = plumb(["run", "Scripts/Lessons/14-cross-stack-alignment.lua", "--format", "json"])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
        // Collect every shape's frame in drawing order: the circle, then the four squares.
        var shapes: [[String: Double]] = []
        func walk(_ node: [String: Any]) {
            if ["Circle", "Rectangle"].contains(node["type"] as? String), let f = node["frame"] as? [String: Double] {
                shapes.append(f)
            }
            (node["children"] as? [[String: Any]] ?? []).forEach(walk)
        }
        walk(try #require(json["root"] as? [String: Any]))
        try #require(shapes.count == 5)
        let circleCentre = shapes[0]["y"]! + shapes[0]["height"]! / 2
        let blueCentre = shapes[3]["y"]! + shapes[3]["height"]! / 2
        #expect(circleCentre == blueCentre)
        #expect(shapes[1]["y"]! + 3 * 108 == shapes[4]["y"]!)
    }

    @Test func zStackCustomAlignment() throws {
        let (root, children) = try frames("17-zstack-custom-alignment.lua")
        #expect(root.width == 200 && root.height == 200)
        #expect(children.map { [$0.x, $0.y] } == [[0, 0], [50, 100], [100, 0]])
    }

    @Test func zStackCustomAlignmentVariation() throws {
        let (root, children) = try frames("18-zstack-custom-alignment-variation.lua")
        #expect(root.width == 200 && root.height == 200)
        #expect(children.map { [$0.x, $0.y] } == [[100, 0], [0, 50], [100, 100]])
    }
}
