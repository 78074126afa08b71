import PlumbLayout

/// Drawing modifiers in the SVG picture (`Decoration`), drawn as SwiftUI draws them, in points.
///
/// A view's modifiers nest as groups around its content and subviews, the outermost first:
/// `opacity` is a group's opacity, `clipShape` (`clipped`, `cornerRadius`) a `clipPath` of the
/// shape laid out in the frame, `shadow` and `blur` filters (a Gaussian blur whose standard
/// deviation is the radius: an estimate, as CSS reimplementations of SwiftUI use it),
/// `rotationEffect` and `scaleEffect` transforms about their anchor, `mask` an alpha mask drawn
/// from the mask view. A `border` is a rectangle stroked inside the frame (inset by half its
/// width), written once everything inside the view is. `hidden` writes nothing of the view or its
/// subviews; `tint` resolves `accentColor` inside.
extension SVGWriter {
    /// How a view is drawn, handed down the tree.
    struct Paint {
        /// Hidden (or fully transparent): nothing of it is written.
        var isHidden = false
        /// What `accentColor` stands for (the nearest `tint` above).
        var tint: String?
        /// Set by a mask's view for its subviews: the second (the mask) ends the masked group
        /// and is written into the mask with this id.
        var maskID: String?
        /// For the id labels: the second subview is a mask, not drawn.
        var isMasking = false

        /// `name`, with `accentColor` resolved to the tint.
        func resolved(_ name: String) -> String {
            name == "accentColor" ? tint ?? name : name
        }

        /// This paint for subview `index` of the view that handed it down (id labels).
        func forSubview(_ index: Int) -> Paint {
            var paint = self
            paint.isMasking = false
            if isMasking && index == 1 { paint.isHidden = true }
            return paint
        }
    }

    /// The paint each of `decorations` is drawn with (what the modifiers outside it say), the
    /// paint of the view's content and subviews, and the innermost modifier that is drawn: those
    /// inside a `hidden` (or an opacity of 0) are not.
    static func paints(
        of decorations: [Decoration], around paint: Paint
    ) -> (outside: [Paint], inside: Paint, firstDrawn: Int) {
        var outside = Array(repeating: paint, count: decorations.count)
        var current = paint
        var firstDrawn = 0
        for (index, decoration) in decorations.enumerated().reversed() {
            outside[index] = current
            switch decoration {
            case .hidden:
                if !current.isHidden { firstDrawn = index + 1 }
                current.isHidden = true
            case .opacity(let value) where value <= 0:
                if !current.isHidden { firstDrawn = index + 1 }
                current.isHidden = true
            case .tint(let color):
                current.tint = current.resolved(color)
            default:
                break
            }
        }
        if paint.isHidden { firstDrawn = decorations.count }
        return (outside, current, firstDrawn)
    }

    /// Opens the groups of `view`'s modifiers, outermost first, and writes its content.
    func enter(_ view: PlacedView, paint outer: Paint, index: Int) -> Paint {
        var paint = outer
        paint.isMasking = false
        if let maskID = paint.maskID {
            paint.maskID = nil
            if index == 1 {
                // The masked view is done: the mask follows, as the alpha mask it defines.
                out.write("</g>\n<mask id=\"" as StaticString)
                out.write(maskID)
                out.write("\" mask-type=\"alpha\" style=\"mask-type:alpha\">\n" as StaticString)
            }
        }
        guard !paint.isHidden else { return paint }
        let decorations = view.decorations
        if !decorations.isEmpty {
            let (outside, inside, firstDrawn) = Self.paints(of: decorations, around: paint)
            var maskID: String?
            for offset in stride(from: decorations.count - 1, through: firstDrawn, by: -1) {
                maskID = openGroup(for: decorations[offset], of: view, paint: outside[offset]) ?? maskID
            }
            paint = inside
            paint.maskID = maskID
        }
        if !paint.isHidden { writeContent(of: view, paint: paint) }
        if Self.clipsContent(view) {
            // A ScrollView shows its content only inside its frame, as the diagram does.
            let id = definitions.next("c")
            out.write("<clipPath id=\"\(id)\"><rect")
            writeRectAttributes(view.frame)
            out.write("/></clipPath>\n<g clip-path=\"url(#\(id))\">\n")
        }
        return paint
    }

    /// Whether `view` is a scroll view whose content is drawn clipped to its frame (not one with
    /// a mask, whose group `enter` closes between its two children).
    static func clipsContent(_ view: PlacedView) -> Bool {
        view.scrollContentFrame != nil && !view.decorations.contains(.mask)
    }

