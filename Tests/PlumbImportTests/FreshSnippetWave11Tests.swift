import Foundation
import PlumbImport
import PlumbLayout
import PlumbLua
import Testing

/// The twelfth round of snippets the importer was not written against (`Fresh/f288`–`f386`): the
/// first example that shows a view of 85 of Apple's pages not drawn from before (View types, then
/// the View modifiers the sweep classed as supported or refused, in the mirror's order), then 9
/// `pages` results and 5 `code` results in the order the search gave them, each tried once before
/// any change made for it. 63 compile as pasted, and 49 of those ran as stated on the first try.
/// Here each that Plumb lays out is run, the geometry its source states is checked, and what is
/// refused is refused at its Swift position.
struct FreshSnippetWave11Tests: FreshSnippetSuite {
    static let laidOut = [
        "f289-apple-asyncimage-frame", "f290-apple-canvas-ellipse", "f291-apple-color-leaf",
        "f296-apple-editbutton-fruits", "f297-apple-ellipticalgradient", "f298-apple-meshgradient",
        "f302-apple-securefield-login", "f305-apple-texteditor", "f307-apple-background-alignment-diamond",
        "f308-apple-background-material-flag", "f309-apple-background-default-flag", "f310-apple-background-in-flag",
        "f312-apple-blur", "f313-apple-clipped", "f314-apple-clipshape-circle", "f316-apple-contentmargins",
        "f318-apple-coordinatespace", "f319-apple-coordinatespace-name", "f320-apple-cornerradius",
        "f323-apple-disabled", "f327-apple-font", "f328-apple-foregroundstyle-teal", "f330-apple-hidden",
        "f334-apple-linespacing", "f335-apple-listrowbackground", "f337-apple-listrowspacing",
        "f338-apple-listsectionspacing", "f339-apple-mask", "f340-apple-mask-alignment",
        "f341-apple-navigationbaritems-leading", "f342-apple-navigationbaritems-leading-trailing",
        "f343-apple-navigationbaritems-trailing", "f344-apple-navigationbartitle", "f346-apple-opacity",
        "f347-apple-overlay-material", "f348-apple-overlay-in", "f349-apple-padding-edges",
        "f350-apple-progressviewstyle", "f351-apple-rotationeffect", "f354-apple-scaleeffect",
        "f355-apple-scaleeffect-xy", "f356-apple-scenepadding", "f357-apple-scenepadding-edges", "f361-apple-shadow",
        "f362-apple-tabitem", "f363-apple-tag-flavor", "f364-apple-tint", "f367-apple-toolbar-content",
        "f368-apple-toolbar-id", "f372-apple-zindex", "f373-swiftuicc-episoderow", "f375-fieldguide-geometryreader",
        "f376-sagarunagar-geometry-vstack", "f378-aimobilecoders-profilescreen", "f379-swiftable-delete-padding",
        "f380-sundell-verifiedlabel", "f381-bybydev-hello-gray", "f383-codesearch-basicgrid",
        "f384-bigmtn-grid-nogridrow", "f385-leemccormick-day23-modifiers", "f386-codesearch-gridview-docregion",
    ]

