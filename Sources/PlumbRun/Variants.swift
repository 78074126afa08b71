import ArgumentParser
import PlumbLayout
import PlumbRender

/// `--variants`: one layout of the same run per combination of values, to see where a layout
/// switches (`--variants width=320,480,800`, `--variants dynamic-type=large,accessibility3`;
/// several `--variants` combine, every width with every size).
struct Variant {
    /// "width=320, dynamic-type=large": the caption.
    var caption: String
    var apply: (inout RenderSettings) -> Void
}

enum Variants {
    static let keys = ["width", "dynamic-type", "size-class", "vertical-size-class", "text"]

    /// The combinations the options describe, in order (the first option varies slowest).
    static func parse(_ options: [String]) throws -> [Variant] {
        var combinations: [Variant] = [Variant(caption: "", apply: { _ in })]
        for option in options {
            let parts = option.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, keys.contains(parts[0]) else {
                throw ValidationError(
                    "--variants takes KEY=V1,V2,… with KEY one of \(keys.joined(separator: ", ")) (e.g. width=320,480 or dynamic-type=large,accessibility3), got '\(option)'"
                )
            }
            let key = parts[0]
            let values = parts[1].split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            guard !values.isEmpty, !values.contains(where: \.isEmpty) else {
                throw ValidationError(
                    "--variants \(key)=…: expected a comma-separated list of values, got '\(parts[1])'")
            }
            var choices: [Variant] = []
            for value in values {
                choices.append(Variant(caption: "\(key)=\(value)", apply: try setter(key, value)))
            }
            combinations = combinations.flatMap { base in
                choices.map { choice in
                    Variant(
                        caption: base.caption.isEmpty ? choice.caption : base.caption + ", " + choice.caption,
                        apply: { settings in
                            base.apply(&settings)
                            choice.apply(&settings)
                        })
                }
            }
        }
        return combinations
    }

    private static func setter(_ key: String, _ value: String) throws -> (inout RenderSettings) -> Void {
        switch key {
        case "width":
            guard let width = Double(value), width.isFinite, width >= 0 else {
                throw ValidationError("--variants width=…: each width must be a number of points ≥ 0, got '\(value)'")
            }
            return { $0.canvas.width = width }
        case "dynamic-type":
            guard let size = DynamicTypeSize(rawValue: value) else {
                throw ValidationError(
                    "--variants dynamic-type=…: '\(value)' is not one of \(DynamicTypeSize.allCases.map(\.rawValue).joined(separator: ", "))"
                )
            }
            return { $0.environment.dynamicTypeSize = size }
        case "text":
            guard let measurement = TextMeasurement(rawValue: value) else {
                throw ValidationError("--variants text=…: '\(value)' is not cells or points")
            }
            return { $0.textMeasurement = measurement }
        default:
            guard let sizeClass = UserInterfaceSizeClass(rawValue: value) else {
                throw ValidationError("--variants \(key)=…: '\(value)' is not compact or regular")
            }
            if key == "size-class" { return { $0.environment.horizontalSizeClass = sizeClass } }
            return { $0.environment.verticalSizeClass = sizeClass }
        }
    }

    /// Every variant's output: diagrams side by side when they fit `columns`, else one under
    /// another, each under its caption; JSON as an array of `{"variant", "layout"}`.
    static func render(
        _ run: ScriptRun, settings: RenderSettings, variants: [Variant], columns: Int?,
        _ body: (ScriptRun, RenderSettings) -> Result<String, ScriptFailure>
    ) -> Result<String, ScriptFailure> {
        var outputs: [(caption: String, text: String)] = []
        for variant in variants {
            var current = settings
            variant.apply(&current)
            switch body(run, current) {
            case .failure(let failure): return .failure(failure)
            case .success(let text): outputs.append((variant.caption, text))
            }
        }
        if settings.format == .json {
            let items = outputs.map { output in
                "  {\"variant\": \"\(output.caption)\", \"layout\": "
                    + output.text.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\n  ")
                    + "}"
            }
            return .success("[\n" + items.joined(separator: ",\n") + "\n]")
        }
        let blocks = outputs.map { output -> [String] in
            ["── \(output.caption) ──"]
                + output.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        }
        let widths = blocks.map { block in block.map { visibleCellWidth($0) }.max() ?? 0 }
        let gap = 3
        if let columns, widths.reduce(0, +) + gap * (blocks.count - 1) <= columns {
            let height = blocks.map(\.count).max() ?? 0
            var lines: [String] = []
            for row in 0..<height {
                var line = ""
                for (index, block) in blocks.enumerated() {
                    let text = row < block.count ? block[row] : ""
                    line += text
                    if index < blocks.count - 1 {
                        line += String(repeating: " ", count: widths[index] - visibleCellWidth(text) + gap)
                    }
                }
                while line.hasSuffix(" ") { line.removeLast() }
                lines.append(line)
            }
            return .success(lines.joined(separator: "\n"))
        }
        return .success(blocks.map { $0.joined(separator: "\n") }.joined(separator: "\n\n"))
    }

