/// The names of Plumb's Lua API that a translation may use. PlumbImport does not link PlumbLua, so
/// the names are written here; `PlumbImportTests` checks them against `ScriptAPI.entries` (the
/// registry), so a name added there and not here fails a test instead of going unnoticed.
enum PlumbNames {
    /// Views (global constructors).
    static let views: Set<String> = [
        "Rectangle", "RoundedRectangle", "Circle", "Ellipse", "Capsule", "Text", "Spacer", "Divider", "EmptyView",
        "HStack", "VStack", "ZStack", "ViewThatFits", "GeometryReader", "EnvironmentReader", "ForEach", "Section",
        "ScrollView", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "Image", "Label", "Grid", "Button", "Link",
        "Toggle", "ProgressView", "TextField", "SecureField", "Slider", "Stepper", "Picker", "GroupBox", "List", "Form",
        "NavigationStack", "NavigationView", "NavigationLink", "TabView", "UIStackView", "UILabel", "UIButton",
        "UIView", "Group",
    ]
    /// Functions and value namespaces.
    static let functionsAndValues: Set<String> = [
        "measure", "HStackLayout", "VStackLayout", "ZStackLayout", "AnyLayout", "Layout", "GridItem", "GridRow",
        "ButtonStyle", "Color", "HorizontalAlignment", "VerticalAlignment", "Alignment", "Font", "ProposedViewSize",
        "CGSize", "CGPoint", "CGRect", "EdgeInsets", "UnitPoint",
    ]
    /// Modifiers (methods of views).
    static let modifiers: Set<String> = [
        "frame", "padding", "fixedSize", "layoutPriority", "overlay", "offset", "alignmentGuide", "environment",
        "foregroundColor", "lineLimit", "multilineTextAlignment", "resizable", "id", "background", "position",
        "foregroundStyle", "font", "bold", "gridCellColumns", "gridColumnAlignment", "gridCellAnchor",
        "gridCellUnsizedAxes", "buttonStyle", "controlSize", "labelStyle", "labelsHidden", "toggleStyle",
        "textFieldStyle", "pickerStyle", "progressViewStyle", "formStyle", "listStyle", "buttonBorderShape",
        "listRowInsets", "listSectionSpacing", "navigationTitle", "navigationBarTitleDisplayMode", "tabItem", "tag",
        "disabled", "truncationMode", "minimumScaleFactor", "allowsTightening", "imageScale", "aspectRatio",
        "scaledToFit", "scaledToFill", "border", "fill", "stroke", "strokeBorder", "cornerRadius", "clipShape",
        "clipped", "opacity", "shadow", "hidden", "tint", "mask", "blur", "rotationEffect", "scaleEffect",
        "contentShape", "italic", "fontWeight", "underline", "strikethrough", "onTapGesture", "onLongPressGesture",
        "gesture", "simultaneousGesture", "highPriorityGesture", "onHover", "allowsHitTesting", "onAppear",
        "onDisappear", "onChange", "task", "animation", "transition", "contextMenu", "sheet", "alert", "popover",
        "onSubmit", "refreshable", "swipeActions", "keyboardShortcut", "help", "textInputAutocapitalization",
        "autocorrectionDisabled", "submitLabel", "focused", "scrollIndicators", "scrollDisabled",
        "scrollDismissesKeyboard", "ignoresSafeArea", "edgesIgnoringSafeArea", "statusBarHidden", "accessibilityLabel",
        "accessibilityHint", "accessibilityIdentifier", "accessibilityValue", "accessibilityHidden",
        "accessibilityAddTraits",
    ]
    /// SwiftUI names Plumb does not have, with what to write instead (or why not).
    static let missing: [String: String] = [
        "Canvas": "Plumb draws no Canvas: lay out shapes and frames instead",
        "Path": "Plumb has no Path: use a shape (Rectangle, Circle, Capsule, RoundedRectangle)",
        "TimelineView": "Plumb lays out one moment: write the content for one date",
        "Menu": "Plumb has no Menu yet: a Button with the menu's label lays out like one",
        "DatePicker": "Plumb has no DatePicker yet",
        "ColorPicker": "Plumb has no ColorPicker yet",
        "TextEditor": "Plumb has no TextEditor yet",
        "ShareLink": "Plumb has no ShareLink yet",
        "NavigationSplitView": "Plumb has NavigationStack, not NavigationSplitView",
        "AnyView": "write the view itself: Lua has no type erasure to do",
        "LinearGradient": "Plumb has no gradients: a Color fills the same frame",
        "RadialGradient": "Plumb has no gradients: a Color fills the same frame",
        "AngularGradient": "Plumb has no gradients: a Color fills the same frame",
        "zIndex": "Plumb has no zIndex: order the views in the ZStack instead",
        "matchedGeometryEffect": "Plumb has no matchedGeometryEffect (an animation between two frames)",
        "safeAreaInset": "Plumb has no safeAreaInset: the canvas is the safe area",
        "toolbar": "Plumb has no toolbars yet",
        "containerRelativeFrame": "Plumb has no containerRelativeFrame: use a GeometryReader",
        "onGeometryChange": "Plumb has no onGeometryChange: use a GeometryReader",
        "coordinateSpace": "Plumb has no named coordinate spaces",
        "listRowSeparator": "Plumb has no listRowSeparator yet",
        "listRowBackground": "Plumb has no listRowBackground yet",
        "badge": "Plumb has no badges yet",
        "searchable": "Plumb has no search fields yet",
        "lineSpacing": "Plumb's text has no line spacing (it changes a wrapped text's height): leave it out",
    ]

    /// Colour names Plumb knows as `Color.NAME`.
    static let colors: Set<String> = [
        "red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "purple", "pink", "brown",
        "white", "gray", "black", "clear", "primary", "secondary", "accentColor",
    ]
    /// Text styles (`Font.NAME`).
    static let fontStyles: Set<String> = [
        "largeTitle", "title", "title2", "title3", "headline", "body", "callout", "subheadline", "footnote", "caption",
        "caption2",
    ]
}