    /// Refused where it is written: 32 of the 36 that do not compile as pasted (a name, a binding or a
    /// view the snippet does not declare, `@State` at the top level, a brace missing, a page that
    /// flattened its code onto one line) and some that do, whose views Plumb lacks, with why.
    @Test(arguments: [
        ("f288-apple-anyshape-clipped", 6, 9, "unknown view 'OtherView'"),
        ("f292-apple-colorpicker-formatting", 8, 13, "ColorPicker is not in Plumb"),
        ("f293-apple-contentunavailableview-mail", 2, 1, "ContentUnavailableView is not in Plumb"),
        ("f295-apple-documentlaunchview-book", 19, 11, "an extension of UTType"),
        ("f299-apple-navigationlink-folder", 3, 5, "unknown view 'FolderDetail'"),
        ("f300-apple-pastebutton", 6, 9, "PasteButton is not in Plumb"),
        ("f301-apple-renamebutton-row", 16, 2, "this Swift does not parse"),
        ("f303-apple-sharelink-url", 2, 1, "ShareLink is not in Plumb"),
        ("f304-apple-table-people", 20, 9, "Table is not in Plumb"),
        ("f306-apple-timelineview", 2, 1, "TimelineView is not in Plumb"),
        ("f311-apple-badge-recents", 4, 16, "unknown name 'recentItems'"),
        ("f315-apple-containerrelativeframe", 4, 17, "unknown name 'items'"),
        ("f317-apple-contentshape-focus", 2, 1, "unknown view 'MyFocusableView'"),
        ("f321-apple-defaultscrollanchor", 5, 2, ".defaultScrollAnchor is not in Plumb"),
        ("f322-apple-defaultscrollanchor-for", 8, 13, "unknown view 'ItemView'"),
        ("f324-apple-dynamictypesize", 2, 1, "unknown view 'ContentView'"),
        ("f325-apple-environment-observable", 8, 9, "unknown view 'ContentView'"),
        ("f326-apple-environment-keypath", 2, 1, "unknown view 'MyView'"),
        ("f329-apple-headerprominence", 6, 6, ".headerProminence is not in Plumb"),
        ("f331-apple-labelshidden", 3, 18, "unknown name 'toggle1'"),
        ("f332-apple-labelsvisibility", 3, 18, "unknown name 'toggle1'"),
        ("f333-apple-layoutvalue", 3, 6, ".layoutValue is not in Plumb"),
        ("f336-apple-listrowseparator", 3, 13, "unknown name 'garage'"),
        ("f352-apple-safeareainset", 5, 13, "unknown view 'ScrolledContent'"),
        ("f353-apple-safeareapadding", 4, 17, "unknown name 'items'"),
        ("f358-apple-searchscopes", 2, 1, "unknown view 'ProductList'"),
        ("f359-apple-searchsuggestions", 2, 1, "unknown view 'ProductList'"),
        ("f360-apple-searchsuggestions-for", 11, 5, "unknown view 'MainContent'"),
        ("f365-apple-togglestyle", 2, 33, "unknown name 'vibrateOnRing'"),
        ("f366-apple-toolbar-hidden", 3, 5, "unknown view 'ContentView'"),
        ("f369-apple-toolbar-removing", 2, 1, "NavigationSplitView is not in Plumb"),
        ("f370-apple-toolbartitledisplaymode", 3, 5, "unknown view 'ContentView'"),
        ("f371-apple-toolbarvisibility", 3, 5, "unknown view 'ContentView'"),
        ("f374-fieldguide-zstack", 2, 29, "this Swift does not parse"),
        ("f377-intricatedevo-ordermatters", 4, 257, "this Swift does not parse"),
        ("f382-kakil-zstack-aligning", 15, 13, "unknown view 'HeaderView'"),
    ])
    func refusedWhereItIsWritten(_ name: String, _ line: Int, _ column: Int, _ message: String) throws {
        try expectRefused(name, line, column, message)
    }

    /// Apple's `navigationBarTitle(_:displayMode:)` page writes `Text("…", displayMode: .inline)`, no
    /// initialiser of Text (Swift refuses it): an error when the script runs, told at the modifier's
    /// Swift line.
    @Test func aTitleThatIsNoTextIsAnErrorAtItsLine() throws {
        let name = "f345-apple-navigationbartitle-displaymode"
        let script = try SwiftImporter.translate(source: try source(name), fileName: "\(name).swift")
        do {
            _ = try layOut(lua: script.lua, chunkName: "\(name).swift", width: 400, height: 600)
            Issue.record("expected the title to be refused")
        } catch let error as LuaError {
            #expect(error.message.contains("navigationTitle: expected a title"))
            #expect(script.swiftPosition(ofLuaLine: try #require(error.line))?.line == 10)
        }
    }

    // MARK: - The geometry each source states

