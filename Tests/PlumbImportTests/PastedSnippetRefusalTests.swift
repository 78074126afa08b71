import Foundation
import PlumbImport
import PlumbLayout
import PlumbLua
import Testing

/// Pasted snippets (`Fresh/`) that Swift does not compile as pasted, or that ask for what Plumb does
/// not have, are refused at the Swift position of the cause, saying why.
@Suite("Pasted snippets refused where they are written")
struct PastedSnippetRefusalTests: FreshSnippetSuite {
    /// A view the snippet uses but does not declare (Swift does not compile it as pasted).
    @Test(arguments: [
        ("f90-likeecat-alignmentbottom", 6, 9, "unknown view 'BackgroundView'"),
        ("f112-jafthe-listas", 47, 49, "unknown view 'ViewView'"),
        ("f122-mohsin-hstack-textalignment", 14, 13, "unknown view 'HeaderView'"),
        ("f143-mustafos-devapp", 12, 21, "unknown view 'CardView'"),
        ("f157-milanista-securetextfield", 19, 13, "unknown view 'MailAddressView'"),
        ("f161-luannguyen-list-insetgrouped", 9, 13, "unknown view 'HeaderView'"),
        ("f163-takoika-cards", 7, 13, "unknown view 'CardView'"),
        ("f208-apple-controlgroup", 2, 1, "unknown view 'ContentView'"),
        ("f213-apple-labeledcontent", 4, 9, "unknown view 'MyCustomView'"),
        ("f220-apple-tabview", 4, 9, "unknown view 'ReceivedView'"),
        ("f230-earths-voluble-messageview", 24, 32, "unknown view 'ChatBubble'"),
        ("f233-maxhves-keypad", 19, 13, "unknown view 'GridStack'"),
        ("f281-fatbobman-text-truncation", 10, 1, "unknown view 'AdaptiveAmountRow'"),
        ("f282-diegolavalle-wrappinghstack", 2, 1, "unknown view 'WrappingHStack'"),
        ("f288-apple-anyshape-clipped", 6, 9, "unknown view 'OtherView'"),
        ("f299-apple-navigationlink-folder", 3, 5, "unknown view 'FolderDetail'"),
        ("f317-apple-contentshape-focus", 2, 1, "unknown view 'MyFocusableView'"),
        ("f322-apple-defaultscrollanchor-for", 8, 13, "unknown view 'ItemView'"),
        ("f324-apple-dynamictypesize", 2, 1, "unknown view 'ContentView'"),
        ("f325-apple-environment-observable", 8, 9, "unknown view 'ContentView'"),
        ("f326-apple-environment-keypath", 2, 1, "unknown view 'MyView'"),
        ("f352-apple-safeareainset", 5, 13, "unknown view 'ScrolledContent'"),
        ("f358-apple-searchscopes", 2, 1, "unknown view 'ProductList'"),
        ("f359-apple-searchsuggestions", 2, 1, "unknown view 'ProductList'"),
        ("f360-apple-searchsuggestions-for", 11, 5, "unknown view 'MainContent'"),
        ("f366-apple-toolbar-hidden", 3, 5, "unknown view 'ContentView'"),
        ("f370-apple-toolbartitledisplaymode", 3, 5, "unknown view 'ContentView'"),
        ("f371-apple-toolbarvisibility", 3, 5, "unknown view 'ContentView'"),
        ("f382-kakil-zstack-aligning", 15, 13, "unknown view 'HeaderView'"),
        ("f387-everest-layoutsubview-priority", 2, 1, "unknown view 'BasicVStack'"),
        ("f392-everest-sectionconfiguration", 2, 1, "unknown view 'PinboardSectionsLayout'"),
        ("f403-codesearch-hstacks-headerview", 8, 13, "unknown view 'HeaderView'"),
        ("f428-fieldguide-lazyvgrid-coloredboxes", 2, 146, "unknown view 'ColoredBoxes'"),
        ("f465-codesearch-cards-hscroll", 9, 21, "unknown view 'CardView'"),
        ("f487-sturdysturge-gridrow-content", 7, 9, "unknown view 'GridRowContent'"),
        ("f497-codesearch-z01a-zstack-json", 21, 9, "unknown view 'JsonPreview'"),
    ])
    func unknownViewsAreRefusedWhereTheyAreWritten(_ name: String, _ line: Int, _ column: Int, _ message: String) throws
    {
        try expectRefused(name, line, column, message)
    }

