import Foundation
import PlumbRender
import PlumbTestSupport
import Testing

/// Every lesson and exercise as a class sees it: `plumb run --guides` and `plumb explain` in a
/// real pseudo-terminal of 80×24 and 120×40, the whole figure and the whole legend (and an
/// exercise's checks and hints) on the screen.
@Suite("Lessons on real screens")
struct LessonScreenTests {
    static let lessonFolder = repositoryRoot.appendingPathComponent("Scripts")
    static let lessons = ["Lessons", "Exercises"].flatMap { folder in
        ((try? FileManager.default.contentsOfDirectory(atPath: lessonFolder.appendingPathComponent(folder).path)) ?? [])
            .filter { $0.hasSuffix(".lua") }.sorted().map { folder + "/" + $0 }
    }
    static let screens = [(columns: 80, rows: 24), (columns: 120, rows: 40)]

    @Test func thereAreLessonsAndExercises() { #expect(Self.lessons.count >= 25) }

    /// What a command wrote to the pseudo-terminal, without escapes, lines ending in "\n".
    static func screenText(_ arguments: [String], command: String, columns: Int, rows: Int) throws -> String {
        let process = try WatchProcess(
            arguments, in: lessonFolder, terminal: (columns, rows), command: command)
        let status = process.finish()
        #expect(status == 0, "\(process.standardError)")
        return WatchProcess.plainText(process.rawOutput)
    }

    /// The legend's container headers (`HStack: oneThird at y = 240`) and how many rows name a
    /// child under them, in a piped run (the whole legend, in its full words).
    static func legendShape(_ text: Substring) -> (headers: [String], children: Int) {
        let lines = text.split(separator: "\n").map(String.init)
        let headers = lines.filter { !$0.hasPrefix(" ") && $0.wholeMatch(of: /.+: .+ at [xy] = .+/) != nil }
        // A child's row starts two spaces in; its wrapped lines and ignored guides, further.
        let children = lines.filter { $0.hasPrefix("  ") && !$0.hasPrefix("   ") }
        return (headers, children.count)
    }

    /// With `--guides`: the figure and then every header and every child row of the legend, on a
    /// screen that does not scroll (the prompt's row kept), no line wider than the screen, nothing
    /// cut or left out.
    @Test(arguments: lessons)
    func aLessonShowsItsWholeFigureAndLegend(_ lesson: String) throws {
        let piped = try ChildProcess.run(plumbBinary.path, ["run", "--guides", lesson], in: Self.lessonFolder)
        let whole = Self.legendShape(piped.stdout[...])
        #expect(!whole.headers.isEmpty, "\(piped.stdout)")
        for screen in Self.screens {
            let text = try Self.screenText(
                ["--guides", lesson], command: "run", columns: screen.columns, rows: screen.rows)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(lines.count - 1 <= screen.rows - 1, "\(screen): \(lines.count) lines\n\(text)")
            // In cells: a wide character (a large font's letter, an emoji) takes two.
            #expect(lines.allSatisfy { visibleCellWidth(String($0)) <= screen.columns }, "\(screen):\n\(text)")
            #expect(!text.contains("more lines of legend"), "\(screen):\n\(text)")
            #expect(!text.contains("˄") && !text.contains("˅") && text.contains("◆"), "\(screen):\n\(text)")
            // Headers in both words; child rows wrap, so each is found by its first line.
            let shown = Self.legendShape(text[...])
            #expect(shown.headers == whole.headers, "\(screen):\n\(text)")
            #expect(shown.children == whole.children, "\(screen):\n\(text)")
        }
    }

    /// `explain` in a terminal is wrapped to it and whole: what it writes there is what it writes
    /// piped with `--width` of the screen.
    @Test(arguments: lessons)
    func aLessonsExplanationIsWholeAtTheScreensWidth(_ lesson: String) throws {
        for screen in Self.screens {
            let text = try Self.screenText([lesson], command: "explain", columns: screen.columns, rows: screen.rows)
            let piped = try ChildProcess.run(
                plumbBinary.path, ["explain", "--width", "\(screen.columns)", lesson], in: Self.lessonFolder)
            #expect(text == piped.stdout, "\(screen)")
            #expect(
                text.split(separator: "\n").allSatisfy { visibleCellWidth(String($0)) <= screen.columns },
                "\(screen):\n\(text)")
        }
    }
}