    /// AsyncImage: "until the image loads, the view displays a standard placeholder that fills the
    /// available space", here the 200×200 frame; Canvas: the 300×200 frame it is given.
    @Test func appleAsyncImageAndCanvasFillTheirFrames() throws {
        let placeholder = try #require(frames(of: "Color", in: try run("f289-apple-asyncimage-frame")).first)
        #expect(placeholder.width == 200 && placeholder.height == 200)
        let canvas = try #require(frames(of: "Canvas", in: try run("f290-apple-canvas-ellipse")).first)
        #expect(canvas.width == 300 && canvas.height == 200)
    }

    /// background(_:alignment:): the 250-point diamond centred behind the folder.
    @Test func appleDiamondBehindTheFolder() throws {
        let result = try run("f307-apple-background-alignment-diamond")
        let folder = try #require(frames(of: "Image", in: result).first)
        let diamond = try #require(frames(of: "Rectangle", in: result).first)
        #expect(diamond.width == 250 && diamond.height == 250)
        #expect(diamond.minX + 125 == folder.minX + folder.width / 2)
        #expect(diamond.minY + 125 == folder.minY + folder.height / 2)
    }

    /// The flag pages: the padded label on its background (a material, the default style, a shape),
    /// the label's frame and 16 a side.
    @Test(arguments: [
        ("f308-apple-background-material-flag", "Color"), ("f309-apple-background-default-flag", "Color"),
        ("f310-apple-background-in-flag", "RoundedRectangle"),
    ])
    func appleFlagOnItsBackground(_ name: String, _ fill: String) throws {
        let result = try run(name)
        let label = try #require(frames(of: "Label", in: result).first)
        let behind = try #require(frames(of: fill, in: result).last)
        #expect(behind.width == label.width + 32 && behind.height == label.height + 32)
        #expect(behind.minX + 16 == label.minX && behind.minY + 16 == label.minY)
    }

    /// clipped(), clipShape(_:), cornerRadius(_:): the frame the page gives (175×100, 175×75); the
    /// clipped text is wider than its frame (`fixedSize`).
    @Test func appleClippedFrames() throws {
        let clipped = try run("f313-apple-clipped")
        #expect([clipped.root.frame.width, clipped.root.frame.height] == [175, 100])
        #expect(try #require(frames(of: "Text", in: clipped).first).width > 175)
        let circle = try run("f314-apple-clipshape-circle")
        #expect(frames(of: "Color", in: circle).first.map { [$0.width, $0.height] } == [175, 100])
        let rounded = try run("f320-apple-cornerradius")
        #expect(frames(of: "Color", in: rounded).first.map { [$0.width, $0.height] } == [175, 75])
    }

    /// coordinateSpace(_:): the 25-point circle, padded 5, over the centre of the red square, and the
    /// location under it.
    @Test func appleCoordinateSpaceCircle() throws {
        for name in ["f318-apple-coordinatespace", "f319-apple-coordinatespace-name"] {
            let result = try run(name)
            let square = try #require(frames(of: "Color", in: result).first)
            let circle = try #require(frames(of: "Circle", in: result).first)
            #expect(square.width == 100 && circle.width == 25)
            #expect(circle.minX + 12.5 == square.minX + 50 && circle.minY + 12.5 == square.minY + 50)
            #expect(textLines(result) == [["Location: 0, 0"]])
        }
    }

    /// hidden(): the hidden image keeps its place: the fourth is where it would be.
    @Test func appleHiddenKeepsItsSpace() throws {
        let images = frames(of: "Image", in: try run("f330-apple-hidden"))
        #expect(images.count == 4)
        #expect(images[3].minX - images[0].minX == 3 * (images[0].width + 8))
    }

    /// lineSpacing(_:): "10 point spacing applied between the bottom of one line and the top of the
    /// next", in a 200×200 frame, leading.
    @Test func appleLineSpacing() throws {
        let result = try run("f334-apple-linespacing")
        let text = try #require(frames(of: "Text", in: result).first)
        let lines = try #require(textLines(result).first).count
        #expect(lines > 1)
        #expect(text.height == Double(lines) * 16 + Double(lines - 1) * 10)
        #expect(text.minX == (400 - 200) / 2)
    }

