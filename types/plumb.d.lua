---@meta
-- Plumb's Lua API, for editors with the Lua language server (LuaLS): completion, hover and type
-- checks while writing layout scripts. `.luarc.json` at the repository's root points LuaLS here;
-- in your own folder, add this file's folder to "workspace.library".

---@class View
local View = {}

---@alias HAlign "leading"|"center"|"trailing"|HorizontalAlignmentValue
---@alias VAlign "top"|"center"|"bottom"|"firstTextBaseline"|"lastTextBaseline"|VerticalAlignmentValue
---@alias Align "center"|"topLeading"|"top"|"topTrailing"|"leading"|"trailing"|"bottomLeading"|"bottom"|"bottomTrailing"|AlignmentValue
---@alias ColorName "red"|"orange"|"yellow"|"green"|"mint"|"teal"|"cyan"|"blue"|"indigo"|"purple"|"pink"|"brown"|"white"|"gray"|"grey"|"black"|"clear"|"primary"|"secondary"|"accentColor"
---@alias TextStyle "largeTitle"|"title"|"title2"|"title3"|"headline"|"body"|"callout"|"subheadline"|"footnote"|"caption"|"caption2"
---@alias Edge "all"|"horizontal"|"vertical"|"top"|"leading"|"bottom"|"trailing"

---@class HorizontalAlignmentValue
---@class VerticalAlignmentValue
---@class AlignmentValue

---@class ViewDimensions
---@field width number
---@field height number
---@field [HorizontalAlignmentValue|VerticalAlignmentValue] number

---@class FrameOptions
---@field width? number
---@field height? number
---@field minWidth? number
---@field idealWidth? number
---@field maxWidth? number  math.huge for .infinity
---@field minHeight? number
---@field idealHeight? number
---@field maxHeight? number
---@field alignment? Align

---@alias EnvironmentKey "horizontalSizeClass"|"verticalSizeClass"|"dynamicTypeSize"|"font"|"foregroundColor"|"lineLimit"
---@alias DynamicTypeSize "xSmall"|"small"|"medium"|"large"|"xLarge"|"xxLarge"|"xxxLarge"|"accessibility1"|"accessibility2"|"accessibility3"|"accessibility4"|"accessibility5"
---@alias SizeClass "compact"|"regular"

---@class Size
---@field width number
---@field height number

