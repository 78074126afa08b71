import PlumbLayout
import PlumbRender
import PlumbScriptAPI
import Testing

@testable import PlumbLua

/// SwiftUI's drawing modifiers and colours, from Lua: none moves a frame, each is kept as the
/// view's decoration, and wrong arguments are clear errors.
@Suite("Drawing modifiers from Lua")
struct DrawingBindingsTests {
    func layout(
        _ source: String, width: Double? = 400, height: Double? = 400, text: TextMeasurement = .cells
    ) throws -> LayoutResult {
        let script = try PlumbScript()
        let view = try script.run(source: source, chunkName: "test.lua")
        let engine = LayoutEngine(textMetrics: TextMetrics(measurement: text))
        return script.withLayoutPass { engine.layout(view, canvas: ProposedSize(width: width, height: height)) }
    }

    func error(_ source: String) -> String {
        do {
            let script = try PlumbScript()
            _ = try script.run(source: source, chunkName: "test.lua")
            return "no error"
        } catch {
            return error.message
        }
    }

    /// One call of every name whose registry entry says it only draws, and whether it needs a
    /// shape to apply to. A drawing entry without a sample fails `noDrawingModifierMovesAFrame`,
    /// unless the registry declares its parameters: then its example call is the sample.
    static let samples: [String: (call: String, needsShape: Bool)] = [
        "border": (":border(Color.gray)", false),
        "listRowSeparator": (":listRowSeparator(\"hidden\")", false),
        "listRowBackground": (":listRowBackground(Color.yellow)", false),
        "zIndex": (":zIndex(2)", false),
        "fill": (":fill(Color.red)", true),
        "stroke": (":stroke(Color.blue, { lineWidth = 6 })", true),
        "strokeBorder": (":strokeBorder(\"green\", 4)", true),
        "cornerRadius": (":cornerRadius(8)", false),
        "clipShape": (":clipShape(Circle())", false),
        "clipped": (":clipped()", false),
        "opacity": (":opacity(0.5)", false),
        "shadow": (":shadow { radius = 4, x = 3, y = 3 }", false),
        "hidden": (":hidden()", false),
        "tint": (":tint(Color.red)", false),
        "mask": (":mask(Circle():frame { width = 500, height = 500 })", false),
        "blur": (":blur(3)", false),
        "rotationEffect": (":rotationEffect(45)", false),
        "scaleEffect": (":scaleEffect(3)", false),
        "italic": (":italic()", false),
        "underline": (":underline()", false),
        "strikethrough": (":strikethrough { pattern = \"dash\" }", false),
        "foregroundColor": (":foregroundColor(\"red\")", false),
        "foregroundStyle": (":foregroundStyle(Color(1, 0.5, 0))", false),
        "multilineTextAlignment": (":multilineTextAlignment(\"trailing\")", false),
    ]

    static var drawingNames: [String] {
        ScriptAPI.entries.filter { $0.kind == .modifier && $0.effect == .drawing }.map(\.name)
    }

    /// Views inside stacks, frames, padding and a ZStack, each labelled; `m` applies the modifier.
    static func scene(base: String, modifier: String, needsShape: Bool) -> String {
        """
        local function m(v) return v\(modifier) end
        local long = "A fairly long text that has to wrap somewhere"
        return VStack { alignment = "leading", spacing = 6,
          HStack { Text(long):id("a"), m(\(base)):layoutPriority(1):id("t1"), Text("end"):id("e") },
          VStack { alignment = "trailing", m(\(base)):padding(4):id("t2"), Text("below"):id("b") },
          ZStack { Color.red:id("c"), m(\(base)):frame { width = 60 }:id("t3") },
          HStack { m(\(base)):id("t4"), Spacer():id("s4") }:frame { height = 30 },
          \(needsShape ? "" : """
          m(HStack { \(base), Text("x"):id("x") }):id("t5"),
          HStack { Text(long):id("a6"), m(\(base):layoutPriority(1)):id("t6") },
          """)
        }
        """
    }

    static func framesByID(_ view: PlacedView, into frames: inout [String: Rect]) {
        if let id = view.id { frames[id] = view.frame }
        for child in view.children { framesByID(child, into: &frames) }
    }

