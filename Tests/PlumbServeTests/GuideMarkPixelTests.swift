import Foundation
import PlumbTestSupport
import Testing

/// The page's guide marks, in pixels: for every lesson opened with guides on (`?guides=1`), each
/// diamond Chromium paints sits on the line of its container that Chromium paints, within one
/// device pixel. The SVG's numbers are checked without a browser (PlumbRunTests'
/// `GuideMarkPlacementTests`); here it is what a person sees. The picture is taken twice (an
/// element screenshot, a PNG read by `PNGImage`): with guides, and again with the guides box
/// unticked, the same frames without guides. Each pixel's share of a guide's colour is then
/// measured over what it shows without guides (so a line along a bar's edge, over two
/// backgrounds, is measured as well as one on white); the page's geometry only says where to look.
extension BrowserTests {
    /// Where the page drew the guides, in device pixels from the picture's top-left corner.
    struct PageGuides {
        struct Line {
            /// A vertical line (an x guide) is at `position` across, running `from`…`to` down.
            var vertical: Bool
            var position: Double
            var from: Double
            var to: Double
            var color: String
        }
        struct Mark {
            var x: Double
            var y: Double
            var color: String
        }
        var lines: [Line]
        var marks: [Mark]
        /// The guides' label boxes (left, top, right, bottom): nothing is measured under them.
        var labels: [[Double]]
        /// Device pixels per point.
        var scale: Double
    }

    /// Lines, diamonds and labels of the page's SVG, mapped by each element's own transform
    /// (`getScreenCTM`) to device pixels from the picture's corner.
    static let pageGuidesScript = """
        const svg = document.querySelector('#picture svg');
        const dpr = window.devicePixelRatio;
        const box = svg.getBoundingClientRect();
        const at = (element, x, y) => {
          const point = svg.createSVGPoint(); point.x = x; point.y = y;
          const screen = point.matrixTransform(element.getScreenCTM());
          return [(screen.x - box.left) * dpr, (screen.y - box.top) * dpr];
        };
        const lines = [...svg.querySelectorAll('line[stroke-dasharray="3 2"]')].map((line) => {
          const [x1, y1, x2, y2] = ['x1', 'y1', 'x2', 'y2'].map((name) => Number(line.getAttribute(name)));
          const a = at(line, x1, y1), b = at(line, x2, y2);
          const vertical = x1 === x2;
          return { vertical, position: vertical ? a[0] : a[1],
            from: Math.min(vertical ? a[1] : a[0], vertical ? b[1] : b[0]),
            to: Math.max(vertical ? a[1] : a[0], vertical ? b[1] : b[0]), color: line.getAttribute('stroke') };
        });
        const marks = [];
        for (const path of svg.querySelectorAll('path[stroke="#ffffff"]')) {
          const n = (path.getAttribute('d').match(/-?[0-9.]+/g) || []).map(Number);
          // A diamond: M x y−4 L x+4 y L x y+4 L x−4 y Z.
          if (n.length !== 8 || n[0] !== n[4] || n[3] !== n[7] || n[2] - n[0] !== 4) continue;
          const [x, y] = at(path, n[0], n[3]);
          marks.push({ x, y, color: path.getAttribute('fill') });
        }
        const labels = [...svg.querySelectorAll('rect[fill-opacity="0.92"]')].map((rect) => {
          const r = rect.getBoundingClientRect();
          return [(r.left - box.left) * dpr, (r.top - box.top) * dpr, (r.right - box.left) * dpr,
            (r.bottom - box.top) * dpr];
        });
        const origin = at(svg, 0, 0), unit = at(svg, 1, 0);
        return JSON.stringify({ lines, marks, labels, scale: unit[0] - origin[0] });
        """

    /// How far the diamond's painted centre may be from its line's painted centre: one device
    /// pixel (both are measured to a fraction of one from the pixels' shares of the colour).
    static let markTolerance = 1.0

