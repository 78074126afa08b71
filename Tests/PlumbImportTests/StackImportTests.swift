import Foundation
import PlumbImport
import PlumbLayout
import PlumbLua
import Testing

/// Stacks, spacers and dividers written here, imported and laid out on a 400×600 canvas; text is
/// 8×16 points a character.
@Suite("Stacks, spacers and dividers imported")
struct StackImportTests: ConstructSuite {
    @Test func twoStacksSixtyApart() throws {
        let r = try lay(
            #"""
            HStack (spacing: 60) {
                VStack {
                    Text("Tide")
                    Text("Low")
                }
                VStack(alignment: .trailing) {
                    Text("Wind")
                    Text("Calm today")
                }
            }
            """#)
        let stacks = frames(of: "VStack", in: r)
        #expect(stacks.count == 2)
        #expect(gapsX(stacks) == [60])
        let texts = frames(of: "Text", in: r)
        #expect(texts[2].maxX == texts[3].maxX)
    }

    @Test func equalColumnsTakeAThirdEach() throws {
        let r = try lay(
            #"""
            import SwiftUI

            struct Swatches: View {
                var body: some View {
                    HStack(alignment: .top, spacing: 0) {
                        HStack() { Text("A") }
                            .frame(maxWidth: .infinity, maxHeight: 90, alignment: .topLeading)
                            .background(Color.yellow)
                        HStack() { Text("B") }
                            .frame(maxWidth: .infinity, maxHeight: 40, alignment: .topLeading)
                            .background(Color.purple)
                        HStack() { Text("C") }
                            .frame(maxWidth: .infinity, maxHeight: 60, alignment: .topLeading)
                            .background(Color.orange)
                    }
                    .frame(maxWidth: .infinity)
                    .background(Color.black)
                }
            }
            """#)
        let columns = frames(of: "background", in: r).filter { $0.size.width < 400 }
        // Three columns of a third of the width each, as high as their frames' maxima, top-aligned.
        #expect(columns.map(\.size.height) == [90, 40, 60])
        for c in columns { #expect(abs(c.size.width - 400.0 / 3) < 1e-9) }
        #expect(columns.allSatisfy { $0.origin.y == columns[0].origin.y })
    }

    @Test func leadingTextsTwelveApart() throws {
        let r = try lay(
            #"""
            VStack(alignment: .leading, spacing: 12) {
                Text("pears").background(Color.yellow)
                Text("a plum").background(Color.purple)
                Text("figs").background(Color.green)
            }
            """#)
        let texts = frames(of: "Text", in: r)
        #expect(texts.count == 3)
        #expect(Set(texts.map(\.origin.x)).count == 1)
        #expect(gapsY(texts) == [12, 12])
    }

    @Test func aStackInitWithAlignmentAndSpacing() throws {
        let r = try lay(
            #"""
            struct Receipt: View {
                var body: some View {
                    VStack {
                        HStack.init(alignment: .bottom, spacing: 14) {
                            Text("tea\ntoast\njam")
                            Text("£4")
                        }
                        .padding()
                        .background(Color.yellow)
                        .cornerRadius(12)
                        .shadow(radius: 4)
                        HStack {
                            Text("total")
                            Spacer()
                            Text("£4")
                        }
                        .padding()
                        .background(Color.yellow)
                        .shadow(radius: 2)
                        .padding(.top, 10)
                    }
                }
            }
            """#)
        let first = try #require(frames(of: "HStack", in: r).first)
        let texts = frames(of: "Text", in: r)
        // HStack.init(alignment: .bottom, spacing: 14): bottoms level, 14 apart; three lines high.
        #expect(texts[0].maxY == texts[1].maxY)
        #expect(texts[1].minX - texts[0].maxX == 14)
        #expect(first.size.height == 3 * 16)
    }

    @Test func anHStacksFiveItemsTenApart() throws {
        let r = try lay(
            #"""
            struct Lanes: View {
                var body: some View {
                    HStack(alignment: .top, spacing: 10) {
                        ForEach(1...5, id: \.self) {
                            Text("Lane \($0)")
                        }
                    }
                }
            }
            """#)
        let texts = frames(of: "Text", in: r)
        // Five items, top-aligned, 10 apart: developer.apple.com/documentation/swiftui/hstack
        #expect(texts.count == 5)
        #expect(gapsX(texts) == [10, 10, 10, 10])
        #expect(Set(texts.map(\.origin.y)).count == 1)
    }

    @Test func offsetSquaresInAZStackDoNotMoveIt() throws {
        let r = try lay(
            #"""
            struct Cascade: View {
                let tints: [Color] = [.blue, .green, .yellow, .orange, .red, .pink]

                var body: some View {
                    ZStack {
                        ForEach(0..<tints.count) { step in
                            Rectangle()
                                .fill(tints[step])
                                .frame(width: 100, height: 100)
                                .offset(x: CGFloat(step) * 10.0, y: CGFloat(step) * 10.0)
                        }
                    }
                }
            }
            """#)
        let squares = frames(of: "Rectangle", in: r)
        // Six 100×100 squares, each 10 points right of and below the one before:
        // developer.apple.com/documentation/swiftui/zstack
        #expect(squares.count == 6)
        #expect(squares.allSatisfy { $0.size == Size(width: 100, height: 100) })
        for (a, b) in zip(squares, squares.dropFirst()) {
            #expect(b.origin.x - a.origin.x == 10)
            #expect(b.origin.y - a.origin.y == 10)
        }
        // The offsets do not move the stack: it is the first square's size.
        #expect(frames(of: "ZStack", in: r).first?.size == Size(width: 100, height: 100))
    }

    @Test func aSpacerPushesTheTextsToThePaddedEdges() throws {
        let r = try lay(
            #"""
            import SwiftUI

            struct Ends: View {
                var body: some View {
                    HStack { Text("From"); Spacer(); Text("To") }
                        .frame(maxWidth: .infinity, alignment: .leading)
                        .padding()
                }
            }

            import SwiftUI

            struct ContentView: View {
                var body: some View { Ends() }
            }
            """#)
        let texts = frames(of: "Text", in: r)
        #expect(texts.first?.origin.x == 16)
        #expect(try #require(texts.last).maxX == 400 - 16)
    }

    @Test func leadingTextsTwentyFourApart() throws {
        let r = try lay(
            #"""
            VStack(alignment: .leading, spacing: 24) {
                Text("Moss")
                Text("Bracken")
            }
            """#)
        let texts = frames(of: "Text", in: r)
        #expect(gapsY(texts) == [24])
        #expect(texts[0].origin.x == texts[1].origin.x)
    }

    @Test func aDividerSpansTheStackBetweenItsTexts() throws {
        let r = try lay(
            #"""
            VStack {
                Text("Above the line")
                Divider()
                Text("Below")
            }
            """#)
        let divider = try #require(frames(of: "Divider", in: r).first)
        let texts = frames(of: "Text", in: r)
        #expect(divider.size.width == 400)
        #expect(divider.minY > texts[0].maxY && divider.maxY < texts[1].minY)
    }

    @Test func concentricCirclesInAZStack() throws {
        let r = try lay(
            #"""
            ZStack {
                Circle().fill(Color.orange).frame(width: 120, height: 120)
                Circle().fill(Color.white).frame(width: 90, height: 90)
                Circle().fill(Color.black).frame(width: 30, height: 30)
            }
            """#)
        let circles = frames(of: "Circle", in: r)
        #expect(circles.map(\.size.width) == [120, 90, 30])
        #expect(circles.allSatisfy { $0.midX == 200 && $0.midY == 300 })
    }

    @Test func aRowWithASpacerSpansTheWidth() throws {
        let r = try lay(
            #"""
            HStack(alignment: .center, spacing: 6) {
                Image(systemName: "bell")
                Text("Alerts")
                Spacer()
                Text("3")
            }
            """#)
        #expect(frames(of: "HStack", in: r).first?.size.width == 400)
        let texts = frames(of: "Text", in: r)
        let image = try #require(frames(of: "Image", in: r).first)
        #expect(texts[0].minX - image.maxX == 6)
        #expect(texts[1].maxX == 400)
    }

    @Test func leadingTitlesFourteenApart() throws {
        let r = try lay(
            #"""
            VStack(alignment: .leading, spacing: 14) {
                Text("Chapter one")
                    .font(.subheadline)
                Text("In which nothing happens")
                    .font(.headline)
                Text("It rained.")
            }
            """#)
        let texts = frames(of: "Text", in: r)
        #expect(gapsY(texts) == [14, 14])
        #expect(Set(texts.map(\.origin.x)).count == 1)
    }

    @Test func spacersPutTheTextTwoThirdsDown() throws {
        let r = try lay(
            #"""
            VStack {
                Spacer()
                Spacer()
                Text("Lower third")
                Spacer()
            }
            """#)
        let text = try #require(frames(of: "Text", in: r).first)
        #expect(frames(of: "Spacer", in: r).count == 3)
        // No spacing next to a Spacer: three equal spacers share 600 - 16.
        #expect(abs(text.minY - 2 * (600 - 16) / 3) < 1e-9)
    }

    @Test func aSpacerShrinksToItsMinimumBeforeAColour() throws {
        let r = try lay(
            #"""
            HStack {
                Text("Tag")
                    .border(.orange)
                Spacer()
                Color.purple
            }
            .frame(width: 260, height: 70)
            .border(.gray)
            """#)
        let spacer = try #require(frames(of: "Spacer", in: r).first)
        let color = try #require(frames(of: "Color", in: r).first)
        // The spacer keeps its minimum (8) and the colour takes the rest of the 260.
        #expect(spacer.size.width == 8)
        #expect(color.size == Size(width: 260 - 24 - 8, height: 70))
    }

    @Test func aRowWithoutATitleShowsItsStandIn() throws {
        // `let title: String` has no value and the file has no preview: its name stands in.
        let (r, script) = try layOut(
            swift: #"""
                struct TaskLine: View {
                    let title: String

                    var body: some View {
                        HStack {
                            Image(systemName: "circle")
                            Text(title)
                        }
                        .border(Color.green)
                    }
                }
                """#, width: 400, height: 600)
        #expect(script.lua.contains("return TaskLine { title = \"title\" }  -- title: no value in the Swift"))
        let image = try #require(frames(of: "Image", in: r).first)
        let text = try #require(frames(of: "Text", in: r).first)
        let stack = try #require(frames(of: "HStack", in: r).first)
        // The symbol left of the title, standard spacing (8), centred; the border hugs the stack.
        #expect(text.minX - image.maxX == 8)
        #expect(stack.size.width == image.size.width + 8 + text.size.width)
        #expect(image.midY == text.midY)
    }

    @Test func centredTextsShareTheirCentre() throws {
        let r = try lay(
            #"""
            VStack {
                Text("A middling line")
                Text("The longest line of the three")
                Text("Short")
            }
            """#)
        let texts = frames(of: "Text", in: r)
        #expect(texts.count == 3)
        #expect(texts.allSatisfy { $0.midX == 200 })
        #expect(texts[1].size.width > texts[0].size.width && texts[0].size.width > texts[2].size.width)
    }

    @Test func threeSpacersShareTheRestEqually() throws {
        let r = try lay(
            #"""
            HStack {
                Spacer()
                Text("Up")
                    .border(.red)
                Spacer()
                Text("Down")
                    .border(.blue)
                Spacer()
            }.padding()
            .frame(width: 280)
            .border(.black)
            """#)
        let spacers = frames(of: "Spacer", in: r)
        #expect(spacers.count == 3)
        #expect(spacers.allSatisfy { abs($0.size.width - (280 - 32 - 48) / 3) < 1e-9 })
        #expect(frames(of: "frame", in: r).first?.size.width == 280)
    }

    @Test func aRowOfSymbolsEightApart() throws {
        let r = try lay(
            #"""
            struct Toolbar: View {
                var body: some View {
                    HStack {
                        Image(systemName: "house")
                        Image(systemName: "gear")
                        Image(systemName: "person")
                        Image(systemName: "trash")
                    }
                    .padding()
                }
            }
            """#)
        let images = frames(of: "Image", in: r)
        #expect(images.count == 4)
        #expect(gapsX(images) == [8, 8, 8])
        let padded = try #require(frames(of: "padding", in: r).first)
        #expect(padded.size.width == 4 * 16 + 3 * 8 + 32)
    }

    @Test func aHelperShapeFillsTheRestOfTheStack() throws {
        let r = try lay(
            #"""
            struct Level: View {
                var body: some View {
                    VStack {
                        Text("Level")
                        Meter()
                    }.frame(width: 120, height: 80, alignment: .center)
                }
            }

            struct Meter: View {
                var body: some View {
                    Rectangle().fill(Color.orange)
                }
            }
            """#)
        let rect = try #require(frames(of: "Rectangle", in: r).first)
        #expect(rect.size.width == 120)
        let text = try #require(frames(of: "Text", in: r).first)
        // The stack is 120×80: the text, then the rectangle to the bottom.
        #expect(rect.maxY - text.minY == 80)
    }

    @Test func aNestedVStacksItemsLeadingSixApart() throws {
        let r = try lay(
            #"""
            VStack(spacing: 12) {
                Text("Menu")
                    .font(.headline)
                VStack(alignment: .leading, spacing: 6) {
                    Text("Soup")
                    Text("Bread")
                    Text("Cheese")
                }
                .padding()
                .background(Color.blue.opacity(0.2))
                .cornerRadius(6)
                Button("Order") {}
            }
            .padding()
            """#)
        let texts = frames(of: "Text", in: r)
        #expect(texts.count == 5)
        #expect(Set(texts[1...3].map(\.origin.x)).count == 1)
        #expect(gapsY(Array(texts[1...3])) == [6, 6])
        #expect(texts[1].minY - texts[0].maxY == 12 + 16)
    }

    @Test func aVStacksTenItemsTenApart() throws {
        let r = try lay(
            #"""
            var body: some View {
                VStack(alignment: .leading, spacing: 10) {
                    ForEach(1...10, id: \.self) { number in
                        Text("Entry number \(number)")
                    }
                }
            }
            """#)
        let texts = frames(of: "Text", in: r)
        // Ten items, leading, 10 apart: developer.apple.com/documentation/swiftui/vstack
        #expect(texts.count == 10)
        #expect(gapsY(texts).allSatisfy { $0 == 10 })
        #expect(Set(texts.map(\.origin.x)).count == 1)
    }

    @Test func aSpacerPushesTheSquaresApart() throws {
        let r = try lay(
            #"""
            HStack {
                Rectangle()
                    .frame(width: 80, height: 80)
                    .foregroundColor(Color.pink)
                Spacer() // one square at each end
                Rectangle()
                    .frame(width: 80, height: 80)
                    .foregroundColor(Color.blue)
            }
            """#)
        #expect(frames(of: "Rectangle", in: r).map(\.origin.x) == [0, 320])
    }

    @Test func anHStacksTextsShareTheirTop() throws {
        let r = try lay(
            #"""
            HStack {
                Text("Ready")
                Text("Set")
                Text("Go")
            }
            """#)
        let texts = frames(of: "Text", in: r)
        #expect(texts.count == 3)
        #expect(texts.allSatisfy { $0.minY == 292 })
    }

    @Test func previewLayoutIsDroppedAndTheRowPadded() throws {
        let (r, script) = try layOut(
            swift: #"""
                //
                //  Pager.swift
                //

                import SwiftUI

                struct Pager: View {
                    var body: some View {
                        HStack {
                            Text("Prev")
                            Spacer()
                            Text("Next")
                        }
                    .padding(20)
                    }
                }

                struct Pager_Previews: PreviewProvider {
                    static var previews: some View {
                        Pager().previewLayout(.fixed(width: 800, height: 200))
                    }
                }
                """#, width: 400, height: 600)
        #expect(script.lua.contains("-- .previewLayout dropped: a preview setting"))
        let texts = frames(of: "Text", in: r)
        #expect(texts.first?.origin.x == 20)
        #expect(try #require(texts.last).maxX == 400 - 20)
    }

    /// Spacers framed 30 high; the HStack's spacer at its maximum, 70.
    @Test func framedSpacers() throws {
        let r = try lay(
            #"""
            struct Gaps: View {
                var body: some View {
                    VStack{
                        Spacer()
                            .frame(height:30)
                        Text("one")
                            .padding()
                        Spacer()
                            .frame(height:30)
                        Text("two")
                            .padding(.bottom,12)
                        Spacer()
                            .frame(height:30)
                        HStack{
                            Text("left")
                            Spacer()
                                .frame(minWidth:20,maxWidth: 70)
                            Text("right")
                        }
                    }
                }
            }

            struct Gaps_Previews: PreviewProvider {
                static var previews: some View {
                    Gaps()
                }
            }
            """#)
        let spacers = frames(of: "Spacer", in: r)
        #expect(spacers.prefix(3).map(\.height) == [30, 30, 30])
        #expect(spacers.last?.width == 70)
    }

    /// The two stats share what the 64-point photo leaves, equally.
    @Test func statsShareTheRow() throws {
        let r = try lay(
            #"""
            import SwiftUI

            struct Badge: View {
                var body: some View {
                    VStack(alignment: .leading) {
                        HStack {
                            Image("avatar")
                                .resizable()
                                .scaledToFill()
                                .frame(width: 64, height: 64)
                                .clipShape(Circle())
                            VStack {
                                Text("12")
                                Text("Walks")
                            }
                            .frame(minWidth: 0, maxWidth: .infinity)
                            VStack {
                                Text("80")
                                Text("Miles")
                            }
                            .frame(minWidth: 0, maxWidth: .infinity)
                        }
                        Group {
                            Text("Rambler")
                            Text("Hills on weekends")
                                .foregroundColor(.gray)
                            Text(verbatim: "#walk-42")
                                .foregroundColor(.black)
                            HStack {
                                Text("Walks with")
                                Text("Ann")
                                    .bold()
                            }
                        }
                    }
                }
            }
            """#)
        let stats = frames(of: "frame", in: r).filter { $0.height == 32 }
        #expect(stats.count == 2)
        #expect(stats.allSatisfy { $0.width == (400 - 64 - 2 * 8) / 2 })
        #expect(texts(r).contains("#walk-42"))
    }

    /// zIndex(_:): two 100-point squares, one above the other, the default spacing (8) apart:
    /// developer.apple.com/documentation/swiftui/view/zindex(_:)
    @Test func zIndexedSquaresOneAboveTheOther() throws {
        let r = try lay(
            #"""
            VStack {
                Rectangle()
                    .fill(Color.green)
                    .frame(width: 100, height: 100, alignment: .center)
                    .zIndex(2) // drawn over the turned one
                Rectangle()
                    .fill(Color.blue)
                    .frame(width: 100, height: 100, alignment: .center)
                    .rotationEffect(.degrees(30))
            }
            """#)
        let squares = frames(of: "Rectangle", in: r)
        #expect(squares.map { [$0.width, $0.height] } == [[100, 100], [100, 100]])
        #expect(squares[1].minY == squares[0].maxY + 8)
    }

    /// A reticle: a 150×150 stack, the 120-point square and the two 1-point lines across it.
    @Test func reticleAcrossTheSquare() throws {
        let r = try lay(
            #"""
            struct Reticle: View {
                var body: some View {
                    VStack {
                        Spacer()
                        Spacer()
                            .frame(width: 1, height: 120)
                            .background(Color.red)
                        Spacer()
                    }
                    HStack {
                        Spacer()
                        Spacer()
                            .frame(width: 120, height: 1)
                            .background(Color.red)
                        Spacer()
                    }
                }
            }

            struct Sight: View {
                var body: some View {
                    ZStack {
                        Reticle()
                        Rectangle()
                            .stroke(Color.primary)
                            .frame(width: 120, height: 120)
                        Image(systemName: "plus")
                    }.frame(width: 150, height: 150)
                }
            }
            """#)
        #expect([r.root.frame.width, r.root.frame.height] == [150, 150])
        #expect(frames(of: "Color", in: r).map { [$0.width, $0.height] } == [[1, 120], [120, 1]])
    }

    /// Four padded, bordered stacks 40 apart; the leading one's texts share an edge, the trailing
    /// one's too.
    @Test func fourPaddedStacksFortyApart() throws {
        let texts = frames(
            of: "Text",
            in: try lay(
                #"""
                VStack(spacing: 40) {
                    VStack(spacing: 10) {
                        Text("ten apart").border(Color.red)
                        Text("from here").border(Color.red)
                    }
                    .padding()
                    .border(Color.orange, width: 2)
                    HStack() {
                        Text("side").border(Color.red)
                        Text("by").border(Color.red)
                        Text("side").border(Color.red)
                    }
                    .padding()
                    .border(Color.orange, width: 2)
                    VStack(alignment: .leading) {
                        Text("flush").border(Color.red)
                        Text("left, both of us").border(Color.red)
                    }
                    .padding()
                    .border(Color.orange, width: 2)
                    VStack(alignment: .trailing) {
                        Text("flush").border(Color.red)
                        Text("right, both of us").border(Color.red)
                    }
                    .padding()
                    .border(Color.orange, width: 2)
                }
                .font(.headline)
                .padding()
                .border(Color.blue, width: 2)
                """#))
        // Each stack padded 16: 40 between the stacks is 72 between their texts.
        #expect(texts[1].minY - texts[0].maxY == 10)
        #expect(texts[2].minY - texts[1].maxY == 40 + 32 && texts[5].minY - texts[2].maxY == 40 + 32)
        #expect(texts[5].minX == texts[6].minX && texts[7].maxX == texts[8].maxX)
    }

    /// An HStack's spacing of 18, between coloured texts.
    @Test func anHStacksSpacingOfEighteen() throws {
        let texts = frames(
            of: "Text",
            in: try lay(
                #"""
                struct Pair: View {
                    var body: some View {
                        HStack(spacing: 18){
                            Text("salt")
                                .foregroundColor(Color.gray)
                            Text("pepper")
                                .foregroundColor(Color.black)
                        }
                    }
                }
                """#))
        #expect(gapsX(texts) == [18])
    }

    /// Layout priority rows in a 310-wide column: equal thirds; the priority-1 colours share what is
    /// left and the other gets none; the priority-1 pair before the rest's minimum; a 50-wide one
    /// and one at most 50 leave the rest to the priority-1 one.
    @Test func layoutPriorityRowsShareTheWidth() throws {
        let widths = frames(
            of: "Color",
            in: try lay(
                #"""
                struct Shares: View {
                    var body: some View {
                        VStack(spacing: 12) {
                            HStack {
                                Color.orange
                                Color.purple
                                Color.gray
                            }.frame(height: 30)
                            HStack {
                                Color.orange.layoutPriority(1)
                                Color.purple
                                Color.gray.layoutPriority(1)
                            }.frame(height: 30)
                            HStack {
                                Color.orange.layoutPriority(1)
                                Color.purple.frame(minWidth: 30)
                                Color.gray.frame(maxWidth: 50).layoutPriority(1)
                            }.frame(height: 30)
                            HStack {
                                Color.orange.frame(width: 50)
                                Color.purple.layoutPriority(1)
                                Color.gray.frame(maxWidth: 50).layoutPriority(1)
                            }.frame(height: 30)
                        }
                        .frame(width: 310)
                    }
                }
                """#)
        ).map(\.width)
        #expect(Array(widths[0..<3]) == [98, 98, 98])
        #expect(Array(widths[3..<6]) == [147, 0, 147])
        #expect(Array(widths[6..<9]) == [214, 30, 50])
        #expect(Array(widths[9..<12]) == [50, 194, 50])
    }

    /// A leading Spacer pushes the symbol and the label to the trailing edge, and the stack (its
    /// border) spans the width.
    @Test func aRowIsPushedToTheTrailingEdge() throws {
        let r = try lay(
            #"""
            struct FlagRow: View {
            let label: String
            var body: some View {
            HStack {
            Spacer()
            Image(systemName: "flag")
            Text(label)
            }
            .border(Color.red)
            }
            }
            """#)
        #expect(r.root.frame.width == 400)
        let text = try #require(frames(of: "Text", in: r).first)
        let image = try #require(frames(of: "Image", in: r).first)
        #expect(text.maxX == 400 && image.maxX < text.minX)
    }

    /// The divider across the padded stack between the two texts.
    @Test func dividerBetweenTheTexts() throws {
        let r = try lay(
            #"""
            VStack {
                Text("Header")
                Divider()
                Text("Footer")
            }
            .padding()
            """#)
        let texts = frames(of: "Text", in: r)
        let divider = try #require(frames(of: "Divider", in: r).first)
        #expect(divider.minY > texts[0].maxY && divider.maxY < texts[1].minY)
        #expect(r.root.frame.width == 400 && divider.height == 1 && divider.width == 400 - 32)
    }

    /// Both rows span the width (the texts at its ends); the small square is centred on the large.
    @Test func spacersPushTheTextsToTheEnds() throws {
        let r = try lay(
            #"""
            import SwiftUI

            struct Ends: View {
                var body: some View {
                    VStack {
                        HStack {
                            Text(/*@START_MENU_TOKEN@*/"Start"/*@END_MENU_TOKEN@*/)
                            Spacer(minLength: 0)
                            Text("End")
                        }
                        HStack {
                            Text("Start")
                            Spacer()
                                .frame(minWidth: 20, maxWidth: .infinity)
                            Text(/*@START_MENU_TOKEN@*/"End"/*@END_MENU_TOKEN@*/)
                        }
                        ZStack {
                            Rectangle()
                                .fill(Color.yellow)
                                .frame(width: 40, height: 40)
                                .zIndex(1)
                            Rectangle()
                                .fill(Color.blue)
                                .frame(width: 120, height: 120)
                        }
                    }
                }
            }
            """#)
        let texts = frames(of: "Text", in: r)
        #expect(texts[0].minX == 0 && texts[1].maxX == 400 && texts[2].minX == 0 && texts[3].maxX == 400)
        let squares = frames(of: "Rectangle", in: r)
        #expect(squares.map(\.width) == [40, 120])
        #expect(squares[0].minX - squares[1].minX == 40 && squares[0].minY - squares[1].minY == 40)
    }

    /// Without a Spacer the stack, and its background colour, is the text's size.
    @Test func withoutASpacerTheStackIsTheTextsSize() throws {
        let r = try lay(
            #"""
            HStack {
              Text("Snug")
            }.background(Color.yellow)
            """#)
        #expect(frames(of: "Color", in: r) == frames(of: "Text", in: r))
        #expect(frames(of: "Text", in: r).first?.size == Size(width: 32, height: 16))
    }

    /// The hidden widest text sizes the stack; the visible one at its leading edge.
    @Test func theHiddenWidestTextSizesTheStack() throws {
        let r = try lay(
            #"""
            ZStack(alignment: .topLeading) {
              // the longest time it will show
              Text("00:00:00")
                .hidden()
              // the time now
              Text("0:07")
            }
            .monospaced()
            """#)
        let texts = frames(of: "Text", in: r)
        #expect(r.root.frame.width == 64 && texts[0].width == 64 && texts[1].width == 32)
        #expect(texts[1].minX == texts[0].minX && texts[1].minY == texts[0].minY)
    }

    /// A title, a text and a button 22 apart.
    @Test func vstackSpacingTwentyTwo() throws {
        let texts = frames(
            of: "Text",
            in: try lay(
                #"""
                VStack(spacing: 22) {  // between each pair
                    Text("Subscribe")
                    Text("One letter a month")
                    Button("Send") { }
                }
                """#))
        #expect(gapsY(texts) == [22, 22])
    }

    /// The Divider spans the stack's cross axis (its padded width), between the symbol and the date.
    @Test func theDividerSpansThePaddedStack() throws {
        let r = try lay(
            #"""
            VStack{
                VStack {
                    Image(systemName: "calendar")
                    Divider()
                    Text("Now: \(Date())")
                }
                .padding()
                VStack {
                    Image(systemName: "timer")
                    Divider()
                        .background(Color.orange)
                        .scaleEffect(CGSize(width: 1, height: 4))
                    Text("\(Date())")
                }
                .padding()
            }
            """#)
        let dividers = frames(of: "Divider", in: r)
        #expect(dividers.count == 2 && dividers.allSatisfy { $0.width == 368 && $0.minX == 16 })
        let images = frames(of: "Image", in: r)
        let texts = frames(of: "Text", in: r)
        #expect(images[0].maxY < dividers[0].minY && dividers[0].maxY < texts[0].minY)
    }

    /// Dividers across the whole width of the VStack, between its three texts.
    @Test func dividersSpanTheStack() throws {
        let r = try lay(
            #"""
            VStack {
            Text("Morning")
            Divider()
            Text("Noon")
            Divider()
            Text("Night")
            }
            """#)
        let dividers = frames(of: "Divider", in: r)
        let texts = frames(of: "Text", in: r)
        #expect(dividers.map(\.width) == [400, 400])
        #expect(texts.count == 3 && texts[0].maxY < dividers[0].minY && dividers[1].maxY < texts[2].minY)
    }

    /// A veil over the text: both centred on the same point.
    @Test func theVeilCoversTheText() throws {
        let texts = frames(
            of: "Text",
            in: try lay(
                #"""
                    struct Frosted: View {
                        var body: some View {
                            ZStack {
                                Text("Behind the glass")
                                Text("░░░░")
                            }
                        }
                    }
                """#))
        #expect(texts.count == 2 && texts[0].midX == texts[1].midX && texts[0].midY == texts[1].midY)
    }

    /// An empty HStack (a first step left for later): nothing, at the centre.
    @Test func theEmptyStackIsNothing() throws {
        let r = try lay(
            #"""
            struct Later : View {
                var body: some View {
                    HStack {
                        // to be filled in
                    }
                }
            }
            """#)
        let stack = try #require(frames(of: "HStack", in: r).first)
        #expect(stack == Rect(x: 200, y: 300, width: 0, height: 0))
    }

    /// A stack is a fitting view, the size of its text, and the border shows it.
    @Test func theStackFitsItsText() throws {
        let r = try lay(
            #"""
            struct Fitted: View {
                var body: some View {
                    HStack {
                        Text("Just this")
                    }.border(Color.green)
                }
            }
            """#)
        let stack = try #require(frames(of: "HStack", in: r).first)
        #expect(stack == Rect(x: 164, y: 292, width: 72, height: 16))
        #expect(frames(of: "Text", in: r).first == stack)
    }

    /// Eight views 30 apart, trailing; the two shapes share what the texts leave:
    /// 568 - 7 × 30 - (5 × 16 + 32) = 246.
    @Test func eightViewsTrailingThirtyApart() throws {
        let r = try lay(
            #"""
            import SwiftUI

            struct Column: View {
                var body: some View {
                    VStack(alignment: .trailing, spacing: 30.0) {
                        Text ("top")
                        Text ("second")
                        Rectangle()
                        Text ("middle")
                        RoundedRectangle (cornerRadius: 12)
                        Text ("fourth")
                        Text ("fifth")
                        // the last is a stack
                        VStack {
                            Text ("sixth")
                            Text("seventh")
                        }
                    }
                    .padding()
                }
            }

            #Preview {
                Column()
            }
            """#)
        let texts = frames(of: "Text", in: r)
        #expect(texts.count == 7 && texts[0].maxX == 384 && texts[1].minY - texts[0].maxY == 30)
        let rectangle = try #require(frames(of: "Rectangle", in: r).first)
        let rounded = try #require(frames(of: "RoundedRectangle", in: r).first)
        #expect(rectangle.width == 368 && rectangle.height == 123 && rounded.height == 123)
    }

    /// Three texts side by side, centred, the default spacing (8) apart.
    @Test func threeWordsInARow() throws {
        let texts = frames(
            of: "Text",
            in: try lay(
                #"""
                    struct Trio: View {
                        var body: some View {
                            HStack {
                                Text("red")
                                Text("tan")
                                Text("sky")
                            }
                        }
                    }
                """#))
        #expect(texts.count == 3 && gapsX(texts) == [8, 8] && texts[1].midX == 200)
    }

    /// One spacer above and two below, so the texts sit a third of the way down, 12 apart.
    @Test func theTextsSitAThirdOfTheWayDown() throws {
        let r = try lay(
            #"""
            import SwiftUI

            struct Quiz: View {
                var body: some View {
                    VStack(spacing: 12) {
                        Spacer()
                        Text("Ask")
                        Text("Answer")
                        Spacer()
                        Spacer()
                    }
                }
            }

            #Preview {
                Quiz()
            }
            """#)
        let spacers = frames(of: "Spacer", in: r)
        // 600 less two texts and four gaps of 12, in three.
        #expect(spacers.count == 3 && spacers.allSatisfy { abs($0.height - (600 - 32 - 48) / 3) < 1e-9 })
        let texts = frames(of: "Text", in: r)
        #expect(abs(texts[0].minY - spacers[0].maxY - 12) < 1e-9 && abs(texts[1].minY - texts[0].maxY - 12) < 1e-9)
        #expect(texts.allSatisfy { $0.midX == 200 })
    }

    /// Three stacks in one body: one under another; the last, with its Spacer, takes the rest.
    @Test func threeStacksOneUnderAnother() throws {
        let r = try lay(
            #"""
            import SwiftUI

