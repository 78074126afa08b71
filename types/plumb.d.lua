---@meta
-- Plumb's Lua API, for editors with the Lua language server (LuaLS): completion, hover and type
-- checks while writing layout scripts. `.luarc.json` at the repository's root points LuaLS here;
-- in your own folder, add this file's folder to "workspace.library".

---@class View
local View = {}


---@class HorizontalAlignmentValue
---@class VerticalAlignmentValue
---@class AlignmentValue

---@class ViewDimensions
---@field width number
---@field height number
---@field [HorizontalAlignmentValue|VerticalAlignmentValue] number



---@class Size
---@field width number
---@field height number

-- Text, fonts, images and geometry values (TextBindings.swift)


---A font: `Font.title`, `Font.system(24)`, `Font.custom("Menlo", 17)`; `==` compares two.
---@class FontValue
local FontValue = {}
---@return FontValue
function FontValue:bold() end
---@param weight FontWeight
---@return FontValue
function FontValue:weight(weight) end

---@class CGSizeValue
---@field width number
---@field height number

---@class CGPointValue
---@field x number
---@field y number

---@class CGRectValue
---@field x number
---@field y number
---@field width number
---@field height number

---@class EdgeInsetsValue
---@field top number
---@field leading number
---@field bottom number
---@field trailing number

---@class UnitPointValue
---@field x number
---@field y number

