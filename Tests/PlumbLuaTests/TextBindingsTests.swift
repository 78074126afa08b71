import PlumbLayout
import Testing

@testable import PlumbLua

/// Text options, fonts, images, aspect ratios and geometry values from Lua (TextBindings), and
/// every SwiftUI spelling of padding, frame and offset.
@Suite("Text, images and geometry values from Lua")
struct TextBindingsTests {
    func layout(_ source: String, width: Double? = 400, height: Double? = 300) throws -> (LayoutResult, PlumbScript) {
        try layOutScript(source, chunkName: "text.lua", width: width, height: height)
    }

    func frame(_ source: String, _ id: String = "v", width: Double? = 400, height: Double? = 300) throws -> Rect? {
        try layout(source, width: width, height: height).0.frame(id)
    }

    /// What `tostring` gives for the values of `expression`, joined with " | ".
    func printed(_ expression: String) throws -> String {
        let (result, _) = try layout(
            """
            local values = table.pack(\(expression))
            local parts = {}
            for i = 1, values.n do parts[i] = tostring(values[i]) end
            return Text(table.concat(parts, " | ")):id("out")
            """, width: nil, height: nil)
        guard case .text(let lines, _)? = result.root.find("out")?.content else { return "" }
        return lines.joined(separator: "\n")
    }

    // MARK: Geometry values