    /// How many values each `--variants` option gives, in order (malformed ones count 1; `parse`
    /// has refused them already).
    static func valueCounts(_ options: [String]) -> [Int] {
        options.map { option in
            let value = option.split(separator: "=", maxSplits: 1).dropFirst().first ?? ""
            return max(1, value.split(separator: ",", omittingEmptySubsequences: false).count)
        }
    }

    /// `plumb run --variants` drawn as a contact sheet (`ContactSheet`): one panel per variant in
    /// a grid (rows for the first keys' values, columns for the last key's), each its caption over
    /// its framed canvas, or over its error while the others draw; as SVG, one document. Returns
    /// the sheet and the first variant's failure, if any (the run then ends with status 1, after
    /// drawing the others).
    static func contactSheet(
        _ run: ScriptRun, settings: RenderSettings, options: [String]
    ) -> Result<(text: String, failure: ScriptFailure?), ScriptFailure> {
        guard let variants = try? parse(options) else { return .failure(ScriptFailure(message: "bad --variants")) }
        let counts = valueCounts(options)
        let second = counts.count > 1 ? counts.last! : 1
        let places = ContactSheet.gridPlaces(first: variants.count / second, second: second)
        let panels = zip(variants, places).map { variant, place in
            ContactSheet.Panel(caption: variant.caption, row: place.row, column: place.column)
        }
        var firstFailure: ScriptFailure?
        func layout(_ index: Int, cellWidth: Double, cellHeight: Double) -> Result<
            LayoutResult, ContactSheet.PanelError
        > {
            var current = settings
            variants[index].apply(&current)
            current.cellWidth = cellWidth
            current.cellHeight = cellHeight
            return Session.layout(run, settings: current).mapError { failure in
                if firstFailure == nil { firstFailure = failure }
                return ContactSheet.PanelError(visibleControlCharacters(failure.message))
            }
        }
        switch settings.format {
        case .svg:
            let outcomes = variants.indices.map {
                layout($0, cellWidth: settings.cellWidth, cellHeight: settings.cellHeight)
            }
            let options = SVGOptions(
                cellWidth: settings.cellWidth, cellHeight: settings.cellHeight, showGuides: settings.guides,
                scale: settings.scale, framesCanvas: true)
            var text = ContactSheet.renderSVG(panels, outcomes: outcomes, options: options)
            if text.hasSuffix("\n") { text.removeLast() }
            return .success((text, firstFailure))
        case .diagram, .json:
            let options = DiagramOptions(
                cellWidth: settings.cellWidth, cellHeight: settings.cellHeight, ascii: settings.ascii,
                color: settings.color, showGuides: settings.guides)
            let sheet = ContactSheet.renderText(
                panels, options: options, columns: settings.terminalColumns, rows: settings.terminalRows,
                reservedRows: settings.reservedRows + 1  // and a row for the note under the sheet
            ) { index, width, height in layout(index, cellWidth: width, cellHeight: height) }
            var text = sheet.text
            if text.hasSuffix("\n") { text.removeLast() }
            if let note = sheet.note { text += "\n(\(note))" }
            return .success((text, firstFailure))
        }
    }
}
