/// SwiftUI's own names the translation reads: what they are in SwiftUI, not which of them Plumb
/// has (that is Plumb's registry, which the script checks when it runs).
extension Translator {
    /// SwiftUI's colours (`Color.red`, `.red`).
    static let swiftUIColours: Set<String> = [
        "red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "purple", "pink", "brown",
        "white", "gray", "black", "clear", "primary", "secondary", "accentColor",
    ]
    /// SwiftUI's text styles (`.font(.title)`).
    static let textStyles: Set<String> = [
        "largeTitle", "title", "title2", "title3", "headline", "body", "callout", "subheadline", "footnote", "caption",
        "caption2", "extraLargeTitle", "extraLargeTitle2",
    ]
}
