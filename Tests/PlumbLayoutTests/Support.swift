@testable import PlumbLayout

/// Lays `view` out in a canvas of the given size (nil = ideal) with the default 8×16 cells.
func layout(_ view: View, width: Double?, height: Double?) -> LayoutResult {
    LayoutEngine().layout(view, canvas: ProposedSize(width: width, height: height))
}

extension PlacedView {
    /// The first view (depth first) labelled `id`.
    func find(_ id: String) -> PlacedView? {
        if self.id == id { return self }
        for child in children {
            if let found = child.find(id) { return found }
        }
        return nil
    }
}

extension LayoutResult {
    func frame(_ id: String) -> Rect {
        guard let view = root.find(id) else { fatalError("no view labelled \(id)") }
        return view.frame
    }
}

/// A rectangle of a fixed size, labelled.
func box(_ id: String, _ width: Double, _ height: Double) -> View {
    View.rectangle().withID(id).frame(width: width, height: height)
}