            struct Pages: View {
                var body: some View {
                    VStack(spacing: 14) {
                        Text("Page one")
                        Text("of three")
                    }
                    VStack(alignment: .leading) {
                        Text("Page two")
                        Text("is leading")
                    }
                    VStack {
                        Text("Three")
                        Text("fills")
                        Spacer()
                    }
                }
            }

            #Preview {
                Pages()
            }
            """#)
        let stacks = frames(of: "VStack", in: r)
        #expect(stacks.count == 3 && stacks[1].minY == stacks[0].maxY && stacks[2].maxY == 600)
        let texts = frames(of: "Text", in: r)
        #expect(texts[1].minY - texts[0].maxY == 14 && texts[2].minX == texts[3].minX)
    }

    /// The same with `alignment: .leading`: the texts share their leading edge.
    @Test func theTextsShareTheirLeadingEdge() throws {
        let texts = frames(
            of: "Text",
            in: try lay(
                #"""
                struct Steps: View {
                    var body: some View {
                        VStack(
                            alignment: .leading,
                            spacing: 16) {
                                Spacer()
                                Text("Step")
                                Text("A longer step")
                                Text("Go")
                                Spacer()
                            }
                    }
                }
                """#))
        #expect(texts.count == 3 && Set(texts.map(\.minX)).count == 1)
        #expect(gapsY(texts) == [16, 16])
    }
}
