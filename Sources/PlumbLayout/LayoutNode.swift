/// One occurrence of a view in a laid-out tree: the live object layout works on. It memoizes its
/// size per proposal, which keeps nested stacks linear in the number of views (a stack probes
/// each child at 0 and ∞ before offering it a share, and every ancestor does the same).
public final class LayoutNode {
    public let view: View
    let layout: any Layout
    let children: [LayoutNode]
    let engine: LayoutEngine
    let environment: EnvironmentValues
    /// Guides this subtree may set explicitly (see `AlignmentID.bit`); 0 means "never".
    let guideMask: UInt64
    private(set) var priority: Double = 0
    private(set) var spacing: ViewSpacing = .ordinary
    /// The proposal axes this view's size may depend on; the size memo ignores the others.
    private(set) var sizeDependence: Axis.Set = .both

    private var sizes = SizeCache()
    private var explicitValues: [ExplicitKey: Double?] = [:]

    // Results of the last placement.
    var frame = Rect(x: 0, y: 0, width: 0, height: 0)
    var placementProposal = ProposedSize.unspecified
    var guideMarks: [GuideMark] = []
    var alignmentLines: [AlignmentLine] = []
    var sizingTrace: [String]?
    /// Every distinct proposal this node answered, in order (only while tracing).
    var answeredProposals: [(ProposedSize, Size)] = []

    init(
        view: View, layout: any Layout, children: [LayoutNode], engine: LayoutEngine,
        environment: EnvironmentValues
    ) {
        self.view = view
        self.layout = layout
        self.children = children
        self.engine = engine
        self.environment = environment
        var mask = layout.explicitGuideBits
        var childMask: UInt64 = 0
        for child in children { childMask |= child.guideMask }
        if !layout.isUnaryModifier {
            // Containers never expose explicit frame alignments (leading, center, …).
            childMask &= ~LayoutNode.frameAlignmentBits
        }
        mask |= childMask
        self.guideMask = mask
        let subviews = LayoutSubviews(owner: self, recorder: nil)
        self.priority = layout.layoutPriority(subviews: subviews)
        self.spacing = layout.spacing(subviews: subviews)
        // Explicit guide values are memoized per full proposal and may depend on it even when the
        // size does not, so a view that may set any is taken to depend on both axes.
        self.sizeDependence = mask != 0 ? .both : layout.sizeDependence(subviews: subviews)
    }

    static let frameAlignmentBits: UInt64 =
        AlignmentID.leading.bit | AlignmentID.horizontalCenter.bit | AlignmentID.trailing.bit
        | AlignmentID.top.bit | AlignmentID.verticalCenter.bit | AlignmentID.bottom.bit

    var subviews: LayoutSubviews { LayoutSubviews(owner: self, recorder: nil) }

    /// The size this view chooses for `proposal` (memoized).
    func size(for proposal: ProposedSize) -> Size {
        let key = proposal.keeping(sizeDependence)
        if let size = sizes.lookup(key) { return size }
        let size = layout.sizeThatFits(proposal: proposal, subviews: subviews)
        sizes.store(key, size)
        if engine.isTracing { answeredProposals.append((proposal, size)) }
        return size
    }

    /// The explicit value of `guide` for this view sized for `proposal`, or nil.
    func explicitAlignment(_ guide: AlignmentID, proposal: ProposedSize) -> Double? {
        guard guideMask & guide.bit != 0 else { return nil }
        let key = ExplicitKey(guide: ObjectIdentifier(guide), proposal: proposal)
        if let known = explicitValues[key] { return known }
        let size = size(for: proposal)
        let value = layout.explicitAlignment(
            of: guide, in: Rect(origin: .zero, size: size), proposal: proposal, subviews: subviews)
        explicitValues[key] = value
        return value
    }

    /// Commits this view's frame and lays out its subviews inside it.
    func place(at origin: Point, size: Size, proposal: ProposedSize) {
        frame = Rect(origin: origin, size: size)
        placementProposal = proposal
        if engine.recordsGuides {
            alignmentLines.removeAll(keepingCapacity: true)
            for child in children { child.guideMarks.removeAll(keepingCapacity: true) }
        }
        if !children.isEmpty {
            layout.placeSubviews(in: frame, proposal: proposal, subviews: subviews)
        }
    }

    /// "Text \"Hello\"", "frame#title", "HStack" — for traces and explanations.
    var traceName: String {
        var name = view.typeName
        if case .text(let string) = view.content {
            let short = string.count > 24 ? String(string.prefix(23)) + "…" : string
            name += " \"\(short)\""
        }
        if let id = view.id { name += "#\(id)" }
        return name
    }
}

private struct ExplicitKey: Hashable {
    let guide: ObjectIdentifier
    let proposal: ProposedSize
}

/// Proposal → size memo: four inline entries (enough for almost every node), then a dictionary.
struct SizeCache {
    private var keys: (ProposedSize, ProposedSize, ProposedSize, ProposedSize) = (
        .unspecified, .unspecified, .unspecified, .unspecified
    )
    private var values: (Size, Size, Size, Size) = (.zero, .zero, .zero, .zero)
    private var count = 0
    private var overflow: [ProposedSize: Size]?

    func lookup(_ proposal: ProposedSize) -> Size? {
        if count > 0, keys.0 == proposal { return values.0 }
        if count > 1, keys.1 == proposal { return values.1 }
        if count > 2, keys.2 == proposal { return values.2 }
        if count > 3, keys.3 == proposal { return values.3 }
        return overflow?[proposal]
    }

    mutating func store(_ proposal: ProposedSize, _ size: Size) {
        switch count {
        case 0:
            keys.0 = proposal
            values.0 = size
        case 1:
            keys.1 = proposal
            values.1 = size
        case 2:
            keys.2 = proposal
            values.2 = size
        case 3:
            keys.3 = proposal
            values.3 = size
        default:
            overflow = overflow ?? [:]
            overflow![proposal] = size
        }
        count += 1
    }
}
