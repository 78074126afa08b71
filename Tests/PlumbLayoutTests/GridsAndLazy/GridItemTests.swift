import Testing

@testable import PlumbLayout

/// The lazy grids' track algorithm, with the sources' numbers.
@Suite("GridItem tracks")
struct GridItemTests {
    @Test func theDefaultItemIsFlexibleFromTenToInfinityWithSpacingEight() {
        let item = GridItem()
        #expect(item.size == .flexible(minimum: 10, maximum: .infinity))
        #expect(item.spacing == nil)
        #expect(item.resolvedSpacing == 8)
    }

    @Test func aFixedAndAnAdaptiveColumnIn200() {
        // objc quiz #1: fixed(70) + adaptive(minimum: 40) in 200: 200 − 8 − 70 = 122 for the
        // adaptive column, which fits 40 + 8 + 40 but not 40 + 8 + 40 + 8 + 40: two tracks of 57.
        let tracks = GridItem.resolveOnePass([GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))], in: 200)
        #expect(tracks.lengths == [70, 57, 57])
        #expect(tracks.spacings == [8, 8])
        #expect(tracks.totalLength == 200)
        #expect(tracks.tracks.map(\.itemIndex) == [0, 1, 1])
        #expect(tracks.tracks.map(\.offset) == [0, 78, 143])
    }

    @Test(arguments: [
        // (length, tracks): 122 fits two 40s with 8 between them, not three (objc quiz #1);
        // 136 is exactly three.
        (122.0, 2), (135.9, 2), (136.0, 3), (39.0, 1), (0.0, 1),
    ])
    func anAdaptiveItemFitsAsManyMinimumsAsPossible(length: Double, count: Int) {
        let pieces = GridItem.adaptiveTracks(in: length, minimum: 40, maximum: .infinity, spacing: 8)
        #expect(pieces.count == count)
    }

    @Test func adaptiveTracksGrowUpToTheirMaximumAndShrinkBelowTheirMinimumOnlyAlone() {
        #expect(GridItem.adaptiveTracks(in: 122, minimum: 40, maximum: 50, spacing: 8) == [50, 50])
        // Not even one minimum fits: one track of what there is (the column "accepts" its offer).
        #expect(GridItem.adaptiveTracks(in: 30, minimum: 40, maximum: 50, spacing: 8) == [30])
        #expect(GridItem.adaptiveTracks(in: 0, minimum: 40, maximum: 50, spacing: 8) == [0])
        // A lazy grid offered ∞ gets one track, not a crash.
        #expect(GridItem.adaptiveTracks(in: .infinity, minimum: 40, maximum: 50, spacing: 8) == [50])
        #expect(GridItem.adaptiveTracks(in: .nan, minimum: 40, maximum: 50, spacing: 8) == [40])
    }

    @Test func anAdaptiveColumnOfferedLessThanNothingCollapses() {
        // Recorded against a SwiftUI render: [.flexible(minimum: 100), .fixed(100),
        // .adaptive(minimum: 100), .fixed(100)] offered 300. 300 − 3·8 = 276; the fixed columns
        // take 200, leaving 76; the flexible one is offered 38 and clamps to 100, leaving −24;
        // the adaptive one accepts that, but not below 0: one track of 0. The grid is
        // 100 + 100 + 0 + 100 + 24 = 324 wide, and its second pass (in 324) gives the same.
        let items = [
            GridItem(.flexible(minimum: 100)), GridItem(.fixed(100)), GridItem(.adaptive(minimum: 100)),
            GridItem(.fixed(100)),
        ]
        let (length, tracks) = GridItem.resolve(items, in: 300)
        #expect(length == 324)
        #expect(tracks.lengths == [100, 100, 0, 100])
        #expect(tracks.tracks.map(\.offset) == [0, 108, 216, 224])
        // With room, the same columns are ordinary: in 600, 600 − 24 − 200 = 376; the flexible
        // column is offered 188, the adaptive one the other 188: one track of 188.
        let (wide, wideTracks) = GridItem.resolve(items, in: 600)
        #expect(wide == 600)
        #expect(wideTracks.lengths == [188, 100, 188, 100])
        // And in 800, the adaptive column's 288 holds two tracks of 140 with 8 between them.
        #expect(GridItem.resolve(items, in: 800).tracks.lengths == [288, 100, 140, 140, 100])
    }

    @Test func fixedColumnsAreSizedFirstThenTheOthersInOrder() {
        // 300 − 2·8 = 284; the fixed 100 first leaves 184; the flexible items are then offered
        // 92 each in order; the first clamps to 120, leaving 64 for the last.
        let items = [
            GridItem(.flexible(minimum: 120)), GridItem(.fixed(100)), GridItem(.flexible()),
        ]
        #expect(GridItem.resolveOnePass(items, in: 300).lengths == [120, 100, 64])
    }

    @Test(arguments: [(50.0, 100.0), (150.0, 150.0), (300.0, 200.0)])
    func aSingleFlexibleItemIsItsOfferClampedToItsBounds(container: Double, expected: Double) {
        // juejin (Flexible part): flexible(minimum: 100, maximum: 200) is max(min(container, 200), 100).
        let (length, tracks) = GridItem.resolve([GridItem(.flexible(minimum: 100, maximum: 200))], in: container)
        #expect(length == expected)
        #expect(tracks.lengths == [expected])
    }

    @Test func theSecondPassOverflowsOffCentre() {
        // juejin 7081943051349786631: offered 300, the grid is 334 wide (146 + 8 + 180: the
        // second column's minimum does not fit), then lays its columns out again in 334: 163 and
        // 180, 351 in all, so they run 17 past its trailing edge. Centred in 300, the grid
        // overflows 17 on the left and 17 + 17 = 34 on the right.
        let items = [GridItem(.flexible()), GridItem(.flexible(minimum: 180))]
        #expect(GridItem.resolveOnePass(items, in: 300).lengths == [146, 180])
        let (length, tracks) = GridItem.resolve(items, in: 300)
        #expect(length == 334)
        #expect(tracks.lengths == [163, 180])
        #expect(tracks.totalLength == 351)
        let gridMinX = (300 - length) / 2
        #expect(-gridMinX == 17)
        #expect(gridMinX + tracks.totalLength - 300 == 34)
    }

    @Test func twoFlexibleMinimumsStretchTheGridOnBothSides() {
        // lochiwei (flexible-column): 200 → 224, "stretched out 12 pts both sides". Two columns of
        // minimum 108 give those numbers (the source's own columns are not recorded).
        let (length, tracks) = GridItem.resolve(Array(repeating: GridItem(.flexible(minimum: 108)), count: 2), in: 200)
        #expect(length == 224)
        #expect(tracks.lengths == [108, 108])
        #expect((length - 200) / 2 == 12)
    }

    @Test func spacingIsSubtractedForEveryItemButTheLast() {
        // No source says: the last item's spacing (50 in Apple's LazyHGrid example) is never
        // part of the grid, neither subtracted nor added (Plumb's choice).
        let items = [GridItem(.flexible(), spacing: 4), GridItem(.flexible(), spacing: 50)]
        let tracks = GridItem.resolveOnePass(items, in: 104)
        #expect(tracks.lengths == [50, 50])
        #expect(tracks.spacings == [4])
        #expect(tracks.totalLength == 104)
    }

    @Test func anAdaptiveItemSpacesItsOwnTracksWithItsSpacing() {
        // Between its own tracks and after its last one, an adaptive item's spacing; the items
        // before it are followed by theirs.
        let items = [
            GridItem(.fixed(20), spacing: 2), GridItem(.adaptive(minimum: 30), spacing: 10), GridItem(.fixed(20)),
        ]
        // 200 − 2 − 10 − 40 = 148 for the adaptive item: (148 + 10) / 40 → 3 tracks of 136/3.
        let tracks = GridItem.resolveOnePass(items, in: 200)
        #expect(tracks.count == 5)
        #expect(tracks.spacings == [2, 10, 10, 10])
        #expect(abs(tracks.totalLength - 200) < 1e-9)
    }

    @Test func noItemsGiveNoTracks() {
        let tracks = GridItem.resolveOnePass([], in: 100)
        #expect(tracks.count == 0)
        #expect(tracks.totalLength == 0)
    }
}