    /// A name, binding, model or modifier the snippet uses but does not declare.
    @Test(arguments: [
        ("f76-tarsiciosh-vgrid", 18, 25, "unknown name 'symbols'"),
        ("f125-rebeloper-profileview", 22, 35, "unknown name 'SFSymbolName'"),
        ("f129-apple-groupbox-eula", 7, 18, "unknown name 'agreementText'"),
        ("f181-vultisig-onboarding1", 26, 14, "unknown name 'TextStore'"),
        ("f183-justindearden-profile", 19, 22, "unknown modifier '.color'"),
        ("f193-nick-swiftuisample", 32, 33, "unknown name 'offlineData'"),
        ("f210-apple-form", 6, 54, "unknown name 'notifyMeAbout'"),
        ("f217-apple-navigationstack", 3, 10, "unknown name 'parks'"),
        ("f257-apple-gridcellcolumns", 17, 64, "unknown name 'isOn'"),
        ("f261-apple-linelimit-range", 3, 30, "unknown name 'model'"),
        ("f264-apple-minimumscalefactor", 6, 43, "unknown name 'myTextField'"),
        ("f311-apple-badge-recents", 4, 16, "unknown name 'recentItems'"),
        ("f315-apple-containerrelativeframe", 4, 17, "unknown name 'items'"),
        ("f331-apple-labelshidden", 3, 18, "unknown name 'toggle1'"),
        ("f332-apple-labelsvisibility", 3, 18, "unknown name 'toggle1'"),
        ("f336-apple-listrowseparator", 3, 13, "unknown name 'garage'"),
        ("f353-apple-safeareapadding", 4, 17, "unknown name 'items'"),
        ("f365-apple-togglestyle", 2, 33, "unknown name 'vibrateOnRing'"),
        ("f442-everest-togglestyle-automatic", 3, 18, "unknown name 'isShuffling'"),
        ("f445-backbase-bbcard", 2, 1, "unknown name 'BB'"),
        ("f461-axiom-viewthatfits-basic", 5, 1, "unknown name 'icon'"),
        ("f479-dabodamjan-fullscreen-background", 20, 1, "unknown name 'SomeView'"),
        ("f480-jacobtate-ignore-safe-area", 5, 20, "unknown modifier '.ignoreSafeArea'"),
    ])
    func unknownNamesAndModifiersAreRefusedWhereTheyAreWritten(
        _ name: String, _ line: Int, _ column: Int, _ message: String
    ) throws {
        try expectRefused(name, line, column, message)
    }

    /// A colour that is neither SwiftUI's nor declared in the snippet (an extension the page does not show).
    @Test(arguments: [
        ("f92-alfin-badge", 13, 40, "Color(hex:) is not SwiftUI's Color"),
        ("f124-dianatduong-profile", 34, 43, "Color.magenta is not one of SwiftUI's colours"),
        ("f185-hafidikhsan-account", 9, 27, "Color.primaryColor is not one of SwiftUI's colours"),
        ("f292-apple-colorpicker-formatting", 8, 13, "ColorPicker is not in Plumb"),
        ("f460-codesearch-eumobile-watch-cardview", 16, 36, "Color.watchCardBackground is not one of SwiftUI's"),
    ])
    func coloursSwiftUIDoesNotHaveAreRefused(_ name: String, _ line: Int, _ column: Int, _ message: String) throws {
        try expectRefused(name, line, column, message)
    }

    /// A type extended, declared twice, shown without a body or containing itself.
    @Test(arguments: [
        ("f114-mecid-flowlayout", 28, 1, "FlowLayout is declared twice in this file"),
        ("f131-velog-fiddich-groupbox", 7, 17, "the view GroupBox contains itself"),
        ("f295-apple-documentlaunchview-book", 19, 11, "an extension of UTType"),
        ("f398-apple-fineadjustments-quadrant", 2, 1, "the view Crosshairs has no body"),
        ("f440-objcio-mystepper-previews", 2, 11, "an extension of MyStepperStyle"),
        ("f494-wwdc26-origami-lazyvstack", 16, 1, "the view StepView has no body"),
    ])
    func typesWithoutTheirDeclarationsAreRefused(_ name: String, _ line: Int, _ column: Int, _ message: String) throws {
        try expectRefused(name, line, column, message)
    }

    /// Swift that does not parse: a brace missing, a page that flattened its code onto one line.
    @Test(arguments: [
        ("f126-juejin-appleproductview", 14, 30, "this Swift does not parse"),
        ("f301-apple-renamebutton-row", 16, 2, "this Swift does not parse"),
        ("f374-fieldguide-zstack", 2, 29, "this Swift does not parse"),
        ("f377-intricatedevo-ordermatters", 4, 257, "this Swift does not parse"),
        ("f396-fieldguide-offset", 2, 22, "this Swift does not parse"),
        ("f438-iosdevie-text-image-interpolation", 2, 48, "this Swift does not parse"),
        ("f448-fieldguide-anylayout-hstack", 2, 48, "this Swift does not parse"),
        ("f455-kasrababaei-dynamic-views", 12, 12, "this Swift does not parse"),
        ("f457-codesearch-so-geometrygetter", 2, 6, "this Swift does not parse"),
        ("f486-onestack-apple-gridrow", 2, 77, "this Swift does not parse"),
        ("f496-jianshu-ignoressafearea-resetconfirm", 15, 1, "this Swift does not parse"),
        ("f500-gadgeski-scrollview-test", 13, 43, "this Swift does not parse"),
    ])
    func swiftThatDoesNotParseIsRefused(_ name: String, _ line: Int, _ column: Int, _ message: String) throws {
        try expectRefused(name, line, column, message)
    }

