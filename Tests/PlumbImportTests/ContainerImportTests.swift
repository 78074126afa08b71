import Foundation
import PlumbImport
import PlumbLayout
import PlumbLua
import Testing

/// Lists, forms, scroll views and lazy stacks written here, imported and laid out on a 400×600
/// canvas; text is 8×16 points a character. Where Apple's documentation states the numbers, the
/// test keeps them and names the page.
@Suite("Lists, forms, scroll views and lazy stacks imported")
struct ContainerImportTests: ConstructSuite {
    /// Thirty rows, each padded twice (6 inside, 10 from the ForEach's padding), 8 apart.
    @Test func scrolledRowsArePaddedTwice() throws {
        let r = try lay(
            #"""
            import SwiftUI

            @available(iOS 15.0, *)
            struct Seats: View {
                var body: some View {
                    ScrollView {
                        ForEach(0...29, id:\.self) { n in
                            HStack {
                                Text("Seat \(n)").foregroundColor(.white)
                                Spacer()
                            }
                            .padding(6)
                        }
                        .padding(10)
                    }
                    .background(Color.mint)
                    .navigationBarTitle("Seating")
                }
            }

            @available(iOS 15.0, *)
            struct Seats_Previews: PreviewProvider {
                static var previews: some View {
                    Seats()
                }
            }
            """#)
        let rows = frames(of: "HStack", in: r)
        #expect(rows.count == 30)
        // 16 + 2 × 6 + 2 × 10, then 8.
        #expect(rows[1].minY - rows[0].minY == 56)
    }

    /// The GroupBox's toggles take its whole width, the box padded 14 from the canvas.
    @Test func aGroupBoxsTogglesTakeItsWidth() throws {
        let r = try lay(
            #"""
            struct Sounds: View {
              @State private var chime = true
              @State private var click = false
              @State private var buzz = true

              var body: some View {
                GroupBox(content: {
                  Toggle("Chime", isOn: $chime)
                  Toggle("Click", isOn: $click)
                  Toggle("Buzz", isOn: $buzz)
                }, label: {
                  Text("Sound")
                })
                .padding(14)
              }
            }
            """#)
        let box = try #require(frames(of: "GroupBox", in: r).first)
        #expect(box.minX == 14 && box.width == 372)
        #expect(texts(r).prefix(2) == ["Sound", "Chime"])
        #expect(frames(of: "Toggle", in: r).count == 3)
    }

    /// A LazyVStack in a scroll view, aligned to the leading edge, the default spacing between its
    /// texts (developer.apple.com/documentation/swiftui/lazyvstack).
    @Test func aLazyVStacksRowsAtTheLeadingEdge() throws {
        let rows = frames(
            of: "Text",
            in: try lay(
                #"""
                ScrollView {
                    LazyVStack(alignment: .leading) {
                        ForEach(1...100, id: \.self) {
                            Text("Line \($0) of many")
                        }
                    }
                }
                """#))
        #expect(rows.count >= 10 && rows.prefix(10).allSatisfy { $0.minX == 0 })
        #expect(rows[1].minY - rows[0].maxY == 8)
    }

    /// A LazyHStack in a horizontal scroll view, aligned to the top, 10 points apart
    /// (developer.apple.com/documentation/swiftui/lazyhstack).
    @Test func aLazyHStacksColumnsAtTheTop() throws {
        let columns = frames(
            of: "Text",
            in: try lay(
                #"""
                ScrollView(.horizontal) {
                    LazyHStack(alignment: .top, spacing: 10) {
                        ForEach(1...100, id: \.self) { n in
                            Text("Page \(n)")
                        }
                    }
                }
                """#))
        #expect(columns.count >= 5 && columns.prefix(5).allSatisfy { $0.minY == 0 })
        #expect(columns[1].minX - columns[0].maxX == 10)
    }

    /// The rows spaced 36, each row's initialiser printing (the print dropped).
    @Test func lazyRowsThirtySixApart() throws {
        let rows = frames(
            of: "Text",
            in: try lay(
                #"""
                import SwiftUI

                struct Slot: View {
                private let number: Int

                init(number: Int) {
                print("made slot \(number)")
                self.number = number
                }

                var body: some View {
                Text("An empty slot")
                }
                }

                struct ContentView: View {
                var body: some View {
                ScrollView(.vertical) {
                LazyVStack(alignment: .center, spacing: 36) {
                ForEach(0...60, id:\.self) { number in
                Slot(number: number)
                }
                }
                }
                }
                }
                """#))
        #expect(rows[1].minY - rows[0].maxY == 36 && rows[0].midX == 200)
    }

    /// `content: Line.init`: a hundred rows "Line 1" … in a 240-point-high scroll view.
    @Test func rowsMadeByTheInitialiser() throws {
        let r = try lay(
            #"""
            struct Line: View {
            let id: Int

            var body: some View {
            Text("Line \(id)")
            }

            init(id: Int) {
            print("building line \(id)")
            self.id = id
            }
            }

            struct ContentView: View {
            var body: some View {
            ScrollView {
            LazyVStack {
            ForEach(1...100, id: \.self, content: Line.init)
            }
            }
            .frame(height: 240)
            }
            }
            """#)
        #expect(texts(r).prefix(3) == ["Line 1", "Line 2", "Line 3"])
        #expect(frames(of: "ScrollView", in: r).first?.height == 240)
    }

    /// A List item of an Image, a VStack and a Spacer is three rows (SwiftUI makes each view of a
    /// list item a row); the Spacer's row is the minimum row, 44 high, not a share of the card.
    @Test func aListRowOfASpacerIs44High() throws {
        let spacers = frames(
            of: "Spacer",
            in: try lay(
                #"""
                import SwiftUI

                struct Contacts: View {
                    var body: some View {
                        List(0 ..< 6) { row in
                            Image("thumb").resizable()
                                .clipShape(Circle())
                                .frame(width: 36.0, height: 36.0, alignment: .leading)
                            VStack (alignment: .leading,spacing: 3) {
                                Text("Contact number \(row+1)")
                                    .font(.title)
                                    .foregroundColor(.blue)
                                Text("Detail \(row+1)")
                                .font(.subheadline)
                                .foregroundColor(.gray)
                            }
                            Spacer()
                        }
                        .padding()
                    }
                }
                """#))
        #expect(spacers.count == 6)
        #expect(spacers.allSatisfy { $0.height == 22 })  // 44 less the row's insets, 11 above and below
    }

    /// Two views in a List's item are two rows: the symbol above its stack, both at the row's inset.
    @Test func twoViewsInAListItemAreTwoRows() throws {
        let r = try lay(
            #"""
            import SwiftUI

            struct Places: View {
                var body: some View {
                    List(/*@START_MENU_TOKEN@*/0 ..< 4/*@END_MENU_TOKEN@*/) { place in
                        Image(systemName: "map")
                        VStack(alignment: .leading) {
                            Text("place")
                            Text(/*@START_MENU_TOKEN@*/"Where"/*@END_MENU_TOKEN@*/)
                                .font(.subheadline)
                                .foregroundColor(.secondary)
                        }
                    }
                }
            }
            """#)
        let images = frames(of: "Image", in: r)
        let stacks = frames(of: "VStack", in: r).filter { $0.width < 200 }
        #expect(images.count == 4 && stacks.count == 4)
        #expect(zip(images, stacks).allSatisfy { $0.maxY <= $1.minY && $0.minX == $1.minX })
    }

    /// listRowInsets with a leading inset of 25: each row's text starts 25 from its card's leading
    /// edge (developer.apple.com/documentation/swiftui/view/listrowinsets(_:)).
    @Test func listRowInsetsIndentTheTexts() throws {
        let r = try lay(
            #"""
            struct Tides: View {
                enum Tide: String, CaseIterable, Identifiable {
                    case low, high, slack, spring
                    var id: String { self.rawValue }
                }

                var body: some View {
                    List {
                        ForEach(Tide.allCases) {
                            Text($0.rawValue)
                                .listRowInsets(.init(top: 0, leading: 25, bottom: 0, trailing: 0))
                        }
                    }
                }
            }
            """#)
        let cards = frames(of: "RoundedRectangle", in: r)
        let texts = frames(of: "Text", in: r)
        #expect(PlumbImportTests.texts(r) == ["low", "high", "slack", "spring"])
        #expect(texts.allSatisfy { $0.minX - cards[0].minX == 25 })
    }

    /// listRowSpacing(_:) of 10: 10 points between rows, 44 high each
    /// (developer.apple.com/documentation/swiftui/view/listrowspacing(_:)).
    @Test func listRowSpacingOfTen() throws {
        let rows = frames(
            of: "Text",
            in: try lay(
                #"""
                List {
                    Text("Umbrella")
                    Text("Boots")
                    Text("Scarf")
                }
                .listRowSpacing(10.0)
                """#))
        // 10 between rows 44 high, the text 16 high in each.
        #expect(rows.count == 3 && gapsY(rows) == [38, 38])
    }

    /// Each section's header across the width (maxWidth: .infinity, padded 8) on its bar, above its
    /// five rows padded 10 vertically.
    @Test func sectionHeadersSpanTheWidth() throws {
        let r = try lay(
            #"""
            import SwiftUI

            struct Shelves: View {
                let shelves = ["Fiction", "Poetry", "Maps"]

                var body: some View {
                    ScrollView {
                        LazyVStack(alignment: .leading, spacing: 0,
                                   pinnedViews: .sectionHeaders) {
                            ForEach(shelves, id: \.self) { shelf in
                                Section {
                                    ForEach(1...5, id: \.self) { n in
                                        Text("\(shelf), book \(n)")
                                            .padding(.vertical, 10)
                                            .padding(.horizontal)
                                    }
                                } header: {
                                    Text(shelf)
                                        .font(.subheadline.bold())
                                        .frame(maxWidth: .infinity, alignment: .leading)
                                        .padding(8)
                                        .background(.bar)
                                }
                            }
                        }
                    }
                }
            }
            """#)
        let bars = frames(of: "Color", in: r)
        #expect(bars.count == 3 && bars.allSatisfy { $0.width == 400 && $0.height == 32 })
        let rows = frames(of: "Text", in: r).filter { $0.minY > bars[0].maxY && $0.maxY < bars[1].minY }
        #expect(rows.count == 5 && rows.allSatisfy { $0.minX == 16 })
        // Five rows of 16 + 2 × 10.
        #expect(bars[1].minY - bars[0].maxY == 180)
    }

    /// A lazy stack's rows on the scroll view's leading edge, a named closure parameter.
    @Test func lazyRowsOnTheLeadingEdge() throws {
        let texts = frames(
            of: "Text",
            in: try lay(
                #"""
                struct Numbered: View {
                    var body: some View {
                        ScrollView {
                            LazyVStack(alignment: .leading) {
                                ForEach(1...80, id: \.self) { number in
                                    Text("No. \(number)")
                                }
                            }
                        }
                    }
                }
                """#))
        #expect(texts.count >= 20 && texts.allSatisfy { $0.minX == 0 })
    }

    /// A form of three sections, in order, each its text, button and control.
    @Test func formOfThreeSections() throws {
        let r = try lay(
            #"""
            import SwiftUI

            struct Settings: View {
                @State var lightsOn = false
                @State var volume = 0.0
                @State var copies = 0

                var body: some View {
                    Form {
                        Section {
                            Text("Part A")
                            Button(action: {}) {
                                Text("Reset")
                            }
                            Toggle(isOn: $lightsOn) {
                                Text("Lights")
                            }
                        }
                        Section {
                            Text("Part B")
                            Button(action: {}) {
                                Text("Mute")
                            }
                            Slider(value: $volume, in: 0...11, step: 0.5)
                        }
                        Section {
                            Text("Part C")
                            Button(action: {}) {
                                Text("Print")
                            }
                            Stepper(value: $volume, in: 0...11, step: 1) {
                                Text("Copies")
                            }
                        }
                    }
                }
            }
            """#)
        #expect(texts(r).filter { $0.hasPrefix("Part") } == ["Part A", "Part B", "Part C"])
        #expect(frames(of: "Toggle", in: r).count == 1 && frames(of: "Slider", in: r).count == 1)
        #expect(frames(of: "Stepper", in: r).count == 1)
    }

    /// Two disclosure groups, collapsed: their toggles and stepper are not laid out.
    @Test func disclosureGroupsAreCollapsed() throws {
        let r = try lay(
            #"""
            import SwiftUI

            struct Options: View {
                @State private var wrap: Bool = false
                @State private var numbers: Bool = true
                @State private var width: Int = 80

                var body: some View {
                    Form {
                        DisclosureGroup("Editor") {
                            Toggle("Wrap lines", isOn: $wrap)
                            Toggle("Line numbers", isOn: $numbers)
                        }
                        DisclosureGroup("Page") {
                            HStack {
                                Text("Width")
                                Spacer()
                                Text(String(width))
                                Stepper("", value: $width, in: 40...120)
                                    .labelsHidden()
                            }
                        }
                        /*
                        Section(header: Text("Editor")) {
                            Toggle("Wrap lines", isOn: $wrap)
                        }
                        */
                    }
                }
            }

            #Preview {
                Options()
            }
            """#)
        #expect(frames(of: "DisclosureGroup", in: r).count == 2)
        #expect(frames(of: "Toggle", in: r).isEmpty && frames(of: "Stepper", in: r).isEmpty)
    }

    /// The header at the top, the button at the bottom, the list's reader taking what is left between
    /// them (8 apart).
    @Test func listBetweenHeaderAndButton() throws {
        let r = try lay(
            #"""
            import SwiftUI

            struct Basket: View {
              var body: some View {
                VStack {
                  Text("Basket")
                  .padding(12)
                  GeometryReader { proxy in
                    List {
                      ForEach(0..<12) { index in
                        Text("Fruit #\(index)")
                      }
                    }
                  }
                  Button(action: {
                  }) {
                    Text("Check out")
                  }
                  .frame(width: 160)
                  .padding(14)
                  .background(Color.green)
                  .foregroundColor(.white)
                  .clipShape(RoundedRectangle(cornerRadius: 8))
                }
              }
            }
            """#)
        let reader = try #require(frames(of: "GeometryReader", in: r).first)
        let button = try #require(frames(of: "Color", in: r).last)
        // 160 + 2 × 14 wide, 16 + 2 × 14 high.
        #expect(button.maxY == 600 && button.width == 188 && button.height == 44)
        // The header is 16 + 2 × 12 high, then 8.
        #expect(reader.minY == 48 && reader.maxY == button.minY - 8)
    }

    /// A ScrollView of twelve padded titles, the column centred in the scroll view.
    @Test func twelvePaddedTitlesScroll() throws {
        let r = try lay(
            #"""
            import SwiftUI

            struct Slides: View {
            var body: some View {
            ScrollView {
            VStack {
            ForEach(1...12, id: \.self) { n in
            Text("Slide \(n)")
            .font(.title)
            .padding(10)
            }
            }
            }
            }
            }
            """#)
        let texts = frames(of: "Text", in: r)
        #expect(texts.count == 12)
        // A title is 48 high: rows of 68, 8 apart.
        #expect(texts[0].height == 48 && texts[1].minY - texts[0].minY == 76)
        let column = try #require(frames(of: "VStack", in: r).first)
        // 12 × 68 + 11 × 8.
        #expect(column.midX == 200 && column.minY == 0 && column.height == 904)
    }

    /// A ScrollView framed 280 high, centred, holds eight 150×120 items 12 apart.
    @Test func theScrollViewIs280High() throws {
        let r = try lay(
            #"""
            ScrollView {
            VStack(spacing: 12) {
            ForEach(0..<8) {
            Text("Card \($0)")
            .foregroundColor(.white)
            .font(.largeTitle)
            .frame(width: 150, height: 120)
            .background(Color.purple)
            }
            }
            }
            .frame(height: 280)
            """#)
        let scroll = try #require(frames(of: "ScrollView", in: r).first)
        #expect(scroll == Rect(x: 0, y: 160, width: 400, height: 280))
        let items = frames(of: "Color", in: r)
        #expect(items.count == 8 && items.allSatisfy { $0.width == 150 && $0.height == 120 })
        #expect(gapsY(items).allSatisfy { $0 == 12 })
    }

    /// A grouped list: the header, then four rows across the whole width, dividers between them.
    @Test func groupedRowsSpanTheWidth() throws {
        let r = try lay(
            #"""
            struct Chore: View {
            var body: some View {
            Text("A chore")
            }
            }

            struct Chores: View {
            var body: some View {
            List {
            Section(header: Text("This week")) {
            Chore()
            Chore()
            Chore()
            Chore()
            }
            }
            .listStyle(GroupedListStyle())
            }
            }
            """#, view: "Chores")
        #expect(frames(of: "Text", in: r).count == 5)
        #expect(frames(of: "Rectangle", in: r).first?.width == 400)
        #expect(frames(of: "Divider", in: r).count == 3)
    }

    /// An inset grouped list of nine rows, inset 16 points on each side.
    @Test func insetGroupedRowsAreInset() throws {
        let r = try lay(
            #"""
            struct Inset: View {
            var body: some View{
            List(0..<9) { i in
            Text("Item \(i)")
            }
            .listStyle(InsetGroupedListStyle())
            }
            }
            """#)
        #expect(texts(r).prefix(2) == ["Item 0", "Item 1"])
        #expect(frames(of: "Text", in: r).count == 9)
        let section = try #require(frames(of: "Color", in: r).first)
        #expect(section.minX == 16 && section.width == 368)
    }

    /// A horizontal lazy row of 80×80 squares, each padded 16 on both sides, 6 apart; only those in
    /// view are made, but the row is as wide as all twelve.
    @Test func paddedSquaresInARow() throws {
        let r = try lay(
            #"""
            import SwiftUI

            struct Strip: View {
                var body: some View {
                    ScrollView(.horizontal) {
                        LazyHStack(spacing: 6) {
                            ForEach(0..<12) { _ in
                                Rectangle()
                                    .fill(.blue)
                                    .frame(width: 80, height: 80)
                                    .padding(.horizontal)
                            }
                        }
                    }
                }
            }

            #Preview {
                Strip()
            }
            """#)
        let squares = frames(of: "Rectangle", in: r)
        #expect(squares.count >= 3 && squares.allSatisfy { $0.width == 80 && $0.height == 80 })
        #expect(squares[0].minX == 16 && squares[1].minX - squares[0].maxX == 38)
        // 12 × (80 + 32) + 11 × 6.
        #expect(frames(of: "LazyHStack", in: r).first?.width == 1410)
    }

    /// A LazyHStack of eight texts in a horizontal ScrollView, from the leading edge.
    @Test func lazyRowFromTheLeadingEdge() throws {
        let r = try lay(
            #"""
            import SwiftUI

