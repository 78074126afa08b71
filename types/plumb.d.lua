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