    /// The view shown reads a property that has no value and no preview gives it one (a stand-in
    /// would change what is laid out).
    @Test(arguments: [
        (
            "f179-wingovers-onboardingpage", 14, 9,
            "OnboardingPageView is the view shown, but its 'content' has no value"
        ),
        ("f224-yoavf-currentweather", 6, 9, "CurrentWeather is the view shown, but its 'temperature' has no value"),
        ("f228-dmr121-usermessagebubble", 14, 9, "UserMessageBubble is the view shown, but its 'message' has no value"),
        ("f229-sevalsorak-chatbubble", 5, 9, "ChatBubble is the view shown, but its 'message' has no value"),
        (
            "f280-netsplit-size-limiting-frames", 3, 25,
            "ContentView is the view shown, but its 'character' has no value"
        ),
        ("f449-swiftuicc-inboxicon", 5, 9, "InboxIcon is the view shown, but its 'unreadCount' has no value"),
        ("f466-codesearch-cardgroup", 5, 16, "CardGroup is the view shown, but its 'cards' has no value"),
    ])
    func theViewShownNeedsAValueForEachPropertyItReads(_ name: String, _ line: Int, _ column: Int, _ message: String)
        throws
    {
        try expectRefused(name, line, column, message)
    }

    /// A view, a modifier or a form of one that Plumb does not have, refused with why.
    @Test(arguments: [
        ("f139-karuso-circleimage", 13, 18, "UIScreen is not in Plumb"),
        ("f160-ionic-itemview", 31, 12, ".headerProminence is not in Plumb"),
        ("f162-ionic-listview", 21, 12, ".headerProminence is not in Plumb"),
        ("f293-apple-contentunavailableview-mail", 2, 1, "ContentUnavailableView is not in Plumb"),
        ("f300-apple-pastebutton", 6, 9, "PasteButton is not in Plumb"),
        ("f303-apple-sharelink-url", 2, 1, "ShareLink is not in Plumb"),
        ("f304-apple-table-people", 20, 9, "Table is not in Plumb"),
        ("f306-apple-timelineview", 2, 1, "TimelineView is not in Plumb"),
        ("f321-apple-defaultscrollanchor", 5, 2, ".defaultScrollAnchor is not in Plumb"),
        ("f329-apple-headerprominence", 6, 6, ".headerProminence is not in Plumb"),
        ("f333-apple-layoutvalue", 3, 6, ".layoutValue is not in Plumb"),
        ("f369-apple-toolbar-removing", 2, 1, "NavigationSplitView is not in Plumb"),
        ("f415-kesavan-geometryexample", 18, 42, "safeAreaInsets is not in Plumb"),
        ("f447-openillumi-percentage-height", 2, 13, "containerRelativeFrame takes count and spacing together"),
        ("f485-cnblogs-zyzmlc-sectionpage", 35, 35, "UIScreen is not in Plumb"),
    ])
    func viewsAndModifiersPlumbDoesNotHaveAreRefusedWithWhy(
        _ name: String, _ line: Int, _ column: Int, _ message: String
    ) throws {
        try expectRefused(name, line, column, message)
    }

    @Test func aFlattenedSnippetIsNotSwift() throws {
        // The page flattened the snippet onto one line; Swift cannot parse it either.
        let swift = try String(
            contentsOf: testsFolder.appendingPathComponent("Fresh/f12-fieldguide-hstack.swift.txt"), encoding: .utf8)
        #expect(throws: ImportError.self) { try SwiftImporter.translate(source: swift, fileName: "f12.swift") }
    }