            struct Tabs: View {
                var body: some View {
                    VStack {
                        ScrollView(.horizontal) {
                            LazyHStack {
                                ForEach(1 ... 8, id: \.self) {
                                    Text("Tab \($0)")
                                }
                            }
                        }
                    }
                }
            }

            struct Tabs_Previews: PreviewProvider {
                static var previews: some View {
                    Tabs()
                }
            }
            """#)
        let texts = frames(of: "Text", in: r)
        #expect(texts.first?.minX == 0 && gapsX(texts) == [8, 8, 8, 8, 8, 8, 8])
        // 8 × 40 + 7 × 8.
        #expect(frames(of: "LazyHStack", in: r).first?.width == 376)
    }

    /// A form of two sections: a segmented picker and a toggle, then a button.
    @Test func twoSectionsOfControls() throws {
        let r = try lay(
            #"""
            import SwiftUI

            struct Paint: View {
                @State private var chosen = 0
                @State private var glossy = false
                @State private var finishes = ["Matt","Satin","Gloss"]

                var body: some View {
                    Form{
                        Section{
                            Picker(selection:$chosen,label: Text("Finish")){
                                ForEach(0 ..< finishes.count){
                                    Text(self.finishes[$0]).tag($0)
                                }
                            }.pickerStyle(SegmentedPickerStyle())
                            Toggle(isOn:$glossy){
                                Text("Second coat")
                            }
                        }
                        Section{
                            Button(action:{
                            }){
                                Text("Order paint")
                            }
                        }
                    }
                }
            }
            """#)
        #expect(frames(of: "Picker", in: r).count == 1 && frames(of: "Toggle", in: r).count == 1)
        #expect(frames(of: "Button", in: r).count == 1)
        #expect(frames(of: "Picker", in: r).first?.width == 328)
    }

    /// A navigation view's form: a toggle and a picker in one section below the bar.
    @Test func toggleAndPickerUnderTheBar() throws {
        let r = try lay(
            #"""
            import SwiftUI

