extension View {
    /// `TextEditor(text:)`: a scrolling text area that takes the whole size offered (10×10 when
    /// asked its ideal, as a Color), its text from the top leading corner.
    public static func textEditor(text: String) -> View {
        let shown = View.text(text).frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        return View(typeName: "TextEditor", builtin: EnvironmentReaderLayout(), children: [shown])
    }

    /// `Canvas { context, size in … }` and `Path { path in … }`: drawings that fill what they are
    /// offered, as a shape does; Plumb draws neither, so they are laid out as clear colours named
    /// for what they are.
    public static func drawing(_ typeName: String) -> View {
        View(typeName: typeName, builtin: EnvironmentReaderLayout(), children: [View.color("clear")])
    }
}
