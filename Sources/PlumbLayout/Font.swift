/// SwiftUI's text styles. Plumb measures text in character cells: a style has a scale (how many
/// cells wide and tall one character is drawn) and a baseline position within its line.
public enum FontStyle: String, Sendable, Hashable, CaseIterable {
    case largeTitle, title, title2, title3, headline, body, callout, subheadline, footnote, caption,
        caption2

    /// Characters of this style occupy `scale × scale` cells (a block-letter face for the larger
    /// styles, so that baseline alignment visibly differs from top, centre and bottom).
    public var scale: Int {
        switch self {
        case .largeTitle: 3
        case .title: 2
        default: 1
        }
    }

    /// Whether the renderer draws this style in bold (only affects drawing, never layout).
    public var isEmphasized: Bool {
        switch self {
        case .headline, .title2, .title3: true
        default: false
        }
    }
}

extension FontStyle {
    /// Rows of one line: the glyph rows plus, for the block-letter styles, one row of descent, so
    /// that a large title's baseline sits above its bottom edge.
    public var lineRows: Int { scale == 1 ? 1 : scale + 1 }
}