    /// listRowSpacing(_:): "10 pts of spacing between each row".
    @Test func appleListRowSpacing() throws {
        let rows = frames(of: "Text", in: try run("f337-apple-listrowspacing"))
        #expect(rows.count == 2 && rows[1].minY - rows[0].maxY == 10 + 44 - 16)
    }

    /// opacity(_:): the red square padded by −40 takes 20 points, so the two overlap.
    @Test func appleOpacityOverlap() throws {
        let result = try run("f346-apple-opacity")
        #expect([result.root.frame.width, result.root.frame.height] == [100, 100 + 8 + 20])
        let squares = frames(of: "Color", in: result)
        #expect(squares.count == 2 && squares[1].minY < squares[0].maxY)
    }

    /// overlay(_:ignoresSafeAreaEdges:) and overlay(_:in:fillStyle:): the overlay covers the frame
    /// (300×200, the circle 200 across inside it; 200×100).
    @Test func appleOverlaysCoverTheirFrames() throws {
        let covered = try run("f347-apple-overlay-material")
        #expect(frames(of: "Circle", in: covered).first.map { [$0.width, $0.height] } == [200, 200])
        #expect(frames(of: "Color", in: covered).first.map { [$0.width, $0.height] } == [300, 200])
        let teal = frames(of: "Rectangle", in: try run("f348-apple-overlay-in"))
        #expect(teal.map { [$0.width, $0.height] } == [[200, 100], [200, 100]])
    }

    /// padding(_:_:): "padded by 20 points on the bottom and trailing edges" only.
    @Test func applePaddingOnTwoEdges() throws {
        let result = try run("f349-apple-padding-edges")
        let padded = try #require(result.root.children.first)
        let text = try #require(frames(of: "Text", in: result).first)
        #expect(padded.frame.minX == text.minX && padded.frame.minY == text.minY)
        #expect(padded.frame.maxX == text.maxX + 20 && padded.frame.maxY == text.maxY + 20)
    }

    /// scaleEffect: the 100×100 frame is the same (a scale is drawn, not laid out).
    @Test func appleScaleEffectKeepsTheFrame() throws {
        for name in ["f354-apple-scaleeffect", "f355-apple-scaleeffect-xy"] {
            #expect(frames(of: "Image", in: try run(name)).first.map { [$0.width, $0.height] } == [100, 100])
        }
    }

    /// scenePadding: the default padding on iOS, as the regular padding beside it.
    @Test func appleScenePaddingIsTheRegularPadding() throws {
        let result = try run("f356-apple-scenepadding")
        let rows = result.root.children.map(\.frame)
        let texts = frames(of: "Text", in: result)
        #expect(rows[0].width - texts[0].width == 32 && rows[1].width - texts[1].width == 32)
        #expect(rows[2].width == texts[2].width)
    }

    /// shadow(color:radius:x:y:): three rows and three columns, 50 apart.
    @Test func appleShadowGrid() throws {
        let squares = frames(of: "Color", in: try run("f361-apple-shadow"))
        #expect(squares.count == 9)
        #expect(squares[1].minX - squares[0].maxX == 50 && squares[3].minY - squares[0].maxY == 50)
    }

    /// zIndex(_:): two 100-point squares, one above the other.
    @Test func appleZIndexSquares() throws {
        let squares = frames(of: "Rectangle", in: try run("f372-apple-zindex"))
        #expect(squares.map { [$0.width, $0.height] } == [[100, 100], [100, 100]])
        #expect(squares[1].minY == squares[0].maxY + 8)
    }