    @Test(arguments: drawingNames)
    func noDrawingModifierMovesAFrame(_ name: String) throws {
        // A modifier declared by its parameters is called as its declaration's example.
        let declared = ScriptAPI.entry(named: name, kind: .modifier).flatMap { entry in
            entry.parameters.map { _ in (call: ":" + entry.exampleCall, needsShape: false) }
        }
        guard let sample = Self.samples[name] ?? declared else {
            Issue.record("\(name) draws only, but has no sample call here: add one to DrawingBindingsTests.samples")
            return
        }
        let base = sample.needsShape ? "Rectangle()" : "Text(\"Some words here\")"
        var plain: [String: Rect] = [:]
        var modified: [String: Rect] = [:]
        for text in TextMeasurement.allCases {
            for width in [300.0, 700.0] {
                plain = [:]
                modified = [:]
                let without = try layout(
                    Self.scene(base: base, modifier: "", needsShape: sample.needsShape), width: width, text: text)
                let with = try layout(
                    Self.scene(base: base, modifier: sample.call, needsShape: sample.needsShape), width: width,
                    text: text)
                Self.framesByID(without.root, into: &plain)
                Self.framesByID(with.root, into: &modified)
                #expect(plain.count >= (sample.needsShape ? 9 : 12), "\(plain.keys.sorted())")
                #expect(modified == plain, "\(name) at width \(width), text in \(text)")
            }
        }
    }

    /// The weight is measured with text in points (a heavier text is wider, as SwiftUI's is) and
    /// not with text in cells, where every character is one cell: so `bold` and `fontWeight`
    /// are layout modifiers, not drawing ones.
    @Test(arguments: [":bold()", ":fontWeight(\"black\")"])
    func theWeightIsMeasuredWithTextInPoints(_ modifier: String) throws {
        func width(_ source: String, _ text: TextMeasurement) throws -> Double {
            try #require(layout("return " + source + ":id(\"t\")", text: text).frame("t")).width
        }
        let plain = "Text(\"Some words here\")"
        #expect(try width(plain + modifier, .points) > width(plain, .points))
        #expect(try width(plain + modifier, .cells) == width(plain, .cells))
        #expect(try width(plain + ":bold(false)", .points) == width(plain, .points))
    }

    /// A stack still offers space by priority through drawing modifiers (they add no layout node;
    /// a mask passes its view's priority through).
    @Test(arguments: ["border(Color.gray)", "opacity(0.5)", "mask(Rectangle())", "hidden()", "shadow(2)"])
    func layoutPriorityShowsThroughDrawingModifiers(_ modifier: String) throws {
        func frames(_ first: String) throws -> [Rect?] {
            let result = try layout(
                """
                local long = "A fairly long text that has to wrap somewhere"
                return HStack { Text(long)\(first):id("first"), Text(long):id("second") }
                """, width: 300)
            return [result.frame("first"), result.frame("second")]
        }
        let modified = try frames(":layoutPriority(1):\(modifier)")
        #expect(modified == (try frames(":layoutPriority(1)")))
        #expect(modified != (try frames("")))
    }

    @Test func decorationsAreKeptInOrderOnTheView() throws {
        let result = try layout(
            """
            return Rectangle():fill("red"):opacity(0.5):border(Color.blue, { width = 2 }):id("r")
            """)
        let view = try #require(result.root.find("r"))
        #expect(view.decorations == [.fill("red"), .opacity(0.5), .border("blue", width: 2)])
        #expect(result.root.children.isEmpty)
    }

