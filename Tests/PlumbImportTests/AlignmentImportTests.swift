import Foundation
import PlumbImport
import PlumbLayout
import PlumbLua
import Testing

/// Alignment, alignment guides and custom alignments written here, imported and laid out on a
/// 400×600 canvas; text is 8×16 points a character. Where Apple's documentation states the numbers,
/// the test keeps them and names the page.
@Suite("Alignment and alignment guides imported")
struct AlignmentImportTests: ConstructSuite {
    @Test func aBottomTrailingZStackPutsTheTextAtTheCorner() throws {
        let r = try lay(
            #"""
            ZStack(alignment: .bottomTrailing) { // the corner
                Rectangle().fill(Color.blue).frame(width: 160, height: 120)
                Text("Corner").padding()
            }
            """#)
        let rect = try #require(frames(of: "Rectangle", in: r).first)
        let padded = try #require(frames(of: "padding", in: r).first)
        #expect(rect.size == Size(width: 160, height: 120))
        #expect(padded.maxX == rect.maxX && padded.maxY == rect.maxY)
    }

    /// alignmentGuide(_:computeValue:) returning 50 for a row's centre guide: the row's centre line is
    /// 50 from its leading edge (developer.apple.com/documentation/swiftui/view/alignmentguide(_:computevalue:)).
    @Test func anAlignmentGuideMovesTheRow() throws {
        let r = try lay(
            #"""
            VStack {
                Text("Tomorrow")
                    .font(.title)
                    .border(.gray)
                HStack {
                    Text("*")
                    Text("Sun, then showers")
                    Text("*")
                }
                .alignmentGuide(HorizontalAlignment.center) { _ in 50 }
                .border(.gray)
            }
            .border(.gray)
            """#)
        let title = try #require(frames(of: "Text", in: r).first)
        let row = try #require(frames(of: "HStack", in: r).first)
        #expect(row.minX + 50 == title.midX)
    }

    /// The dot's centre on the pill's top-trailing corner, by guides of half its size in an overlay.
    @Test func aDotCentredOnThePillsCorner() throws {
        let r = try lay(
            #"""
            struct Dot: View {
                var body: some View {
                    Circle()
                        .fill(.orange)
                        .frame(width: 20, height: 20)
                        .overlay(Image(systemName: "bell").foregroundColor(.white))
                }
            }

            struct Pill: View {
                var body: some View {
                    RoundedRectangle(cornerRadius: 8)
                        .fill(Color.green.gradient)
                        .frame(width: 120, height: 40)
                }
            }

            // in a stack
            struct InStack: View {
                var body: some View {
                    ZStack(alignment: .topTrailing) {
                        Pill()
                        Dot()
                            .alignmentGuide(.top, computeValue: { $0.height / 2 })
                            .alignmentGuide(.trailing, computeValue: { $0.width / 2 })
                    }
                }
            }

            // in an overlay
            struct OnOverlay: View {
                var body: some View {
                    Pill()
                        .overlay(alignment: .topTrailing) {
                            Dot()
                                .alignmentGuide(.top, computeValue: { $0.height / 2 })
                                .alignmentGuide(.trailing, computeValue: { $0.width / 2 })
                        }
                }
            }
            """#)
        let pill = try #require(frames(of: "RoundedRectangle", in: r).first)
        let dot = try #require(frames(of: "Circle", in: r).first)
        // OnOverlay (the last view no other uses) is shown.
        #expect(pill.size == Size(width: 120, height: 40) && pill.midX == 200 && pill.midY == 300)
        #expect(dot.minX + 10 == pill.maxX && dot.minY + 10 == pill.minY)
    }

    /// HStack(alignment: .midline): blue 60 and green 20 centred on the line, red's top on it (its
    /// guide is midline − 15 = 0).
    @Test func aCustomAlignmentHangsTheRedSquareFromTheLine() throws {
        let boxes = frames(
            of: "frame",
            in: try lay(
                #"""
                import SwiftUI

                enum Midline: AlignmentID {
                    static func defaultValue(in context: ViewDimensions) -> CGFloat {
                        return context.height * 0.5
                    }
                }

                extension VerticalAlignment {
                    static let midline: VerticalAlignment = .init(Midline.self)
                }

                struct Hanging: View {
                    var body: some View {
                        HStack(alignment: .midline) {
                            Rectangle().fill(Color.blue).frame(width: 60, height: 60)
                            Rectangle().fill(Color.green).frame(width: 20, height: 20)
                            Rectangle().fill(Color.red)
                            .frame(width: 30, height: 30)
                            .alignmentGuide(.midline, computeValue: {
                                 $0[.midline] - 15
                            })
                        }
                    }
                }

                struct Hanging_Previews: PreviewProvider {
                    static var previews: some View {
                        Hanging()
                    }
                }
                """#))
        #expect(boxes.map { $0.minY - boxes[0].minY } == [0, 20, 30])
    }

    /// The arrow is centred on Tuesday, the second day.
    @Test func aCustomAlignmentCentresTheArrowOnTheSecondDay() throws {
        let r = try lay(
            #"""
            import SwiftUI

            extension VerticalAlignment {
                struct Marker: AlignmentID {
                    static func defaultValue(in context: ViewDimensions) -> CGFloat {
                        return context[VerticalAlignment.center]
                    }
                }

                static let marker = VerticalAlignment(Marker.self)
            }

            struct Week: View {
                var body: some View {
                    HStack(alignment: .marker) {
                        Image(systemName: "arrow.right")
                        VStack(alignment: .leading) {
                            Text("Mon")
                            Text("Tue")
                                .alignmentGuide(.marker) { $0[VerticalAlignment.center] }
                            Text("Wed")
                            Text("Thu")
                            Text("Fri")
                        }
                    }
                }
            }
            """#)
        let arrow = try #require(frames(of: "Image", in: r).first)
        let days = frames(of: "Text", in: r)
        #expect(days.count == 5 && arrow.midY == days[1].midY)
    }

    /// The tag's top guide is its bottom: it sits on the image's top edge, at the trailing side.
    @Test func aTagSitsOnTheImagesTop() throws {
        let r = try lay(
            #"""
            import SwiftUI

            struct Tagged: View {
              var body: some View {
                ZStack(alignment: .topTrailing) {
                  Image(systemName: "square.fill")
                    .resizable()
                    .foregroundStyle(.green.opacity(0.2))
                  Text("New")
                    .padding(4)
                    .background(.thinMaterial, in: Capsule())
                    .alignmentGuide(.top) { d in d[.bottom] }
                }
                .frame(width: 180, height: 100)
                .padding()
              }
            }

            import SwiftUI

            struct ContentView: View {
              var body: some View { Tagged() }
            }

            import SwiftUI

            @main
            struct TagApp: App {
              var body: some Scene { WindowGroup { ContentView() } }
            }
            """#)
        let image = try #require(frames(of: "Image", in: r).first)
        let tag = try #require(frames(of: "Capsule", in: r).first)
        #expect(tag.maxY == image.minY && tag.maxX == image.maxX)
        #expect(image.width == 180 && image.height == 100)
    }

    /// The credit is at the ZStack's bottom-leading corner, moved 6 up and 6 to the trailing side.
    @Test func aCreditIsOffsetFromTheCorner() throws {
        let r = try lay(
            #"""
            import SwiftUI

            struct Photo: View {
                var body: some View {
                    ZStack(alignment: .bottomLeading) {
                        Image("meadow")
                        Text("Taken at dawn")
                            .padding(3)
                            .background(Color.black)
                            .foregroundColor(.white)
                            .offset(x: 6, y: -6)
                    }
                    .frame(width: 260, height: 180, alignment: /*@START_MENU_TOKEN@*/.center/*@END_MENU_TOKEN@*/)
                }
            }

            struct Photo_Previews: PreviewProvider {
                static var previews: some View {
                    Photo()
                }
            }
            """#)
        let stack = try #require(frames(of: "ZStack", in: r).first)
        let credit = try #require(frames(of: "background", in: r).first)
        #expect(credit.minX == stack.minX + 6 && credit.maxY == stack.maxY - 6)
    }

    /// The bars' leading guides: their own leading, their centre, their trailing edge, 40; a trailing
    /// guide, which a leading stack does not read.
    @Test func leadingGuidesAtTheBarsEdgesAndCentre() throws {
        let r = try lay(
            #"""
            import SwiftUI

            struct Bar: View {
                let title: String
                let tint: Color
                let length: CGFloat

                var body: some View {
                    Text(title)
                        .font(.largeTitle)
                        .frame(width: length)
                        .padding(.vertical)
                        .background(tint)
                }
            }

            struct ContentView: View {
                var body: some View {
                    VStack(alignment: .leading) {
                        Bar(title: "a", tint: .gray, length: 80)
                        Bar(title: "b", tint: .red, length: 100)
                            .alignmentGuide(.leading, computeValue: { $0[.leading] })
                        Bar(title: "c", tint: .yellow, length: 120)
                            .alignmentGuide(.leading, computeValue: { $0[HorizontalAlignment.center] })
                        Bar(title: "d", tint: .green, length: 150)
                            .alignmentGuide(.leading, computeValue: { $0[.trailing] })
                        Bar(title: "e", tint: .blue, length: 170)
                            .alignmentGuide(.leading, computeValue: { _ in 40 })
                        Bar(title: "f", tint: .purple, length: 190)
                            .alignmentGuide(.trailing, computeValue: { _ in 40 })
                    }
                }
            }
            """#)
        let bars = r.root.children.map(\.frame)
        let zero = bars[0].minX
        #expect(bars.map { $0.minX - zero } == [0, 0, -60, -150, -40, 0])
    }

    /// The red rectangle's leading guide is a third of its width: it stands out that far.
    @Test func aGuideOfAThirdMakesTheRectangleStandOut() throws {
        let rects = frames(
            of: "Rectangle",
            in: try lay(
                #"""
                import SwiftUI

                struct ContentView: View {
                    var body: some View {
                        VStack{
                            VStack(alignment: .trailing){
                                Text("Three lines")
                                Text("right-aligned, this one long")
                                Text("short")
                            }
                            Spacer().frame(width: 0, height: 24)
                            HStack(alignment: .lastTextBaseline, spacing:12){
                                Text("Big")
                                    .font(.largeTitle)
                                Text("body")
                                    .font(.body)
                                Text("head")
                                    .font(.headline)
                            }
                            Spacer().frame(width: 0, height: 24)
                            VStack{
                                VStack(alignment: .leading){
                                    Rectangle()
                                        .foregroundColor(Color.green)
                                        .frame(width: 100, height: 40)
                                    Rectangle()
                                        .foregroundColor(Color.red)
                                        .alignmentGuide(.leading, computeValue: {d in d.width / 3})
                                        .frame(width: 150, height: 40)
                                    Rectangle()
                                        .foregroundColor(Color.blue)
                                        .frame(width: 130, height: 40)
                                }
                            }
                        }
                    }
                }
                """#))
        #expect(rects[0].minX - rects[1].minX == 50)
        #expect(rects[2].minX == rects[0].minX)
    }

    /// Alignment: eleven boxes, one at each alignment of a square background; the corners' boxes at
    /// its corners, the baseline ones at its texts' baselines, on the side they name.
    @Test func elevenAlignmentsOfASquare() throws {
        let r = try lay(
            #"""
            struct Compass: View {
                var body: some View {
                    Quadrants()
                        .overlay(alignment: .center) { tag("C") }
                        .overlay(alignment: .topLeading) { tag("NW") }
                        .overlay(alignment: .top) { tag("N") }
                        .overlay(alignment: .topTrailing) { tag("NE") }
                        .overlay(alignment: .leading) { tag("W") }
                        .overlay(alignment: .trailing) { tag("E") }
                        .overlay(alignment: .bottomLeading) { tag("SW") }
                        .overlay(alignment: .bottom) { tag("S") }
                        .overlay(alignment: .bottomTrailing) { tag("SE") }
                        .overlay(alignment: .leadingLastTextBaseline) { tag("last") }
                        .overlay(alignment: .trailingFirstTextBaseline) { tag("first") }
                }

                private func tag(_ name: String) -> some View {
                    Text(name)
                        .font(.system(.caption, design: .monospaced))
                        .padding(2)
                        .foregroundColor(.white)
                        .background(.purple.opacity(0.7), in: Rectangle())
                }
            }

            private struct Quadrants: View {
                var body: some View {
                    Grid(horizontalSpacing: 0, verticalSpacing: 0) {
                        GridRow {
                            Text("Words up in the north-west corner")
                            Color.gray.opacity(0.2)
                        }
                        GridRow {
                            Color.gray.opacity(0.2)
                            Text("Words down in the south-east corner")
                        }
                    }
                    .aspectRatio(1, contentMode: .fit)
                    .foregroundColor(.secondary)
                    .border(.gray)
                }
            }
            """#)
        let grid = try #require(frames(of: "Grid", in: r).first)
        #expect(grid.width == grid.height)  // .aspectRatio(1, contentMode: .fit)
        let boxes = frames(of: "background", in: r).filter { $0.height < 40 }
        #expect(boxes.count == 11)
        #expect(boxes.contains { $0.minX == grid.minX && $0.minY == grid.minY })  // .topLeading
        #expect(boxes.contains { $0.maxX == grid.maxX && $0.maxY == grid.maxY })  // .bottomTrailing
        #expect(boxes.contains { $0.midX == grid.midX && $0.midY == grid.midY })  // .center
        let texts = frames(of: "Text", in: r)
        let upper = texts[0]
        let lower = texts[1]
        // .trailingFirstTextBaseline: the trailing edge, the upper text's first line's baseline;
        // .leadingLastTextBaseline: the leading edge, the lower text's last line's.
        let trailingFirst = boxes[boxes.count - 1]
        let leadingLast = boxes[boxes.count - 2]
        #expect(trailingFirst.maxX == grid.maxX && trailingFirst.minY + 2 == upper.minY)
        #expect(leadingLast.minX == grid.minX && leadingLast.maxY - 2 == lower.maxY)
    }

    /// HorizontalAlignment: each column's red rules run along its text's leading edge, centre and
    /// trailing edge; the stack is 120 high.
    @Test func horizontalAlignmentsAtTheTextsEdgesAndCentre() throws {
        let r = try lay(
            #"""
            private struct Columns: View {
                var body: some View {
                    HStack(spacing: 24) {
                        rule(.leading, "Left")
                        rule(.center, "Middle")
                        rule(.trailing, "Right")
                    }
                    .frame(height: 120)
                }

                private func rule(_ alignment: HorizontalAlignment, _ label: String) -> some View {
                    VStack(alignment: alignment, spacing: 0) {
                        Color.red.frame(width: 1)
                        Text(label).font(.title).border(.gray)
                        Color.red.frame(width: 1)
                    }
                }
            }
            """#)
        let texts = frames(of: "Text", in: r)
        let lines = frames(of: "Color", in: r)
        #expect(lines.count == 6 && texts.count == 3)
        #expect(lines[0].minX == texts[0].minX && lines[1].minX == texts[0].minX)
        #expect(lines[2].minX + 0.5 == texts[1].midX)
        #expect(lines[4].maxX == texts[2].maxX)
        #expect(frames(of: "HStack", in: r).first?.height == 120)
    }

    /// VerticalAlignment: the top row's rules at its text's top, the centre row's at its centre, the
    /// bottom row's at its bottom.
    @Test func verticalAlignmentsAtTheTextsTopCentreAndBottom() throws {
        let r = try lay(
            #"""
            private struct Rows: View {
                var body: some View {
                    VStack(spacing: 20) {
                        rule(.top, "High")
                        rule(.center, "Middle")
                        rule(.bottom, "Low")
                        rule(.firstTextBaseline, "First line")
                        rule(.lastTextBaseline, "Last line")
                    }
                }

                private func rule(_ alignment: VerticalAlignment, _ label: String) -> some View {
                    HStack(alignment: alignment, spacing: 0) {
                        Color.red.frame(height: 1)
                        Text(label).font(.title).border(.gray)
                        Color.red.frame(height: 1)
                    }
                }
            }
            """#)
        let texts = frames(of: "Text", in: r)
        let lines = frames(of: "Color", in: r)
        #expect(lines.count == 10 && texts.count == 5)
        #expect(lines[0].minY == texts[0].minY)
        #expect(lines[2].minY + 0.5 == texts[1].midY)
        #expect(lines[4].maxY == texts[2].maxY)
    }

    /// background(alignment:) dots at the text's leading edge, centre and trailing edge;
    /// overlay(alignment:) dots at the rectangle's corners.
    @Test func dotsBehindAndOverAtTheirAlignments() throws {
        let behind = try lay(
            #"""
            Text("Constellation")
                .background(alignment: .leading) { Dot(tint: .red) }
                .background(alignment: .center) { Dot(tint: .green) }
                .background(alignment: .trailing) { Dot(tint: .blue) }

            struct Dot: View {
                var tint: Color

                var body: some View {
                    Image(systemName: "circle.fill")
                        .foregroundStyle(tint)
                }
            }
            """#)
        let text = try #require(frames(of: "Text", in: behind).first)
        let dots = frames(of: "Image", in: behind)
        #expect(Set(dots.map(\.minX)) == [text.minX, text.minX + (text.width - 16) / 2, text.maxX - 16])
        let over = try lay(
            #"""
            RoundedRectangle(cornerRadius: 10)
                .frame(width: 180, height: 90)
                .overlay(alignment: .topLeading) { Dot(tint: .red) }
                .overlay(alignment: .topTrailing) { Dot() }
                .overlay(alignment: .bottomLeading) { Dot(tint: .green) }
                .overlay(alignment: .bottomTrailing) { Dot(tint: .blue) }

            struct Dot: View {
                var tint = Color.orange

                var body: some View {
                    Image(systemName: "circle.fill")
                        .foregroundStyle(tint)
                }
            }
            """#)
        let rectangle = try #require(frames(of: "RoundedRectangle", in: over).first)
        #expect(rectangle.width == 180 && rectangle.height == 90)
        let corners = frames(of: "Image", in: over).map { [$0.minX, $0.minY, $0.maxX, $0.maxY] }
        #expect(corners.count == 4)
        #expect(corners[0][0] == rectangle.minX && corners[0][1] == rectangle.minY)
        #expect(corners[3][2] == rectangle.maxX && corners[3][3] == rectangle.maxY)
    }

    /// ViewDimensions: a leading guide 10 less than the leading edge indents the text 10 points
    /// (developer.apple.com/documentation/swiftui/viewdimensions).
    @Test func aTextIndentedByItsGuide() throws {
        let texts = frames(
            of: "Text",
            in: try lay(
                #"""
                struct Indent: View {
                    var body: some View {
                        VStack(alignment: .leading) {
                            Text("Flush")
                            Text("Indented by ten")
                                .alignmentGuide(.leading) { dimensions in
                                    dimensions[.leading] - 10
                                }
                        }
                    }
                }
                """#))
        #expect(texts[1].minX - texts[0].minX == 10)
    }

    /// AlignmentID: bands of three equal stacked colours 60, 120 and 90 high align at the bottom of
    /// their top colour, a third of each height (developer.apple.com/documentation/swiftui/alignmentid).
    @Test func bandsAlignAtTheirFirstThird() throws {
        let groups = frames(
            of: "VStack",
            in: try lay(
                #"""
                private struct UpperThird: AlignmentID {
                static func defaultValue(in context: ViewDimensions) -> CGFloat {
                context.height / 3
                }
                }

                extension VerticalAlignment {
                static let upperThird = VerticalAlignment(UpperThird.self)
                }

                struct Bands: View {
                var body: some View {
                HStack(alignment: .upperThird, spacing: 1) {
                Band().frame(height: 60)
                Band().frame(height: 120)
                Band().frame(height: 90)
                }
                }
                }

                struct Band: View {
                var body: some View {
                VStack(spacing: 1) {
                ForEach(0..<3) { _ in Color.green }
                }
                }
                }
                """#))
        // Three colours and two 1-point gaps: the heights are sums of thirds, equal to within rounding.
        #expect(groups.map { $0.height.rounded() } == [60, 120, 90])
        let lines = groups.map { $0.minY + $0.height / 3 }
        #expect(lines.allSatisfy { abs($0 - lines[0]) < 1e-9 })
    }

    /// The text's top on the rectangle's quarter line, which the rectangle moves to its centre.
    @Test func aQuarterGuide() throws {
        let r = try lay(
            #"""
            struct QuarterAlignment: AlignmentID {
                static func defaultValue(in context: ViewDimensions) -> CGFloat {
                    context.height * 0.25
                }
            }

            extension VerticalAlignment {
                static let quarter = VerticalAlignment(QuarterAlignment.self)
            }

            struct Quartered: View {
                var body: some View {
                    HStack(alignment: .quarter) {
                        Text("Hung")
                            .alignmentGuide(.quarter) { d in d[.top] }
                        Rectangle()
                            .frame(height: 80)
                            .alignmentGuide(.quarter) { d in d[VerticalAlignment.center] }
                    }
                }
            }
            """#)
        let text = try #require(frames(of: "Text", in: r).first)
        let rectangle = try #require(frames(of: "Rectangle", in: r).first)
        #expect(rectangle.height == 80 && text.minY == rectangle.minY + 40)
    }

    /// A leading guide at the first text's trailing edge: its trailing edge on the second's leading
    /// edge, in the 360×300 frame.
    @Test func aGuideJoinsTheTextsEdges() throws {
        let r = try lay(
            #"""
            import SwiftUI

            struct Joined: View {
                var body: some View {
                    VStack(alignment: .leading) {
                        Text("Before")
                            .alignmentGuide(.leading) { d in
                                d[.trailing]
                            }
                        Text("and after, joined")
                    }
                    .background(.red)
                    .frame(width: 360, height: 300)
                    .background(.blue)
                }
            }

            struct Joined_Previews: PreviewProvider {
                static var previews: some View {
                    Joined()
                }
            }
            """#)
        let texts = frames(of: "Text", in: r)
        #expect(texts[0].maxX == texts[1].minX)
        #expect(frames(of: "Color", in: r).first.map { [$0.width, $0.height] } == [360, 300])
    }

    /// The overlay's circle at the text's bottom-leading corner.
    @Test func overlayAlignedBottomLeading() throws {
        let r = try lay(
            #"""
            Text("Marked")
                .overlay(
                    Circle()
                        .fill(Color.green)
                        .frame(width: 8, height: 8)
                        ,alignment: .bottomLeading)
            """#)
        let text = try #require(frames(of: "Text", in: r).first)
        let circle = try #require(frames(of: "Circle", in: r).first)
        #expect(circle.minX == text.minX && circle.maxY == text.maxY && circle.width == 8)
    }

    /// A close button at the top-leading corner of the rectangle, 12 points in.
    @Test func closeButtonAtTheTopLeadingCorner() throws {
        let r = try lay(
            #"""
            import SwiftUI

            struct Sheet: View {
                var body: some View {
                    VStack {
                        Rectangle().fill(Color.yellow)
                    }
                    .overlay(
                        Image(systemName: "xmark")
                            .frame(width: 28, height: 28)
                            .background(Circle().stroke())
                            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
                        .padding(12)
                    )
                }
            }
            """#)
        let circle = try #require(frames(of: "Circle", in: r).first)
        #expect(circle == Rect(x: 12, y: 12, width: 28, height: 28))
    }

    /// A leading ZStack's texts share their leading edge, the second 12 points up; a trailing VStack's
    /// share their trailing edge, 14 apart.
    @Test func leadingZStackAndTrailingVStack() throws {
        let texts = frames(
            of: "Text",
            in: try lay(
                #"""
                import SwiftUI

                struct Layered: View {
                    var body: some View {
                        ZStack(alignment: .leading) {
                            Text("Back")
                            Text("Front row").offset(x: 0, y: -12)
                        }
                    }
                }

                // alignment
                struct Listed: View {
                    var body: some View {
                        VStack(alignment: .trailing, spacing: 14) {
                            Text("One")
                            Text("Three")
                        }
                    }
                }

                struct Both_Previews: PreviewProvider {
                    static var previews: some View {
                        VStack {
                            Layered()
                            Divider()
                            Listed()
                        }
                    }
                }
                """#))
        #expect(texts.count == 4)
        #expect(texts[0].minX == texts[1].minX && texts[0].minY - texts[1].minY == 12)
        #expect(texts[2].maxX == texts[3].maxX && texts[3].minY - texts[2].maxY == 14)
    }

    /// Two stacks side by side are centred on each other, so the handle and the name do not line up.
    @Test func theTwoColumnsAreCentredNotAligned() throws {
        let r = try lay(
            #"""
            struct Card: View {
            var body: some View {
            HStack {
            VStack {
            Text("@plumb")
            Image("portrait")
            .resizable()
            .frame(width: 48, height: 48)
            }
            VStack {
            Text("Known as:")
            Text("THE PLUMBER")
            .font(.largeTitle)
            }
            }
            }
            }
            """#)
        let stacks = frames(of: "VStack", in: r)
        #expect(stacks.count == 2 && stacks[0].midY == stacks[1].midY)
        let texts = frames(of: "Text", in: r)
        #expect(texts.count == 3 && texts[0].midY != texts[2].midY)
        #expect(frames(of: "Image", in: r).first.map { [$0.width, $0.height] } == [48, 48])
    }
}
