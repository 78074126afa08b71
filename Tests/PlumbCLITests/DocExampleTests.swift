import Foundation
import PlumbTestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Every fenced block of the README and docs/ is run or checked, or says by its info string why it
/// is not, so no example in the docs says what the tool does not do. The rules, one per info
/// string (docs/development.md states them for writers):
///
/// - ```` ```lua ````: a script returning a view; it runs (`plumb run`) and draws.
/// - ```` ```lua fragment ````, ```` ```swift fragment ````: part of a script or a view; only read.
/// - ```` ```lua fails ````: a script with a mistake; it runs as `card.lua` and exits 1, and the
///   ```` ```text error ```` block right after it shows what it prints, each line found in order
///   as in an output block.
/// - ```` ```swift ````: a SwiftUI file; `plumb import` translates it and `plumb run` draws it.
/// - ```` ```sh ````: every line is a `plumb` command (a `# comment` after it aside); each runs
///   through the real binary (`plumb test` lines in order, the others beside them) in the
///   document's own temporary folder holding a copy of Scripts/ and of every other file of the
///   repository a command names, and exits 0 (or the
///   status its comment gives, `# exit status 1`). A `> FILE` after a command is its output, which
///   must not be empty. `plumb watch` and `plumb serve` are started, checked to draw (`serve`: and
///   to serve its page, on a free port when the line names none) and stopped with SIGINT, which
///   must end them with status 0.
/// - ```` ```sh setup ````: building, installing, the PATH and Plumb's own developer tools
///   (`swift build`, `swift test`, `Tools/…`): a test runs inside such a build and cannot run
///   them. Such a block holds no `plumb` command.
/// - ```` ```text plumb ARGUMENTS ````: what that command prints (run as a ```` ```sh ```` line
///   is, `watch` its first frame): every line of the block that is not blank is a line of the
///   output, in order, spaces at their ends aside and with clock times (`12:03:04`) and durations
///   (`3.2 ms`) standing for any. An excerpt may leave lines out.
/// - ```` ```text example ````: a form shown with made-up values (a failed snapshot, an error);
///   only read.
/// - Any other info string, a bare fence included, fails, naming the file and line.
@Suite("The docs' examples", .watchdog())
struct DocExampleTests {
    /// Markdown files a reader is sent to (the dated log, docs/history.md, is not one).
    static let documents: [String] = {
        let docs =
            (try? FileManager.default.contentsOfDirectory(atPath: repositoryRoot.appendingPathComponent("docs").path))
            ?? []
        return ["README.md"] + docs.filter { $0.hasSuffix(".md") && $0 != "history.md" }.sorted().map { "docs/\($0)" }
    }()

    struct Block: CustomStringConvertible, Sendable {
        var file: String
        var line: Int
        var info: String
        var text: String
        var description: String { "\(file):\(line)" }

        /// The lines of the block, without blank ones.
        var lines: [String] { text.split(separator: "\n").map(String.init) }
    }

    /// What a block is, by its info string.
    enum Kind: Equatable {
        case lua, luaFragment, luaFails, swift, swiftFragment, commands, setup, example, error
        case output(command: String)

        init?(_ info: String) {
            switch info {
            case "lua": self = .lua
            case "lua fragment": self = .luaFragment
            case "lua fails": self = .luaFails
            case "text error": self = .error
            case "swift": self = .swift
            case "swift fragment": self = .swiftFragment
            case "sh": self = .commands
            case "sh setup": self = .setup
            case "text example": self = .example
            default:
                guard info.hasPrefix("text plumb ") else { return nil }
                self = .output(command: String(info.dropFirst("text ".count)))
            }
        }
    }

