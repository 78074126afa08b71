import ArgumentParser
import PlumbLayout

// The values of the command line's options as types: the argument parser parses each one (and
// names the option and what is valid when it cannot), so nothing downstream checks strings.

/// `--canvas WxH`: points, either side `ideal` (the root's own size); `ideal` alone is both.
struct CanvasSize: ExpressibleByArgument, Equatable {
    /// The canvas as a proposal: a nil side is an ideal-size proposal.
    var proposal: ProposedSize

    init(proposal: ProposedSize) { self.proposal = proposal }

    init?(argument: String) {
        guard let size = try? Self.parse(argument) else { return nil }
        self = size
    }

    /// The canvas for `text`, or an error saying what is wrong with it.
    static func parse(_ text: String) throws(ValidationError) -> CanvasSize {
        let lowered = text.lowercased()
        if lowered == "ideal" { return CanvasSize(proposal: ProposedSize(width: nil, height: nil)) }
        let parts = lowered.split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2 else {
            throw ValidationError(
                "expected WxH in points (each side a number or 'ideal', or 'ideal' alone), e.g. 320x480")
        }
        func side(_ part: Substring, _ name: String) throws(ValidationError) -> Double? {
            if part == "ideal" { return nil }
            guard let value = Double(part) else {
                throw ValidationError("the \(name) '\(part)' is not a number or 'ideal'")
            }
            guard value.isFinite else { throw ValidationError("the \(name) must be finite, got '\(part)'") }
            guard value >= 0 else {
                throw ValidationError("the \(name) \(part) is negative; sides are 0 or more points, or 'ideal'")
            }
            return value
        }
        return CanvasSize(
            proposal: ProposedSize(width: try side(parts[0], "width"), height: try side(parts[1], "height")))
    }

    static var defaultCompletionKind: CompletionKind { .list(["ideal", "320x480", "375x667", "640x480"]) }
}

/// `--cell WxH`: one character cell in points, both sides positive.
struct CellSize: ExpressibleByArgument, Equatable {
    var width: Double
    var height: Double

    init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    init?(argument: String) {
        guard let size = try? Self.parse(argument) else { return nil }
        self = size
    }

    static func parse(_ text: String) throws(ValidationError) -> CellSize {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]), w > 0, h > 0, w.isFinite,
            h.isFinite
        else { throw ValidationError("expected WxH in points, both above 0, e.g. 8x16") }
        return CellSize(width: w, height: h)
    }

    var defaultValueDescription: String { "\(formatPoints(width))x\(formatPoints(height))" }
}

/// `--scroll Y` or `--scroll X,Y`, in points.
struct ScrollOffset: ExpressibleByArgument, Equatable {
    var point: Point

    init(point: Point) { self.point = point }

    init?(argument: String) {
        guard let offset = try? Self.parse(argument) else { return nil }
        self = offset
    }

    static func parse(_ text: String) throws(ValidationError) -> ScrollOffset {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { Double($0) }
        switch parts.count {
        case 1 where parts[0]?.isFinite == true: return ScrollOffset(point: Point(x: 0, y: parts[0]!))
        case 2 where parts.allSatisfy({ $0?.isFinite == true }):
            return ScrollOffset(point: Point(x: parts[0]!, y: parts[1]!))
        default: throw ValidationError("expected Y or X,Y in points, e.g. 400 or 0,400")
        }
    }

    var defaultValueDescription: String { "0" }
}

/// `--color auto|always|never`.
enum ColorChoice: String, CaseIterable, ExpressibleByArgument {
    case auto, always, never
    // Spelled out: the argument parser derives these through reflection on every run otherwise.
    static var allValueStrings: [String] { allCases.map(\.rawValue) }
    static var defaultCompletionKind: CompletionKind { .list(allValueStrings) }
}

extension RenderSettings.Format: ExpressibleByArgument, CaseIterable {
    static var allCases: [RenderSettings.Format] { [.diagram, .json, .svg] }
    static var allValueStrings: [String] { allCases.map(\.rawValue) }
    static var defaultCompletionKind: CompletionKind { .list(allValueStrings) }
}

/// What `explain` prints: the negotiation as text or as JSON (it draws no picture).
enum ExplainFormat: String, CaseIterable, ExpressibleByArgument {
    case diagram, json
    static var allValueStrings: [String] { allCases.map(\.rawValue) }
    static var defaultCompletionKind: CompletionKind { .list(allValueStrings) }

    var renderFormat: RenderSettings.Format { self == .json ? .json : .diagram }
}

/// `run` and `watch`: the options of every run, and what to draw.
@dynamicMemberLookup
struct DrawingOptions: ParsableArguments {
    @OptionGroup var common: ScriptOptionsGroup

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Output: diagram, json (the laid-out tree, frames in points) or svg (a picture in exact points).",
            valueName: "format"))
    var format = RenderSettings.Format.diagram

    @Flag(name: .long, help: "Also draw alignment lines and guide marks, with a legend.")
    var guides = false

    @Option(
        name: .long,
        help: ArgumentHelp(
            "With --format svg: points of the picture per layout point (e.g. 2 for slides).", valueName: "factor"))
    var scale: Double = 1

    func validate() throws {
        guard scale > 0, scale.isFinite, scale <= 100 else {
            throw ValidationError("--scale must be a number above 0 and at most 100, e.g. 2")
        }
    }

    subscript<Value>(dynamicMember path: KeyPath<ScriptOptionsGroup, Value>) -> Value { common[keyPath: path] }

    func renderSettings(console: Console, reservedRows: Int = 1) -> RenderSettings {
        var settings = common.renderSettings(
            console: console, format: format, guides: guides, reservedRows: reservedRows)
        settings.scale = scale
        return settings
    }
}

/// `explain`: the options of every run, the format of the explanation and where it goes.
struct ExplainOptions: ParsableArguments {
    @OptionGroup var common: ScriptOptionsGroup

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Output: diagram (the negotiation as a tree of text) or json (the same as data).", valueName: "format"))
    var format = ExplainFormat.diagram

    @Option(
        name: .long,
        help: ArgumentHelp("Write the explanation to this file instead of standard output.", valueName: "file"))
    var output: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Wrap the text to this many columns (default: the terminal's width; piped: no wrapping).",
            valueName: "columns"))
    var width: Int?

    func validate() throws {
        if let width, width < 20 { throw ValidationError("--width must be at least 20 columns, got \(width)") }
    }

}
