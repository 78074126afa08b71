import ArgumentParser
import PlumbLayout
import PlumbLua

/// What a script declares about how it is shown, in lines at its top that `plumb run`,
/// `explain`, `watch` and `test` all read:
///
///     -- plumb: --canvas 320x480 --variants dynamic-type=large,accessibility3
///     -- plumb: text=points
///
/// `text=cells` and `text=points` are `--text`'s value written as a setting, except as the value
/// of `--variants` (`--variants text=cells,points`).
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

    /// Reads the `-- plumb:` lines among the comment lines that open `source`. Throws a failure
    /// naming `path` and the line for an option that is not allowed or a malformed value.
    init(source: String, path: String) throws(ScriptFailure) {
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
        guard !tokens.isEmpty else { return }
        options = try? ScriptOptionsGroup.parse(tokens)
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