    @Test func aStructShadowingLazyHGridContainsItself() throws {
        // `struct LazyHGrid: View` calls `LazyHGrid(rows:…)` in its own body: Swift cannot compile it
        // (the struct shadows SwiftUI's), and the importer says the view contains itself.
        let error = #expect(throws: ImportError.self) {
            try SwiftImporter.translate(source: try source("f31-velog-lazyhgrid"), fileName: "f31.swift")
        }
        #expect(error?.message.contains("contains itself") == true)
    }

    @Test func aColourInitTheSnippetDoesNotDeclareIsRefused() throws {
        // `Color.init(hexString:)` is an extension the page does not show: refused where it is written.
        let error = #expect(throws: ImportError.self) {
            try SwiftImporter.translate(source: try source("f27-csdn-lazyvgrid-fixed"), fileName: "f27.swift")
        }
        #expect(error?.line == 19)
        #expect(error?.column == 12)
        #expect(error?.message.contains("Color(hexString:)") == true)
    }

    @Test func aBadgeModifierTheSnippetDoesNotDeclareIsRefused() throws {
        // `.badge(1000, alignment:)` is the episode's own modifier, not in the snippet (SwiftUI's
        // badge has no alignment): refused where it is written.
        let error = #expect(throws: ImportError.self) {
            try SwiftImporter.translate(source: try source("f37-objcio-asicon-badge"), fileName: "f37.swift")
        }
        #expect(error?.line == 17)
        #expect(error?.column == 18)
    }

    @Test func whatSwiftRefusesIsRefusedAtItsPosition() throws {
        // Names the snippet does not declare (Swift cannot compile them as pasted either).
        #expect(try refusal("f42-velog-rudin-lazygrid").map { "\($0.line):\($0.column)" } == "3:17")
        #expect(try refusal("f55-sturdysturge-gridrowcontent").map { "\($0.line):\($0.column)" } == "7:9")
        #expect(try refusal("f59-juejin-edgeinsets-minghua").map { "\($0.line):\($0.column)" } == "3:22")
        #expect(try refusal("f68-scrowder-layout1view").map { "\($0.line):\($0.column)" } == "19:21")
        // Pages that flattened the code, and a gist's typo: not Swift.
        for name in ["f45-monoqlo-iosdc-bars", "f46-monoqlo-iosdc-trailing", "f62-wildstudio-padding-trailing"] {
            #expect(try refusal(name)?.message.contains("does not parse") == true)
        }
    }

    @Test func safeAreaInsetIsRefusedAtItsPosition() throws {
        let inset = try refusal("f44-zenn-samekard-safeareainset")
        #expect(inset.map { "\($0.line):\($0.column)" } == "12:10")
        #expect(inset?.message.contains("safeAreaInset") == true)
    }

    /// objc.io's settings form is macOS code: `.pickerStyle(.radioGroup)` is an error when the
    /// script runs, told at its Swift line (Plumb lays out iOS, where Swift refuses it too).
    @Test func aMacOSPickerStyleIsAnErrorAtItsLine() throws {
        try expectRunTimeError(
            "f237-objcio-settingsform", containing: "unknown picker style 'radioGroup'", atSwiftLine: 12)
    }

    /// Apple's labelStyle page uses a `MyCustomLabelStyle` it does not declare: an error when the
    /// script runs, told at the modifier's Swift line (Swift refuses it too).
    @Test func anUndeclaredLabelStyleIsAnErrorAtItsLine() throws {
        try expectRunTimeError(
            "f260-apple-labelstyle-custom", containing: "unknown label style 'myCustom'", atSwiftLine: 6)
    }

    /// Apple's `navigationBarTitle(_:displayMode:)` page writes `Text("…", displayMode: .inline)`, no
    /// initialiser of Text (Swift refuses it): an error when the script runs, told at the modifier's
    /// Swift line.
    @Test func aTitleThatIsNoTextIsAnErrorAtItsLine() throws {
        try expectRunTimeError(
            "f345-apple-navigationbartitle-displaymode", containing: "navigationTitle: expected a title",
            atSwiftLine: 10)
    }

    /// Refused where it is written, by design: CS193p's `AspectVGrid` has no preview and its
    /// `items` has no value, and its grid reads them (how many cards there are decides it), so
    /// the message names the property and the `#Preview` to write; SwiftUI's canvas shows nothing
    /// without a preview either.
    @Test func theGridWithoutItemsIsRefusedAtItsProperty() throws {
        try expectRefused(
            "f519-crazyreleaser-cs193p-aspectvgrid", 12, 9,
            "AspectVGrid is the view shown, but its 'items' has no value")
    }

    /// `name` imports, and its script fails when it runs with a message containing `message`,
    /// told at `line` of the Swift file.
    func expectRunTimeError(
        _ name: String, containing message: String, atSwiftLine line: Int,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let script = try SwiftImporter.translate(source: try source(name), fileName: "\(name).swift")
        do {
            _ = try layOut(lua: script.lua, chunkName: "\(name).swift", width: 400, height: 600)
            Issue.record("expected \(name) to fail when it runs", sourceLocation: sourceLocation)
        } catch let error as LuaError {
            #expect(error.message.contains(message), "\(error.message)", sourceLocation: sourceLocation)
            #expect(
                script.swiftPosition(ofLuaLine: try #require(error.line))?.line == line, sourceLocation: sourceLocation)
        }
    }
}