    @Test func everyGuideMarkOfEveryLessonSitsOnItsLineInThePagesPixels() async throws {
        let folder = repositoryRoot + "/Scripts/Lessons"
        let lessons = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".lua") }
            .sorted()
        #expect(lessons.count >= 18)
        let started = Date()
        var checked = 0
        try await Browser.with { browser in
            for lesson in lessons {
                let source = try String(contentsOfFile: folder + "/" + lesson, encoding: .utf8)
                // The canvas the lesson declares (`-- plumb: --canvas 640x480`).
                let served = try await ServedScript(source, arguments: [])
                try await browser.open(served.server.url + "?guides=1")
                try await browser.waitFor(
                    "(document.querySelector('#picture svg')?.outerHTML || '').includes('stroke-dasharray=\"3 2\"')")
                let text = try #require(try await browser.run(Self.pageGuidesScript) as? String)
                let guides = try JSONDecoder().decode(PageGuides.self, from: Data(text.utf8))
                let withGuides = try PNGImage(data: [UInt8](try await browser.screenshot(css: "#picture svg")))
                // The same picture without guides: what each pixel shows under them.
                _ = try await browser.run(
                    "const g = document.getElementById('guides'); g.checked = false; g.dispatchEvent(new Event('change'))"
                )
                try await browser.waitFor(
                    "!(document.querySelector('#picture svg')?.outerHTML || 'stroke-dasharray=\"3 2\"').includes('stroke-dasharray=\"3 2\"')"
                )
                let without = try PNGImage(data: [UInt8](try await browser.screenshot(css: "#picture svg")))
                #expect(!guides.marks.isEmpty, "\(lesson): no guide marks on the page")
                checked += Self.checkMarks(guides, in: withGuides, under: without, lesson: lesson)
            }
        }
        #expect(checked >= lessons.count)
        let milliseconds = Int(Date().timeIntervalSince(started) * 1000)
        print("guide marks in the page's pixels: \(checked) of \(lessons.count) lessons checked in \(milliseconds) ms")
    }

    /// Checks every mark against its line; returns how many (mark, line) pairs were checked.
    static func checkMarks(_ guides: PageGuides, in image: PNGImage, under plain: PNGImage, lesson: String) -> Int {
        let pixels = Pixels(image: image, plain: plain, labels: guides.labels)
        var checked = 0
        for mark in guides.marks {
            guard let color = Self.rgb(mark.color) else {
                Issue.record("\(lesson): colour \(mark.color)")
                continue
            }
            // Its line on each axis: the nearest of its colour that runs past it (a ZStack's
            // diamond is where its two lines meet, and is checked against both).
            var lines: [PageGuides.Line] = []
            for vertical in [true, false] {
                let (across, along) = vertical ? (mark.x, mark.y) : (mark.y, mark.x)
                let near = guides.lines.filter {
                    $0.vertical == vertical && $0.color == mark.color && along >= $0.from - 6 * guides.scale
                        && along <= $0.to + 6 * guides.scale && abs($0.position - across) <= 6 * guides.scale
                }
                if let nearest = near.min(by: { abs($0.position - across) < abs($1.position - across) }) {
                    lines.append(nearest)
                }
            }
            #expect(!lines.isEmpty, "\(lesson): the mark at (\(mark.x), \(mark.y)) has no line of its colour near it")
            for line in lines {
                let painted = pixels.centre(of: line, color: color, avoiding: guides)
                guard let painted else {
                    Issue.record("\(lesson): the line \(line) is not painted")
                    continue
                }
                // The line is where the page put it.
                #expect(
                    abs(painted - line.position) <= Self.markTolerance,
                    "\(lesson): the line \(line) is painted at \(painted)")
                let centre = pixels.centre(of: mark, across: line, lineAt: painted, color: color, scale: guides.scale)
                guard let centre else {
                    Issue.record("\(lesson): the mark at (\(mark.x), \(mark.y)) is not painted")
                    continue
                }
                #expect(
                    abs(centre - painted) <= Self.markTolerance,
                    "\(lesson): the mark at (\(mark.x), \(mark.y)) is painted \(centre - painted) device pixels off its line \(line), painted at \(painted)"
                )
                checked += 1
            }
        }
        return checked
    }

    typealias RGB = (Double, Double, Double)

    static func rgb(_ hex: String) -> RGB? {
        guard hex.hasPrefix("#"), hex.count == 7, let value = Int(hex.dropFirst(), radix: 16) else { return nil }
        return (Double(value >> 16 & 0xff), Double(value >> 8 & 0xff), Double(value & 0xff))
    }

    /// The two pictures, and how much of a colour each pixel of the first holds over the second.
    struct Pixels {
        let image: PNGImage
        let plain: PNGImage
        let labels: [[Double]]

        func rgb(_ picture: PNGImage, _ x: Int, _ y: Int) -> RGB? {
            guard x >= 0, y >= 0, x < min(image.width, plain.width), y < min(image.height, plain.height) else {
                return nil
            }
            let pixel = picture[x, y]
            return (Double(pixel.red), Double(pixel.green), Double(pixel.blue))
        }

        /// The share of `color` in pixel (x, y): its colour is fitted as the plain picture's there
        /// mixed with `color` and with white (a diamond's edge is white), by least squares; nil
        /// where the colour is too close to what is under it to tell, or under a label.
        func coverage(_ x: Int, _ y: Int, of color: RGB, underLabels: Bool = false) -> Double? {
            let (cx, cy) = (Double(x) + 0.5, Double(y) + 0.5)
            if !underLabels,
                labels.contains(where: {
                    cx >= $0[0] - 0.5 && cx <= $0[2] + 0.5 && cy >= $0[1] - 0.5 && cy <= $0[3] + 0.5
                })
            {
                return nil
            }
            guard let p = rgb(image, x, y), let b = rgb(plain, x, y) else { return nil }
            func dot(_ a: RGB, _ b: RGB) -> Double { a.0 * b.0 + a.1 * b.1 + a.2 * b.2 }
            let u = (color.0 - b.0, color.1 - b.1, color.2 - b.2)
            let v = (255 - b.0, 255 - b.1, 255 - b.2)
            let d = (p.0 - b.0, p.1 - b.1, p.2 - b.2)
            let uu = dot(u, u)
            guard uu >= 25 * 25 else { return nil }
            let vv = dot(v, v)
            let uv = dot(u, v)
            let determinant = uu * vv - uv * uv
            let share: Double
            if vv < 1 || determinant < 1e-3 * uu * vv {
                share = dot(u, d) / uu
            } else {
                share = (vv * dot(u, d) - uv * dot(v, d)) / determinant
            }
            return min(max(share, 0), 1)
        }

        /// The line's painted centre across it: at each pixel step along it away from marks and
        /// crossing lines, the mean position of the line's colour across it weighted by each
        /// pixel's share, over the steps where a dash is painted; nil when fewer than three are.
        func centre(of line: PageGuides.Line, color: RGB, avoiding guides: PageGuides) -> Double? {
            let across = Int(line.position.rounded(.down))
            var centres: [Double] = []
            let clear = 6 * guides.scale
            let first = Int(line.from.rounded(.up)) + 2
            for step in first..<max(first, Int(line.to) - 2) {
                let along = Double(step) + 0.5
                let (x, y) = line.vertical ? (line.position, along) : (along, line.position)
                if guides.marks.contains(where: { abs($0.x - x) < clear && abs($0.y - y) < clear }) { continue }
                if guides.lines.contains(where: { $0.vertical != line.vertical && abs($0.position - along) < 4 }) {
                    continue
                }
                var weight = 0.0
                var sum = 0.0
                var measured = true
                for offset in -3...3 {
                    let (px, py) = line.vertical ? (across + offset, step) : (step, across + offset)
                    guard let share = coverage(px, py, of: color) else {
                        measured = false
                        break
                    }
                    weight += share
                    sum += share * (Double(across + offset) + 0.5)
                }
                // A gap between dashes holds no line.
                if measured, weight >= 0.6 { centres.append(sum / weight) }
            }
            guard centres.count >= 3 else { return nil }
            return centres.reduce(0, +) / Double(centres.count)
        }

        /// The diamond's painted centre across `line`: the mean position across the line of its
        /// colour's shares inside a diamond a little larger than its own around its place (a
        /// label's letters may be beside it: the mark is drawn over the label), leaving out the
        /// band on the line itself and the band along the mark's middle (where a dotted join or a
        /// ZStack's other line meets it), both symmetric about a diamond on its line; nil when
        /// nothing is painted.
        func centre(
            of mark: PageGuides.Mark, across line: PageGuides.Line, lineAt painted: Double, color: RGB, scale: Double
        ) -> Double? {
            // The diamond: 4 points from its centre to each tip, a white edge of 0.375 beyond
            // (0.53 along both axes together); the 6-point circle of a ZStack's meeting point
            // starts further out.
            let half = 4.6 * scale
            let (markAcross, markAlong) = line.vertical ? (mark.x, mark.y) : (mark.y, mark.x)
            var weight = 0.0
            var sum = 0.0
            for a in Int((markAcross - half).rounded(.down))...Int((markAcross + half).rounded(.up)) {
                let centreAcross = Double(a) + 0.5
                if abs(centreAcross - painted) < 1 { continue }
                for b in Int((markAlong - half).rounded(.down))...Int((markAlong + half).rounded(.up)) {
                    let centreAlong = Double(b) + 0.5
                    if abs(centreAlong - markAlong) < 1.2 { continue }
                    if abs(centreAlong - markAlong) + abs(centreAcross - markAcross) > half { continue }
                    let (x, y) = line.vertical ? (a, b) : (b, a)
                    guard let share = coverage(x, y, of: color, underLabels: true) else { continue }
                    weight += share
                    sum += share * centreAcross
                }
            }
            guard weight >= 4 else { return nil }
            return sum / weight
        }
    }
}

extension BrowserTests.PageGuides: Decodable {}
extension BrowserTests.PageGuides.Line: Decodable, CustomStringConvertible {
    var description: String {
        "\(vertical ? "x" : "y") = \(position) from \(from) to \(to) in \(color)"
    }
}
extension BrowserTests.PageGuides.Mark: Decodable {}
