import Foundation
import PlumbTestSupport
import Testing

/// The examples of the README and docs/ run as written: every `plumb …` command of the README's
/// shell blocks through the real binary, and every Lua block of the docs that returns a view as a
/// script. A block that is part of a script (a `Layout`'s functions, a header's lines) is fenced
/// ```` ```lua fragment ```` and only read. So no example in the docs says what the tool does not do.
@Suite("The docs' examples")
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
    }

    /// Every fenced block of `file`, with the line its text starts on.
    static func blocks(in file: String) -> [Block] {
        guard let text = try? String(contentsOf: repositoryRoot.appendingPathComponent(file), encoding: .utf8)
        else { return [] }
        var blocks: [Block] = []
        var open: Block?
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.drop { $0 == " " }
            if trimmed.hasPrefix("```") {
                if var block = open {
                    block.text = String(block.text.dropLast())
                    blocks.append(block)
                    open = nil
                } else {
                    open = Block(file: file, line: index + 2, info: String(trimmed.dropFirst(3)), text: "")
                }
            } else if open != nil {
                open!.text += String(trimmed) + "\n"
            }
        }
        return blocks
    }

    static let luaBlocks = documents.flatMap(blocks(in:)).filter { $0.info == "lua" }
    static let fragments = documents.flatMap(blocks(in:)).filter { $0.info == "lua fragment" }

    /// The README's `plumb` commands (a `watch` runs once; `serve` is the page's, tested by
    /// PlumbServeTests), each as its arguments.
    static let readmeCommands: [[String]] = blocks(in: "README.md").filter { $0.info == "sh" }.flatMap { block in
        block.text.split(separator: "\n").compactMap { line -> [String]? in
            let command = line.split(separator: "#", maxSplits: 1).first.map(String.init) ?? ""
            let words = command.split(separator: " ").map(String.init)
            guard words.first == "plumb", words.count > 1, words[1] != "serve" else { return nil }
            var arguments = Array(words.dropFirst())
            if arguments.first == "watch" { arguments.insert("--once", at: 1) }
            return arguments
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

    @Test func everyLuaBlockRunsOrSaysItIsAFragment() {
        #expect(Self.luaBlocks.count >= 5, "\(Self.luaBlocks)")
        for block in Self.luaBlocks {
            #expect(
                block.text.split(separator: "\n").contains { $0.hasPrefix("return") },
                "\(block) returns no view: fence it ```lua fragment if it is part of a script")
        }
        #expect(!Self.fragments.isEmpty)
    }

    @Test(arguments: readmeCommands.map { $0.joined(separator: " ") })
    func aReadmeCommandRuns(_ command: String) throws {
        let folder = try temporaryFolder()
        // A file the command writes goes to a fresh folder, not into the clone.
        var arguments = command.split(separator: " ").map(String.init)
        if let output = arguments.firstIndex(of: "--output"), output + 1 < arguments.count {
            arguments[output + 1] = folder.appendingPathComponent(arguments[output + 1]).path
        }
        if arguments.first == "test" {
            // `plumb test` records the snapshots it lacks beside the scripts: it runs on a copy.
            for index in arguments.indices.dropFirst() where !arguments[index].hasPrefix("-") {
                let copy = folder.appendingPathComponent(arguments[index])
                try FileManager.default.createDirectory(
                    at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
                try FileManager.default.copyItem(at: repositoryRoot.appendingPathComponent(arguments[index]), to: copy)
                arguments[index] = copy.path
            }
        }
        let result = try runPlumb(arguments, timeout: 120)
        #expect(result.status == 0, "plumb \(command): \(result.stderr)")
        #expect(!result.stdout.isEmpty || arguments.contains("--output"), "plumb \(command) printed nothing")
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

    @Test func theReadmeHasItsCommands() {
        #expect(Self.readmeCommands.count >= 8, "\(Self.readmeCommands)")
    }
}