    @Test func spellingsGiveTheSameDecorations() throws {
        func decorations(_ call: String) throws -> [Decoration] {
            try layout("return Circle()\(call):id(\"v\")").root.find("v")?.decorations ?? []
        }
        #expect(try decorations(":stroke(Color.blue, 2)") == decorations(":stroke(\"blue\", { lineWidth = 2 })"))
        #expect(try decorations(":stroke { lineWidth = 3 }") == [.stroke(nil, lineWidth: 3, isInset: false)])
        #expect(try decorations(":strokeBorder()") == [.stroke(nil, lineWidth: 1, isInset: true)])
        #expect(try decorations(":border(Color.gray)") == [.border("gray", width: 1)])
        #expect(try decorations(":cornerRadius(8)") == [.clip(.roundedRectangle(cornerRadius: 8))])
        #expect(
            try decorations(":clipShape(RoundedRectangle { cornerRadius = 8 })")
                == [.clip(.roundedRectangle(cornerRadius: 8))])
        #expect(try decorations(":clipped()") == [.clip(.rectangle)])
        #expect(try decorations(":shadow(4)") == [.shadow(Shadow(radius: 4))])
        #expect(
            try decorations(":shadow { color = \"red\", radius = 2, x = 1, y = -1 }")
                == [.shadow(Shadow(color: "red", radius: 2, x: 1, y: -1))])
        #expect(try decorations(":rotationEffect(90)") == decorations(":rotationEffect { radians = math.pi / 2 }"))
        #expect(
            try decorations(":rotationEffect(45, { anchor = \"topLeading\" })")
                == [.rotation(degrees: 45, anchor: UnitPoint(x: 0, y: 0))])
        #expect(try decorations(":scaleEffect(1.5)") == [.scale(x: 1.5, y: 1.5, anchor: .center)])
        #expect(
            try decorations(":scaleEffect { x = 2, anchor = { x = 1, y = 0 } }")
                == [.scale(x: 2, y: 1, anchor: UnitPoint(x: 1, y: 0))])
        #expect(try decorations(":blur { radius = 2 }") == [.blur(radius: 2)])
        // Opacity is clamped to 0…1, as SwiftUI draws it.
        #expect(try decorations(":opacity(2)") == [.opacity(1)])
        #expect(try decorations(":opacity(-1)") == [.opacity(0)])
        // contentShape is hit testing only: nothing to keep.
        #expect(try decorations(":contentShape(Rectangle())") == [])
    }

    @Test func colours() throws {
        func color(_ expression: String) throws -> String? {
            guard case .color(let name) = try layout("return \(expression)").root.content else { return nil }
            return name
        }
        #expect(try color("Color(1, 0.5, 0)") == "#ff8000")
        #expect(try color("Color(1, 0.5, 0, 0.5)") == "#ff800080")
        #expect(try color("Color { red = 0, green = 0, blue = 1 }") == "#0000ff")
        #expect(try color("Color { white = 0.5 }") == "#808080")
        #expect(try color("Color { white = 0, opacity = 0.25 }") == "#00000040")
        #expect(try color("Color(\"#FF8800\")") == "#ff8800")
        #expect(try color("Color(\"#f80\")") == "#ff8800")
        #expect(try color("Color(\"#ff880080\")") == "#ff880080")
        #expect(try color("Color.accentColor") == "accentColor")
        // Components outside 0…1 are clamped (SwiftUI's extended range, as a screen shows it).
        #expect(try color("Color(2, -1, 0.5)") == "#ff0080")
        // A Color with an opacity, used as a colour, is that colour at that opacity.
        let bordered = try layout("return Text(\"a\"):border(Color.red:opacity(0.5))").root
        #expect(bordered.decorations == [.border("#ff3b3080", width: 1)])
        // As a view it stays the named colour, drawn at that opacity.
        let view = try layout("return Color.red:opacity(0.5)").root
        #expect(view.content == .color("red") && view.decorations == [.opacity(0.5)])
        let text = try layout("return Text(\"a\"):foregroundColor(\"#00FF00\")").root
        #expect(text.foregroundColor == "#00ff00")
        let environment = try layout("return Text(\"a\"):environment(\"foregroundColor\", Color(0, 0, 1))").root
        #expect(environment.foregroundColor == "#0000ff")
    }

    @Test func textStylesAreInheritedAndTheInnermostWins() throws {
        let result = try layout(
            """
            return VStack {
              Text("a"):id("a"),
              Text("b"):fontWeight("light"):underline(false):id("b"),
            }:italic():fontWeight("semibold"):underline { color = "red", pattern = "dot" }:strikethrough()
            """)
        let a = try #require(result.root.find("a")).textAttributes
        let b = try #require(result.root.find("b")).textAttributes
        let underline = TextLine(pattern: .dot, color: "red")
        #expect(
            a == TextAttributes(isItalic: true, weight: .semibold, underline: underline, strikethrough: TextLine()))
        #expect(b == TextAttributes(isItalic: true, weight: .light, underline: nil, strikethrough: TextLine()))
        // Cells are monospaced: weight never changes a width.
        #expect(result.frame("a")?.width == 8 && result.frame("b")?.width == 8)
    }

    @Test func aMaskIsLaidOutLikeAnOverlay() throws {
        let result = try layout(
            """
            return Color.blue:frame { width = 100, height = 60 }:id("v")
              :mask { alignment = "topLeading", Circle():frame { width = 40, height = 40 }:id("m") }:id("masked")
            """)
        #expect(result.frame("masked") == result.frame("v"))
        let v = try #require(result.frame("v"))
        let m = try #require(result.frame("m"))
        #expect(m.minX == v.minX && m.minY == v.minY && m.width == 40)
        #expect(result.root.decorations == [.mask])
    }

    @Test(arguments: [
        ("return Text(\"a\"):border()", "border: expected a colour, as border(Color.gray) or border(\"red\", 2)"),
        ("return Text(\"a\"):border(\"bleu\")", "border: unknown colour 'bleu' (did you mean 'blue'?)"),
        ("return Text(\"a\"):border(\"red\", -2)", "border: width must be a finite number ≥ 0, got -2"),
        ("return Text(\"a\"):border(\"red\", { widht = 2 })", "unknown option 'widht' (did you mean 'width'?)"),
        (
            "return Text(\"a\"):fill(\"red\")",
            "fill: only a shape (Rectangle, RoundedRectangle, Circle, Ellipse, Capsule) can be filled, got Text"
        ),
        ("return Circle():frame { width = 5 }:stroke()", "stroke: only a shape"),
        ("return Circle():opacity(0.5):fill()", "got a shape with opacity (fill and stroke come first)"),
        ("return Color.red:fill()", "got a Color (use it as the colour"),
        ("return Circle():stroke(\"red\", 0/0)", "stroke: lineWidth must be a finite number ≥ 0"),
        ("return Text(\"a\"):cornerRadius(-1)", "cornerRadius: radius must be a finite number ≥ 0, got -1"),
        ("return Text(\"a\"):cornerRadius()", "cornerRadius: expected a radius"),
        ("return Text(\"a\"):clipShape(Text(\"b\"))", "clipShape: expected a shape such as Circle()"),
        ("return Text(\"a\"):clipped(1)", "clipped: antialiased must be true or false, got number"),
        ("return Text(\"a\"):opacity(\"half\")", "opacity: opacity must be a number, got string"),
        ("return Text(\"a\"):opacity(0/0)", "opacity: opacity must be a number from 0 to 1"),
        ("return Text(\"a\"):shadow()", "shadow: expected a radius or a table"),
        ("return Text(\"a\"):shadow { color = \"red\" }", "shadow: radius is missing"),
        ("return Text(\"a\"):shadow { radius = -1 }", "shadow: radius must be a finite number ≥ 0"),
        ("return Text(\"a\"):shadow { radius = 1, blur = 2 }", "unknown option 'blur'"),
        ("return Text(\"a\"):hidden(true)", "hidden: takes no arguments here"),
        ("return Text(\"a\"):tint(3)", "tint: expected a colour name such as \"green\""),
        ("return Text(\"a\"):mask()", "mask: expected a view, as mask(Circle())"),
        ("return Text(\"a\"):blur(-1)", "blur: radius must be a finite number ≥ 0"),
        ("return Text(\"a\"):rotationEffect(\"45\")", "rotationEffect: expected an angle in degrees"),
        ("return Text(\"a\"):rotationEffect { degrees = 1, radians = 2 }", "give the angle once"),
        ("return Text(\"a\"):rotationEffect { anchor = \"top\" }", "the angle is missing"),
        ("return Text(\"a\"):rotationEffect(1/0)", "rotationEffect: angle must be a finite number"),
        ("return Text(\"a\"):rotationEffect(45, { anchor = \"middle\" })", "unknown unit point 'middle'"),
        ("return Text(\"a\"):scaleEffect { x = 0/0 }", "scaleEffect: x must be a finite number"),
        ("return Text(\"a\"):scaleEffect(true)", "scaleEffect: expected a scale"),
        ("return Text(\"a\"):italic(1)", "italic: isActive must be true or false, got number"),
        (
            "return Text(\"a\"):fontWeight(\"semibol\")",
            "fontWeight: unknown font weight 'semibol' (did you mean 'semibold'?)"
        ),
        ("return Text(\"a\"):fontWeight(700)", "fontWeight: weight must be a font weight (ultraLight, thin, light"),
        ("return Text(\"a\"):underline { pattern = \"dahs\" }", "unknown pattern 'dahs' (did you mean 'dash'?)"),
        ("return Text(\"a\"):strikethrough(\"yes\")", "strikethrough: expected true or false (isActive)"),
        ("return Text(\"a\"):contentShape(3)", "contentShape: expected a shape"),
        ("return Color(1, 0.5)", "Color: expected red, green and blue from 0 to 1, as Color(1, 0.5, 0), got 2 numbers"),
        ("return Color { red = 1, white = 1 }", "Color: give white or red, green and blue, not both"),
        ("return Color { red = 0/0 }", "Color: a colour component must be a number from 0 to 1"),
        ("return Color { rde = 1 }", "unknown option 'rde' (did you mean 'red'?)"),
        ("return Color(\"#12345\")", "Color: unknown colour '#12345'"),
        ("return Color(true)", "Color: expected a colour name such as \"red\", a hex colour"),
        (
            "return Text(\"a\"):foregroundColor(Color.red:border(\"blue\"))",
            "expected a colour, got a Color with border"
        ),
        ("return Text(\"a\"):bordr(\"red\")", "unknown modifier 'bordr' (did you mean 'border'?)"),
    ])
    func badInputIsAClearError(source: String, expected: String) {
        let message = error(source)
        #expect(message.contains(expected), "\(message)")
        #expect(message.hasPrefix("test.lua:1:"), "\(message)")
    }
}