    @Test func geometryValuesAreTablesWithTheirFields() throws {
        #expect(try printed("CGSize(100, 50)") == "CGSize(width: 100, height: 50)")
        #expect(try printed("CGSize { width = 1.5 }") == "CGSize(width: 1.5, height: 0)")
        #expect(try printed("CGPoint(3, 4).y, CGPoint.zero") == "4 | CGPoint(x: 0, y: 0)")
        #expect(try printed("CGRect(0, 0, 10, 20).height") == "20")
        #expect(try printed("EdgeInsets { top = 8 }") == "EdgeInsets(top: 8, leading: 0, bottom: 0, trailing: 0)")
        #expect(try printed("EdgeInsets(1, 2, 3, 4).trailing, EdgeInsets().top") == "4 | 0")
        #expect(try printed("UnitPoint.topTrailing") == "UnitPoint(x: 1, y: 0)")
        #expect(
            try printed("CGSize(1, 2) == CGSize { width = 1, height = 2 }, CGSize(1, 2) == CGSize(2, 1)")
                == "true | false")
        #expect(try printed("CGSize(math.huge, 1)") == "CGSize(width: math.huge, height: 1)")
        // .zero is a new value each time: changing one changes no other.
        #expect(try printed("(function() local z = CGSize.zero; z.width = 5; return CGSize.zero.width end)()") == "0")
    }

    @Test func geometryValuesGoWhereSwiftUITakesThem() throws {
        let offset = try frame("return Rectangle():id('v'):frame { width = 20, height = 20 }:offset(CGSize(10, 5))")
        #expect(offset == Rect(x: 200, y: 145, width: 20, height: 20))
        let position = try frame(
            "return Rectangle():id('v'):frame { width = 20, height = 20 }:position(CGPoint(50, 20))")
        #expect(position == Rect(x: 40, y: 10, width: 20, height: 20))
        let padded = try layout(
            "return Rectangle():id('v'):frame { width = 20, height = 20 }:padding(EdgeInsets { top = 8, leading = 4 }):id('p')"
        ).0
        #expect(padded.frame("p")?.size == Size(width: 24, height: 28))
        let ratio = try frame("return Rectangle():id('v'):aspectRatio(CGSize(4, 3), 'fit')")
        #expect(ratio?.size == Size(width: 400, height: 300))
        let anchored = try layout(
            "return Grid { GridRow { Color.red:frame { width = 40, height = 40 }, Text('x'):id('v'):gridCellAnchor(UnitPoint.topLeading) } }"
        ).0
        #expect(anchored.frame("v")?.minY == anchored.root.frame.minY)
        let measured = try printed("measure(Text('Hello'), CGSize(24, 100)).height")
        #expect(measured == "32.0" || measured == "32")
    }

    // MARK: padding, frame and offset spellings

    @Test(arguments: [
        ("padding()", Size(width: 52, height: 52)),
        ("padding(8)", Size(width: 36, height: 36)),
        ("padding('horizontal')", Size(width: 52, height: 20)),
        ("padding('vertical', 4)", Size(width: 20, height: 28)),
        ("padding({ 'top', 'leading' }, 8)", Size(width: 28, height: 28)),
        ("padding { top = 4, trailing = 2 }", Size(width: 22, height: 24)),
        ("padding(EdgeInsets(1, 2, 3, 4))", Size(width: 26, height: 24)),
        ("padding(EdgeInsets { bottom = 10 })", Size(width: 20, height: 30)),
    ])
    func everyPaddingSpelling(_ modifier: String, _ expected: Size) throws {
        let size = try frame("return Rectangle():frame { width = 20, height = 20 }:\(modifier):id('v')")?.size
        #expect(size == expected)
    }

    @Test(arguments: [
        ("frame { width = 100, height = 50 }", Size(width: 100, height: 50)),
        ("frame(100, 50)", Size(width: 100, height: 50)),
        ("frame(100)", Size(width: 100, height: 300)),
        ("frame(nil, 50)", Size(width: 400, height: 50)),
        ("frame(100, 50, 'topLeading')", Size(width: 100, height: 50)),
        ("frame { maxWidth = math.huge, minHeight = 20 }", Size(width: 400, height: 300)),
    ])
    func frameSpellings(_ modifier: String, _ expected: Size) throws {
        #expect(try frame("return Rectangle():\(modifier):id('v')")?.size == expected)
    }

    @Test(arguments: [
        ("offset { x = 10, y = 5 }", Point(x: 10, y: 5)),
        ("offset(10, 5)", Point(x: 10, y: 5)),
        ("offset(10)", Point(x: 10, y: 0)),
        ("offset { y = 10 }", Point(x: 0, y: 10)),
        ("offset(CGSize(10, 5))", Point(x: 10, y: 5)),
        ("offset { width = -3 }", Point(x: -3, y: 0)),
        ("offset()", Point(x: 0, y: 0)),
    ])
    func offsetSpellings(_ modifier: String, _ expected: Point) throws {
        let moved = try frame("return Rectangle():id('v'):frame { width = 20, height = 20 }:\(modifier)")
        #expect(moved?.origin == Point(x: 190 + expected.x, y: 140 + expected.y))
    }

    // MARK: Fonts

    @Test func fontsBySizeStyleAndName() throws {
        #expect(try frame("return Text('Hi'):id('v'):font(Font.system(24))")?.size == Size(width: 32, height: 48))
        #expect(
            try frame("return Text('Hi'):id('v'):font(Font.system { size = 40, weight = 'bold' })")?.size
                == Size(width: 48, height: 64))
        #expect(
            try frame("return Text('Hi'):id('v'):font(Font.system('title', 'rounded'))")?.size
                == Size(width: 32, height: 48))
        #expect(
            try frame("return Text('Hi'):id('v'):font(Font.custom('Menlo', 17))")?.size == Size(width: 16, height: 16))
        #expect(try frame("return Text('Hi'):id('v'):font(Font.title)")?.size == Size(width: 32, height: 48))
        #expect(try frame("return Text('Hi'):id('v'):font('title')")?.size == Size(width: 32, height: 48))
        let (bold, _) = try layout("return Text('Hi'):id('v'):font(Font.title:bold())")
        #expect(bold.root.find("v")?.isBold == true)
        #expect(
            try printed("Font.title, Font.system(24, 'bold'), Font.headline:weight('heavy')")
                == "Font.title | Font.system(size: 24, weight: .bold) | Font.headline.weight(.heavy)")
        #expect(try printed("Font.title == Font.title, Font.title == Font.title:bold()") == "true | false")
    }

    @Test func aFixedSizeIgnoresDynamicType() throws {
        let large = EnvironmentValues(dynamicTypeSize: .accessibility3)
        let fixed = try layOutScript(
            "return Text('Hi'):id('v'):font(Font.system(17))", chunkName: "t.lua", width: 400, height: 300,
            environment: large
        ).0
        #expect(fixed.frame("v")?.size == Size(width: 16, height: 16))
        let scaled = try layOutScript(
            "return Text('Hi'):id('v'):font(Font.custom('Menlo', 17))", chunkName: "t.lua", width: 400, height: 300,
            environment: large
        ).0
        #expect(scaled.frame("v")?.size == Size(width: 48, height: 64))
    }

    @Test func theEnvironmentCarriesTheTextOptions() throws {
        let read = try printed(
            """
            measure(EnvironmentReader(function(env)
              local values = { env.font == Font.system(30), env.lineLimit, env.truncationMode, env.multilineTextAlignment,
                env.minimumScaleFactor, env.allowsTightening, env.imageScale }
              for i = 1, 7 do values[i] = tostring(values[i]) end
              return Text(table.concat(values, " ")):id("env")
            end):font(Font.system(30)):lineLimit(2, 4):truncationMode('head'):multilineTextAlignment('center')
              :minimumScaleFactor(0.5):allowsTightening():imageScale('large')).width
            """)
        // The Text's width tells its length: "true 4 head center 0.5 true large" is 33 characters,
        // in a 30-point font's face (2 cells a letter) and shrunk by no factor (nothing is cut).
        #expect(read == "\(33 * 16).0")
        let set = try frame(
            "return Text('one two three four'):id('v'):environment('lineLimit', 1):environment('truncationMode', 'middle'):frame { width = 64 }"
        )
        #expect(set?.size == Size(width: 56, height: 16))  // "one…our"

    }

    // MARK: Text options

    @Test func lineLimitSpellings() throws {
        #expect(
            try frame("return Text('one two three four five six'):id('v'):lineLimit(2):frame { width = 40 }")?.height
                == 32)
        #expect(
            try frame(
                "return VStack { Text('one two three'):id('v'):lineLimit(nil) }:lineLimit(1):frame { width = 40 }")?
                .height == 48)
        #expect(try frame("return Text('Hi'):id('v'):lineLimit(2, 4)")?.height == 32)
        #expect(
            try frame("return Text('one two three four five six'):id('v'):lineLimit(2, 4):frame { width = 40 }")?.height
                == 64)
        #expect(try frame("return Text('Hi'):id('v'):lineLimit(2, math.huge)")?.height == 32)
        #expect(try frame("return Text('Hi'):id('v'):lineLimit(3, { reservesSpace = true })")?.height == 48)
    }

    @Test func textOptionsReachTheText() throws {
        let (result, _) = try layout(
            """
            return VStack {
              Text('This is a truncated text'):id('m'):truncationMode('middle'):frame { width = 80 },
              Text('a\\nbb'):id('c'):multilineTextAlignment('center'),
              Text('Hello'):id('s'):font('largeTitle'):lineLimit(1):minimumScaleFactor(0.5):frame { width = 100 },
              Text('Hello'):id('t'):allowsTightening(true),
            }
            """)
        guard case .text(let middle, _)? = result.root.find("m")?.content,
            case .text(let shrunk, let face)? = result.root.find("s")?.content
        else {
            Issue.record("no text")
            return
        }
        #expect(middle == ["This…text"])
        #expect(shrunk == ["Hello"] && face == .title)
        #expect(result.root.find("c")?.textAlignment == .center)
        #expect(result.frame("t")?.size == Size(width: 40, height: 16))
    }

    // MARK: Images and aspect ratios

    @Test func imagesFromLua() throws {
        #expect(try frame("return Image('photo'):id('v')")?.size == Size(width: 100, height: 100))
        #expect(
            try frame("return Image('photo', { width = 400, height = 300 }):id('v')")?.size
                == Size(width: 400, height: 300))
        #expect(
            try frame("return Image('photo', CGSize(40, 30)):id('v'):frame { width = 10, height = 10 }")?.size
                == Size(width: 40, height: 30))
        #expect(try frame("return Image('photo'):resizable():id('v')")?.size == Size(width: 400, height: 300))
        #expect(try frame("return Image { systemName = 'star.fill' }:id('v')")?.size == Size(width: 16, height: 16))
        #expect(
            try frame("return Image { systemName = 'star.fill' }:id('v'):font('title')")?.size
                == Size(width: 32, height: 32))
        #expect(
            try frame("return Image { systemName = 'star.fill' }:id('v'):imageScale('large')")?.size
                == Size(width: 20.8, height: 20.8))
        let (result, _) = try layout(
            "return HStack { Image('photo'):id('p'), Image { systemName = 'star.fill' }:id('s') }")
        #expect(result.root.find("p")?.content == .image("photo"))
        #expect(result.root.find("s")?.content == .symbol("★"))
    }

    @Test(arguments: [
        ("Image('photo', CGSize(160, 90)):resizable():aspectRatio(nil, 'fit')", Size(width: 200, height: 112.5)),
        (
            "Image('photo', CGSize(160, 90)):resizable():aspectRatio { contentMode = 'fit' }",
            Size(width: 200, height: 112.5)
        ),
        ("Image('photo', CGSize(160, 90)):resizable():scaledToFit()", Size(width: 200, height: 112.5)),
        ("Image('photo', CGSize(160, 90)):resizable():scaledToFill()", Size(width: 355.5555555555556, height: 200)),
        ("Rectangle():aspectRatio(1.5, 'fit')", Size(width: 200, height: 133.33333333333334)),
        ("Rectangle():aspectRatio { 16 / 9, contentMode = 'fill' }", Size(width: 355.5555555555556, height: 200)),
        ("Rectangle():aspectRatio(CGSize(1, 2), 'fit')", Size(width: 100, height: 200)),
        ("Rectangle():aspectRatio { CGSize(1, 2), contentMode = 'fill' }", Size(width: 200, height: 400)),
    ])
    func aspectRatioSpellings(_ view: String, _ expected: Size) throws {
        let size = try #require(try frame("return \(view):id('v'):frame { width = 200, height = 200 }")?.size)
        #expect(abs(size.width - expected.width) < 1e-9 && abs(size.height - expected.height) < 1e-9, "\(size)")
    }

    @Test func aScaledToFillPhotoInAFrame() throws {
        // Image("photo").resizable().scaledToFill().frame(width: 100, height: 100): the image
        // overflows its frame (clipped() would cut it) and is centred on it.
        let (result, _) = try layout(
            "return Image('photo', CGSize(160, 90)):resizable():scaledToFill():id('i'):frame { width = 100, height = 100 }:id('f')"
        )
        let frame = try #require(result.frame("f"))
        let image = try #require(result.frame("i"))
        #expect(frame.size == Size(width: 100, height: 100))
        #expect(image.height == 100 && abs(image.width - 1600.0 / 9) < 1e-9)
        #expect(abs((image.minX + image.width / 2) - (frame.minX + 50)) < 1e-9)
    }

    // MARK: Errors

    @Test(arguments: [
        ("Text('a'):font('titel')", "font: unknown text style 'titel' (did you mean 'title'?)"),
        ("Text('a'):font(3)", "font: expected a text style (largeTitle"),
        ("Text('a'):font(Font.titel)", "Font has no member 'titel' (did you mean 'title'?)"),
        ("Font.system(24, 'bolder')", "Font.system: unknown weight or design 'bolder' (did you mean 'bold'?)"),
        ("Font.system(-2)", "Font.system: size must be a finite number of points > 0, got -2"),
        ("Font.system { size = 24, style = 'title' }", "give size or style, not both"),
        ("Font.system { sise = 24 }", "unknown option 'sise' (did you mean 'size'?)"),
        ("Font.custom('Menlo')", "Font.custom: expected a size after the name"),
        ("Font.custom('Menlo', { fixedSize = 12, size = 3 })", "fixedSize does not scale"),
        ("Font.title:weight('heavyy')", "Font:weight: unknown weight 'heavyy' (did you mean 'heavy'?)"),
        ("Font.title:italics()", "Font has no member 'italics'"),
        ("Text('a'):truncationMode('midle')", "unknown truncation mode 'midle' (did you mean 'middle'?)"),
        ("Text('a'):multilineTextAlignment('centre')", "unknown text alignment 'centre' (did you mean 'center'?)"),
        (
            "Text('a'):multilineTextAlignment(3)",
            "alignment must be a text alignment (leading, center, trailing), got number"
        ),
        ("Text('a'):minimumScaleFactor(2)", "minimumScaleFactor: expected a factor from 0 to 1"),
        ("Text('a'):allowsTightening('yes')", "allowsTightening: flag must be true or false, got string"),
        ("Text('a'):lineLimit(0)", "lineLimit: the limit must be a whole number of lines ≥ 1, got number"),
        ("Text('a'):lineLimit('two')", "lineLimit: expected a whole number of lines ≥ 1, nil (no limit)"),
        ("Text('a'):lineLimit(4, 2)", "lineLimit: the range 4...2 is empty"),
        (
            "Text('a'):lineLimit(3, { reserveSpace = true })",
            "unknown option 'reserveSpace' (did you mean 'reservesSpace'?)"
        ),
        ("Text('a'):lineLimit()", "lineLimit: expected a whole number of lines ≥ 1"),
        ("Image('a'):imageScale('huge')", "imageScale: unknown image scale 'huge'"),
        ("Text('a'):resizable()", "resizable: only an Image can be resizable, got Text"),
        ("Image('a'):frame { width = 4 }:resizable()", "only an Image can be resizable, got frame"),
        (
            "Rectangle():aspectRatio(1.5)",
            "aspectRatio: the content mode is required (SwiftUI has no default): \"fit\" or \"fill\""
        ),
        ("Rectangle():aspectRatio(1, 'fil')", "aspectRatio: unknown content mode 'fil' (did you mean 'fill'?)"),
        ("Rectangle():aspectRatio(0, 'fit')", "aspectRatio: the ratio must be a finite number > 0"),
        ("Rectangle():aspectRatio(math.huge, 'fit')", "the ratio must be a finite number > 0 (width / height), got ∞"),
        ("Rectangle():aspectRatio('wide', 'fit')", "the ratio must be a number (width / height), a CGSize or nil"),
        ("Rectangle():aspectRatio(CGSize(1, 0), 'fit')", "the ratio's height must not be 0"),
        (
            "Rectangle():aspectRatio { 1, contentMod = 'fit' }",
            "unknown option 'contentMod' (did you mean 'contentMode'?)"
        ),
        ("Image(3)", "Image: expected Image(\"name\") for an asset"),
        ("Image('a', 3)", "Image: the second argument is the image's size"),
        ("Image('a', { width = 3 })", "Image: the image's size needs both width and height"),
        ("Image('a', { width = -3, height = 2 })", "the image's size must have finite sides ≥ 0"),
        ("Image { systemName = 3 }", "Image: systemName must be a string, got number"),
        ("Rectangle():offset { x = 1, height = 2 }", "offset: give x and y (a CGPoint) or width and height (a CGSize)"),
        ("Rectangle():position { width = 1 }", "position: unknown option 'width'"),
        (
            "Rectangle():frame('wide')",
            "frame: expected a table such as {width = 100, height = 50} or frame(width, height)"
        ),
        ("Rectangle():frame(10, 'tall')", "frame: height must be a number, got string"),
        ("Rectangle():frame(CGSize(10, 20))", "frame: takes no CGSize (SwiftUI's frame has none)"),
        ("Text(CGPoint(1, 2))", "Text: expected a string, got CGPoint"),
        ("CGSize('a', 2)", "CGSize: width must be a number, got string"),
        ("CGSize { widht = 2 }", "CGSize: unknown field 'widht' (did you mean 'width'?); expected width, height"),
        ("CGSize.zer", "CGSize has no member 'zer' (did you mean 'zero'?) (members: zero)"),
        ("CGPoint(1, 2, 3)", "CGPoint: takes at most 2 numbers (x, y), got 3"),
        ("UnitPoint.centre", "UnitPoint has no member 'centre' (did you mean 'center'?)"),
        ("EdgeInsets { top = 1 }.x", "nil"),
    ])
    func badInputIsAClearError(_ expression: String, _ expected: String) throws {
        let script = try PlumbScript()
        if expected == "nil" {
            // Reading a missing field of a value is plain Lua: nil, no error.
            _ = try script.run(source: "local _ = \(expression) return EmptyView()", chunkName: "bad.lua")
            return
        }
        #expect {
            _ = try script.run(source: "local v = \(expression)\nreturn EmptyView()", chunkName: "bad.lua")
        } throws: { error in
            let message = (error as? LuaError)?.message ?? ""
            return message.hasPrefix("bad.lua:1:") && message.contains(expected)
        }
    }
}
