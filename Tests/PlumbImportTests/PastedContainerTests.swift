import Foundation
import PlumbImport
import PlumbLayout
import PlumbLua
import Testing

/// Snippets of lists, sections, forms, group boxes, scroll views and lazy stacks pasted from public
/// sources (`Fresh/`), checked against the geometry the source states.
@Suite("Pasted snippets: lists, forms, scroll views and lazy stacks")
struct PastedContainerTests: FreshSnippetSuite {
    /// Fifty rows, each padded twice (16 inside, 16 from the ForEach's padding), 8 apart.
    @Test func scrolledRowsArePaddedTwice() throws {
        let r = try run("f103-rebeloper-safeareainset")
        let rows = frames(of: "HStack", in: r)
        #expect(rows.count == 50)
        #expect(rows[1].minY - rows[0].minY == 16 + 16 + 16 + 16 + 16 + 8)
    }

    /// The GroupBox's toggles take its whole width, the box padded 10 from the canvas.
    @Test func aGroupBoxsTogglesTakeItsWidth() throws {
        let r = try run("f130-devto-goyes-groupbox")
        let box = try #require(frames(of: "GroupBox", in: r).first)
        #expect(box.minX == 10 && box.width == 380)
        #expect(texts(r).prefix(2) == ["Configuración", "Autocorrección"])
    }

    /// Apple's LazyVStack: "aligns to the leading edge of the scroll view, and uses default
    /// spacing between the text views".
    @Test func aLazyVStacksRowsAtTheLeadingEdge() throws {
        let rows = frames(of: "Text", in: try run("f173-apple-lazyvstack"))
        #expect(rows.prefix(10).allSatisfy { $0.minX == 0 })
        #expect(rows[1].minY - rows[0].maxY == 8)
    }

    /// Apple's LazyHStack: "aligns to the top of the scroll view and uses 10-point spacing".
    @Test func aLazyHStacksColumnsAtTheTop() throws {
        let columns = frames(of: "Text", in: try run("f174-apple-lazyhstack"))
        #expect(columns.prefix(5).allSatisfy { $0.minY == 0 })
        #expect(columns[1].minX - columns[0].maxX == 10)
    }

    /// The rows spaced 50 (karm435's LazyVStack), each row's print dropped.
    @Test func lazyRowsFiftyApart() throws {
        let rows = frames(of: "Text", in: try run("f175-karm435-lazyvstack"))
        #expect(rows[1].minY - rows[0].maxY == 50)
    }

    /// `content: SampleRow.init`: a hundred rows "Row 1" … in a 300-point-high scroll view.
    @Test func rowsMadeByTheInitialiser() throws {
        let r = try run("f177-wangchujiang-samplerow")
        #expect(texts(r).prefix(3) == ["Row 1", "Row 2", "Row 3"])
        #expect(frames(of: "ScrollView", in: r).first?.height == 300)
    }

    /// A List item of an Image, a VStack and a Spacer is three rows (SwiftUI makes each view of a
    /// ForEach's item a row); the Spacer's row is the minimum row, 44 high, not a share of the card.
    @Test func aListRowOfASpacerIs44High() throws {
        let spacers = frames(of: "Spacer", in: try run("f196-sagarsukode-listview"))
        #expect(spacers.count == 15)
        #expect(spacers.allSatisfy { $0.height == 22 })  // 44 less the row's insets, 11 above and below
    }

    /// Two views in a List's item are two rows: the photo above its title, both at the row's inset.
    @Test func twoViewsInAListItemAreTwoRows() throws {
        let result = try run("f195-juneyhua-maplestory")
        let images = frames(of: "Image", in: result)
        let stacks = frames(of: "VStack", in: result).filter { $0.width < 200 }
        #expect(images.count == 5 && stacks.count == 5)
        #expect(zip(images, stacks).allSatisfy { $0.maxY <= $1.minY && $0.minX == $1.minX })
    }

    /// listRowInsets: each row's text starts 25 from its card's leading edge.
    @Test func listRowInsetsIndentTheTexts() throws {
        let result = try run("f263-apple-listrowinsets")
        let cards = frames(of: "RoundedRectangle", in: result)
        let texts = frames(of: "Text", in: result)
        #expect(texts.count == 3)
        #expect(texts.allSatisfy { $0.minX - cards[0].minX == 25 })
    }

