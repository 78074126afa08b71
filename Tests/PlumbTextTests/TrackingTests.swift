import Testing

@testable import PlumbText

@Suite("SF tracking by size")
struct TrackingTests {
    /// Rows of the HIG's iOS table (1/1000 em).
    @Test(arguments: [
        (6.0, 41.0), (11, 6), (12, 0), (13, -6), (17, -26), (20, -23), (24, 3), (28, 14), (34, 12), (54, 6),
        (56, 6), (72, 2), (76, 1), (80, 0), (96, 0),
    ])
    func theTableSValues(_ size: Double, _ perEm: Double) {
        #expect(Tracking.perEm(atSize: size) == perEm)
    }

    @Test func betweenTwoRowsTheValueIsLinear() {
        // 17 → −26, 18 → −25: 17.5 → −25.5.
        #expect(Tracking.perEm(atSize: 17.5) == -25.5)
        // 56 → 6, 58 → 5: 57 → 5.5 (the table lists every second size there).
        #expect(Tracking.perEm(atSize: 57) == 5.5)
        // 76 → 1, 80 → 0: 77 → 0.75.
        #expect(Tracking.perEm(atSize: 77) == 0.75)
    }

    @Test func outsideTheTableTheNearestRow() {
        #expect(Tracking.perEm(atSize: 1) == 41)
        #expect(Tracking.perEm(atSize: 0) == 41)
        #expect(Tracking.perEm(atSize: 200) == 0)
        #expect(Tracking.perEm(atSize: .infinity) == 0)
        #expect(Tracking.perEm(atSize: .nan) == 0)
    }

    @Test func inPoints() {
        // 17 pt: −26/1000 × 17 = −0.442 pt.
        #expect(abs(PointFont(size: 17).tracking - -0.442) < 1e-12)
        // 34 pt: +12/1000 × 34 = 0.408 pt.
        #expect(abs(PointFont(size: 34).tracking - 0.408) < 1e-12)
    }

    @Test func theTableIsSortedAndCoversSixToNinetySix() {
        let sizes = Tracking.table.map(\.size)
        #expect(sizes == sizes.sorted())
        #expect(Set(sizes).count == sizes.count)
        #expect(sizes.first == 6 && sizes.last == 96)
        #expect(sizes.count == 49 + 9 + 6)
    }
}
