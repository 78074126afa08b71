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

---@alias EnvironmentKey "horizontalSizeClass"|"verticalSizeClass"|"dynamicTypeSize"|"font"|"foregroundColor"|"lineLimit"|"controlSize"
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

-- Controls (ControlBindings.swift). A binding is given as its value (`isOn = true`); actions and
-- setters are accepted and never run.

---@alias ButtonStyleName "automatic"|"borderless"|"plain"|"bordered"|"borderedProminent"
---A button style written in Lua: `ButtonStyle { makeBody = function(configuration) … end }`.
---@class ButtonStyleValue
---What a ButtonStyle's makeBody receives.
---@class ButtonStyleConfiguration
---@field label View
---@field isPressed boolean always false: Plumb draws buttons at rest
---@field role? "destructive"|"cancel"
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

---Colours as views that fill the space offered: `Color.red`, `Color("red")`.
---@type table<ColorName, View> | fun(name: ColorName): View
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
---@param options? ToggleOptions|View
---@return View
function Toggle(title, options) end

---A 20×20 spinner, or with a value a 4-point bar that fills the width.
---@param title? string|ProgressOptions
---@param options? ProgressOptions
---@return View
function ProgressView(title, options) end

---A text field: the whole width, one line high (34.33 with a rounded border).
---@param placeholder string|TextFieldOptions
---@param options? TextFieldOptions
---@return View
function TextField(placeholder, options) end

---A text field that shows dots for its text.
---@param placeholder string|TextFieldOptions
---@param options? TextFieldOptions
---@return View
function SecureField(placeholder, options) end

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
---@param size "mini"|"small"|"regular"|"large"
---@return View
function View:controlSize(size) end

---Which parts of the Labels inside are shown.
---@param style "automatic"|"titleAndIcon"|"iconOnly"|"titleOnly"
---@return View
function View:labelStyle(style) end

---Controls inside show no label (a Toggle is its switch).
---@return View
function View:labelsHidden() end

---A switch (iOS's default), or a button that is prominent when on.
---@param style "automatic"|"switch"|"button"
---@return View
function View:toggleStyle(style) end

---Plain fields, or fields inset by 7 in a rounded rectangle.
---@param style "automatic"|"plain"|"roundedBorder"
---@return View
function View:textFieldStyle(style) end

---The style of pickers inside (the menu, iOS's default).
---@param style "automatic"|"menu"
---@return View
function View:pickerStyle(style) end

---A bar or a spinner, whatever the value.
---@param style "automatic"|"linear"|"circular"
---@return View
function View:progressViewStyle(style) end

---Inset cards (iOS's default) or rows across the whole width.
---@param style "automatic"|"insetGrouped"|"plain"
---@return View
function View:listStyle(style) end

---The shape behind bordered buttons inside (automatic: a rounded rectangle for the control size).
---@param shape "automatic"|"capsule"|"circle"|"roundedRectangle"
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

---The title the enclosing NavigationStack shows.
---@param title string
---@return View
function View:navigationTitle(title) end

---A large title (the root's automatic mode) or an inline one.
---@param mode "automatic"|"inline"|"large"
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