    /// Every fenced block of `file`, with the line its text starts on. A block's lines lose as many
    /// leading spaces as its fence has (a block in a list item), as CommonMark reads them.
    static func blocks(in file: String) -> [Block] {
        guard let text = try? String(contentsOf: repositoryRoot.appendingPathComponent(file), encoding: .utf8)
        else { return [] }
        var blocks: [Block] = []
        var open: Block?
        var indent = 0
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.drop { $0 == " " }
            if trimmed.hasPrefix("```") {
                if var block = open {
                    block.text = String(block.text.dropLast())
                    blocks.append(block)
                    open = nil
                } else {
                    indent = line.count - trimmed.count
                    open = Block(file: file, line: index + 2, info: String(trimmed.dropFirst(3)), text: "")
                }
            } else if open != nil {
                open!.text += String(line.dropFirst(min(indent, line.count - trimmed.count))) + "\n"
            }
        }
        return blocks
    }

    static let allBlocks = documents.flatMap(blocks(in:))
    static func blocks(_ kind: Kind) -> [Block] { allBlocks.filter { Kind($0.info) == kind } }
    static let luaBlocks = blocks(.lua)

    /// One command of a ```` ```sh ```` line or a ```` ```text plumb … ```` block.
    struct Command: CustomStringConvertible, Sendable {
        var arguments: [String]
        var status: Int32 = 0
        /// `> FILE`: standard output is the point of the command.
        var redirected = false
        var block: Block
        var description: String { "\(block): plumb \(arguments.joined(separator: " "))" }

        /// The command of `line` (`plumb ARGUMENTS  # comment`); nil when it is not a `plumb` command.
        init?(_ line: String, in block: Block) {
            let parts = line.split(separator: "#", maxSplits: 1)
            var words = (parts.first ?? "").split(separator: " ").map(String.init)
            guard words.first == "plumb" else { return nil }
            words.removeFirst()
            if let redirect = words.firstIndex(of: ">") {
                words.removeSubrange(redirect...)
                redirected = true
            }
            if parts.count > 1, let match = parts[1].firstMatch(of: #/exit status (\d+)/#) {
                status = Int32(match.output.1)!
            }
            arguments = words
            self.block = block
        }
    }

    /// The files of the repository `arguments` name, besides Scripts/: a Swift file brings its
    /// folder (its module).
    static func namedFiles(_ arguments: [String]) -> [String] {
        arguments.compactMap { argument -> String? in
            guard !argument.hasPrefix("-"), !argument.hasPrefix("Scripts/"),
                FileManager.default.fileExists(atPath: repositoryRoot.appendingPathComponent(argument).path)
            else { return nil }
            return argument.hasSuffix(".swift") ? (argument as NSString).deletingLastPathComponent : argument
        }
    }

    /// A fresh folder for one document's commands: a copy of Scripts/ and of the other files
    /// they name.
    static func folder(for commands: [Command]) throws -> URL {
        let folder = try temporaryFolder()
        for path in ["Scripts"] + Set(commands.flatMap { namedFiles($0.arguments) }).sorted() {
            let copy = folder.appendingPathComponent(path)
            guard !FileManager.default.fileExists(atPath: copy.path) else { continue }
            try FileManager.default.createDirectory(
                at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: repositoryRoot.appendingPathComponent(path), to: copy)
        }
        return folder
    }

    /// What a command printed and how it ended.
    struct Outcome: Sendable {
        var status: Int32?
        var stdout: String
        var stderr: String
    }

    /// Runs `command` in `folder`: `watch` and `serve` until their first frame (and `serve`'s page),
    /// then stopped with SIGINT; any other command to its end.
    static func run(_ command: Command, in folder: URL) async throws -> Outcome {
        var arguments = command.arguments
        guard let subcommand = arguments.first, subcommand == "watch" || subcommand == "serve" else {
            let result = try runPlumb(arguments, in: folder, timeout: 300)
            return Outcome(status: result.status, stdout: result.stdout, stderr: result.stderr)
        }
        arguments.removeFirst()
        if subcommand == "serve", !arguments.contains("--port") { arguments = ["--port", "0"] + arguments }
        let process = try WatchProcess(arguments, in: folder, command: subcommand)
        let frame = process.nextFrame(timeout: 300)
        #expect(frame?.ran == true, "\(command) drew nothing: \(process.standardError)")
        if subcommand == "serve" {
            let url = try #require(ServeHandOverTests.servedURL(process), "\(command): \(process.standardError)")
            let (body, response) = try await URLSession.shared.data(from: url)
            #expect((response as? HTTPURLResponse)?.statusCode == 200, "\(command)")
            #expect(!body.isEmpty, "\(command) served an empty page")
        }
        let status = process.stop(timeout: 60)
        return Outcome(status: status, stdout: frame?.description ?? "", stderr: process.standardError)
    }

    /// `document`'s ```` ```sh ```` lines and ```` ```text plumb … ```` commands, in order, and
    /// the output blocks by the index of their command.
    static func commands(of document: String) -> [Command] {
        blocks(in: document).flatMap { block -> [Command] in
            switch Kind(block.info) {
            case .commands: return block.lines.compactMap { Command($0, in: block) }
            case .output(let line): return Command(line, in: block).map { [$0] } ?? []
            default: return []
            }
        }
    }

    /// A line as it is compared: no spaces at its ends, clock times and durations any.
    static func comparable(_ line: some StringProtocol) -> String {
        String(line).trimmingCharacters(in: .whitespaces)
            .replacing(#/\d\d:\d\d:\d\d/#, with: "HH:MM:SS")
            .replacing(#/\d+(\.\d+)? ms/#, with: "N ms")
    }

    /// Records an issue unless every line of `block` that is not blank is a line of `output`, in order.
    static func expect(_ output: String, toShow block: Block, from command: String) {
        let printed = output.split(separator: "\n").map(comparable)
        var rest = printed[...]
        for line in block.lines.map(comparable) where !line.isEmpty {
            guard let found = rest.firstIndex(of: line) else {
                let all = printed.joined(separator: "\n")
                Issue.record(
                    "\(block): \(command) does not print, in this order, the line\n\(line)\nIt printed:\n\(all)")
                return
            }
            rest = rest[(found + 1)...]
        }
    }

    @Test(arguments: documents)
    func aDocumentsCommandsRunAsItSays(_ document: String) async throws {
        let commands = Self.commands(of: document)
        guard !commands.isEmpty else { return }
        let folder = try Self.folder(for: commands)
        // `plumb test` records snapshots that a later line compares: such commands run in order,
        // and the others, which only read, beside them.
        let outcomes = try await withThrowingTaskGroup(of: [(Int, Outcome)].self) { group in
            let ordered = commands.indices.filter { commands[$0].arguments.first == "test" }
            group.addTask {
                var outcomes: [(Int, Outcome)] = []
                for index in ordered { outcomes.append((index, try await Self.run(commands[index], in: folder))) }
                return outcomes
            }
            for index in commands.indices where !ordered.contains(index) {
                group.addTask { [(index, try await Self.run(commands[index], in: folder))] }
            }
            return try await group.reduce(into: [Int: Outcome]()) { all, some in
                for (index, outcome) in some { all[index] = outcome }
            }
        }
        for (index, command) in commands.enumerated() {
            let outcome = try #require(outcomes[index])
            if case .output = Kind(command.block.info) {
                Self.expect(outcome.stdout + "\n" + outcome.stderr, toShow: command.block, from: command.description)
                continue
            }
            #expect(outcome.status == command.status, "\(command): \(outcome.stderr)")
            if let output = command.arguments.firstIndex(of: "--output"), output + 1 < command.arguments.count {
                let written = folder.appendingPathComponent(command.arguments[output + 1])
                #expect(
                    (try? Data(contentsOf: written))?.isEmpty == false,
                    "\(command) wrote no \(written.lastPathComponent)")
            } else {
                #expect(
                    !outcome.stdout.isEmpty || outcome.status != 0, "\(command) printed nothing: \(outcome.stderr)")
            }
        }
    }

    @Test(arguments: luaBlocks)
    func aLuaExampleRuns(_ block: Block) throws {
        let folder = try temporaryFolder()
        let script = folder.appendingPathComponent("example.lua")
        try block.text.write(to: script, atomically: true, encoding: .utf8)
        let output = try runPlumb(["run", script.path, "--color", "never"])
        #expect(output.status == 0, "\(block): \(output.stderr)")
        #expect(!output.stdout.isEmpty, "\(block) drew nothing")
    }

    @Test(arguments: blocks(.luaFails))
    func aFailingLuaExampleFailsAsShown(_ block: Block) throws {
        let folder = try scriptFolder("card.lua", block.text + "\n")
        let output = try runPlumb(["run", "card.lua", "--color", "never"], in: folder)
        #expect(output.status == 1, "\(block): \(output)")
        let blocks = Self.blocks(in: block.file)
        let next = blocks.firstIndex { $0.line == block.line }.map { $0 + 1 }
        guard let next, next < blocks.count, Kind(blocks[next].info) == .error else {
            Issue.record("\(block) is not followed by the ```text error block that shows its error")
            return
        }
        Self.expect(output.stderr, toShow: blocks[next], from: "plumb run card.lua")
    }

    @Test func everyErrorFollowsItsScript() {
        for document in Self.documents {
            let blocks = Self.blocks(in: document)
            for (index, block) in blocks.enumerated() where Kind(block.info) == .error {
                #expect(
                    index > 0 && Kind(blocks[index - 1].info) == .luaFails,
                    "\(block): a ```text error block follows the ```lua fails block whose error it shows")
            }
        }
    }

    @Test(arguments: blocks(.swift))
    func aSwiftExampleImportsAndDraws(_ block: Block) async throws {
        let folder = try scriptFolder("ContentView.swift", block.text)
        // The two read the file and write nothing: they run side by side.
        async let script = runPlumb(["import", "ContentView.swift"], in: folder, timeout: 300)
        async let picture = runPlumb(
            ["run", "ContentView.swift", "--canvas", "390x844", "--color", "never"], in: folder, timeout: 300)
        let (imported, drawn) = try await (script, picture)
        #expect(imported.status == 0 && !imported.stdout.isEmpty, "\(block): \(imported.stderr)")
        #expect(drawn.status == 0 && !drawn.stdout.isEmpty, "\(block): \(drawn.stderr)")
    }

    @Test func everyBlockSaysWhatItIs() {
        for block in Self.allBlocks where Kind(block.info) == nil {
            Issue.record(
                "\(block): ```\(block.info) is no kind the doc tests know: lua, lua fragment, lua fails, text error, swift, swift fragment, sh, sh setup, text plumb …, text example (docs/development.md)"
            )
        }
    }

    @Test func everyLuaBlockRunsOrSaysItIsAFragment() {
        #expect(Self.luaBlocks.count >= 5, "\(Self.luaBlocks)")
        for block in Self.luaBlocks {
            #expect(
                block.text.split(separator: "\n").contains { $0.hasPrefix("return") },
                "\(block) returns no view: fence it ```lua fragment if it is part of a script")
        }
        #expect(!Self.blocks(.luaFragment).isEmpty)
    }

    /// A ```` ```sh ```` block runs all its lines, so each is a `plumb` command; a
    /// ```` ```sh setup ```` block runs none, so none is.
    @Test func shellLinesAreInTheBlockThatSaysWhetherTheyRun() {
        for block in Self.blocks(.commands) {
            for line in block.lines where Command(line, in: block) == nil && !line.hasPrefix("#") {
                Issue.record("\(block): '\(line)' is no plumb command: put it in a ```sh setup block")
            }
        }
        for block in Self.blocks(.setup) {
            for line in block.lines where Command(line, in: block) != nil {
                Issue.record("\(block): '\(line)' is a plumb command: put it in a ```sh block, which runs it")
            }
        }
    }

    @Test func theDocsHaveTheirCommands() {
        let commands = Self.documents.flatMap(Self.commands(of:))
        #expect(commands.count >= 20, "\(commands)")
        #expect(
            commands.contains { $0.arguments.first == "serve" } && commands.contains { $0.arguments.first == "watch" })
    }

    /// Every relative link of the README and docs/ names a file of the repository.
    @Test func everyLinkLeadsToAFile() throws {
        for document in Self.documents {
            let text = try String(contentsOf: repositoryRoot.appendingPathComponent(document), encoding: .utf8)
            let folder = repositoryRoot.appendingPathComponent(document).deletingLastPathComponent()
            for match in text.matches(of: #/\]\(([^)#\s]+)\)/#) {
                let target = String(match.output.1)
                guard !target.contains("://") else { continue }
                let path = folder.appendingPathComponent(target).standardizedFileURL.path
                #expect(
                    FileManager.default.fileExists(atPath: path), "\(document) links to \(target), which is not there")
            }
        }
    }
}