    /// listRowSpacing(_:): "10 pts of spacing between each row".
    @Test func listRowSpacingOfTen() throws {
        let rows = frames(of: "Text", in: try run("f337-apple-listrowspacing"))
        #expect(rows.count == 2 && rows[1].minY - rows[0].maxY == 10 + 44 - 16)
    }

    /// swiftui.cc's TeamFeed: each section's header across the width (maxWidth: .infinity, padded 8)
    /// on its bar, above its eight rows padded 10 vertically.
    @Test func sectionHeadersSpanTheWidth() throws {
        let result = try run("f391-swiftuicc-teamfeed-pinned")
        let bars = frames(of: "Color", in: result)
        #expect(bars.count >= 2 && bars.allSatisfy { $0.width == 400 && $0.height == 32 })
        let rows = frames(of: "Text", in: result).filter { $0.minY > bars[0].maxY && $0.maxY < bars[1].minY }
        #expect(rows.count == 8)
    }

    /// SwiftOnTap's RowNumbersView: the rows on the scroll view's leading edge.
    @Test func lazyRowsOnTheLeadingEdge() throws {
        let texts = frames(of: "Text", in: try run("f439-devler-rownumbersview"))
        #expect(texts.count >= 20 && texts.allSatisfy { $0.minX == 0 })
    }

    /// FormView: three sections, in order, each its text, button and control.
    @Test func formOfThreeSections() throws {
        let result = try run("f471-codesearch-nandoriya-formview")
        let texts = PlumbImportTests.texts(result)
        #expect(texts.filter { $0.hasPrefix("Section") } == ["Section 1", "Section 2", "Section 3"])
        #expect(frames(of: "Toggle", in: result).count == 1 && frames(of: "Slider", in: result).count == 1)
        #expect(frames(of: "Stepper", in: result).count == 1)
    }

    /// FormViewExample: two disclosure groups, collapsed: their toggles and stepper are not laid out.
    @Test func disclosureGroupsAreCollapsed() throws {
        let result = try run("f472-gafur-formviewexample")
        #expect(frames(of: "DisclosureGroup", in: result).count == 2)
        #expect(frames(of: "Toggle", in: result).isEmpty && frames(of: "Stepper", in: result).isEmpty)
    }

    /// HeaderListButtonExample: the header at the top, the button at the bottom, the list's reader
    /// taking what is left between them (8 apart).
    @Test func listBetweenHeaderAndButton() throws {
        let result = try run("f476-vligh-headerlistbutton")
        let reader = try #require(frames(of: "GeometryReader", in: result).first)
        let button = try #require(frames(of: "Color", in: result).last)
        #expect(button.maxY == 600 && button.width == 240)
        #expect(reader.minY == 48 + 8 && reader.maxY == button.minY - 8)
    }

    /// ScrollView of 20 rows: each a padded title, the column centred in the scroll view.
    @Test func twentyPaddedRowsScroll() throws {
        let result = try run("f483-csdn-qq24459277-scrollview-rows")
        let texts = frames(of: "Text", in: result)
        #expect(texts.count == 20)
        #expect(texts[1].minY - texts[0].minY == 88)
        let column = try #require(frames(of: "VStack", in: result).first)
        #expect(column.midX == 200 && column.minY == 0 && column.height == 1752)
    }

    /// A ScrollView framed 350 high holds ten 200×200 items 20 apart.
    @Test func theScrollViewIs350High() throws {
        let result = try run("f484-wangchujiang-scrollview-350")
        let scroll = try #require(frames(of: "ScrollView", in: result).first)
        #expect(scroll.width == 400 && scroll.height == 350 && scroll.minY == 125)
        let items = frames(of: "Color", in: result)
        #expect(items.count == 10 && items.allSatisfy { $0.width == 200 && $0.height == 200 })
        #expect(items[1].minY - items[0].maxY == 20)
    }

    /// A grouped list: the header, then three rows across the whole width.
    @Test func groupedRowsSpanTheWidth() throws {
        let result = try run("f490-wangchujiang-grouped-list")
        let texts = frames(of: "Text", in: result)
        #expect(texts.count == 4)
        #expect(frames(of: "Rectangle", in: result).first?.width == 400)
        #expect(frames(of: "Divider", in: result).count == 2)
    }

