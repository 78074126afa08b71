import Foundation
import PlumbTestSupport
import Testing

/// Exercises: a script declares goals (`-- plumb: goal ID VALUE=POINTS`) and hints; `run`,
/// `explain` and `watch` draw the goals' outlines and say what is still off; `plumb test` checks
/// them; a solution takes its exercise's declaration (`-- plumb: exercise PATH`).
@Suite("Exercises")
struct ExerciseTests {
    static let folder = repositoryRoot.appendingPathComponent("Scripts/Exercises")
    static let exercises =
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
        .filter { $0.hasSuffix(".lua") }.sorted()

    /// One exercise at least for each concept of container alignment the lessons teach.
    @Test func everyConceptHasAnExercise() throws {
        let sources = try Self.exercises.map {
            try String(contentsOf: Self.folder.appendingPathComponent($0), encoding: .utf8)
        }
        func some(_ predicate: (String) -> Bool) -> Bool { sources.contains(where: predicate) }
        #expect(some { $0.contains("return VStack {\n") })
        #expect(some { $0.contains("return HStack {\n") })
        #expect(some { $0.contains("alignmentGuide") || $0.contains("guide is") })
        #expect(some { $0.contains("VerticalAlignment(\"") })
        #expect(some { $0.contains("across the two stacks") })
        #expect(some { $0.contains("ZStack {") })
        #expect(some { $0.contains("Baseline") })
    }

