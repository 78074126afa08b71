import Testing

@testable import PlumbLayout

/// Several views where SwiftUI writes a `@ViewBuilder`:
/// Group, ForEach and Section join the container they are in; a modifier on one applies to each
/// member; where one view is needed they take the implicit container.
@Suite("Groups and several views")
struct ViewListTests {
    /// Every frame of the result, depth first.
    func frames(_ view: PlacedView) -> [Rect] { [view.frame] + view.children.flatMap(frames) }

    func types(_ view: PlacedView) -> [String] { [view.type] + view.children.flatMap(types) }

    @Test func aGroupsViewsJoinTheEnclosingStack() {
        let grouped = View.vStack([
            box("a", 40, 20), View.group([box("b", 60, 20), box("c", 20, 20)]), box("d", 30, 20),
        ])
        let flat = View.vStack([box("a", 40, 20), box("b", 60, 20), box("c", 20, 20), box("d", 30, 20)])
        let result = layout(grouped, width: 200, height: 200)
        #expect(frames(result.root) == frames(layout(flat, width: 200, height: 200).root))
        #expect(result.root.children.count == 4)
        // Four 20-point rows, 8 apart, centred in 200: 104 high from y = 48.
        #expect(result.frame("c") == Rect(x: 90, y: 104, width: 20, height: 20))
    }

    @Test func aModifierOnAGroupAppliesToEachMember() {
        let stack = View.hStack(spacing: 0, [View.group([box("a", 20, 20), box("b", 30, 20)]).padding(10)])
        let result = layout(stack, width: nil, height: nil)
        // Two padded views side by side: 40 + 50 wide, 40 high.
        #expect(result.root.frame.size == Size(width: 90, height: 40))
        #expect(result.root.children.map(\.type) == ["padding", "padding"])
        #expect(result.frame("a") == Rect(x: 10, y: 10, width: 20, height: 20))
        #expect(result.frame("b") == Rect(x: 50, y: 10, width: 30, height: 20))
    }

    @Test func aGroupsEnvironmentReachesItsMembersWhoseOwnValuesWin() {
        let group = View.group([View.text("a").withID("plain"), View.text("b").font(.body).withID("own")])
            .font(.title).foregroundColor("red")
        let result = layout(View.vStack([group]), width: 400, height: 400)
        let plain = result.root.find("plain")
        let own = result.root.find("own")
        #expect(plain?.frame.size == Size(width: 16, height: 48))  // a title letter: 2 cells, 3 rows
        #expect(own?.frame.size == Size(width: 8, height: 16))
        #expect(plain?.foregroundColor == "red")
        #expect(own?.foregroundColor == "red")
    }

    @Test func severalViewsWhereOneIsNeededTakeTheImplicitVStack() {
        // At the root (SwiftUI's ImplicitRootType is `_VStackLayout`) and as a reader's content.
        let members = [box("a", 40, 20), box("b", 60, 30)]
        let result = layout(View.group(members), width: 200, height: 200)
        #expect(result.root.type == "Group")
        #expect(frames(result.root) == frames(layout(View.vStack(members), width: 200, height: 200).root))
        #expect(result.frame("b") == Rect(x: 70, y: 99, width: 60, height: 30))
    }

    @Test func aForEachRowsSeveralViewsAreAllChildrenOfTheContainer() {
        let rows = View.forEach(count: 3) { index in View.group([View.text("a"), View.divider().withID("d\(index)")]) }
        let result = layout(View.vStack(spacing: 0, [rows]), width: 100, height: nil)
        #expect(result.root.children.map(\.type) == ["Text", "Divider", "Text", "Divider", "Text", "Divider"])
        #expect(result.frame("d2") == Rect(x: 0, y: 16 * 3 + 2, width: 100, height: 1))
    }

    @Test func aModifierOnAForEachAppliesToEachRowAndItsEnvironmentReachesThem() {
        let rows = View.forEach(count: 2) { _ in View.text("ab") }.frame(width: 50).font(.title)
        let result = layout(View.vStack(spacing: 0, [rows]), width: nil, height: nil)
        #expect(result.root.children.map(\.type) == ["frame", "frame"])
        #expect(result.root.frame.size == Size(width: 50, height: 96))
    }

    @Test func aGeometryReaderStacksSeveralViewsAtItsTopLeadingCorner() {
        let reader = View.geometryReader(
            ContentBuilder(trigger: .placedSize) { _ in
                (View.group([box("a", 40, 20), box("b", 10, 50)]), "")
            }
        ).frame(width: 100, height: 80)
        let result = layout(reader, width: 100, height: 80)
        #expect(result.frame("a") == Rect(x: 0, y: 0, width: 40, height: 20))
        #expect(result.frame("b") == Rect(x: 0, y: 0, width: 10, height: 50))
    }

    @Test func anEnvironmentReaderLaysSeveralViewsOutInTheImplicitVStack() {
        let reader = View.environmentReader(
            ContentBuilder(trigger: .environment) { _ in (View.group([box("a", 40, 20), box("b", 10, 50)]), "") })
        let result = layout(reader, width: 100, height: 100)
        #expect(types(result.root) == ["EnvironmentReader", "Group", "frame", "Rectangle", "frame", "Rectangle"])
        #expect(result.frame("a") == Rect(x: 30, y: 11, width: 40, height: 20))
        #expect(result.frame("b") == Rect(x: 45, y: 39, width: 10, height: 50))
    }

