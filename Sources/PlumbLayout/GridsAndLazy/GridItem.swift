/// A lazy grid's column (LazyVGrid) or row (LazyHGrid) description, SwiftUI's `GridItem`, and
/// the algorithm that turns a list of them into track lengths. Pure: the
/// tracks never depend on the cells, so a lazy grid can place cell n without making
/// cells 0…n−1.
public struct GridItem: Hashable, Sendable {
    /// How long the item is along the grid's cross axis (a LazyVGrid's columns are widths).
    public enum Size: Hashable, Sendable {
        /// Exactly this length, whatever the grid is offered.
        case fixed(Double)
        /// An even share of what the fixed items and the spacing leave, clamped to the bounds.
        case flexible(minimum: Double = 10, maximum: Double = .infinity)
        /// A flexible item's share, filled with as many tracks of at least `minimum` as fit.
        case adaptive(minimum: Double, maximum: Double = .infinity)
    }

    public var size: Size
    /// The space after this item (before the next one); nil is the default, 8 (objc.io: "the
    /// default spacing of 8 points"; juejin.cn/post/7081943051349786631).
    public var spacing: Double?
    /// How the cells of this item's tracks are placed in them; nil is the grid's own alignment.
    public var alignment: Alignment?

    /// `GridItem()` is `flexible()`, as in SwiftUI.
    public init(_ size: Size = .flexible(), spacing: Double? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }

    /// The spacing of an item that gives none: "the default spacing of 8 points" (objc, juejin).
    public static let defaultSpacing = 8.0

    /// `spacing`, or the default.
    public var resolvedSpacing: Double { spacing ?? Self.defaultSpacing }
}

/// The tracks (columns of a LazyVGrid, rows of a LazyHGrid) that a list of `GridItem`s gives
/// for one proposed length, from the leading (top) edge on.
public struct GridTracks: Hashable, Sendable {
    public struct Track: Hashable, Sendable {
        /// The track's length along the resolving axis.
        public var length: Double
        /// Its distance from the first track's leading (top) edge.
        public var offset: Double
        /// The `GridItem` it comes from (an adaptive item gives several tracks).
        public var itemIndex: Int
        /// That item's alignment (nil: the grid's).
        public var alignment: Alignment?
    }

    public var tracks: [Track]
    /// `spacings[i]` separates `tracks[i]` from `tracks[i + 1]` (one fewer than the tracks): an
    /// item's spacing between its own adaptive tracks and after its last one. The last track's
    /// spacing is never part of the grid (Plumb's choice: Apple's `LazyHGrid` example does not say
    /// whether it is).
    public var spacings: [Double]
    /// Every track and every spacing between them.
    public var totalLength: Double

    public var lengths: [Double] { tracks.map(\.length) }
    public var count: Int { tracks.count }
}

