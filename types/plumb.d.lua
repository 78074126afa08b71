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

---@param options? FrameOptions
---@return View
function View:frame(options) end

---@param edgesOrLength? number|Edge|Edge[]|{top?: number, leading?: number, bottom?: number, trailing?: number}
---@param length? number
---@return View
function View:padding(edgesOrLength, length) end

---@param axes? {horizontal?: boolean, vertical?: boolean}
---@return View
function View:fixedSize(axes) end

---@param priority number
---@return View
function View:layoutPriority(priority) end

---@param view View
---@param alignment? Align
---@return View
function View:overlay(view, alignment) end

---@param view View
---@param alignment? Align
---@return View
function View:background(view, alignment) end

---@param x number|{x?: number, y?: number}
---@param y? number
---@return View
function View:offset(x, y) end

---@param x number|{x?: number, y?: number}
---@param y? number
---@return View
function View:position(x, y) end

---@param guide HAlign|VAlign
---@param compute fun(d: ViewDimensions): number
---@return View
function View:alignmentGuide(guide, compute) end

---@param color ColorName|View
---@return View
function View:foregroundColor(color) end

---@param style TextStyle
---@return View
function View:font(style) end

---@param lines integer
---@return View
function View:lineLimit(lines) end

---@param name string
---@return View
function View:id(name) end

---@alias EnvironmentKey "horizontalSizeClass"|"verticalSizeClass"|"font"|"foregroundColor"|"lineLimit"
---@alias SizeClass "compact"|"regular"

---Sets an environment value for this view and everything inside it.
---@param key EnvironmentKey
---@param value string|integer
---@return View
function View:environment(key, value) end

---@return View
function Rectangle() end
---@param options number|{cornerRadius: number}
---@return View
function RoundedRectangle(options) end
---@return View
function Circle() end
---@return View
function Ellipse() end
---@return View
function Capsule() end
---@param text string|number
---@return View
function Text(text) end
---@param options? number|{minLength?: number}
---@return View
function Spacer(options) end
---@return View
function Divider() end
---@return View
function EmptyView() end

---@param content {alignment?: VAlign, spacing?: number, [integer]: View|View[]}
---@return View
function HStack(content) end
---@param content {alignment?: HAlign, spacing?: number, [integer]: View|View[]}
---@return View
function VStack(content) end
---@param content {alignment?: Align, [integer]: View|View[]}
---@return View
function ZStack(content) end
---@param content {axes?: "horizontal"|"vertical"|"both", [integer]: View|View[]}
---@return View
function ViewThatFits(content) end

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

---Content built from the size the reader is given; it takes all the space offered (10×10 ideal).
---@param content fun(proxy: GeometryProxy): View
---@return View
function GeometryReader(content) end

---Content built from the environment; it takes its content's place.
---@param content fun(env: Environment): View
---@return View
function EnvironmentReader(content) end

---The size `view` would choose for `proposal` (default: unspecified), in the current environment.
---@param view View
---@param proposal? ProposedSize
---@return Size
function measure(view, proposal) end

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

---@param options? {alignment?: VAlign, spacing?: number}
---@return LayoutValue
function HStackLayout(options) end
---@param options? {alignment?: HAlign, spacing?: number}
---@return LayoutValue
function VStackLayout(options) end
---@param options? {alignment?: Align}
---@return LayoutValue
function ZStackLayout(options) end
---@param layout LayoutValue
---@return LayoutValue
function AnyLayout(layout) end