    /// swiftui.cc: the headline (layoutPriority 1) keeps its ideal width; the right text truncates.
    @Test func swiftuiccEpisodeRowTruncatesTheRightText() throws {
        let shown = textLines(try run("f373-swiftuicc-episoderow"))
        #expect(shown.first == ["Episode 41: Layout Deep Dive"])
        #expect(shown.last?.first?.hasSuffix("…") == true)
    }

    /// The field guide: the reader reports the size it is proposed (the canvas less 16 a side),
    /// its text at its top-leading corner.
    @Test func fieldGuideGeometryReaderReportsItsSize() throws {
        let result = try run("f375-fieldguide-geometryreader")
        #expect(textLines(result) == [["368.0 x 568.0"]])
        let reader = try #require(frames(of: "GeometryReader", in: result).first)
        let text = try #require(frames(of: "Text", in: result).first)
        #expect(text.minX == reader.minX + 6 && text.minY == reader.minY + 6)
    }

    /// Modifier order (swiftable, Swift by Sundell, byby.dev): the fill covers the padding when the
    /// padding comes first, and the label alone when it does not.
    @Test func modifierOrderPages() throws {
        let delete = try run("f379-swiftable-delete-padding")
        let red = try #require(frames(of: "Color", in: delete).first)
        let text = try #require(frames(of: "Text", in: delete).first)
        #expect(red.width == text.width + 24 && red.height == text.height + 24)
        let verified = try run("f380-sundell-verifiedlabel")
        #expect(frames(of: "Color", in: verified).first == frames(of: "Label", in: verified).first)
        let gray = try run("f381-bybydev-hello-gray")
        let hello = try #require(frames(of: "Text", in: gray).first)
        #expect(frames(of: "Color", in: gray).first.map { $0.width - hello.width } == 32)
    }

    /// BasicGrid: three columns 20 apart and rows 40 apart filling the canvas, the teal spanning two
    /// columns, the last row aligned to its bottom, the anchored text centred in its cell.
    @Test func basicGrid() throws {
        let result = try run("f383-codesearch-basicgrid")
        let colours = frames(of: "Color", in: result)
        #expect(colours[0].width == 120 && colours[1].minX == 140)
        #expect(colours[3].minY - colours[0].maxY == 40)
        #expect(colours[4].width == 260)
        let red = colours[5]
        let bottom = frames(of: "Text", in: result)[1]
        #expect(red.maxY == 600 && bottom.maxY == red.maxY)
        let anchored = frames(of: "Text", in: result)[2]
        #expect(anchored.minY + anchored.height / 2 == red.minY + red.height / 2)
    }

    /// Grid_NoGridRow: a view outside a GridRow spans every column.
    @Test func aViewOutsideAGridRowSpansTheGrid() throws {
        let shapes = frames(of: "RoundedRectangle", in: try run("f384-bigmtn-grid-nogridrow"))
        #expect(shapes.count == 4)
        #expect(shapes[2].width == 400 && shapes[3].width < 400)
    }

    /// 100 Days of SwiftUI, day 23: four paddings and backgrounds, each 16 a side more.
    @Test func layersOfPadding() throws {
        let result = try run("f385-leemccormick-day23-modifiers")
        let widths = frames(of: "Color", in: result).map(\.width)
        let layers = Array(widths[2...5])
        #expect(zip(layers, layers.dropFirst()).allSatisfy { $0.0 - $0.1 == 32 })
    }

    /// The Grid docregion: two rows of a text and two images, the rows' texts in the first column.
    @Test func gridDocRegion() throws {
        let result = try run("f386-codesearch-gridview-docregion")
        let rows = frames(of: "Text", in: result)
        #expect(rows.count == 2 && rows[0].minX == rows[1].minX && rows[1].minY > rows[0].maxY)
        #expect(frames(of: "Image", in: result).count == 4)
    }

    /// Apple's DatePicker example: the documented stand-in, its label and the date it shows.
    @Test func theDatePickerExampleStandsInAsItsLabelAndDate() throws {
        let result = try run("f294-apple-datepicker-startdate")
        #expect(textLines(result) == [["Start Date"], ["Jan 1, 2001"]])
    }
}