---A proposal: either side may be nil (unspecified: the view's ideal size); math.huge is infinity.
---@class ProposedSize
---@field width number?
---@field height number?
local ProposedSize = {}
---The proposal's sides, each unspecified one replaced by `by`'s (10×10 by default, as SwiftUI's).
---Proposals Plumb hands over and `ProposedViewSize` makes have it; a plain table does not.
---@param by? Size
---@return Size
function ProposedSize:replacingUnspecifiedDimensions(by) end

---@class GeometryProxy
---@field size Size

---What `EnvironmentReader` receives: a copy of the environment (unset keys are nil).
---@class Environment
---@field horizontalSizeClass SizeClass?
---@field verticalSizeClass SizeClass?
---@field font FontValue?
---@field foregroundColor ColorName?
---@field lineLimit integer?  the upper limit (nil: none)
---@field multilineTextAlignment TextAlignment?
---@field truncationMode "head"|"middle"|"tail"|nil
---@field minimumScaleFactor number?
---@field allowsTightening boolean?
---@field imageScale "small"|"medium"|"large"|nil
---@field dynamicTypeSize DynamicTypeSize?
---@field controlSize "mini"|"small"|"regular"|"large"
---@field isAccessibilitySize boolean

---@class ViewSpacing
local ViewSpacing = {}
---The distance between this subview and `next` along `axis`.
---@param next ViewSpacing
---@param axis "horizontal"|"vertical"
---@return number
function ViewSpacing:distance(next, axis) end

---A subview of a Layout, valid only during the call that received it.
---@class LayoutSubview
---@field priority number
---@field spacing ViewSpacing
---@field index integer
local LayoutSubview = {}
---@param proposal? ProposedSize
---@return Size
function LayoutSubview:sizeThatFits(proposal) end
---@param proposal? ProposedSize
---@return ViewDimensions
function LayoutSubview:dimensions(proposal) end
---Places the subview so that its `anchor` (top-leading by default) lies at the point: `at = { x =, y = }`
---(SwiftUI's `place(at:anchor:proposal:)`) or `x =, y =`.
---@param placement {at?: Point, x?: number, y?: number, anchor?: string|{x: number, y: number}, proposal?: ProposedSize}
function LayoutSubview:place(placement) end

---A Layout's subviews: a list (`subviews[i]`, `#subviews`, `ipairs`) with SwiftUI's `count`.
---@class LayoutSubviews
---@field count integer
---@field [integer] LayoutSubview

---@class Point
---@field x number
---@field y number

---A rectangle as SwiftUI's `CGRect` is read.
---@class Bounds
---@field x number
---@field y number
---@field width number
---@field height number
---@field minX number
---@field midX number
---@field maxX number
---@field minY number
---@field midY number
---@field maxY number
---@field origin Point
---@field size Size

---A layout value: call it with a table of views to make a container.
---@class LayoutValue
---@overload fun(content: View[]|fun(): Content): View

---@alias PinnedViews "sectionHeaders"|"sectionFooters"|("sectionHeaders"|"sectionFooters")[]

---@class GridItemValue


---A row of grid cells: a list of views (outside a Grid its cells go to the parent, like a Group).
---@class GridRow
---@field [integer] View

---What a builder function or a content argument may give: a view, a GridRow, or a list of them.
---@alias Content View|GridRow|(View|GridRow)[]

-- Controls (ControlBindings.swift). A binding is given as its value (`isOn = true`); actions and
-- setters are accepted and never run.

---A button style written in Lua: `ButtonStyle { makeBody = function(configuration) … end }`.
---@class ButtonStyleValue
---What a ButtonStyle's makeBody receives.
---@class ButtonStyleConfiguration
---@field label View
---@field isPressed boolean always false: Plumb draws buttons at rest
---@field role? "destructive"|"cancel"
---@class MenuOptions
---@field label? View|string
---@field title? string
---@field systemImage? string
---@field primaryAction? fun()
---@field [integer] View|View[] the items (shown only when tapped)
---@class DisclosureGroupOptions
---@field label? View|string
---@field title? string
---@field systemImage? string
---@field isExpanded? boolean collapsed unless true
---@field [integer] View|View[]
---@class GaugeOptions
---@field value number
---@field range? number[] {lower, upper}; 0…1 by default
---@field label? View|string
---@field title? string
---@field systemImage? string
---@field currentValueLabel? View
---@field minimumValueLabel? View
---@field maximumValueLabel? View
---@class LabeledContentOptions
---@field label? View|string
---@field title? string
---@field systemImage? string
---@field value? string|number
---@field [integer] View|View[]

-- Drawing modifiers (DrawingBindings.swift)

---A colour: a name, a hex colour ("#FF8800", "#f80", "#ff880080") or a Color view
---(`Color.red`, `Color(1, 0.5, 0)`, `Color.red:opacity(0.5)`).
---@alias ShapeStyle ColorName|string|View
---@alias UnitPoint UnitPointName|{x: number, y: number}
---@class TextLineOptions
---@field isActive? boolean
---@field pattern? LinePattern
---@field color? ShapeStyle
---Components from 0 to 1: red, green and blue, or white; opacity 1 by default.
---@class ColorComponents
---@field red? number
---@field green? number
---@field blue? number
---@field white? number
---@field opacity? number

-- UIKit (UIKitBindings.swift)

---@class UIPriorities
---@field horizontal? number
---@field vertical? number
---@class UIConstraint
---@field attribute "width"|"height"
---@field relation? "equal"|"lessThanOrEqual"|"greaterThanOrEqual"
---@field constant number
---@field priority? number

-- Made from the registry (Sources/PlumbScriptAPI) by `PLUMB_UPDATE_GOLDENS=1 swift test --filter ScriptAPITests`: edit the registry, not this part.

---A horizontal alignment's name, or a HorizontalAlignment value (custom ones too).
---@alias HAlign "leading"|"center"|"trailing"|HorizontalAlignmentValue
---A vertical alignment's name, or a VerticalAlignment value (custom ones too).
---@alias VAlign "top"|"center"|"bottom"|"firstTextBaseline"|"lastTextBaseline"|VerticalAlignmentValue
---A two-dimensional alignment's name, or an Alignment value.
---@alias Align "center"|"topLeading"|"top"|"topTrailing"|"leading"|"trailing"|"bottomLeading"|"bottom"|"bottomTrailing"|"centerFirstTextBaseline"|"centerLastTextBaseline"|"leadingFirstTextBaseline"|"leadingLastTextBaseline"|"trailingFirstTextBaseline"|"trailingLastTextBaseline"|AlignmentValue
---SwiftUI's system colours by name (a hex colour such as "#FF8800" is a string too).
---@alias ColorName "red"|"orange"|"yellow"|"green"|"mint"|"teal"|"cyan"|"blue"|"indigo"|"purple"|"pink"|"brown"|"gray"|"black"|"white"|"primary"|"secondary"|"accentColor"|"clear"|"grey"
---Dynamic Type's text styles.
---@alias TextStyle "largeTitle"|"title"|"title2"|"title3"|"headline"|"body"|"callout"|"subheadline"|"footnote"|"caption"|"caption2"
---A font's weights.
---@alias FontWeight "ultraLight"|"thin"|"light"|"regular"|"medium"|"semibold"|"bold"|"heavy"|"black"
---A system font's designs.
---@alias FontDesign "default"|"serif"|"rounded"|"monospaced"
---An edge, or a set of them by name.
---@alias Edge "all"|"horizontal"|"vertical"|"top"|"leading"|"bottom"|"trailing"
---One axis or both.
---@alias AxisName "horizontal"|"vertical"|"both"
---A point of a view's rectangle by name.
---@alias UnitPointName "zero"|"topLeading"|"top"|"topTrailing"|"leading"|"center"|"trailing"|"bottomLeading"|"bottom"|"bottomTrailing"
---How the lines of a text are aligned.
---@alias TextAlignment "leading"|"center"|"trailing"
---Where a text that does not fit is cut.
---@alias TruncationMode "head"|"middle"|"tail"
---Fit inside, or fill.
---@alias ContentMode "fit"|"fill"
---A symbol image's scale.
---@alias ImageScale "small"|"medium"|"large"
---A border's line as the terminal draws it.
---@alias LinePattern "solid"|"dot"|"dash"|"dashDot"|"dashDotDot"
---A size class.
---@alias SizeClass "compact"|"regular"
---Dynamic Type's sizes, smallest first.
---@alias DynamicTypeSize "xSmall"|"small"|"medium"|"large"|"xLarge"|"xxLarge"|"xxxLarge"|"accessibility1"|"accessibility2"|"accessibility3"|"accessibility4"|"accessibility5"
---A control's size.
---@alias ControlSize "mini"|"small"|"regular"|"large"
---The environment values a script can set and read.
---@alias EnvironmentKey "horizontalSizeClass"|"verticalSizeClass"|"dynamicTypeSize"|"font"|"foregroundColor"|"lineLimit"|"multilineTextAlignment"|"truncationMode"|"minimumScaleFactor"|"allowsTightening"|"imageScale"|"controlSize"
---A button's built-in styles.
---@alias ButtonStyleName "automatic"|"borderless"|"plain"|"bordered"|"borderedProminent"
---A label's built-in styles.
---@alias LabelStyleName "automatic"|"titleAndIcon"|"iconOnly"|"titleOnly"
---A toggle's styles.
---@alias ToggleStyleName "automatic"|"switch"|"button"
---A text field's styles.
---@alias TextFieldStyleName "automatic"|"plain"|"roundedBorder"
---A picker's styles.
---@alias PickerStyleName "automatic"|"menu"|"segmented"
---A progress view's styles.
---@alias ProgressViewStyleName "automatic"|"linear"|"circular"
---A list's styles (iOS's automatic style is insetGrouped).
---@alias ListStyleName "automatic"|"insetGrouped"|"grouped"|"plain"
---A form's styles (on iOS every one is grouped; columns is macOS's).
---@alias FormStyleName "automatic"|"grouped"|"columns"
---How a navigation title is shown.
---@alias TitleDisplayMode "automatic"|"inline"|"large"
---A tab view's styles.
---@alias TabViewStyleName "automatic"|"page"
---Whether a paged tab view shows its dots.
---@alias IndexDisplayMode "automatic"|"always"|"never"
---Capitals or lower case.
---@alias TextCase "uppercase"|"lowercase"
---A bordered button's shapes.
---@alias ButtonBorderShapeName "automatic"|"capsule"|"circle"|"roundedRectangle"
---Whether something is shown: automatic, visible or hidden.
---@alias Visibility "automatic"|"visible"|"hidden"
---How a UIStackView sizes its arranged views along its axis.
---@alias UIStackDistribution "fill"|"fillEqually"|"fillProportionally"|"equalSpacing"|"equalCentering"
---How a UIStackView places its arranged views across its axis.
---@alias UIStackAlignment "fill"|"leading"|"top"|"center"|"trailing"|"bottom"|"firstBaseline"|"lastBaseline"

---@class FrameOptions
---@field width? number
---@field height? number
---@field minWidth? number
---@field idealWidth? number
---@field maxWidth? number math.huge for .infinity
---@field minHeight? number
---@field idealHeight? number
---@field maxHeight? number
---@field alignment? Align
---@class ButtonOptions
---@field action? fun()
---@field label? View|string
---@field title? string
---@field systemImage? string
---@field role? "destructive"|"cancel"
---@class ToggleOptions
---@field isOn boolean
---@field label? View|string
---@field title? string
---@field systemImage? string
---@class ProgressOptions
---@field value? number nil: indeterminate (a spinner)
---@field total? number 1 by default
---@field label? View|string
---@field title? string
---@field currentValueLabel? View|string
---@class TextFieldOptions
---@field text string
---@field title? string
---@field prompt? View|string
---@field axis? "horizontal"|"vertical"
---@field onEditingChanged? fun(editing: boolean)
---@field onCommit? fun()
---@class SecureFieldOptions
---@field text string
---@field title? string
---@field prompt? View|string
---@field onCommit? fun()
---@class SliderOptions
---@field value number
---@field range? {[1]: number, [2]: number} SwiftUI's `in: 0...1` (`["in"]` works too)
---@field step? number
---@field label? View|string
---@field minimumValueLabel? View|string
---@field maximumValueLabel? View|string
---@field onEditingChanged? fun(editing: boolean)
---@class StepperOptions
---@field value? number
---@field range? {[1]: number, [2]: number}
---@field step? number
---@field label? View|string
---@field title? string
---@field onIncrement? fun()
---@field onDecrement? fun()
---@field onEditingChanged? fun(editing: boolean)
---@class PickerOptions
---@field selection? string|number|boolean a tag, a Text's string, or a (1-based) position
---@field label? View|string
---@field title? string
---@field systemImage? string
---@field [integer] View|View[]
---@class GroupBoxOptions
---@field label? View|string
---@field title? string
---@field [integer] View|View[]
---@class NavigationLinkOptions
---@field destination? View
---@field value? string|number|boolean
---@field label? View|string
---@field title? string
---@field systemImage? string

---A rectangle that fills the space it is offered.
---@return View
function Rectangle() end

---A rectangle with rounded corners that fills the space it is offered.
---@param options number|{cornerRadius: number}
---@return View
function RoundedRectangle(options) end

---The largest circle that fits the space it is offered.
---@return View
function Circle() end

---An ellipse that fills the space it is offered.
---@return View
function Ellipse() end

---A rounded rectangle whose corner radius is half its shorter side.
---@return View
function Capsule() end

---Text, one cell per character, wrapped to its width.
---@param text string|number
---@return View
function Text(text) end

---Flexible space along its stack's axis (minimum length 8 by default).
---@param options? number|{minLength?: number}
---@return View
function Spacer(options) end

---A thin line across its stack's minor axis.
---@return View
function Divider() end

---No view: a container skips it.
---@return View
function EmptyView() end

---Children side by side, aligned vertically.
---@param content {alignment?: VAlign, spacing?: number, [integer]: View|View[]}
---@return View
function HStack(content) end

---Children one above another, aligned horizontally.
---@param content {alignment?: HAlign, spacing?: number, [integer]: View|View[]}
---@return View
function VStack(content) end

---Children on top of each other, aligned in two dimensions.
---@param content {alignment?: Align, [integer]: View|View[]}
---@return View
function ZStack(content) end

---The first child that fits the space offered (`in:` is a Lua keyword: `axes`).
---@param content {axes?: AxisName, [integer]: View|View[]}
---@return View
function ViewThatFits(content) end

---A fixed frame (width, height) or a flexible one (min/ideal/max), with an alignment.
---@param widthOrOptions? FrameOptions|number
---@param height? number
---@param alignment? Align
---@return View
function View:frame(widthOrOptions, height, alignment) end

---A frame sized from the nearest container (ScrollView, List, navigation or tab content, else the canvas) on the axes given: its whole length, span of count columns, or a function of it.
---@param axes AxisName|AxisName[]
---@param options? {alignment?: Align, count?: integer, span?: integer, spacing?: number}|fun(length: number, axis: string): number
---@param length? fun(length: number, axis: string): number
---@return View
function View:containerRelativeFrame(axes, options, length) end

---Space around the view: 16 by default, on all or some edges.
---@param edgesOrLength? number|Edge|Edge[]|EdgeInsetsValue|{top?: number, leading?: number, bottom?: number, trailing?: number}
---@param length? number
---@return View
function View:padding(edgesOrLength, length) end

---Offers the view nothing (its ideal size) on the fixed axes.
---@param horizontal? boolean|{horizontal?: boolean, vertical?: boolean}
---@param vertical? boolean
---@return View
function View:fixedSize(horizontal, vertical) end

---The order in which a stack offers its children space (higher first).
---@param priority number
---@return View
function View:layoutPriority(priority) end

---Views drawn over this one, offered this one's size (several: a ZStack).
---@param content Content|fun(): Content|{alignment?: Align, [integer]: Content}
---@param alignment? Align
---@return View
function View:overlay(content, alignment) end

---Views drawn behind this one, offered this one's size (several: a ZStack).
---@param content Content|fun(): Content|{alignment?: Align, [integer]: Content}
---@param alignment? Align
---@return View
function View:background(content, alignment) end

---Draws the view moved; its frame in the parent stays where it was.
---@param x number|CGSizeValue|{x?: number, y?: number}|{width?: number, height?: number}
---@param y? number
---@return View
function View:offset(x, y) end

---Centres the view at a point of a frame that takes all the space offered.
---@param x number|CGPointValue|{x?: number, y?: number}
---@param y? number
---@return View
function View:position(x, y) end

---Sets where one of the view's alignment guides lies.
---@param guide HAlign|VAlign
---@param compute number|fun(d: ViewDimensions): number
---@return View
function View:alignmentGuide(guide, compute) end

---The colour of text and shapes inside.
---@param color ShapeStyle
---@return View
function View:foregroundColor(color) end

---The colour of text and shapes inside (SwiftUI's newer name for foregroundColor).
---@param color ShapeStyle
---@return View
function View:foregroundStyle(color) end

---The font of text and symbols inside: a text style or a Font (`Font.system(24)`).
---@param font TextStyle|FontValue
---@return View
function View:font(font) end

---At most this many lines for text inside; nil: no limit; `lineLimit(2, 4)`: SwiftUI's `2...4`.
---@param lines integer|nil
---@param upperOrOptions? integer|{reservesSpace?: boolean}
---@return View
function View:lineLimit(lines, upperOrOptions) end

---Text inside drawn bold (wider, with text in points; the same cells with text in cells).
---@param isActive? boolean
---@return View
function View:bold(isActive) end

---Sets an environment value for this view and everything inside it.
---@param key EnvironmentKey
---@param value string|integer
---@return View
function View:environment(key, value) end

---Labels the view in the diagram and the JSON; adds no view.
---@param name string
---@return View
function View:id(name) end

---Colours as views that fill the space offered: `Color.red`, `Color("#FF8800")`, `Color(1, 0.5, 0)`, `Color { white = 0.5 }`.
---@type table<ColorName, View> | fun(name: ColorName|string): View | fun(red: number, green: number, blue: number, opacity?: number): View | fun(components: ColorComponents): View
Color = {}

---Horizontal guides, and custom ones with a default.
---@type {leading: HorizontalAlignmentValue, center: HorizontalAlignmentValue, trailing: HorizontalAlignmentValue} | fun(name: string, default: fun(d: ViewDimensions): number): HorizontalAlignmentValue
HorizontalAlignment = {}

---Vertical guides, and custom ones with a default.
---@type {top: VerticalAlignmentValue, center: VerticalAlignmentValue, bottom: VerticalAlignmentValue, firstTextBaseline: VerticalAlignmentValue, lastTextBaseline: VerticalAlignmentValue} | fun(name: string, default: fun(d: ViewDimensions): number): VerticalAlignmentValue
VerticalAlignment = {}

---Two-dimensional alignments: `Alignment.topLeading`, `Alignment(h, v)`.
---@type table<string, AlignmentValue> | fun(horizontal: HAlign, vertical: VAlign): AlignmentValue
Alignment = {}

---Fonts: `Font.title`, `Font.system(24)` (a fixed size), `Font.custom(name, 17)`, `Font.title:bold()`.
---@type table<TextStyle, FontValue> | {system: fun(sizeOrStyle: number|TextStyle|{size?: number, style?: TextStyle, weight?: FontWeight, design?: FontDesign}, weightOrDesign?: FontWeight|FontDesign, designOrWeight?: FontWeight|FontDesign): FontValue, custom: fun(name: string, size: number|{size?: number, relativeTo?: TextStyle, fixedSize?: number}): FontValue}
Font = {}

---Content made from the size the reader is given; it takes all the space offered.
---@param content fun(proxy: GeometryProxy): Content
---@return View
function GeometryReader(content) end

---Content made from the environment; it takes its content's place.
---@param content fun(env: Environment): Content
---@return View
function EnvironmentReader(content) end

---The size a view would choose for a proposal, in the current environment.
---@param view View
---@param proposal? ProposedSize
---@return Size
function measure(view, proposal) end

---HStack's layout as a value: call it with the content.
---@param options? {alignment?: VAlign, spacing?: number}
---@return LayoutValue
function HStackLayout(options) end

---VStack's layout as a value: call it with the content.
---@param options? {alignment?: HAlign, spacing?: number}
---@return LayoutValue
function VStackLayout(options) end

---ZStack's layout as a value: call it with the content.
---@param options? {alignment?: Align}
---@return LayoutValue
function ZStackLayout(options) end

---A layout value, whichever it is.
---@param layout LayoutValue
---@return LayoutValue
function AnyLayout(layout) end

---A container layout written in Lua (SwiftUI's Layout protocol).
---@param functions {name?: string, stackOrientation?: "horizontal"|"vertical", sizeThatFits: fun(proposal: ProposedSize, subviews: LayoutSubviews, cache: any): Size, placeSubviews: fun(bounds: Bounds, proposal: ProposedSize, subviews: LayoutSubviews, cache: any), explicitAlignment?: fun(guide: HorizontalAlignmentValue|VerticalAlignmentValue, bounds: Bounds, proposal: ProposedSize, subviews: LayoutSubviews, cache: any): number?, spacing?: fun(subviews: LayoutSubviews): ViewSpacing, makeCache?: fun(subviews: LayoutSubviews): any}
---@return LayoutValue
function Layout(functions) end

---Proposals: `.zero`, `.unspecified`, `.infinity`, or a width and height.
---@type {zero: ProposedSize, unspecified: ProposedSize, infinity: ProposedSize} | fun(width: number?|{width?: number, height?: number}, height: number?): ProposedSize
ProposedViewSize = {}

---Views made by a function, one or several per index (from 1) or per item; made lazily in a lazy stack.
---@param countOrList integer|any[]
---@param make fun(itemOrIndex: any, index?: integer): Content
---@return View
function ForEach(countOrList, make) end

---A header, views and a footer; a lazy stack can pin the header.
---@param content {header?: Content|string|fun(): Content, footer?: Content|string|fun(): Content, [integer]: View|View[]}
---@return View
function Section(content) end

---Content seen through the scroll view's frame, scrolled by `contentOffset` or `--scroll`.
---@param content {axes?: AxisName|AxisName[], contentOffset?: {x?: number, y?: number}, [integer]: View|View[]}
---@return View
function ScrollView(content) end

---A VStack that makes only the rows on screen.
---@param content {alignment?: HAlign, spacing?: number, pinnedViews?: PinnedViews, [integer]: View|View[]}
---@return View
function LazyVStack(content) end

---An HStack that makes only the columns on screen.
---@param content {alignment?: VAlign, spacing?: number, pinnedViews?: PinnedViews, [integer]: View|View[]}
---@return View
function LazyHStack(content) end

---A lazy grid's column (or row): flexible (GridItem() or GridItem("flexible")), fixed or adaptive.
---@param options? "flexible"|{fixed?: number, flexible?: {minimum?: number, maximum?: number}, adaptive?: {minimum: number, maximum?: number}, spacing?: number, alignment?: Align}
---@param flexibleOptions? {flexible?: {minimum?: number, maximum?: number}, spacing?: number, alignment?: Align}
---@return GridItemValue
function GridItem(options, flexibleOptions) end

---Rows of cells in the given columns, made only when on screen.
---@param content {columns: GridItemValue[], alignment?: HAlign, spacing?: number, pinnedViews?: PinnedViews, [integer]: View|View[]}
---@return View
function LazyVGrid(content) end

---Columns of cells in the given rows, made only when on screen.
---@param content {rows: GridItemValue[], alignment?: VAlign, spacing?: number, pinnedViews?: PinnedViews, [integer]: View|View[]}
---@return View
function LazyHGrid(content) end

---An asset of a fixed size (100×100 unless stated), or an SF Symbol sized by its font, drawn as one character (unknown names as □).
---@param nameOrOptions string|{systemName: string}
---@param size? CGSizeValue|{width: number, height: number}
---@return View
function Image(nameOrOptions, size) end

---An icon and a title side by side, or one of them (`labelStyle`).
---@param title string|{title: string|View, systemImage?: string, icon?: View}
---@param options? string|{systemImage: string}
---@return View
function Label(title, options) end

---A row of grid cells: a list of views (outside a Grid its cells go to the parent).
---@param content {alignment?: VAlign, [integer]: View|View[]}
---@return GridRow
function GridRow(content) end

---Rows of cells sized and aligned as one table.
---@param content {alignment?: Align, horizontalSpacing?: number, verticalSpacing?: number, [integer]: GridRow|View|(GridRow|View)[]}
---@return View
function Grid(content) end

---The number of columns the cell spans (≥ 1).
---@param count integer
---@return View
function View:gridCellColumns(count) end

---The horizontal alignment of the cell's whole column.
---@param alignment HAlign
---@return View
function View:gridColumnAlignment(alignment) end

---Where the cell sits in its space, as a unit point.
---@param anchor UnitPointName|{x: number, y: number}
---@return View
function View:gridCellAnchor(anchor) end

---The axes along which the cell takes its column's or row's size without sizing it.
---@param axes AxisName|AxisName[]
---@return View
function View:gridCellUnsizedAxes(axes) end

---A button: its style's body around its label (borderless, tinted, by default); the action never runs.
---@param titleOrAction string|fun()|ButtonOptions
---@param actionOrLabel? fun()|View|ButtonOptions
---@param label? View|fun()
---@return View
function Button(titleOrAction, actionOrLabel, label) end

---A button style written in Lua (SwiftUI's ButtonStyle), for `buttonStyle`.
---@param style {makeBody: fun(configuration: ButtonStyleConfiguration): View}|fun(configuration: ButtonStyleConfiguration): View
---@return ButtonStyleValue
function ButtonStyle(style) end

---A link: its label, tinted, as a borderless button.
---@param title string|{destination: string, label?: View|string}
---@param options? {destination: string}|View
---@return View
function Link(title, options) end

---A label and a 51×31 switch at the trailing edge; it takes the whole width.
---@param title string|ToggleOptions
---@param isOn? boolean|ToggleOptions|View
---@param options? ToggleOptions|View
---@return View
function Toggle(title, isOn, options) end

---A 20×20 spinner, or with a value a 4-point bar that fills the width.
---@param title? string|number|ProgressOptions
---@param value? number|ProgressOptions
---@param options? ProgressOptions
---@return View
function ProgressView(title, value, options) end

---A text field: the whole width, one line high (34.33 with a rounded border).
---@param placeholder string|TextFieldOptions
---@param text? string|TextFieldOptions
---@param options? TextFieldOptions
---@return View
function TextField(placeholder, text, options) end

---A text field that shows dots for its text.
---@param placeholder string|SecureFieldOptions
---@param text? string|SecureFieldOptions
---@param options? SecureFieldOptions
---@return View
function SecureField(placeholder, text, options) end

---A track with a thumb at the value, 31 high, filling the width.
---@param options SliderOptions
---@return View
function Slider(options) end

---A label and a 94×32 −/+ control at the trailing edge; it takes the whole width.
---@param title string|StepperOptions
---@param options? StepperOptions
---@return View
function Stepper(title, options) end

---A menu showing the selected option and ↕; in a List, a row with its label.
---@param title string|PickerOptions
---@param options? PickerOptions
---@return View
function Picker(title, options) end

---Its label and content in a padded rounded rectangle.
---@param title string|GroupBoxOptions
---@param content? GroupBoxOptions
---@return View
function GroupBox(title, content) end

---Sections of rows as inset cards (insetGrouped), scrolling; it takes the whole size.
---@param content {selection?: any, [integer]: View|View[]}
---@return View
function List(content) end

---A List of controls, always insetGrouped.
---@param content {[integer]: View|View[]}
---@return View
function Form(content) end

---A navigation bar (44, 96 with a large title) above its content; it takes the whole size.
---@param content {path?: any, [integer]: View|View[]}
---@return View
function NavigationStack(content) end

---NavigationStack's older name.
---@param content {[integer]: View|View[]}
---@return View
function NavigationView(content) end

---Its label, tinted; in a List a row with a chevron. The destination is not shown.
---@param title string|NavigationLinkOptions
---@param options? NavigationLinkOptions|View
---@return View
function NavigationLink(title, options) end

---The selected tab's content above a 49-point tab bar of its tabs' items.
---@param content {selection?: string|number|boolean, [integer]: View|View[]}
---@return View
function TabView(content) end

---The style of every button inside.
---@param style ButtonStyleName|ButtonStyleValue|fun(configuration: ButtonStyleConfiguration): View
---@return View
function View:buttonStyle(style) end

---The size of controls inside: system button styles' insets and font, the spinner.
---@param size ControlSize
---@return View
function View:controlSize(size) end

---Which parts of the Labels inside are shown.
---@param style LabelStyleName
---@return View
function View:labelStyle(style) end

---Controls inside show no label (a Toggle is its switch).
---@return View
function View:labelsHidden() end

---A switch (iOS's default), or a button that is prominent when on.
---@param style ToggleStyleName
---@return View
function View:toggleStyle(style) end

---Plain fields, or fields inset by 7 in a rounded rectangle.
---@param style TextFieldStyleName
---@return View
function View:textFieldStyle(style) end

---The style of pickers inside: the menu (iOS's default) or segments across the width, 32 high.
---@param style PickerStyleName
---@return View
function View:pickerStyle(style) end

---A bar or a spinner, whatever the value.
---@param style ProgressViewStyleName
---@return View
function View:progressViewStyle(style) end

---A Form's style; on iOS every style is grouped, as Plumb draws a Form.
---@param style FormStyleName
---@return View
function View:formStyle(style) end

---Inset cards (iOS's default), cards across the whole width (grouped) or plain rows across it.
---@param style ListStyleName
---@return View
function View:listStyle(style) end

---The shape behind bordered buttons inside (automatic: a rounded rectangle for the control size).
---@param shape ButtonBorderShapeName
---@param options? {radius: number}
---@return View
function View:buttonBorderShape(shape, options) end

---The row's insets in a List (11 and 20 by default); nil for the default.
---@param insets? {top?: number, leading?: number, bottom?: number, trailing?: number}
---@return View
function View:listRowInsets(insets) end

---The gap between a List's sections (35).
---@param spacing number
---@return View
function View:listSectionSpacing(spacing) end

---The gap between a List's rows (0: they touch); apart, each row is a card of its own.
---@param spacing? number
---@return View
function View:listRowSpacing(spacing) end

---The title the enclosing NavigationStack shows.
---@param title string
---@return View
function View:navigationTitle(title) end

---A large title (the root's automatic mode) or an inline one.
---@param mode TitleDisplayMode
---@return View
function View:navigationBarTitleDisplayMode(mode) end

---The tab's item in the enclosing TabView's bar.
---@param label View|View[]
---@return View
function View:tabItem(label) end

---The value a Picker's selection or a TabView's selection picks this view by.
---@param value string|number|boolean
---@return View
function View:tag(value) end

---Dims the controls inside; layout is unchanged.
---@param disabled? boolean
---@return View
function View:disabled(disabled) end

---Its label as a button (borderless, tinted); the items show only when tapped.
---@param title string|MenuOptions
---@param options? MenuOptions|View
---@return View
function Menu(title, options) end

---Its label, a Spacer and a chevron across the width; expanded (`isExpanded`), its views below.
---@param title string|DisclosureGroupOptions
---@param options? DisclosureGroupOptions
---@return View
function DisclosureGroup(title, options) end

---Its label, a Spacer and its value or views (secondary) across the width.
---@param title string|LabeledContentOptions
---@param options? LabeledContentOptions
---@return View
function LabeledContent(title, options) end

---A bar 4 high across the width at the value, its label above (an estimate of iOS's linear style).
---@param title string|GaugeOptions
---@param options? GaugeOptions
---@return View
function Gauge(title, options) end

---A scrolling text area that takes the whole size offered, its text from the top leading corner.
---@param options {text: string}
---@return View
function TextEditor(options) end

---What an import could not translate, labelled in a bordered box: hugging its label, or (`fills`) the whole size offered.
---@param label string
---@param options? {fills?: boolean}
---@return View
function Placeholder(label, options) end

---A drawing that fills the space it is offered (Plumb draws nothing in it).
---@param draw? fun(context: any, size: CGSizeValue)
---@return View
function Canvas(draw) end

---A path that fills the space it is offered, as a shape does (Plumb draws no paths).
---@param build? fun(path: any)
---@return View
function Path(build) end

---A list row's badge at its trailing edge (0 or nil: none); elsewhere nothing moves.
---@param badge? number|string|View
---@return View
function View:badge(badge) end

---Whether the row's separator is drawn.
---@param visibility Visibility
---@param options? {edges?: any}
---@return View
function View:listRowSeparator(visibility, options) end

---The view behind the row, sized to it, in place of the card's white.
---@param background? View
---@return View
function View:listRowBackground(background) end

---The enclosing NavigationStack shows no bar; its content takes the whole size.
---@param hidden? boolean
---@return View
function View:navigationBarHidden(hidden) end

---The tab bar (automatic) or pages that fill the TabView, with no bar (page).
---@param style TabViewStyleName|{indexDisplayMode?: IndexDisplayMode}
---@param indexDisplayMode? IndexDisplayMode
---@return View
function View:tabViewStyle(style, indexDisplayMode) end

---Drawn in front of the views of its container with a lower index (0 by default); moves nothing.
---@param index number
---@return View
function View:zIndex(index) end

---UIKit's stack view with its distributions and alignments.
---@param content {axis?: "horizontal"|"vertical", distribution?: UIStackDistribution, alignment?: UIStackAlignment, spacing?: number, isLayoutMarginsRelativeArrangement?: boolean, layoutMargins?: {top?: number, left?: number, bottom?: number, right?: number}, directionalLayoutMargins?: {top?: number, leading?: number, bottom?: number, trailing?: number}, isBaselineRelativeArrangement?: boolean, constraints?: UIConstraint[], customSpacing?: {[integer]: number}, [integer]: View|View[]}
---@return View
function UIStackView(content) end

---A label arranged by a UIStackView.
---@param options {text: string, font?: TextStyle, numberOfLines?: integer, hugging?: UIPriorities, compressionResistance?: UIPriorities, isHidden?: boolean, constraints?: UIConstraint[]}
---@return View
function UILabel(options) end

---A button arranged by a UIStackView.
---@param options {title: string, hugging?: UIPriorities, compressionResistance?: UIPriorities, isHidden?: boolean, constraints?: UIConstraint[]}
---@return View
function UIButton(options) end

---A plain view with an intrinsic content size.
---@param options {intrinsicContentSize?: {width?: number, height?: number}, hugging?: UIPriorities, compressionResistance?: UIPriorities, isHidden?: boolean, constraints?: UIConstraint[]}
---@return View
function UIView(options) end

---Views that join the container the group is in; a modifier on the group applies to each.
---@param content? View[]|fun(): Content
---@return View
function Group(content) end

---How the lines of text inside align within the text's own width (a one-line text never moves).
---@param alignment TextAlignment
---@return View
function View:multilineTextAlignment(alignment) end

---Where "…" cuts text inside that does not fit; head and middle keep the text on one line.
---@param mode TruncationMode
---@return View
function View:truncationMode(mode) end

---How far (0…1) text inside may shrink before it truncates; in cells, by whole faces (3 → 2 → 1 cells a letter).
---@param factor number
---@return View
function View:minimumScaleFactor(factor) end

---Points between one line's bottom and the next one's top in text inside (n lines: n heights and n − 1 spacings).
---@param spacing number
---@return View
function View:lineSpacing(spacing) end

---Text inside drawn in capitals or lower case (its width follows); nil: as written, in a List header too.
---@param textCase? TextCase
---@return View
function View:textCase(textCase) end

---Lets text inside tighten its letters before truncating (monospaced cells cannot: no effect).
---@param flag? boolean
---@return View
function View:allowsTightening(flag) end

---The size of symbol images inside relative to their font (×0.8, ×1, ×1.3).
---@param scale ImageScale
---@return View
function View:imageScale(scale) end

---Makes an Image fill the space it is offered (its own size where a side is unspecified).
---@return View
function View:resizable() end

---Offers the view the largest box of the ratio inside the space (fit) or the smallest covering it (fill); nil ratio: the view's own.
---@param ratio? number|CGSizeValue|{[1]: number|CGSizeValue, contentMode: ContentMode}
---@param contentMode? ContentMode
---@return View
function View:aspectRatio(ratio, contentMode) end

---aspectRatio(nil, "fit"): the view's own ratio, fitted.
---@return View
function View:scaledToFit() end

---aspectRatio(nil, "fill"): the view's own ratio, filling.
---@return View
function View:scaledToFill() end

---Sizes: `CGSize(100, 50)`, `CGSize { width = 100, height = 50 }`, `CGSize.zero`.
---@type {zero: CGSizeValue} | fun(width: number|{width?: number, height?: number}, height?: number): CGSizeValue
CGSize = {}

---Points: `CGPoint(10, 20)`, `CGPoint { x = 10, y = 20 }`, `CGPoint.zero`.
---@type {zero: CGPointValue} | fun(x: number|{x?: number, y?: number}, y?: number): CGPointValue
CGPoint = {}

---Rectangles: `CGRect(0, 0, 100, 50)`, `CGRect { x =, y =, width =, height = }`, `CGRect.zero`.
---@type {zero: CGRectValue} | fun(x: number|{x?: number, y?: number, width?: number, height?: number}, y?: number, width?: number, height?: number): CGRectValue
CGRect = {}

---Insets for `padding`: `EdgeInsets { top = 8, leading = 16 }`, `EdgeInsets(8, 16, 8, 16)`.
---@type fun(top?: number|{top?: number, leading?: number, bottom?: number, trailing?: number}, leading?: number, bottom?: number, trailing?: number): EdgeInsetsValue
EdgeInsets = {}

---Points in a view's unit square: `UnitPoint.topLeading`, `UnitPoint(0.5, 0)`.
---@type table<string, UnitPointValue> | fun(x: number|{x?: number, y?: number}, y?: number): UnitPointValue
UnitPoint = {}

---A line inside the frame (default width 1), over the view.
---@param color ShapeStyle
---@param width? number|{width?: number}
---@return View
function View:border(color, width) end

---A shape's inside in a colour (the foreground colour by default).
---@param color? ShapeStyle
---@return View
function View:fill(color) end

---A shape's outline, centred on its edge (default width 1).
---@param color? ShapeStyle|{lineWidth?: number}
---@param lineWidth? number|{lineWidth?: number}
---@return View
function View:stroke(color, lineWidth) end

---A shape's outline, inside its edge (default width 1).
---@param color? ShapeStyle|{lineWidth?: number}
---@param lineWidth? number|{lineWidth?: number}
---@return View
function View:strokeBorder(color, lineWidth) end

---Clips the view to its frame with rounded corners.
---@param radius number
---@return View
function View:cornerRadius(radius) end

---Draws only what lies inside a shape laid out in the frame: `clipShape(Circle())`.
---@param shape View
---@return View
function View:clipShape(shape) end

---Draws only what lies inside the frame.
---@param antialiased? boolean|{antialiased?: boolean}
---@return View
function View:clipped(antialiased) end

---Draws the view translucent, 0 to 1 (nested opacities multiply).
---@param opacity number
---@return View
function View:opacity(opacity) end

---A shadow behind the view (black at 33 % by default).
---@param radius number|{color?: ShapeStyle, radius: number, x?: number, y?: number}
---@return View
function View:shadow(radius) end

---Draws nothing of the view; it keeps its space.
---@return View
function View:hidden() end

---The colour `accentColor` stands for inside (controls' tinted parts).
---@param color ShapeStyle
---@return View
function View:tint(color) end

---Draws the view only where the mask, laid out like an overlay, is opaque.
---@param mask View|{alignment?: Align, [1]: View}
---@param alignment? Align
---@return View
function View:mask(mask, alignment) end

---Draws the view's colours towards grey, from 0 (unchanged) to 1 (all grey); the terminal draws them unchanged.
---@param amount number
---@return View
function View:grayscale(amount) end

---A Gaussian blur of the drawing (the terminal draws the view sharp).
---@param radius number|{radius?: number, opaque?: boolean}
---@param opaque? boolean
---@return View
function View:blur(radius, opaque) end

---Draws the view turned about an anchor; its frame stays (the terminal draws it unturned).
---@param degrees number|{degrees?: number, radians?: number, anchor?: UnitPoint}
---@param options? {anchor?: UnitPoint}
---@return View
function View:rotationEffect(degrees, options) end

---Draws the view scaled about an anchor; its frame stays (the terminal draws it unscaled).
---@param scale number|{x?: number, y?: number, anchor?: UnitPoint}
---@param options? {anchor?: UnitPoint}
---@return View
function View:scaleEffect(scale, options) end

---The shape that takes taps (hit testing): no layout, no drawing.
---@param shape View
---@return View
function View:contentShape(shape) end

---Text inside drawn italic.
---@param isActive? boolean
---@return View
function View:italic(isActive) end

---The weight of text inside (a heavier one is wider, with text in points; the same cells with text in cells).
---@param weight FontWeight
---@return View
function View:fontWeight(weight) end

---Text inside underlined.
---@param isActive? boolean|TextLineOptions
---@param options? TextLineOptions
---@return View
function View:underline(isActive, options) end

---Text inside struck through.
---@param isActive? boolean|TextLineOptions
---@param options? TextLineOptions
---@return View
function View:strikethrough(isActive, options) end

---A tap's action. Behaviour only: the view is unchanged.
---@param countOrAction? integer|function
---@param action? function
---@return View
function View:onTapGesture(countOrAction, action) end

---A long press's action. Behaviour only: the view is unchanged.
---@param ... any
---@return View
function View:onLongPressGesture(...) end

---A gesture recogniser attached to the view. Behaviour only: the view is unchanged.
---@param gesture any
---@param mask? any
---@return View
function View:gesture(gesture, mask) end

---A gesture recognised with the view's own. Behaviour only: the view is unchanged.
---@param gesture any
---@param mask? any
---@return View
function View:simultaneousGesture(gesture, mask) end

---A gesture recognised before the view's own. Behaviour only: the view is unchanged.
---@param gesture any
---@param mask? any
---@return View
function View:highPriorityGesture(gesture, mask) end

---An action when the pointer enters or leaves. Behaviour only: the view is unchanged.
---@param action function
---@return View
function View:onHover(action) end

---Whether the view receives taps. Behaviour only: the view is unchanged.
---@param enabled boolean
---@return View
function View:allowsHitTesting(enabled) end

---An action when the view appears. Behaviour only: the view is unchanged.
---@param action? function
---@return View
function View:onAppear(action) end

---An action when the view disappears. Behaviour only: the view is unchanged.
---@param action? function
---@return View
function View:onDisappear(action) end

---An action when a value changes. Behaviour only: the view is unchanged.
---@param value any
---@param action function
---@return View
function View:onChange(value, action) end

---Work started when the view appears. Behaviour only: the view is unchanged.
---@param action function
---@return View
function View:task(action) end

---How changes to the view animate. Behaviour only: the view is unchanged.
---@param animation any
---@param value? any
---@return View
function View:animation(animation, value) end

---How the view animates in and out. Behaviour only: the view is unchanged.
---@param transition any
---@return View
function View:transition(transition) end

---A menu shown on a long press or secondary click. Behaviour only: the view is unchanged.
---@param menu any
---@return View
function View:contextMenu(menu) end

---A sheet presented over the view. Behaviour only: the view is unchanged.
---@param ... any
---@return View
function View:sheet(...) end

---An alert presented over the view. Behaviour only: the view is unchanged.
---@param ... any
---@return View
function View:alert(...) end

---A popover presented from the view. Behaviour only: the view is unchanged.
---@param ... any
---@return View
function View:popover(...) end

---An action when a text field inside is submitted. Behaviour only: the view is unchanged.
---@param action function
---@return View
function View:onSubmit(action) end

---Pull to refresh. Behaviour only: the view is unchanged.
---@param action function
---@return View
function View:refreshable(action) end

---Actions revealed by swiping a list row. Behaviour only: the view is unchanged.
---@param ... any
---@return View
function View:swipeActions(...) end

---A keyboard shortcut for the view's action. Behaviour only: the view is unchanged.
---@param key string
---@param modifiers? any
---@return View
function View:keyboardShortcut(key, modifiers) end

---A tooltip. Behaviour only: the view is unchanged.
---@param text string
---@return View
function View:help(text) end

---How a text field inside capitalises. Behaviour only: the view is unchanged.
---@param style any
---@return View
function View:textInputAutocapitalization(style) end

---Whether a text field inside autocorrects. Behaviour only: the view is unchanged.
---@param disabled? boolean
---@return View
function View:autocorrectionDisabled(disabled) end

---The return key's label. Behaviour only: the view is unchanged.
---@param label any
---@return View
function View:submitLabel(label) end

---Which view has the keyboard focus. Behaviour only: the view is unchanged.
---@param binding any
---@param equals? any
---@return View
function View:focused(binding, equals) end

---Whether scroll indicators show (Plumb draws none). Behaviour only: the view is unchanged.
---@param visibility string
---@param axes? any
---@return View
function View:scrollIndicators(visibility, axes) end

---Whether the scroll view scrolls. Behaviour only: the view is unchanged.
---@param disabled? boolean
---@return View
function View:scrollDisabled(disabled) end

---How scrolling dismisses the keyboard. Behaviour only: the view is unchanged.
---@param mode string
---@return View
function View:scrollDismissesKeyboard(mode) end

---Extends the view into the safe area; Plumb's canvas is the safe area, with nothing beyond it. Behaviour only: the view is unchanged.
---@param regions? any
---@param edges? any
---@return View
function View:ignoresSafeArea(regions, edges) end

---Extends the view into the safe area; Plumb's canvas is the safe area, with nothing beyond it. Behaviour only: the view is unchanged.
---@param edges any
---@return View
function View:edgesIgnoringSafeArea(edges) end

---Whether the status bar shows (Plumb draws none). Behaviour only: the view is unchanged.
---@param hidden? boolean
---@return View
function View:statusBarHidden(hidden) end

---The label VoiceOver reads. Behaviour only: the view is unchanged.
---@param label string
---@return View
function View:accessibilityLabel(label) end

---What VoiceOver says the view does. Behaviour only: the view is unchanged.
---@param hint string
---@return View
function View:accessibilityHint(hint) end

---The view's identifier for UI tests. Behaviour only: the view is unchanged.
---@param identifier string
---@return View
function View:accessibilityIdentifier(identifier) end

---The value VoiceOver reads. Behaviour only: the view is unchanged.
---@param value string
---@return View
function View:accessibilityValue(value) end

---Whether VoiceOver skips the view. Behaviour only: the view is unchanged.
---@param hidden boolean
---@return View
function View:accessibilityHidden(hidden) end

---Accessibility traits (a button, a header, …). Behaviour only: the view is unchanged.
---@param traits any
---@return View
function View:accessibilityAddTraits(traits) end
