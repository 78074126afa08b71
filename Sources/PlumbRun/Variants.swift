import ArgumentParser
import PlumbLayout
import PlumbLua
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

    /// Bytes a drawn cell takes in a sheet: a box-drawing character is 3 bytes of UTF-8, kept
    /// three times over (the panel's lines, the arranged sheet, the text written); colour adds
    /// an escape sequence a cell at worst.
    static let bytesPerDrawnCell = 12
    static let bytesPerColoredCell = 48
    /// Bytes a layout node takes in a variant's text held whole (JSON or an explanation: a
    /// node's lines, indented), kept twice (the variant's text and the joined whole).
    static let bytesPerNodeOfText = 512

    /// What `count` panels (or variants' texts) of the run's tree are estimated to take, before
    /// any is made: each panel's tree and result (kept until the process ends, in a one-shot run),
    /// and its drawing (the canvas's cells) or its text (`textPerNode`: bytes per node).
    static func estimatedBytes(
        _ run: ScriptRun, settings: RenderSettings, count: Int, textPerNode: Int? = nil
    ) -> Int {
        let ceiling = View.countCeiling
        let (nodes, treeBytes) = LayoutSize.estimate(run.view)
        var perPanel = treeBytes
        if let textPerNode {
            perPanel += nodes > ceiling / textPerNode ? ceiling : nodes * textPerNode
        } else {
            // A side the canvas leaves open is drawn at the tree's ideal size: counted as the
            // default canvas's (80×24 cells).
            let columns = settings.canvas.width.map { $0 / max(settings.cellWidth, 1) } ?? 80
            let rows = settings.canvas.height.map { $0 / max(settings.cellHeight, 1) } ?? 24
            let cells = min(Double(ceiling), (columns + 4) * (rows + 4))
            perPanel += Int(cells) * (settings.color ? bytesPerColoredCell : bytesPerDrawnCell)
        }
        perPanel = min(perPanel, ceiling)
        return perPanel > ceiling / max(count, 1) ? ceiling : perPanel * count
    }

    /// A sheet or set of variants that would not fit in what is left of `--max-memory`, refused
    /// before any is made, at the script's `return` line; nil when it fits.
    static func refusal(_ run: ScriptRun, count: Int, estimate: Int, what: String) -> ScriptFailure? {
        let vm = run.script.vm
        let cap = vm.limits.memoryBytes
        guard cap > 0, estimate > cap - min(cap, vm.memoryInUse) else { return nil }
        return ScriptFailure(
            run.script.returnError(
                chunkName: run.path,
                "\(what) has \(count) variant\(count == 1 ? "" : "s"); making them would take about \(LuaLimits.formatBytes(estimate)), over the memory limit of \(LuaLimits.formatBytes(cap)) (raise it with --max-memory, or give --variants fewer values)"
            ), script: run.script)
    }

    /// Every variant's output: diagrams side by side when they fit `columns`, else one under
    /// another, each under its caption; JSON as an array of `{"variant", "layout"}`.
    ///
    /// Every output is held until all are made: the set is estimated first (`estimatedBytes`)
    /// and refused when it cannot fit, and each text is charged to the memory limit as it comes,
    /// so that a stop ends the set where it is.
    static func render(
        _ run: ScriptRun, settings: RenderSettings, variants: [Variant], columns: Int?,
        _ body: (ScriptRun, RenderSettings) -> Result<String, ScriptFailure>
    ) -> Result<String, ScriptFailure> {
        let estimate = estimatedBytes(
            run, settings: settings, count: variants.count,
            textPerNode: settings.format == .diagram ? nil : bytesPerNodeOfText)
        // One variant is one output, which `Session.prepare` estimates on its own.
        if variants.count > 1,
            let refused = refusal(run, count: variants.count, estimate: estimate, what: "the set of variants")
        {
            return .failure(refused)
        }
        let vm = run.script.vm
        var outputs: [(caption: String, text: String)] = []
        for variant in variants {
            var current = settings
            variant.apply(&current)
            switch body(run, current) {
            case .failure(let failure): return .failure(failure)
            case .success(let text):
                // Held here, then copied once into the whole.
                let charged = vm.withLimitWindow { vm.charge(2 * text.utf8.count) && vm.checkLimits() }
                if !charged, let stop = vm.stopError {
                    return .failure(ScriptFailure(stoppedMaking: "the variants", stop, run: run))
                }
                outputs.append((variant.caption, text))
                // The first text tells what the others will take (the tree's lazy rows, which the
                // estimate before could not count, are in it): the rest are refused now if they
                // cannot fit.
                if outputs.count == 1, variants.count > 1 {
                    let size = min(2 * text.utf8.count, View.countCeiling)
                    let rest =
                        size > View.countCeiling / (variants.count - 1)
                        ? View.countCeiling : size * (variants.count - 1)
                    if let refused = refusal(run, count: variants.count, estimate: rest, what: "the set of variants") {
                        return .failure(refused)
                    }
                }
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
        let estimate = estimatedBytes(run, settings: settings, count: variants.count)
        if let refused = refusal(run, count: variants.count, estimate: estimate, what: "the contact sheet") {
            return .failure(refused)
        }
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
            // Once the run is stopped (the deadline, the memory limit), no panel is laid out: each
            // says why, and the sheet is made of those few lines.
            if let stop = run.script.vm.stopError {
                let failure = ScriptFailure(stoppedMaking: "the contact sheet", stop, run: run)
                if firstFailure == nil { firstFailure = failure }
                return .failure(ContactSheet.PanelError(visibleControlCharacters(failure.message)))
            }
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

extension ScriptFailure {
    /// A stop (the deadline, the memory limit) that came while `what` was made after layout, at the
    /// script's `return` line: "card.lua:9: script stopped while making the contact sheet: …".
    init(stoppedMaking what: String, _ stop: LuaError, run: ScriptRun) {
        let script = run.script
        let position = script.vm.returnPosition.map { "\($0.file):\($0.line): " } ?? "\(run.path):1: "
        let error = LuaError(
            kind: stop.kind,
            parsing: "\(position)script stopped while making \(what): \(script.vm.limits.stopReason(stop.kind))")
        self.init(error, script: script)
    }
}