    /// An inset grouped list of fifteen rows, inset 16 points on each side.
    @Test func insetGroupedRowsAreInset() throws {
        let result = try run("f491-somuyadav-insetgrouped")
        #expect(texts(result).prefix(2) == ["Row 0", "Row 1"])
        #expect(frames(of: "Text", in: result).count == 15)
        let section = try #require(frames(of: "Color", in: result).first)
        #expect(section.minX == 16 && section.width == 368)
    }

    /// A horizontal lazy row of 100×100 squares, each padded 16 on both sides, 10 apart.
    @Test func paddedSquaresInARow() throws {
        let result = try run("f501-xiaoming04-scrollviewbootcamp")
        let squares = frames(of: "Rectangle", in: result)
        #expect(squares.allSatisfy { $0.width == 100 && $0.height == 100 })
        #expect(squares[0].minX == 16 && squares[1].minX - squares[0].maxX == 42)
        #expect(frames(of: "LazyHStack", in: result).first?.width == 2688)
    }

    /// LazyHStack of eleven texts in a horizontal ScrollView, from the leading edge.
    @Test func lazyRowFromTheLeadingEdge() throws {
        let result = try run("f502-codesearch-cilia-lazyhstackview")
        let texts = frames(of: "Text", in: result)
        #expect(texts.first?.minX == 0 && texts[1].minX - texts[0].maxX == 8)
        #expect(frames(of: "LazyHStack", in: result).first?.width == 520)
    }

    /// A form of two sections: a segmented picker and a toggle, then a button.
    @Test func twoSectionsOfControls() throws {
        let result = try run("f503-nawsusunyein-sectioninforms")
        #expect(frames(of: "Picker", in: result).count == 1 && frames(of: "Toggle", in: result).count == 1)
        #expect(frames(of: "Button", in: result).count == 1)
        #expect(frames(of: "Picker", in: result).first?.width == 328)
    }

    /// A navigation view's form: a toggle and a picker in one section below the bar.
    @Test func toggleAndPickerUnderTheBar() throws {
        let result = try run("f504-sada9-pickerview")
        let form = try #require(frames(of: "Form", in: result).first)
        #expect(form.minY == 44 && form.height == 556)
        #expect(frames(of: "Toggle", in: result).count == 1 && frames(of: "Picker", in: result).count == 1)
    }

    /// The brown behind the whole scroll view; the title centred, ten 150-point cards under it.
    @Test func brownBehindTheScrollView() throws {
        let result = try run("f505-martiespinosa-ignoressafeareas")
        #expect(frames(of: "Color", in: result).first == Rect(x: 0, y: 0, width: 400, height: 600))
        let cards = frames(of: "RoundedRectangle", in: result)
        #expect(cards.count == 10 && cards.allSatisfy { $0.width == 368 && $0.height == 150 })
        #expect(frames(of: "Text", in: result).first?.midX == 200)
    }

    /// `background(_:ignoresSafeAreaEdges:)`: the blue behind the scroll view; the title leading.
    @Test func blueBehindTheScrollView() throws {
        let result = try run("f506-codesearch-safearea-background-edges")
        #expect(frames(of: "Color", in: result).first == Rect(x: 0, y: 0, width: 400, height: 600))
        #expect(frames(of: "Text", in: result).first?.minX == 16)
        #expect(frames(of: "RoundedRectangle", in: result).first?.width == 360)
    }

    /// WeSplit's first form, in a navigation view: the large title's bar, then the two sections.
    @Test func aFormUnderTheLargeTitle() throws {
        let result = try run("f532-joesherwood-wesplit-two-sections")
        let form = try #require(frames(of: "Form", in: result).first)
        #expect(form.minY == 96 && form.height == 504)
        #expect(frames(of: "Text", in: result).count == 12)
    }

    /// WeSplit's forms: sections of rows the width of the canvas, inset 16.
    @Test(arguments: ["f533-angel5215-wesplit-form", "f534-codesearch-tolga-wesplit-form"])
    func sectionsOfRows(_ name: String) throws {
        let result = try run(name)
        #expect(frames(of: "Form", in: result).first == Rect(x: 0, y: 0, width: 400, height: 600))
        let texts = frames(of: "Text", in: result)
        #expect(!texts.isEmpty && texts.allSatisfy { $0.minX >= 16 })
    }
}
