import ArgumentParser
import Foundation
import PlumbLua
import PlumbScriptAPI

/// Mistakes on the command line that the argument parser cannot name by itself, because `run` is
/// the default subcommand: `plumb rnu card.lua` reads `rnu` as the script, and `plumb --verison`
/// asks for a script before it says the option is unknown.
enum CommandLineHints {
    /// A misspelt subcommand in the first position: a word close to a subcommand's name that
    /// names no file. Checked before parsing.
    static func misspeltSubcommand(
        in arguments: [String], subcommands: [String], fileExists: (String) -> Bool
    ) -> String? {
        guard let first = arguments.first, !first.hasPrefix("-"), !subcommands.contains(first),
            !fileExists(first), !first.contains("."), !first.contains("/"),
            let nearest = nearestName(to: first, in: subcommands)
        else { return nil }
        return
            "unknown subcommand '\(first)' (did you mean '\(nearest)'?); subcommands: \(subcommands.joined(separator: ", ")), or name a script to run it"
    }

    /// An option no subcommand has, anywhere: checked when parsing fails, so that it is named
    /// (with the nearest option of any subcommand) instead of what it caused (`plumb --verison`
    /// asks for a script). `knownOptions` are the long options, with their dashes.
    static func unknownOption(in arguments: [String], knownOptions: Set<String>) -> String? {
        for argument in arguments.prefix(while: { $0 != "--" }) where argument.hasPrefix("--") {
            let name = String(argument.prefix { $0 != "=" })
            guard !knownOptions.contains(name) else { continue }
            let suggestion = nearestName(to: name, in: knownOptions.sorted()).map { " (did you mean '\($0)'?)" } ?? ""
            return "unknown option '\(name)'\(suggestion)"
        }
        return nil
    }

    /// The long options of `command` and of its subcommands, from the argument parser's own
    /// description of the command line (its `--experimental-dump-help` data).
    static func longOptions(of command: ParsableCommand.Type) -> Set<String> {
        guard let data = command._dumpHelp().data(using: .utf8),
            let root = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any],
            let description = root["command"] as? [String: Any]
        else { return [] }
        var options: Set<String> = ["--help", "--version", "--generate-completion-script"]
        var pending = [description]
        while let next = pending.popLast() {
            for argument in next["arguments"] as? [[String: Any]] ?? [] {
                for name in argument["names"] as? [[String: Any]] ?? [] where name["kind"] as? String == "long" {
                    if let text = name["name"] as? String { options.insert("--" + text) }
                }
            }
            pending += next["subcommands"] as? [[String: Any]] ?? []
        }
        return options
    }
}

extension Plumb {
    /// Runs the command line of this process and exits with its status.
    package static func main() {
        LuaVM.shareOneMallocArena()
        Foundation.exit(invoke(Array(CommandLine.arguments.dropFirst()), console: .process))
    }

    /// Parses `arguments` and runs the command with `console` (in process: output, errors,
    /// terminal, environment and folder are the console's), returning the exit status. As the
    /// argument parser does, but naming the mistakes it cannot (`CommandLineHints`) as usage
    /// errors (exit status 64).
    package static func invoke(_ arguments: [String], console: Console) -> Int32 {
        let subcommands = (configuration.subcommands.compactMap { $0.configuration.commandName }) + ["help"]
        if let hint = CommandLineHints.misspeltSubcommand(
            in: arguments, subcommands: subcommands,
            fileExists: { FileManager.default.fileExists(atPath: console.resolve($0)) })
        {
            return finish(ValidationError(hint), console: console)
        }
        do {
            var command = try parseAsRoot(arguments)
            try Console.$current.withValue(console) { try command.run() }
            return 0
        } catch {
            // Unless the parser's own message already suggests a name (an unknown option close to
            // one of the subcommand's).
            if exitCode(for: error) == .validationFailure,
                let hint = CommandLineHints.unknownOption(
                    in: arguments, knownOptions: CommandLineHints.longOptions(of: Self.self)),
                !message(for: error).contains("Did you mean")
            {
                return finish(ValidationError(hint), console: console)
            }
            return finish(error, console: console)
        }
    }

    /// Prints what the argument parser prints for `error` (help and the version on the output,
    /// mistakes with the usage on the error stream) and returns its exit status.
    private static func finish(_ error: Error, console: Console) -> Int32 {
        let code = exitCode(for: error)
        let text = fullMessage(for: error)
        if !text.isEmpty {
            if code == .success { console.print(text) } else { console.error(text) }
        }
        return code.rawValue
    }
}