extension GridItem {
    /// The tracks `items` give in `proposed` points (objc.io's *Thinking in SwiftUI*, quoted at
    /// blog.jiyi27.com/posts/ios/swiftui/010-containers): one pass of the algorithm.
    ///
    /// 1. Subtract the spacing after every item but the last from `proposed`.
    /// 2. Size the fixed items first, then the others in declaration order; each is offered what
    ///    is left divided by the number of items not yet sized, and its length is subtracted.
    ///    A fixed item ignores the offer, an adaptive one accepts it, a flexible one takes it
    ///    clamped to its bounds.
    /// 3. Fill each adaptive item's length with as many tracks of its minimum as fit, each
    ///    followed by the item's spacing but the last (`adaptiveTracks`).
    ///
    /// The result may be longer than `proposed` when the minimums do not fit; `resolve` then runs
    /// the second pass. A non-finite `proposed` (a lazy grid asked for its largest size) is the
    /// caller's to avoid: flexible items without a maximum would take all of it.
    public static func resolveOnePass(_ items: [GridItem], in proposed: Double) -> GridTracks {
        guard !items.isEmpty else { return GridTracks(tracks: [], spacings: [], totalLength: 0) }
        var lengths = [Double](repeating: 0, count: items.count)
        // Step 1.
        var remaining = proposed
        for item in items.dropLast() { remaining -= item.resolvedSpacing }
        // Step 2.
        let fixedFirst = items.indices.filter { items[$0].isFixed } + items.indices.filter { !items[$0].isFixed }
        for (position, index) in fixedFirst.enumerated() {
            let offer = remaining / Double(items.count - position)
            let length: Double
            switch items[index].size {
            case .fixed(let value): length = value
            // "An adaptive column accepts the proposed width" (objc), but not below 0: offered
            // less than nothing it collapses to 0 (recorded against SwiftUI, README).
            case .adaptive: length = Swift.max(offer, 0)
            case .flexible(let minimum, let maximum): length = Swift.max(Swift.min(offer, maximum), minimum)
            }
            lengths[index] = length
            remaining -= length
        }
        // Step 3: adaptive items become their tracks.
        var tracks: [GridTracks.Track] = []
        for (index, item) in items.enumerated() {
            var pieces = [lengths[index]]
            if case .adaptive(let minimum, let maximum) = item.size {
                pieces = adaptiveTracks(
                    in: lengths[index], minimum: minimum, maximum: maximum, spacing: item.resolvedSpacing)
            }
            for piece in pieces {
                tracks.append(GridTracks.Track(length: piece, offset: 0, itemIndex: index, alignment: item.alignment))
            }
        }
        // Each gap is the spacing of the item whose track precedes it.
        let spacings = tracks.dropLast().map { items[$0.itemIndex].resolvedSpacing }
        var offset = 0.0
        for position in tracks.indices {
            tracks[position].offset = offset
            offset += tracks[position].length + (position < spacings.count ? spacings[position] : 0)
        }
        return GridTracks(tracks: tracks, spacings: spacings, totalLength: offset)
    }

    /// The tracks of a lazy grid offered `proposed` points, with both passes (only juejin shows the
    /// second): the grid's own length is the first pass's total (longer than `proposed` when
    /// the minimums do not fit), and its tracks are computed again in that length. The tracks may
    /// then run past the grid's trailing edge (juejin: 300 → a 334-point grid whose tracks are
    /// 163 and 180 long, 351 in all). Returns the grid's length and the second pass's tracks.
    public static func resolve(_ items: [GridItem], in proposed: Double) -> (length: Double, tracks: GridTracks) {
        let first = resolveOnePass(items, in: proposed)
        guard first.totalLength != proposed else { return (proposed, first) }
        return (first.totalLength, resolveOnePass(items, in: first.totalLength))
    }

    /// The lengths of the tracks an adaptive item of `length` points holds (objc.io's grid quiz;
    /// Apple's `GridItem.Size.adaptive`): as many
    /// tracks of `minimum` as fit with `spacing` between them ("122 fits 40 + 8 + 40 but not three"),
    /// then sharing the length equally, but never longer than `maximum`. At least one track; when
    /// not even one minimum fits, that track is the whole length, shorter than the minimum (0
    /// when the item got nothing): the adaptive column of `[.flexible(minimum: 100), .fixed(100),
    /// .adaptive(minimum: 100), .fixed(100)]` in 300 points is 0 wide in SwiftUI (README).
    public static func adaptiveTracks(in length: Double, minimum: Double, maximum: Double, spacing: Double) -> [Double]
    {
        let fitting = (length + spacing) / (minimum + spacing)
        // Guards against ∞, NaN and absurd counts (a lazy grid offered ∞, a minimum of 0).
        let count = fitting.isFinite && fitting >= 1 ? Int(Swift.min(fitting.rounded(.down), 10_000)) : 1
        let share = (length - Double(count - 1) * spacing) / Double(count)
        let piece = Swift.max(Swift.min(share, maximum), 0)
        return Array(repeating: piece.isFinite ? piece : minimum, count: count)
    }

    var isFixed: Bool {
        if case .fixed = size { return true }
        return false
    }
}
