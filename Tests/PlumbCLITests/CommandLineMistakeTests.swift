import Foundation
import PlumbTestSupport
import Testing

/// A CLI that forgives: each mistake gets a suggestion or a clear message, through
/// the real binary.
@Suite("Command-line mistakes", .watchdog())
struct CommandLineMistakeTests {
    let folder: URL

    init() throws {
        folder = try scriptFolder("x.lua", "return Text('hi')")
    }

    func plumb(_ arguments: [String]) throws -> ProcessOutput {
        try runPlumb(arguments, in: folder)
    }

    @Test func aMisspeltSubcommandIsNamedWithTheNearestOne() throws {
        for (typed, meant) in [("rnu", "run"), ("explian", "explain"), ("wacth", "watch")] {
            let output = try plumb([typed, "x.lua"])
            #expect(output.status == 64, "\(typed)")
            #expect(
                output.stderr.hasPrefix("Error: unknown subcommand '\(typed)' (did you mean '\(meant)'?)"),
                "\(output.stderr)")
        }
        // A word that is a file is a script, whatever it looks like.
        let script = try scriptFolder("rnu", "return Text('a file named rnu')")
        let file = try runPlumb(["rnu", "--canvas", "160x16", "--color", "never"], in: script)
        #expect(file.status == 0 && file.stdout.contains("a file named rnu"), "\(file)")
    }

    @Test func aMisspeltOptionOfTheRootIsNamed() throws {
        for arguments in [["--verison"], ["--verison", "x.lua"], ["run", "--verison", "x.lua"]] {
            let output = try plumb(arguments)
            #expect(output.status == 64, "\(arguments)")
            #expect(
                output.stderr.hasPrefix("Error: unknown option '--verison' (did you mean '--version'?)"),
                "\(arguments): \(output.stderr)")
        }
        // A subcommand's own options keep the parser's suggestion.
        let canvas = try plumb(["run", "x.lua", "--canva", "8x8"])
        #expect(canvas.status == 64)
        #expect(
            canvas.stderr.hasPrefix("Error: Unknown option '--canva'. Did you mean '--canvas'?"), "\(canvas.stderr)")
    }

    @Test func aDirectoryIsNamedAsADirectory() throws {
        let scripts = folder.appendingPathComponent("scripts")
        try FileManager.default.createDirectory(at: scripts, withIntermediateDirectories: true)
        try "return Text('a')".write(to: scripts.appendingPathComponent("a.lua"), atomically: false, encoding: .utf8)
        for subcommand in ["run", "explain", "watch"] {
            // `watch` says so and exits instead of waiting for the "script" to appear, which it
            // would do forever: its exit at all, with status 2, shows it.
            let output = try runPlumb([subcommand, "scripts"], in: folder, timeout: 60)
            #expect(output.status == 2, "\(subcommand): \(output)")
            #expect(
                output.stderr.hasPrefix("plumb: scripts is a directory; name a script file such as scripts/a.lua"),
                "\(subcommand): \(output.stderr)")
        }
    }

    @Test func theCanvasTakesIdealAloneAndExplainsBadSizes() throws {
        let ideal = try plumb(["run", "x.lua", "--canvas", "ideal", "--format", "json"])
        #expect(ideal.status == 0, "\(ideal.stderr)")
        #expect(ideal.stdout.contains("\"width\" : 16") || ideal.stdout.contains("\"width\": 16"), "\(ideal.stdout)")
        let cases: [(String, String)] = [
            ("-10x20", "the width -10 is negative; sides are 0 or more points, or 'ideal'"),
            ("10x-5", "the height -5 is negative"),
            ("10", "expected WxH in points (each side a number or 'ideal', or 'ideal' alone), e.g. 320x480"),
            ("wide", "expected WxH in points"),
            ("axb", "the width 'a' is not a number or 'ideal'"),
            ("infx10", "the width must be finite"),
        ]
        for (value, message) in cases {
            let output = try plumb(["run", "x.lua", "--canvas", value])
            #expect(output.status == 64, "\(value)")
            #expect(
                output.stderr.hasPrefix("Error: The value '\(value)' is invalid for '--canvas <WxH>': \(message)"),
                "\(value): \(output.stderr)")
        }
    }

    @Test func explainOffersOnlyWhatItTakes() throws {
        let help = try plumb(["help", "explain"])
        #expect(help.status == 0)
        #expect(!help.stdout.contains("--guides") && !help.stdout.contains("svg"), "\(help.stdout)")
        #expect(help.stdout.contains("--output <file>"), "\(help.stdout)")
        let svg = try plumb(["explain", "x.lua", "--format", "svg"])
        #expect(svg.status == 64)
        #expect(svg.stderr.contains("Please provide one of 'diagram' and 'json'"), "\(svg.stderr)")
        let guides = try plumb(["explain", "x.lua", "--guides"])
        #expect(guides.status == 64 && guides.stderr.contains("Unknown option '--guides'"), "\(guides.stderr)")
    }

    @Test func explainWritesToAFile() throws {
        let output = try plumb(["explain", "x.lua", "--canvas", "80x32", "--output", "explained.txt"])
        #expect(output.status == 0 && output.stdout.isEmpty, "\(output)")
        let written = try String(contentsOf: folder.appendingPathComponent("explained.txt"), encoding: .utf8)
        #expect(written.contains("Text \"hi\"  placing: proposed 80×32 → chose 16×16"), "\(written)")
    }

    @Test func valuesAreCheckedByTheirType() throws {
        let color = try plumb(["run", "x.lua", "--color", "sometimes"])
        #expect(color.status == 64)
        #expect(color.stderr.contains("Please provide one of 'auto', 'always' or 'never'"), "\(color.stderr)")
        let format = try plumb(["run", "x.lua", "--format", "png"])
        #expect(format.stderr.contains("Please provide one of 'diagram', 'json' or 'svg'"), "\(format.stderr)")
        let scroll = try plumb(["run", "x.lua", "--scroll", "a,b"])
        #expect(
            scroll.stderr.contains("invalid for '--scroll <offset>': expected Y or X,Y in points"), "\(scroll.stderr)")
        // A negative scroll is a value, not an option.
        let back = try plumb(["run", "x.lua", "--scroll", "-200", "--canvas", "80x16", "--color", "never"])
        #expect(back.status == 0, "\(back.stderr)")
    }
}

@Suite("Shell completion", .watchdog())
struct CompletionTests {
    @Test func completionScriptsAreMadeFromTheParser() throws {
        for shell in ["bash", "zsh", "fish"] {
            let output = try runPlumb(["--generate-completion-script", shell])
            #expect(output.status == 0, "\(shell): \(output.stderr)")
            for word in ["explain", "watch", "canvas", "dynamic-type"] {
                #expect(output.stdout.contains(word), "\(shell) completion lacks \(word)")
            }
        }
    }
}
