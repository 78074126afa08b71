/// Text's options beyond its font (Apple's `lineLimit(_:)`, `truncationMode(_:)`,
/// `minimumScaleFactor(_:)`, `multilineTextAlignment(_:)`): how many lines, how the cut line
/// is truncated, how far the font may shrink first, and how lines align within the text's width.
/// The line limit is a field of `EnvironmentValues` (layout reads it for every Text, as it reads
/// the font); the others are `EnvironmentKey`s, declared here where they are used.

/// SwiftUI's `lineLimit(_:)` in all its forms: `lineLimit(3)` (`upper` 3), `lineLimit(nil)`
/// (`LineLimit.none`: no limit, which overrides one set further out), `lineLimit(2...4)`
/// (`lower` 2: at least two lines of height), `lineLimit(3, reservesSpace: true)` (always the
/// height of three lines).
public struct LineLimit: Hashable, Sendable, ExpressibleByIntegerLiteral, CustomStringConvertible {
    /// At most this many lines (nil: no limit).
    public var upper: Int?
    /// At least this many lines of height, even when the text has fewer (a range's lower bound).
    public var lower: Int?
    /// Always the height of `upper` lines (`lineLimit(_:reservesSpace:)`).
    public var reservesSpace: Bool

    public init(upper: Int?, lower: Int? = nil, reservesSpace: Bool = false) {
        self.upper = upper.map { max(1, $0) }
        self.lower = lower.map { max(1, $0) }
        self.reservesSpace = reservesSpace
    }

    public init(integerLiteral value: Int) { self.init(upper: value) }

    /// `lineLimit(nil)`: as many lines as the text needs.
    public static let none = LineLimit(upper: nil)

    /// `lineLimit(lower...upper)`; `upper` nil for `lower...`.
    public static func range(_ lower: Int, _ upper: Int?) -> LineLimit {
        LineLimit(upper: upper.map { max($0, lower) }, lower: lower)
    }

    /// The lines of height the text takes at least.
    public var reservedLines: Int {
        max(lower ?? 0, reservesSpace ? upper ?? 0 : 0)
    }

    /// "3", "none", "2...4", "2...", "3 (reserves space)".
    public var description: String {
        if let lower {
            return "\(lower)...\(upper.map(String.init) ?? "")"
        }
        guard let upper else { return "none" }
        return reservesSpace ? "\(upper) (reserves space)" : "\(upper)"
    }
}

/// SwiftUI's `TextAlignment`: how the lines of a multi-line text align within its width.
public enum TextAlignment: String, Sendable, Hashable, CaseIterable {
    case leading, center, trailing

    /// The share of the free width that goes before a line: 0, ½, 1.
    public var fraction: Double {
        switch self {
        case .leading: 0
        case .center: 0.5
        case .trailing: 1
        }
    }
}

/// SwiftUI's `Text.TruncationMode`: where "…" replaces what does not fit.
public enum TruncationMode: String, Sendable, Hashable, CaseIterable {
    case head, middle, tail
}

/// `multilineTextAlignment(_:)` (default leading). It moves lines inside the text's frame, never
/// the frame: a text is as wide as its widest line, so one line never moves.
public struct MultilineTextAlignmentKey: EnvironmentKey {
    public static let defaultValue = TextAlignment.leading
}

/// `truncationMode(_:)` (default tail).
public struct TruncationModeKey: EnvironmentKey {
    public static let defaultValue = TruncationMode.tail
}

/// `minimumScaleFactor(_:)` (default 1: never shrink).
public struct MinimumScaleFactorKey: EnvironmentKey {
    public static let defaultValue = 1.0
}

/// `allowsTightening(_:)` (default false). Monospaced cells cannot be tightened: accepted, with
/// no effect on layout.
public struct AllowsTighteningKey: EnvironmentKey {
    public static let defaultValue = false
}

/// `lineSpacing(_:)` (default 0): "the amount of space between the bottom of one line and the top
/// of the next line in points" (apple `lineSpacing(_:)`), so a text of n lines is n line heights
/// and n − 1 spacings tall; "always nonnegative" (apple `EnvironmentValues.lineSpacing`).
public struct LineSpacingKey: EnvironmentKey {
    public static let defaultValue = 0.0
}

/// SwiftUI's `Text.Case`: `textCase(.uppercase)` draws the text inside in capitals.
public enum TextCase: String, Sendable, Hashable, CaseIterable {
    case uppercase, lowercase
}

/// `textCase(_:)` (default nil: as written; a List's headers set `.uppercase` themselves).
public struct TextCaseKey: EnvironmentKey {
    public static let defaultValue: TextCase? = nil
}

extension View {
    public func font(_ font: Font) -> View {
        withEnvironment { $0.font = font }
    }

    /// `lineLimit(3)`, `lineLimit(nil)`.
    public func lineLimit(_ limit: Int?) -> View {
        withEnvironment { $0.lineLimit = limit.map { LineLimit(upper: $0) } ?? LineLimit.none }
    }

    /// `lineLimit(2...4)`, `lineLimit(3, reservesSpace: true)`, any `LineLimit`.
    public func lineLimit(_ limit: LineLimit) -> View {
        withEnvironment { $0.lineLimit = limit }
    }

    public func multilineTextAlignment(_ alignment: TextAlignment) -> View {
        withEnvironment { $0[MultilineTextAlignmentKey.self] = alignment }
    }

    public func truncationMode(_ mode: TruncationMode) -> View {
        withEnvironment { $0[TruncationModeKey.self] = mode }
    }

    /// The font may shrink to `factor` × its size before the text truncates (clamped to 0…1).
    public func minimumScaleFactor(_ factor: Double) -> View {
        withEnvironment { $0[MinimumScaleFactorKey.self] = min(max(factor, 0), 1) }
    }

    /// Space between the lines of the text inside (negative values are 0, as SwiftUI's are).
    public func lineSpacing(_ spacing: Double) -> View {
        withEnvironment { $0[LineSpacingKey.self] = spacing.isFinite ? max(spacing, 0) : 0 }
    }

    /// The text inside in capitals or lower case (`nil`: as written, which a List header's
    /// upper-casing also obeys).
    public func textCase(_ textCase: TextCase?) -> View {
        withEnvironment { $0[TextCaseKey.self] = textCase }
    }

    public func allowsTightening(_ flag: Bool) -> View {
        withEnvironment { $0[AllowsTighteningKey.self] = flag }
    }
}

extension NamedModifiers {
    /// The text options of this file a script calls by name (see `NamedModifiers`).
    static let text: [String: Apply] = [
        "multilineTextAlignment": { view, arguments in
            view.multilineTextAlignment(arguments.value("alignment", as: TextAlignment.self))
        },
        "truncationMode": { view, arguments in
            view.truncationMode(arguments.value("mode", as: TruncationMode.self))
        },
        "lineSpacing": { view, arguments in view.lineSpacing(arguments.number("spacing")) },
        "allowsTightening": { view, arguments in view.allowsTightening(arguments.boolean("flag", default: true)) },
        // `textCase(nil)`: as written (a List header's capitals undone).
        "textCase": { view, arguments in view.textCase(arguments.optionalValue("textCase", as: TextCase.self)) },
    ]
}