---A container layout written in Lua (SwiftUI's Layout protocol).
---@param functions {name?: string, stackOrientation?: "horizontal"|"vertical", sizeThatFits: fun(proposal: ProposedSize, subviews: LayoutSubview[], cache: any): Size, placeSubviews: fun(bounds: Bounds, proposal: ProposedSize, subviews: LayoutSubview[], cache: any), explicitAlignment?: fun(guide: HorizontalAlignmentValue|VerticalAlignmentValue, bounds: Bounds, proposal: ProposedSize, subviews: LayoutSubview[], cache: any): number?, spacing?: fun(subviews: LayoutSubview[]): ViewSpacing, makeCache?: fun(subviews: LayoutSubview[]): any}
---@return LayoutValue
function Layout(functions) end

---@type {zero: ProposedSize, unspecified: ProposedSize, infinity: ProposedSize} | fun(width: number?, height: number?): ProposedSize
ProposedViewSize = {}

---@type table<ColorName, View> | fun(name: ColorName): View
Color = {}

---@type {leading: HorizontalAlignmentValue, center: HorizontalAlignmentValue, trailing: HorizontalAlignmentValue} | fun(name: string, default: fun(d: ViewDimensions): number): HorizontalAlignmentValue
HorizontalAlignment = {}

---@type {top: VerticalAlignmentValue, center: VerticalAlignmentValue, bottom: VerticalAlignmentValue, firstTextBaseline: VerticalAlignmentValue, lastTextBaseline: VerticalAlignmentValue} | fun(name: string, default: fun(d: ViewDimensions): number): VerticalAlignmentValue
VerticalAlignment = {}

---@type table<string, AlignmentValue> | fun(horizontal: HAlign, vertical: VAlign): AlignmentValue
Alignment = {}

---@type table<TextStyle, TextStyle>
Font = {}

---Views made by a function: ForEach(count, function(i) … end) (i from 1) or ForEach(list, function(item, i) … end).
---In a lazy stack each view is made only when it is needed.
---@param countOrList integer|any[]
---@param make fun(itemOrIndex: any, index?: integer): View
---@return View
function ForEach(countOrList, make) end

---@param content {header?: View|string, footer?: View|string, [integer]: View|View[]}
---@return View
function Section(content) end

---@alias PinnedViews "sectionHeaders"|"sectionFooters"|("sectionHeaders"|"sectionFooters")[]

---@param content {alignment?: HAlign, spacing?: number, pinnedViews?: PinnedViews, [integer]: View|View[]}
---@return View
function LazyVStack(content) end
---@param content {alignment?: VAlign, spacing?: number, pinnedViews?: PinnedViews, [integer]: View|View[]}
---@return View
function LazyHStack(content) end

---@param content {axes?: "vertical"|"horizontal"|"both"|("vertical"|"horizontal")[], contentOffset?: {x?: number, y?: number}, [integer]: View|View[]}
---@return View
function ScrollView(content) end

---An SF Symbol drawn as one character (unknown names as □).
---@param options string|{systemName: string}
---@return View
function Image(options) end

---@param title string
---@param options string|{systemImage: string}
---@return View
function Label(title, options) end

---@return View
function View:bold() end

---@class GridItemValue

---A lazy grid's column (row): GridItem() is flexible(); { fixed = 60 }, { flexible = { minimum =, maximum = } }, { adaptive = { minimum =, maximum = } }, with optional spacing (after it) and alignment.
---@param options? {fixed?: number, flexible?: {minimum?: number, maximum?: number}, adaptive?: {minimum: number, maximum?: number}, spacing?: number, alignment?: Align}
---@return GridItemValue
function GridItem(options) end

---@param content {columns: GridItemValue[], alignment?: HAlign, spacing?: number, pinnedViews?: PinnedViews, [integer]: View|View[]}
---@return View
function LazyVGrid(content) end
---@param content {rows: GridItemValue[], alignment?: VAlign, spacing?: number, pinnedViews?: PinnedViews, [integer]: View|View[]}
---@return View
function LazyHGrid(content) end
-- Grid (GridBindings.swift)

---@alias UnitPointName "zero"|"topLeading"|"top"|"topTrailing"|"leading"|"center"|"trailing"|"bottomLeading"|"bottom"|"bottomTrailing"
---@alias AxisName "horizontal"|"vertical"|"both"

---A row of grid cells: a list of views (outside a Grid its cells go to the parent, like a Group).
---@class GridRow
---@field [integer] View

---@param content {alignment?: VAlign, [integer]: View|View[]}
---@return GridRow
function GridRow(content) end
---Items are GridRows, views (each a row spanning every column) or lists of them.
---@param content {alignment?: Align, horizontalSpacing?: number, verticalSpacing?: number, [integer]: GridRow|View|(GridRow|View)[]}
---@return View
function Grid(content) end

---@param count integer the number of columns the cell spans (≥ 1)
---@return View
function View:gridCellColumns(count) end

---@param alignment HAlign the horizontal alignment of the cell's whole column
---@return View
function View:gridColumnAlignment(alignment) end

---@param anchor UnitPointName|{x: number, y: number}
---@return View
function View:gridCellAnchor(anchor) end

---@param axes AxisName|AxisName[] the axes along which the cell does not size its column or row
---@return View
function View:gridCellUnsizedAxes(axes) end
