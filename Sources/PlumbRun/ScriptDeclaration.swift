import ArgumentParser
import Foundation
import PlumbLayout
import PlumbLua
import PlumbRender
import PlumbScriptAPI

/// What a script declares about how it is shown, in lines at its top that `plumb run`,
/// `explain`, `watch` and `test` all read:
///
///     -- plumb: --canvas 320x480 --variants dynamic-type=large,accessibility3
///     -- plumb: text=points
///
/// `text=cells` and `text=points` are `--text`'s value written as a setting, except as the value
/// of `--variants` (`--variants text=cells,points`). An exercise's goals and hints are lines of
/// their own (`Exercise`):
///
///     -- plumb: goal red maxY=240 minX=295
///     -- plumb: hint Give the red bar a oneThird guide that returns its bottom.
///
/// A solution takes an exercise's declaration whole (its canvas, goals and hints) from the file
/// it names, relative to itself, so nothing is written twice:
///
///     -- plumb: exercise ../03-custom-guide.lua
/// Only options that describe the canvas and the environment may be declared (`allowed`): a
/// script never raises its own limits or opens the unsafe library. The command line's options
/// win over the script's; `--variants` given on the command line replace the script's.
struct ScriptDeclaration {
    /// The options a script may declare.
    static let allowed: Set<String> = [
        "--canvas", "--size-class", "--vertical-size-class", "--dynamic-type", "--variants", "--text",
        "--pixel-scale",
    ]

    /// The declared options, parsed (nil when the script declares none).
    var options: ScriptOptionsGroup?
    /// Which of `allowed` the script gave.
    var given: Set<String> = []
    /// How text is measured when neither the command line nor the script says: points for a
    /// Swift file (its reader compares the picture with a device), else nil (cells).
    var defaultTextMeasurement: TextMeasurement?
    /// The exercise the script sets, if it declares any goal.
    var exercise: Exercise?

