import PropertyBased
import Testing

@testable import PlumbLayout

/// Layout invariants over random trees, with x-sheep/swift-property-based: the tree
/// comes from a generated seed, the canvas from generated sizes, so a failure prints a seed that
/// reproduces it.
@Suite("Layout properties")
struct LayoutPropertyTests {
    /// A small deterministic PRNG for building a tree from one generated seed.
    struct Random {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func int(_ range: ClosedRange<Int>) -> Int { range.lowerBound + Int(next() % UInt64(range.count)) }
        mutating func length() -> Double { [0, 1, 7.5, 20, 64, 120, 333.3, 1e6][int(0...7)] }
    }

    /// Any tree of finite inputs: stacks, ZStack, ViewThatFits, leaves and modifiers.
    static func anyView(_ random: inout Random, depth: Int = 0) -> View {
        if depth < 4, random.int(0...2) == 0 {
            let children = (0..<random.int(0...4)).map { _ in anyView(&random, depth: depth + 1) }
            switch random.int(0...3) {
            case 0: return .hStack(alignment: [.top, .center, .bottom][random.int(0...2)], spacing: nil, children)
            case 1: return .vStack(alignment: [.leading, .center, .trailing][random.int(0...2)], children)
            case 2: return .zStack(alignment: [.topLeading, .center, .bottomTrailing][random.int(0...2)], children)
            default: return .viewThatFits(children)
            }
        }
        var view: View
        switch random.int(0...6) {
        case 0: view = .rectangle()
        case 1: view = .circle()
        case 2: view = .text(["a", "hello world", "漢字 text wraps here", ""][random.int(0...3)])
        case 3: view = .spacer(minLength: random.int(0...1) == 0 ? nil : random.length())
        case 4: view = .color("red")
        case 5: view = .divider()
        default: view = .empty()
        }
        for _ in 0..<random.int(0...2) {
            switch random.int(0...6) {
            case 0: view = view.frame(width: random.length(), height: random.length())
            case 1: view = view.frame(minWidth: random.length(), maxWidth: .infinity, maxHeight: random.length())
            case 2: view = view.padding(random.length())
            case 3: view = view.fixedSize()
            case 4: view = view.layoutPriority(Double(random.int(-2...2)))
            case 5: view = view.offset(x: random.length(), y: -random.length())
            default: view = view.background(.rectangle())
            }
        }
        return view
    }

    /// A tree the rules promise to fit: flexible shapes and spacers in stacks, with no fixed
    /// sizes, no padding, no offsets and spacers of no minimum length (a Spacer reserves its
    /// default minimum even in a zero proposal), so every view is at most what it was offered.
    static func flexibleView(_ random: inout Random, depth: Int = 0) -> View {
        if depth < 3, random.int(0...1) == 0 {
            let children = (0..<random.int(1...4)).map { _ in flexibleView(&random, depth: depth + 1) }
            switch random.int(0...2) {
            case 0: return .hStack(spacing: 0, children)
            case 1: return .vStack(spacing: 0, children)
            default: return .zStack(children)
            }
        }
        return [View.rectangle(), .circle(), .color("blue"), .spacer(minLength: 0)][random.int(0...3)]
    }

    static func frames(_ view: PlacedView, into list: inout [Rect]) {
        list.append(view.frame)
        for child in view.children { frames(child, into: &list) }
    }

    static func allFrames(_ result: LayoutResult) -> [Rect] {
        var list: [Rect] = []
        frames(result.root, into: &list)
        return list
    }

    static let seeds = Gen.int(in: 0...Int.max)
    static let sides = Gen.double(in: 0...2000)

    @Test func layoutIsDeterministic() async {
        await propertyCheck(count: 150, input: Self.seeds, Self.sides, Self.sides) { seed, width, height in
            var random = Random(state: UInt64(seed))
            let view = Self.anyView(&random)
            let canvas = ProposedSize(width: width, height: height)
            let first = Self.allFrames(LayoutEngine().layout(view, canvas: canvas))
            let second = Self.allFrames(LayoutEngine().layout(view, canvas: canvas))
            #expect(first == second)
        }
    }

    /// The memo's contract. A layout's `sizeDependence` lets the memo answer a proposal
    /// that differs from a remembered one only on axes the size ignores; answering as the
    /// conservative adapter does (both axes, always) must give the very same frames.
    @Test func theMemoGivesTheConservativeFrames() async {
        await propertyCheck(count: 200, input: Self.seeds, Self.sides, Self.sides) { seed, width, height in
            var random = Random(state: UInt64(seed))
            let view = Self.anyView(&random)
            for canvas in [
                ProposedSize(width: width, height: height), ProposedSize(width: nil, height: height),
                ProposedSize(width: width, height: nil),
            ] {
                let memo = Self.allFrames(LayoutEngine().layout(view, canvas: canvas))
                let conservative = LayoutEngine()
                conservative.ignoresSizeDependence = true
                #expect(memo == Self.allFrames(conservative.layout(view, canvas: canvas)), "seed \(seed)")
            }
        }
    }

    @Test func finiteInputsGiveNoNaN() async {
        await propertyCheck(count: 150, input: Self.seeds, Self.sides, Self.sides) { seed, width, height in
            var random = Random(state: UInt64(seed))
            let view = Self.anyView(&random)
            for canvas in [ProposedSize(width: width, height: height), ProposedSize(width: nil, height: height)] {
                for frame in Self.allFrames(LayoutEngine().layout(view, canvas: canvas)) {
                    #expect(!frame.minX.isNaN && !frame.minY.isNaN && !frame.width.isNaN && !frame.height.isNaN)
                }
            }
        }
    }

    @Test func flexibleViewsStayInsideTheProposal() async {
        await propertyCheck(count: 150, input: Self.seeds, Self.sides, Self.sides) { seed, width, height in
            var random = Random(state: UInt64(seed))
            let view = Self.flexibleView(&random)
            let result = LayoutEngine().layout(view, canvas: ProposedSize(width: width, height: height))
            let tolerance = 1e-6 * max(1, width, height)
            for frame in Self.allFrames(result) {
                #expect(frame.minX >= -tolerance && frame.minY >= -tolerance, "\(frame)")
                #expect(frame.maxX <= width + tolerance && frame.maxY <= height + tolerance, "\(frame)")
            }
        }
    }
}