    @Test func severalViewsInABackgroundOrOverlayAreAZStack() {
        let base = box("base", 100, 60)
        let centred = layout(base.background(View.group([box("a", 40, 20), box("b", 10, 50)])), width: 100, height: 60)
        #expect(centred.frame("a") == Rect(x: 30, y: 20, width: 40, height: 20))
        #expect(centred.frame("b") == Rect(x: 45, y: 5, width: 10, height: 50))
        let aligned = layout(
            base.overlay(View.group([box("a", 40, 20), box("b", 10, 50)]), alignment: .bottomTrailing),
            width: 100, height: 60)
        #expect(aligned.frame("a") == Rect(x: 60, y: 40, width: 40, height: 20))
        #expect(aligned.frame("b") == Rect(x: 90, y: 10, width: 10, height: 50))
        #expect(aligned.root.children[1].type == "ZStack")
    }

    @Test func aBackgroundOnAGroupIsOnEachMember() {
        let stack = View.vStack(
            spacing: 0, [View.group([box("a", 40, 20), box("b", 60, 20)]).background(View.color("red"))])
        let result = layout(stack, width: nil, height: nil)
        #expect(result.root.children.map(\.type) == ["background", "background"])
        #expect(result.root.children[1].children[0].frame == Rect(x: 0, y: 20, width: 60, height: 20))
    }

    @Test func aSectionHeaderOfSeveralViewsIsOneVStack() {
        let section = View.section(header: View.group([View.text("Title"), View.divider()]), [View.text("row")])
        let result = layout(View.hStack([section]), width: 200, height: 100)
        #expect(result.root.children.map(\.type) == ["VStack", "Text"])
    }

    @Test func aLazyRowOfSeveralViewsSitsAsTheViewsWouldAsRows() {
        let separate = View.lazyVStack(
            alignment: .leading,
            [
                View.forEach(count: 4) { index in index % 2 == 0 ? View.text("row \(index / 2)") : View.divider() }
            ])
        let paired = View.lazyVStack(
            alignment: .leading,
            [
                View.forEach(count: 2) { index in View.group([View.text("row \(index)"), View.divider()]) }
            ])
        func leaves(_ view: PlacedView) -> [Rect] {
            view.children.isEmpty ? [view.frame] : view.children.flatMap(leaves)
        }
        let expected = leaves(layout(View.scrollView(separate), width: 200, height: 300).root)
        let result = layout(View.scrollView(paired), width: 200, height: 300)
        #expect(leaves(result.root) == expected)
        #expect(expected.count == 4)
    }

    @Test func modifiersOnAForEachAndASectionsHeaderCountInTheDepth() {
        // The depth check before layout must see them: a ForEach's rows are made later.
        var rows = View.forEach(count: 2) { _ in View.text("x") }
        var header = View.text("x")
        for _ in 0..<10 {
            rows = rows.padding(1)
            header = header.padding(1)
        }
        #expect(rows.depth == 11)
        #expect(View.section(header: header, []).depth == 12)
        let made = LayoutEngine.expandedChildren([rows])
        #expect(made.map(\.depth) == [11, 11])
    }

    @Test func emptyViewIsStillNoSubviewAndAnEmptyGroupNothing() {
        let stack = View.vStack([box("a", 10, 10), View.empty(), View.group([]).padding(), box("b", 10, 10)])
        let result = layout(stack, width: nil, height: nil)
        #expect(result.root.children.count == 2)
        #expect(result.root.frame.size == Size(width: 10, height: 28))
    }
}

/// Grids of rows made by ForEach, and cell modifiers through pass-through modifiers.
@Suite("Grids of several views")
struct GridViewListTests {
    @Test func aForEachOutsideTheRowsMakesGridRows() {
        let rows = View.forEach(count: 3) { index in
            View.gridRow([box("name\(index)", 20 + Double(index) * 10, 10), box("value\(index)", 10, 10)])
        }
        let grid = View.grid(
            horizontalSpacing: 0, verticalSpacing: 0, [.spanning(box("title", 100, 10)), .spanning(rows)])
        let result = layout(grid, width: nil, height: nil)
        // Two columns, widened to 50 each by the title spanning both; three rows under it.
        #expect(result.root.frame.size == Size(width: 100, height: 40))
        #expect(result.frame("value2") == Rect(x: 70, y: 30, width: 10, height: 10))
        #expect(result.frame("name0") == Rect(x: 15, y: 10, width: 20, height: 10))
    }

    @Test func aForEachInARowMakingSeveralViewsIsThatManyCells() {
        let cells = View.forEach(count: 2) { index in View.group([box("a\(index)", 10, 10), box("b\(index)", 10, 10)]) }
        let grid = View.grid(horizontalSpacing: 0, [.row([cells]), .row([box("x", 10, 10)])])
        let result = layout(grid, width: nil, height: nil)
        #expect(result.root.frame.size == Size(width: 40, height: 28))
        #expect(result.frame("b1") == Rect(x: 30, y: 0, width: 10, height: 10))
    }

    @Test func cellModifiersAreFoundThroughPassThroughModifiers() {
        func grid(_ total: View) -> LayoutResult {
            let rows: [GridContent] = [
                .row([box("a", 30, 10), box("b", 50, 10)]),
                .row([total.withID("total")]),
            ]
            return layout(View.grid(horizontalSpacing: 0, rows), width: nil, height: nil)
        }
        let spanning = [
            View.text("Total").gridCellColumns(2).background(View.color("red")),
            View.text("Total").gridCellColumns(2).foregroundColor("red").overlay(View.color("clear")),
            View.text("Total").gridCellColumns(2).padding(0),
            View.group([View.text("Total")]).gridCellColumns(2),
        ]
        for view in spanning {
            // Merged over both columns (80), aligned by the unit point of the centre guide.
            #expect(grid(view).frame("total") == Rect(x: 20, y: 18, width: 40, height: 16))
        }
        // Inside a container the value is the container's child's, not the cell's.
        #expect(grid(View.vStack([View.text("Total").gridCellColumns(2)])).frame("total").minX == 0)
    }
}