    /// Reads the `-- plumb:` lines among the comment lines that open `source`. Throws a failure
    /// naming `path` and the line for an option that is not allowed or a malformed value.
    /// `resolve` makes a path the script names absolute (the console's working folder).
    init(source: String, path: String, resolve: (String) -> String = { $0 }, readsExercise: Bool = true)
        throws(ScriptFailure)
    {
        defaultTextMeasurement = SwiftImport.isSwift(path) ? .points : nil
        var tokens: [String] = []
        var lineNumber = 0
        for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if trimmed.isEmpty { continue }
            guard trimmed.hasPrefix("--") else { break }
            guard trimmed.hasPrefix("-- plumb:") else { continue }
            let written = trimmed.dropFirst("-- plumb:".count).split(whereSeparator: { $0 == " " || $0 == "\t" })
                .map(String.init)
            if written.first == "exercise", readsExercise {
                guard written.count == 2 else {
                    throw ScriptFailure(
                        message:
                            "\(path):\(lineNumber): an exercise is named by one path, as `-- plumb: exercise ../01-leading.lua`",
                        file: path, line: lineNumber)
                }
                let named = try Self.exercise(written[1], from: path, line: lineNumber, resolve: resolve)
                exercise = named.exercise
                given.formUnion(named.given)
                if let declared = named.tokens { tokens += declared }
                continue
            }
            if written.first == "goal" || written.first == "hint" {
                var exercise = self.exercise ?? Exercise(goals: [], hints: [])
                if written.first == "hint" {
                    let text = trimmed.dropFirst("-- plumb:".count).drop { $0 == " " || $0 == "\t" }.dropFirst(4)
                    exercise.hints.append(String(text.drop { $0 == " " || $0 == "\t" }))
                } else {
                    exercise.goals += try Self.goals(Array(written.dropFirst()), path: path, line: lineNumber)
                }
                self.exercise = exercise
                continue
            }
            let words = written.indices.map { index in
                let word = written[index]
                guard word.hasPrefix("text="), index == 0 || written[index - 1] != "--variants" else { return word }
                return "--" + word
            }
            for word in words where word.hasPrefix("--") {
                let name = String(word.prefix { $0 != "=" })
                guard Self.allowed.contains(name) else {
                    let suggestion =
                        nearestName(to: name, in: Self.allowed.sorted()).map { " (did you mean '\($0)'?)" } ?? ""
                    throw ScriptFailure(
                        message:
                            "\(path):\(lineNumber): a script may not declare '\(name)'\(suggestion); it may declare \(Self.allowed.sorted().joined(separator: ", "))",
                        file: path, line: lineNumber)
                }
                given.insert(name)
            }
            do {
                _ = try ScriptOptionsGroup.parse(words)
            } catch {
                throw ScriptFailure(
                    message: "\(path):\(lineNumber): \(ScriptOptionsGroup.message(for: error))", file: path,
                    line: lineNumber)
            }
            tokens += words
        }
        if let exercise, exercise.goals.isEmpty {
            throw ScriptFailure(
                message: "\(path): hints without a goal: declare what to reach, as `-- plumb: goal red maxY=240`",
                file: path, line: 1)
        }
        self.tokens = tokens
        guard !tokens.isEmpty else { return }
        options = try? ScriptOptionsGroup.parse(tokens)
    }

    /// The options as written (for a solution that takes them from its exercise).
    private(set) var tokens: [String]?

    /// The largest exercise file a solution may name.
    static let maximumExerciseBytes = 1 << 20

    /// The declaration of the exercise `name` (relative to the solution at `path`). It must be a
    /// `.lua` file inside the solution's folder or the folder above it (its real path: a link
    /// cannot lead out), of at most `maximumExerciseBytes`, and declare a goal; nothing of its
    /// text is quoted in an error.
    private static func exercise(
        _ name: String, from path: String, line: Int, resolve: (String) -> String
    ) throws(ScriptFailure) -> (exercise: Exercise?, given: Set<String>, tokens: [String]?) {
        func failure(_ what: String) -> ScriptFailure {
            ScriptFailure(message: "\(path):\(line): the exercise '\(name)' \(what)", file: path, line: line)
        }
        let solution = URL(fileURLWithPath: resolve(path)).standardizedFileURL.resolvingSymlinksInPath()
        let folder = solution.deletingLastPathComponent()
        let allowed = folder.deletingLastPathComponent().path
        let file = URL(fileURLWithPath: name, relativeTo: folder).standardizedFileURL.resolvingSymlinksInPath()
        guard file.pathExtension == "lua" else { throw failure("is not a .lua script") }
        guard file.path.hasPrefix(allowed + "/") else {
            throw failure("is outside the solution's folder and the folder above it")
        }
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: file.path),
            let size = attributes[.size] as? Int, attributes[.type] as? FileAttributeType == .typeRegular
        else { throw failure("cannot be read") }
        guard size <= maximumExerciseBytes else { throw failure("is larger than 1 MiB") }
        guard let source = try? String(contentsOf: file, encoding: .utf8) else { throw failure("is not UTF-8 text") }
        let declaration: ScriptDeclaration
        do {
            declaration = try ScriptDeclaration(source: source, path: name, readsExercise: false)
        } catch {
            throw failure("does not read: \(error.message)")
        }
        guard let exercise = declaration.exercise else { throw failure("declares no goal") }
        return (exercise, declaration.given, declaration.tokens)
    }

    /// `red maxY=240 minX=295`: a view's id, then one or more of its frame's values.
    private static func goals(_ words: [String], path: String, line: Int) throws(ScriptFailure) -> [Exercise.Goal] {
        let valid = Exercise.FrameValue.allCases.map(\.rawValue)
        let form = "`-- plumb: goal ID VALUE=POINTS …` (VALUE: \(valid.joined(separator: ", ")))"
        func failure(_ what: String) -> ScriptFailure {
            ScriptFailure(message: "\(path):\(line): \(what); a goal is written \(form)", file: path, line: line)
        }
        guard let id = words.first, !id.contains("=") else { throw failure("a goal names a view's id first") }
        let settings = words.dropFirst()
        guard !settings.isEmpty else { throw failure("the goal for \"\(id)\" gives no value") }
        return try settings.map { (setting) throws(ScriptFailure) -> Exercise.Goal in
            let parts = setting.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2 else { throw failure("'\(setting)' is not VALUE=POINTS") }
            guard let value = Exercise.FrameValue(rawValue: parts[0]) else {
                let suggestion = nearestName(to: parts[0], in: valid).map { " (did you mean '\($0)'?)" } ?? ""
                throw failure("'\(parts[0])' is no frame value\(suggestion)")
            }
            guard let target = Double(parts[1]), target.isFinite else {
                throw failure("'\(parts[1])' is not a number of points")
            }
            return Exercise.Goal(id: id, value: value, target: target, line: line)
        }
    }
}

extension ScriptOptionsGroup {
    /// These options, with what `declaration` sets where the command line set nothing.
    func declaring(_ declaration: ScriptDeclaration) -> ScriptOptionsGroup {
        var merged = self
        if textMeasurement == nil {
            merged.textMeasurement = declaration.options?.textMeasurement ?? declaration.defaultTextMeasurement
        }
        guard let declared = declaration.options else { return merged }
        if canvas == nil { merged.canvas = declared.canvas }
        if horizontalSizeClass == nil { merged.horizontalSizeClass = declared.horizontalSizeClass }
        if verticalSizeClass == nil { merged.verticalSizeClass = declared.verticalSizeClass }
        if dynamicTypeSize == nil { merged.dynamicTypeSize = declared.dynamicTypeSize }
        if variants.isEmpty { merged.variants = declared.variants }
        if pixelScale == nil { merged.pixelScale = declared.pixelScale }
        return merged
    }
}