---A proposal: either side may be nil (unspecified: the view's ideal size); math.huge is infinity.
---@class ProposedSize
---@field width number?
---@field height number?

---@class GeometryProxy
---@field size Size

---What `EnvironmentReader` receives: a copy of the environment (unset keys are nil).
---@class Environment
---@field horizontalSizeClass SizeClass?
---@field verticalSizeClass SizeClass?
---@field font TextStyle?
---@field foregroundColor ColorName?
---@field lineLimit integer?
---@field dynamicTypeSize DynamicTypeSize?
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
---@param placement {x: number, y: number, anchor?: string|{x: number, y: number}, proposal?: ProposedSize}
function LayoutSubview:place(placement) end

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

---A layout value: call it with a table of views to make a container.
---@class LayoutValue
---@overload fun(content: View[]): View

---@alias PinnedViews "sectionHeaders"|"sectionFooters"|("sectionHeaders"|"sectionFooters")[]

---@class GridItemValue

---@alias UnitPointName "zero"|"topLeading"|"top"|"topTrailing"|"leading"|"center"|"trailing"|"bottomLeading"|"bottom"|"bottomTrailing"
---@alias AxisName "horizontal"|"vertical"|"both"

---A row of grid cells: a list of views (outside a Grid its cells go to the parent, like a Group).
---@class GridRow
---@field [integer] View

-- Drawing modifiers (DrawingBindings.swift)

---A colour: a name, a hex colour ("#FF8800", "#f80", "#ff880080") or a Color view
---(`Color.red`, `Color(1, 0.5, 0)`, `Color.red:opacity(0.5)`).
---@alias ShapeStyle ColorName|string|View
---@alias FontWeight "ultraLight"|"thin"|"light"|"regular"|"medium"|"semibold"|"bold"|"heavy"|"black"
---@alias LinePattern "solid"|"dot"|"dash"|"dashDot"|"dashDotDot"
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

---@alias UIStackDistribution "fill"|"fillEqually"|"fillProportionally"|"equalSpacing"|"equalCentering"
---@alias UIStackAlignment "fill"|"leading"|"top"|"center"|"trailing"|"bottom"|"firstBaseline"|"lastBaseline"
---@class UIPriorities
---@field horizontal? number
---@field vertical? number
---@class UIConstraint
---@field attribute "width"|"height"
---@field relation? "equal"|"lessThanOrEqual"|"greaterThanOrEqual"
---@field constant number
---@field priority? number

-- Made from the registry (Sources/PlumbLua/ScriptAPI.swift) by `PLUMB_UPDATE_GOLDENS=1 swift test --filter ScriptAPITests`: edit the registry, not this part.

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
---@param content {axes?: "horizontal"|"vertical"|"both", [integer]: View|View[]}
---@return View
function ViewThatFits(content) end

---A fixed frame (width, height) or a flexible one (min/ideal/max), with an alignment.
---@param options? FrameOptions
---@return View
function View:frame(options) end

---Space around the view: 16 by default, on all or some edges.
---@param edgesOrLength? number|Edge|Edge[]|{top?: number, leading?: number, bottom?: number, trailing?: number}
---@param length? number
---@return View
function View:padding(edgesOrLength, length) end

---Offers the view nothing (its ideal size) on the fixed axes.
---@param axes? {horizontal?: boolean, vertical?: boolean}
---@return View
function View:fixedSize(axes) end

---The order in which a stack offers its children space (higher first).
---@param priority number
---@return View
function View:layoutPriority(priority) end

---A view drawn over this one, offered this one's size.
---@param view View
---@param alignment? Align
---@return View
function View:overlay(view, alignment) end

---A view drawn behind this one, offered this one's size.
---@param view View
---@param alignment? Align
---@return View
function View:background(view, alignment) end

---Draws the view moved; its frame in the parent stays where it was.
---@param x number|{x?: number, y?: number}
---@param y? number
---@return View
function View:offset(x, y) end

---Centres the view at a point of a frame that takes all the space offered.
---@param x number|{x?: number, y?: number}
---@param y? number
---@return View
function View:position(x, y) end

---Sets where one of the view's alignment guides lies.
---@param guide HAlign|VAlign
---@param compute number|fun(d: ViewDimensions): number
---@return View
function View:alignmentGuide(guide, compute) end

---The colour of text and shapes inside.
---@param color ColorName|View
---@return View
function View:foregroundColor(color) end

---The colour of text and shapes inside (SwiftUI's newer name for foregroundColor).
---@param color ColorName|View
---@return View
function View:foregroundStyle(color) end

---The text style of text inside.
---@param style TextStyle
---@return View
function View:font(style) end

---At most this many lines for text inside.
---@param lines integer
---@return View
function View:lineLimit(lines) end

---Text inside drawn bold.
---@return View
function View:bold() end

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

---Text styles by name: `Font.title`.
---@type table<TextStyle, TextStyle>
Font = {}

---Content made from the size the reader is given; it takes all the space offered.
---@param content fun(proxy: GeometryProxy): View
---@return View
function GeometryReader(content) end

---Content made from the environment; it takes its content's place.
---@param content fun(env: Environment): View
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
---@param functions {name?: string, stackOrientation?: "horizontal"|"vertical", sizeThatFits: fun(proposal: ProposedSize, subviews: LayoutSubview[], cache: any): Size, placeSubviews: fun(bounds: Bounds, proposal: ProposedSize, subviews: LayoutSubview[], cache: any), explicitAlignment?: fun(guide: HorizontalAlignmentValue|VerticalAlignmentValue, bounds: Bounds, proposal: ProposedSize, subviews: LayoutSubview[], cache: any): number?, spacing?: fun(subviews: LayoutSubview[]): ViewSpacing, makeCache?: fun(subviews: LayoutSubview[]): any}
---@return LayoutValue
function Layout(functions) end

---Proposals: `.zero`, `.unspecified`, `.infinity`, or a width and height.
---@type {zero: ProposedSize, unspecified: ProposedSize, infinity: ProposedSize} | fun(width: number?, height: number?): ProposedSize
ProposedViewSize = {}

---Views made by a function, one per index (from 1) or per item; made lazily in a lazy stack.
---@param countOrList integer|any[]
---@param make fun(itemOrIndex: any, index?: integer): View
---@return View
function ForEach(countOrList, make) end

---A header, views and a footer; a lazy stack can pin the header.
---@param content {header?: View|string, footer?: View|string, [integer]: View|View[]}
---@return View
function Section(content) end

---Content seen through the scroll view's frame, scrolled by `contentOffset` or `--scroll`.
---@param content {axes?: "vertical"|"horizontal"|"both"|("vertical"|"horizontal")[], contentOffset?: {x?: number, y?: number}, [integer]: View|View[]}
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

---A lazy grid's column (or row): flexible, fixed or adaptive.
---@param options? {fixed?: number, flexible?: {minimum?: number, maximum?: number}, adaptive?: {minimum: number, maximum?: number}, spacing?: number, alignment?: Align}
---@return GridItemValue
function GridItem(options) end

---Rows of cells in the given columns, made only when on screen.
---@param content {columns: GridItemValue[], alignment?: HAlign, spacing?: number, pinnedViews?: PinnedViews, [integer]: View|View[]}
---@return View
function LazyVGrid(content) end

---Columns of cells in the given rows, made only when on screen.
---@param content {rows: GridItemValue[], alignment?: VAlign, spacing?: number, pinnedViews?: PinnedViews, [integer]: View|View[]}
---@return View
function LazyHGrid(content) end

---An SF Symbol drawn as one character (unknown names as □).
---@param options string|{systemName: string}
---@return View
function Image(options) end

---An icon and a title side by side.
---@param title string
---@param options string|{systemImage: string}
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

---UIKit's stack view with its distributions and alignments.
---@param content {axis?: "horizontal"|"vertical", distribution?: UIStackDistribution, alignment?: UIStackAlignment, spacing?: number, isLayoutMarginsRelativeArrangement?: boolean, layoutMargins?: {top?: number, left?: number, bottom?: number, right?: number}, isBaselineRelativeArrangement?: boolean, constraints?: UIConstraint[], [integer]: View|View[]}
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
---@param options? {antialiased?: boolean}
---@return View
function View:clipped(options) end

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

---A Gaussian blur of the drawing (the terminal draws the view sharp).
---@param radius number|{radius: number, opaque?: boolean}
---@return View
function View:blur(radius) end

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

---The weight of text inside (cells are monospaced: the width stays).
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