    /// Each exercise starts unsolved, with hints, and its solution solves it.
    @Test(arguments: exercises)
    func anExerciseStartsUnsolvedAndItsSolutionSolvesIt(_ exercise: String) throws {
        let start = plumb(["test", exercise], in: Self.folder)
        #expect(start.status == 1 && start.stdout.contains("not yet solved:"), "\(start.stdout)\(start.stderr)")
        #expect(start.stdout.contains("Hint 1 of "), "\(start.stdout)")
        let solution = plumb(["test", "Solutions/\(exercise)"], in: Self.folder)
        #expect(
            solution.status == 0 && solution.stdout.contains("1 passed, 0 failed"),
            "\(solution.stdout)\(solution.stderr)")
        let solved = plumb(["run", "Solutions/\(exercise)"], in: Self.folder)
        #expect(solved.stdout.contains("Exercise solved"), "\(solved.stdout)")
        #expect(!solved.stdout.contains("Hint"), "\(solved.stdout)")
    }

    /// Hints are graded and shown one more at a time: the first alone, numbered, with how to ask
    /// for the next; `--hint N` the first N; the last without a next; `--hint 0` refused.
    @Test(arguments: exercises)
    func theHintsAreShownOneMoreAtATime(_ exercise: String) throws {
        let source = try String(contentsOf: Self.folder.appendingPathComponent(exercise), encoding: .utf8)
        let hints = source.split(separator: "\n").filter { $0.hasPrefix("-- plumb: hint ") }
            .map { String($0.dropFirst("-- plumb: hint ".count)) }
        #expect(hints.count >= 2, "\(exercise): graded hints are at least two")
        for shown in 1...hints.count {
            let output = plumb(["run", exercise, "--hint", String(shown), "--color", "never"], in: Self.folder)
            #expect(output.status == 0, "\(output.stderr)")
            // Unwrapped: the words are wrapped to the terminal only.
            let text = output.stdout
            for (index, hint) in hints.enumerated() {
                let line = "Hint \(index + 1) of \(hints.count): \(hint)"
                #expect(text.contains(line) == (index < shown), "\(exercise) --hint \(shown): \(line)\n\(text)")
            }
            let next = "(a closer hint: --hint \(shown + 1))"
            #expect(text.contains(next) == (shown < hints.count), "\(exercise) --hint \(shown)\n\(text)")
        }
        // `plumb test` shows the same hints.
        let tested = plumb(["test", exercise, "--hint", "2"], in: Self.folder)
        #expect(tested.stdout.contains("Hint 2 of \(hints.count): \(hints[1])"), "\(tested.stdout)")
        #expect(!tested.stdout.contains("Hint 3 of"), "\(tested.stdout)")
        let first = plumb(["run", exercise, "--color", "never"], in: Self.folder)
        #expect(first.stdout == plumb(["run", exercise, "--hint", "1", "--color", "never"], in: Self.folder).stdout)
        let refused = plumb(["run", exercise, "--hint", "0"], in: Self.folder)
        #expect(refused.status != 0 && refused.stderr.contains("--hint must be 1 or more"), "\(refused.stderr)")
    }

    static let words = """
        -- plumb: --canvas 400x300
        -- plumb: goal box minX=10 width=120 height=50 maxY=290
        -- plumb: goal dot midX=200
        -- plumb: hint Frame it.
        return ZStack {
          Rectangle():foregroundColor("red"):frame { width = 100, height = 60 }:id("box"),
          Color.blue:frame { width = 20, height = 20 }:id("dot"),
        }
        """

    /// Each value says which way it is off, by how much, and what the goal is; a met one says so.
    @Test func theWordsSayWhichWayAndHowFar() throws {
        let folder = try scriptFolder("box.lua", Self.words)
        let output = plumb(["run", "box.lua"], in: folder)
        #expect(output.status == 0, "\(output.stderr)")
        for expected in [
            "Exercise: 1 of 5 goals met (the dotted outline is where the goal is)",
            "✗ box's minX is 150: 140 points right of the goal, 10",
            "✗ box's width is 100: 20 points narrower than the goal, 120",
            "✗ box's height is 60: 10 points taller than the goal, 50",
            "✗ box's maxY is 180: 110 points above the goal, 290",
            "✓ dot's midX is 200",
            "Hint: Frame it.",
        ] {
            #expect(output.stdout.contains(expected), "\(expected)\n\(output.stdout)")
        }
        // The goal's outline, dotted, where the box would be: x 10…130, y 240…290 at 8×16.
        let rows = output.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(rows.contains { $0.hasPrefix(" ·┈┈┈") }, "\(output.stdout)")
    }

    /// A goal naming no view says so, suggests the nearest id and lists the ids there are.
    @Test func aGoalForAMissingIDNamesTheNearest() throws {
        let folder = try scriptFolder(
            "a.lua",
            """
            -- plumb: goal Box minX=0
            return Rectangle():frame { width = 10, height = 10 }:id("box")
            """)
        let output = plumb(["run", "a.lua", "--canvas", "80x32"], in: folder)
        #expect(
            output.stdout.contains(
                "✗ no view has the id \"Box\" (did you mean \"box\"?): give one `:id(\"Box\")`; ids here: \"box\""),
            "\(output.stdout)")
    }

    /// A malformed goal is an error at its line that says what a goal is and what is valid.
    @Test(arguments: [
        ("-- plumb: goal box maxy=3", "a.lua:1: 'maxy' is no frame value (did you mean 'maxY'?); a goal is written"),
        ("-- plumb: goal box maxY", "a.lua:1: 'maxY' is not VALUE=POINTS; a goal is written"),
        ("-- plumb: goal box maxY=high", "a.lua:1: 'high' is not a number of points"),
        ("-- plumb: goal maxY=3", "a.lua:1: a goal names a view's id first"),
        ("-- plumb: goal box", "a.lua:1: the goal for \"box\" gives no value"),
        ("-- plumb: hint Try harder.", "a.lua: hints without a goal"),
    ])
    func aMalformedGoalIsAnErrorAtItsLine(_ line: String, _ message: String) throws {
        let folder = try scriptFolder("a.lua", line + "\nreturn Color.red:id(\"box\")\n")
        let output = plumb(["run", "a.lua"], in: folder)
        #expect(output.status == 1)
        #expect(output.stderr.contains(message), "\(output.stderr)")
    }

    /// A solution names its exercise by a path inside its folder or the one above; another place,
    /// or a file without goals, is refused without quoting the file.
    @Test func aSolutionsExerciseStaysNearIt() throws {
        let folder = try temporaryFolder()
        let inner = folder.appendingPathComponent("course/solutions")
        try FileManager.default.createDirectory(at: inner, withIntermediateDirectories: true)
        try "-- secret words\nreturn Color.red\n".write(
            to: folder.appendingPathComponent("outside.lua"), atomically: false, encoding: .utf8)
        try "-- plumb: --canvas 100x100\nreturn Color.red\n".write(
            to: folder.appendingPathComponent("course/plain.lua"), atomically: false, encoding: .utf8)
        for (named, expected) in [
            ("../../outside.lua", "is outside the solution's folder and the folder above it"),
            ("../plain.lua", "declares no goal"),
            ("../missing.lua", "cannot be read"),
            ("../plain.txt", "is not a .lua script"),
        ] {
            try "-- plumb: exercise \(named)\nreturn Color.red\n".write(
                to: inner.appendingPathComponent("s.lua"), atomically: false, encoding: .utf8)
            let output = plumb(["run", "course/solutions/s.lua"], in: folder)
            #expect(output.status == 1 && output.stderr.contains(expected), "\(named): \(output.stderr)")
            #expect(!output.stderr.contains("secret"))
        }
    }
}