            struct Radio : View {
                @State var band: String = ""
                @State var on = false

                var body: some View {
                    VStack {
                        NavigationView {
                            Form {
                                Section {
                                    Toggle(isOn: $on) {
                                        Text("Radio")
                                    }
                                    Picker(selection: $band, label:
                                        Text("Band")
                                        , content: {
                                            Text( on ? "FM, playing" : "FM").tag(0)
                                            Text("AM").tag(1)
                                    })
                                }
                            }
                        }
                    }
                }
            }
            """#)
        let form = try #require(frames(of: "Form", in: r).first)
        #expect(form.minY == 44 && form.height == 556)
        #expect(frames(of: "Toggle", in: r).count == 1 && frames(of: "Picker", in: r).count == 1)
    }

    /// The gray behind the whole scroll view; the title centred, six 110-point cards under it.
    @Test func grayBehindTheScrollView() throws {
        let r = try lay(
            #"""
            import SwiftUI

            struct Cards: View {
                var body: some View {
                    ScrollView {
                        VStack() {
                            Text("Cards")
                                .font(.largeTitle)
                                .fontWeight(.bold)
                                .frame(maxWidth: .infinity, alignment: .top)
                            ForEach(0..<6) { index in
                                RoundedRectangle(cornerRadius: 18.0)
                                    .fill(.black.opacity(0.4))
                                    .frame(height: 110)
                            }
                        }
                        .padding()
                    }
                    .background(
                        Color.gray
                            //.ignoresSafeArea() // a background reaches the edges anyway
                    )
                }
            }

