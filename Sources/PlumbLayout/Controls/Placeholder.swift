extension View {
    /// What the importer could not translate (a UIKit representable, a call into a framework Plumb
    /// does not model), standing where it was: its label in a bordered box. It hugs its label (as
    /// the Text it most often stands for does), with 4 points around it; `fills`, it takes the whole
    /// size offered (as a representable without an intrinsic size does), the label centred.
    public static func placeholder(_ label: String, fills: Bool = false) -> View {
        let text = View.text("⚠ " + label)
        let content =
            fills ? text.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .center) : text.padding(4)
        return View(typeName: "Placeholder", builtin: EnvironmentReaderLayout(), children: [content.border("gray")])
    }
}