    /// Writes what `view`'s modifiers draw over everything inside it (borders) and closes their
    /// groups, innermost first.
    func leave(_ view: PlacedView, paint outer: Paint, index: Int) {
        guard !outer.isHidden else { return }
        if Self.clipsContent(view) { out.write("</g>\n" as StaticString) }
        let decorations = view.decorations
        let (outside, _, firstDrawn) = Self.paints(of: decorations, around: outer)
        for offset in firstDrawn..<decorations.count {
            switch decorations[offset] {
            case .border(let color, let width):
                writeBorder(in: view.frame, color: outside[offset].resolved(color), width: width)
            case .mask:
                out.write("</mask>\n" as StaticString)
            case .opacity, .clip, .shadow, .blur, .grayscale, .rotation, .scale:
                out.write("</g>\n" as StaticString)
            case .fill, .stroke, .hidden, .tint, .zIndex:
                break
            }
        }
    }

    /// The group (and the definition it uses) for one modifier; for a mask, its id.
    private func openGroup(for decoration: Decoration, of view: PlacedView, paint: Paint) -> String? {
        let frame = view.frame
        switch decoration {
        case .opacity(let value):
            out.write("<g" as StaticString)
            attribute("opacity", min(max(value, 0), 1))
            out.write(">\n" as StaticString)
        case .clip(let shape):
            let id = definitions.next("c")
            out.write("<clipPath id=\"\(id)\">")
            writeShapeGeometry(shape, in: frame)
            out.write("/></clipPath>\n<g clip-path=\"url(#\(id))\">\n")
        case .shadow(let shadow):
            let id = definitions.next("f")
            writeFilterStart(id, around: frame, reach: 3 * shadow.radius + abs(shadow.x) + abs(shadow.y))
            out.write("<feGaussianBlur in=\"SourceAlpha\"" as StaticString)
            attribute("stdDeviation", shadow.radius)
            out.write("/><feOffset" as StaticString)
            attribute("dx", shadow.x)
            attribute("dy", shadow.y)
            out.write(" result=\"shadow\"/><feFlood" as StaticString)
            let color = paint.resolved(shadow.color)
            out.write(" flood-color=\"\(Self.hex(for: color))\"")
            attribute("flood-opacity", ColorValue(color)?.opacity ?? 1)
            out.write(
                "/><feComposite in2=\"shadow\" operator=\"in\"/><feMerge><feMergeNode/><feMergeNode in=\"SourceGraphic\"/></feMerge></filter>\n<g filter=\"url(#\(id))\">\n"
            )
        case .blur(let radius):
            let id = definitions.next("f")
            writeFilterStart(id, around: frame, reach: 3 * radius)
            out.write("<feGaussianBlur" as StaticString)
            attribute("stdDeviation", radius)
            out.write("/></filter>\n<g filter=\"url(#\(id))\">\n")
        case .grayscale(let amount):
            // SVG's `saturate` matrix: 1 keeps the colours, 0 makes them grey.
            let id = definitions.next("f")
            writeFilterStart(id, around: frame, reach: 0)
            out.write("<feColorMatrix type=\"saturate\"" as StaticString)
            attribute("values", 1 - amount)
            out.write("/></filter>\n<g filter=\"url(#\(id))\">\n")
        case .rotation(let degrees, let anchor):
            let (x, y) = (frame.minX + anchor.x * frame.width, frame.minY + anchor.y * frame.height)
            out.write("<g transform=\"rotate(\(n(degrees)) \(n(x)) \(n(y)))\">\n")
        case .scale(let scaleX, let scaleY, let anchor):
            let (x, y) = (frame.minX + anchor.x * frame.width, frame.minY + anchor.y * frame.height)
            out.write(
                "<g transform=\"translate(\(n(x)) \(n(y))) scale(\(n(scaleX)) \(n(scaleY))) translate(\(n(-x)) \(n(-y)))\">\n"
            )
        case .mask:
            let id = definitions.next("m")
            out.write("<g mask=\"url(#\(id))\">\n")
            return id
        case .fill, .stroke, .border, .hidden, .tint, .zIndex:
            break
        }
        return nil
    }

    /// `<filter …>` in user space, covering the frame and `reach` more on every side, plus half
    /// the frame's size (for subviews drawn outside it).
    private func writeFilterStart(_ id: String, around frame: Rect, reach: Double) {
        let margin = reach + max(frame.width, frame.height) / 2
        out.write("<filter id=\"\(id)\" filterUnits=\"userSpaceOnUse\"")
        attribute("x", frame.minX - margin)
        attribute("y", frame.minY - margin)
        attribute("width", frame.width + 2 * margin)
        attribute("height", frame.height + 2 * margin)
        out.write(" color-interpolation-filters=\"sRGB\">" as StaticString)
    }

    /// `border`: the frame's rectangle inset by half the width and stroked, so that the line lies
    /// inside the frame.
    private func writeBorder(in frame: Rect, color: String, width: Double) {
        guard frame.minX.isFinite, frame.minY.isFinite, frame.width.isFinite, frame.height.isFinite else { return }
        writeShapeGeometry(.rectangle, in: frame, inset: width / 2)
        out.write(" fill=\"none\"" as StaticString)
        writePaint("stroke", color)
        attribute("stroke-width", width)
        out.write("/>\n" as StaticString)
    }
}