            #Preview {
                Cards()
            }
            """#)
        #expect(frames(of: "Color", in: r).first == Rect(x: 0, y: 0, width: 400, height: 600))
        let cards = frames(of: "RoundedRectangle", in: r)
        #expect(cards.count == 6 && cards.allSatisfy { $0.width == 368 && $0.height == 110 })
        #expect(frames(of: "Text", in: r).first?.midX == 200)
    }

    /// `background(_:ignoresSafeAreaEdges:)`: the blue behind the scroll view; the title leading.
    @Test func blueBehindTheScrollView() throws {
        let r = try lay(
            #"""
            import SwiftUI

            struct Tiles: View {
                var body: some View {
                        ScrollView {
                            VStack {
                                Text("Tiles")
                                    .font(.largeTitle)
                                    .frame(maxWidth: .infinity, alignment: .leading)
                                    .padding(.horizontal)
                                ForEach(0..<5) { index in
                                    RoundedRectangle(cornerRadius: 12)
                                        .fill(Color.white)
                                        .frame(height: 120)
                                        .shadow(radius: 6)
                                        .padding(24)
                                }
                            }
                        }
                        .background(Color.blue, ignoresSafeAreaEdges: .all)
                }
            }
            """#)
        #expect(frames(of: "Color", in: r).first == Rect(x: 0, y: 0, width: 400, height: 600))
        #expect(frames(of: "Text", in: r).first?.minX == 16)
        let tiles = frames(of: "RoundedRectangle", in: r)
        #expect(tiles.count == 5 && tiles.allSatisfy { $0.width == 352 && $0.minX == 24 })
    }

    /// A form in a navigation view: the large title's bar, then the two sections.
    @Test func aFormUnderTheLargeTitle() throws {
        let r = try lay(
            #"""
            import SwiftUI

            struct Packing: View {
              var body: some View {
                NavigationView {
                  Form {
                    Section {
                      Text("Socks")
                      Text("Shirts")
                      Text("Hat")
                      Text("Map")
                    }
                    Section {
                      Text("Tent")
                      Text("Stove")
                      Text("Torch")
                    }
                  }
                  .navigationBarTitle("Packing")
                }
              }
            }
            """#)
        let form = try #require(frames(of: "Form", in: r).first)
        #expect(form.minY == 96 && form.height == 504)
        #expect(frames(of: "Text", in: r).count == 8)
    }

    /// Forms of sections of rows the width of the canvas, inset 16.
    @Test(arguments: [
        #"""
        import SwiftUI

        struct Bill: View {
            var body: some View {
                Form {
                    Section {
                        Text("Starter")
                        Text("Main")
                    }
                    Section {
                        Text("Pudding")
                        Text("Coffee")
                        Text("Tip")
                    }
                }
            }
        }

        struct Bill_Previews: PreviewProvider {
            static var previews: some View {
                Bill()
            }
        }
        """#,
        #"""
        import SwiftUI

        struct Bill: View {
            var body: some View {
                Form {
                    Section {
                        Text("Total")
                    }
                    Section {
                        Text("Each")
                        Text("Split four ways")
                    }
                }
            }
        }

        #Preview {
            Bill()
        }
        """#,
    ])
    func sectionsOfRows(_ swift: String) throws {
        let r = try lay(swift)
        #expect(frames(of: "Form", in: r).first == Rect(x: 0, y: 0, width: 400, height: 600))
        let texts = frames(of: "Text", in: r)
        #expect(!texts.isEmpty && texts.allSatisfy { $0.minX >= 16 })
    }
}
