import Foundation
import PlumbImport
import PlumbLayout
import Testing

/// The 24 snippets of the corpus (public sources, named in each file's first line): each is
/// imported, run, and laid out at 400×600 and at 240×600, and every frame must equal the frames of
/// the hand-written Plumb script of the same view (`Snippets/NAME.lua`).
let corpus = [
    "01-apple-layoutpriority", "02-apple-gridrow", "03-apple-grid", "04-apple-viewthatfits",
    "05-apple-overlay-folder", "06-fieldguide-checkout", "07-swiftuicc-adaptive-actions",
    "08-zenn-trailing-guides", "09-w3schools-alignmentguide", "10-gist-grid-borders", "11-juejin-fixedsize",
    "12-juejin-linelimit-priority", "13-devto-image-system-size", "14-hws-priority-largetitle",
    "15-answertopia-images", "16-smithery-zstack-overlay", "17-smithery-hstack-star", "18-smithery-geometry",
    "19-gist-form-settings", "20-gist-calendarview", "21-gist-event-header", "22-habr-custom-center",
    "23-gist-toggle-form", "24-sundell-eventinfo",
]

@Test(arguments: corpus)
func snippetLaysOutLikeTheHandWrittenScript(_ name: String) throws {
    let swift = try snippet("\(name).swift.txt")
    let handWritten = try snippet("\(name).lua")
    for width in [400.0, 240.0] {
        let (imported, script) = try layOut(swift: swift, fileName: "\(name).swift", width: width, height: 600)
        let expected = try layOut(lua: handWritten, chunkName: "\(name).lua", width: width, height: 600)
        #expect(frames(imported) == frames(expected), "\(name) at width \(width):\n\(script.lua)")
    }
}
