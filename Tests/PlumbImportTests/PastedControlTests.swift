import Foundation
import PlumbImport
import PlumbLayout
import PlumbLua
import Testing

/// Snippets of labels, buttons and their styles, pickers, toggles, progress views, gauges, links and
/// tab items pasted from public sources (`Fresh/`), checked against what the source states.
@Suite("Pasted snippets: controls and labels")
struct PastedControlTests: FreshSnippetSuite {
    @Test func aButtonUnderATitleDropsItsAction() throws {
        let (r, script) = try imported("f41-errorhandle-vstack")
        #expect(frames(of: "Text", in: r).count == 2)  // the title and the button's label
        #expect(frames(of: "Button", in: r).count == 1)
        #expect(script.lua.contains("action dropped"))
    }

    /// A segmented picker is a 32-point control across its Form row.
    @Test func aSegmentedPickerIsLaidOut() throws {
        let result = try run("f104-mydiary-form-testview")
        let segmented = frames(of: "segmented", in: result)
        #expect(segmented.count == 1)
        #expect(segmented.first?.height == 32)
    }

    /// Apple's labelStyle(.titleAndIcon): each of the three labels shows its icon before its title.
    @Test func labelsShowTheirIconBeforeTheirTitle() throws {
        let r = try run("f94-apple-labelstyle-titleandicon")
        let icons = frames(of: "Image", in: r)
        let titles = frames(of: "Text", in: r)
        #expect(icons.count == 3 && titles.count == 3)
        #expect(zip(icons, titles).allSatisfy { $0.maxX < $1.minX })
    }

    /// TitleOnlyLabelStyle(): the title alone; IconOnlyLabelStyle(): the icon alone; both: both.
    @Test func labelStylesNamedByType() throws {
        let r = try run("f95-wangchujiang-label-styles")
        #expect(texts(r) == ["Text Only", "Both"])
        #expect(frames(of: "Image", in: r).count == 2)
    }

    /// BlueButton: the label padded 16 on each side, in a capsule.
    @Test func aButtonStylePadsItsLabelInACapsule() throws {
        let r = try run("f106-jaywcjlove-bluebutton")
        let label = try #require(frames(of: "Text", in: r).first)
        let capsule = try #require(frames(of: "background", in: r).first)
        #expect(capsule.width == label.width + 32 && capsule.height == label.height + 32)
    }

    /// Apple's Picker page pasted whole (its @State at the top level does not compile) is laid out
    /// leniently: the flavour picker in a list, showing the selection.
    @Test func aPickerPagePastedWholeShowsTheSelection() throws {
        #expect(texts(try run("f153-apple-picker-flavor")).contains("Chocolate"))
    }

    /// Each tab's icon is above its title, whatever their order in the Swift.
    @Test func tabItemsShowTheIconAboveTheTitle() throws {
        for name in ["f147-takoika-tabview", "f150-sashapivovarova-setting"] {
            let r = try run(name)
            let icons = frames(of: "Image", in: r)
            let titles = frames(of: "Text", in: r).filter { $0.minY > 551 }
            #expect(icons.count == 3 && zip(icons, titles).allSatisfy { $0.maxY <= $1.minY }, "\(name)")
        }
    }

    /// The pickers show their selections: the sport's emoji, and "One" for the tag 1.
    @Test func pickersShowTheirSelections() throws {
        #expect(texts(try run("f155-velog-rudin-picker")).filter { $0 == "⚽️" }.count == 2)
        #expect(texts(try run("f156-appleforums-picker-uint8")).first == "One")
    }

    /// The button styles pad their labels: 16 with the gray or blue background, 20 in the orange one.
    @Test func buttonStylesPadTheirLabels() throws {
        let a = try run("f144-stevencurtis-custombuttonstyle")
        let label = try #require(frames(of: "Text", in: a).first)
        let background = try #require(frames(of: "background", in: a).first)
        #expect(background.width == label.width + 32)
        let b = try run("f145-swiftontap-mybuttonstyle")
        let text = try #require(frames(of: "Text", in: b).first)
        #expect(frames(of: "RoundedRectangle", in: b).first?.width == text.width + 40)
    }

    /// Apple's Label: the symbol, then the title 8 points after it, centred.
    @Test func aLabelIsIconThenTitle() throws {
        let result = try run("f212-apple-label")
        let icon = try #require(frames(of: "Image", in: result).first)
        let title = try #require(frames(of: "Text", in: result).first)
        #expect(title.minX - icon.maxX == 8)
        #expect(texts(result) == ["Lightning"])
    }

    /// Apple's linear ProgressView at 0.5: a bar across the width, filled halfway, the button below.
    @Test func aProgressViewIsHalfFilled() throws {
        let result = try run("f218-apple-progressview")
        let capsules = frames(of: "Capsule", in: result)
        #expect(capsules.map(\.width) == [400, 200])
        #expect(texts(result) == ["More"])
    }

    /// Apple's Gauge at 0.4: its label above a bar across the width, filled to 40 % (the style's
    /// metrics are Plumb's estimate).
    @Test func aGaugeIsALinearBar() throws {
        let result = try run("f211-apple-gauge")
        #expect(frames(of: "Capsule", in: result).map(\.width) == [400, 160])
        #expect(texts(result) == ["Battery Level"])
    }

    /// Apple's Link: its title, tinted (`URL(string:)!` is its text: Plumb loads nothing).
    @Test func aLinkIsItsTitle() throws {
        let result = try run("f214-apple-link")
        #expect(texts(result) == ["View Our Terms of Service"])
        #expect(frames(of: "Link", in: result).first?.width == Double(25 * 8))
    }

    /// The login button's label framed 220×60; the fields across the width.
    @Test func aLoginButtonAndItsFields() throws {
        let result = try run("f225-polinaefimovaa-loginview")
        #expect(frames(of: "Button", in: result).map(\.size) == [Size(width: 220, height: 60)])
        #expect(frames(of: "TextField", in: result).first?.width == Double(400 - 32))
    }

    /// controlSize's example is 450 wide: on a 400-point canvas it overflows 25 on each side.
    @Test func aWideControlSizeExampleOverflowsTheCanvas() throws {
        let frame = try #require(frames(of: "frame", in: try run("f254-apple-controlsize")).first)
        #expect(frame.width == 450 && frame.minX == -25)
    }

    /// swiftui.cc: the button keeps its own width inside a frame as wide as the padded stack.
    @Test func aButtonKeepsItsWidthInAWideFrame() throws {
        let result = try run("f278-swiftuicc-paywallfooter")
        let button = try #require(frames(of: "Button", in: result).first)
        let frame = try #require(frames(of: "frame", in: result).first)
        #expect(frame.width == 400 - 2 * 16 && button.width < frame.width)
        #expect(frames(of: "Spacer", in: result).first.map { $0.height >= 24 } == true)
    }

    /// Apple's DatePicker example: the documented stand-in, its label and the date it shows.
    @Test func theDatePickerExampleStandsInAsItsLabelAndDate() throws {
        let result = try run("f294-apple-datepicker-startdate")
        #expect(textLines(result) == [["Start Date"], ["Jan 1, 2001"]])
    }

    /// fivestars: of three label styles the closest to the label wins, the icon only.
    @Test func theClosestLabelStyleWins() throws {
        let result = try run("f437-fivestars-label-styles")
        #expect(PlumbImportTests.texts(result).isEmpty && frames(of: "Image", in: result).count == 1)
    }
}
