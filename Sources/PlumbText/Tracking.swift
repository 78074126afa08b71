/// SF's tracking by point size, as Apple publishes it for iOS: the HIG's "Tracking values" table
/// for SF Pro (Typography, Specifications, "iOS, iPadOS, visionOS tracking values"), in
/// thousandths of an em. In a running app CoreText applies the same curve from the font's own
/// tracking table at every size.
public enum Tracking {
    /// The table's sizes (points) and tracking (1/1000 em): every size from 6 to 54, then every
    /// second size to 72, then every fourth to 96.
    static let table: [(size: Double, perEm: Double)] = [
        (6, 41), (7, 34), (8, 26), (9, 19), (10, 12), (11, 6), (12, 0), (13, -6), (14, -11), (15, -16),
        (16, -20), (17, -26), (18, -25), (19, -24), (20, -23), (21, -18), (22, -12), (23, -4), (24, 3),
        (25, 6), (26, 8), (27, 11), (28, 14), (29, 14), (30, 14), (31, 13), (32, 13), (33, 12), (34, 12),
        (35, 11), (36, 10), (37, 10), (38, 10), (39, 10), (40, 10), (41, 9), (42, 9), (43, 9), (44, 8),
        (45, 8), (46, 8), (47, 8), (48, 8), (49, 7), (50, 7), (51, 7), (52, 6), (53, 6), (54, 6), (56, 6),
        (58, 5), (60, 4), (62, 4), (64, 4), (66, 3), (68, 2), (70, 2), (72, 2), (76, 1), (80, 0), (84, 0),
        (88, 0), (92, 0), (96, 0),
    ]

    /// The tracking at `size`, in thousandths of an em: the table's value at a size it lists,
    /// linear between two sizes it lists (as a font's tracking table is read between its
    /// entries), the value at 6 below 6 and at 96 above 96 (0). A size that is not a number
    /// gives 0.
    public static func perEm(atSize size: Double) -> Double {
        guard !size.isNaN else { return 0 }
        let first = table[0]
        let last = table[table.count - 1]
        if size <= first.size { return first.perEm }
        if size >= last.size { return last.perEm }
        // The first entry at or above `size` (the table is sorted by size).
        var low = 0
        var high = table.count - 1
        while low < high {
            let middle = (low + high) / 2
            if table[middle].size < size { low = middle + 1 } else { high = middle }
        }
        let above = table[low]
        if above.size == size { return above.perEm }
        let below = table[low - 1]
        let fraction = (size - below.size) / (above.size - below.size)
        return below.perEm + (above.perEm - below.perEm) * fraction
    }
}
