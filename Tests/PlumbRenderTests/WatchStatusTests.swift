import PlumbRender
import Testing

@Suite struct WatchStatusTests {
    let status = WatchStatus(
        file: "Scripts/card.lua", clock: "14:03:07", state: .ran(seconds: 0.0042),
        changed: ["Scripts/lib/row.lua"], backend: "inotify",
        fitNote: "drawn in 12×24-point cells (not 8×16) to fit 80×23 cells")

    @Test func aChangeToAModuleNamesTheModule() {
        let line = status.line(width: 400)
        #expect(
            line
                == "Scripts/card.lua · 14:03:07 · ran in 4.2 ms after a change to module lib.row · "
                + "drawn in 12×24-point cells (not 8×16) to fit 80×23 cells · inotify")
        #expect(WatchStatus.moduleName(of: "Scripts/lib/row/init.lua", script: "Scripts/card.lua") == "lib.row")
        #expect(WatchStatus.moduleName(of: "/elsewhere/util.lua", script: "card.lua") == "util")
        var own = status
        own.changed = ["Scripts/card.lua"]
        #expect(!own.line(width: 400).contains("module"))
    }

    @Test func theLineShortensToTheWidthAndNeverWraps() {
        for width in [1, 5, 12, 20, 40, 60, 80, 120] {
            let line = status.line(width: width)
            #expect(line.count <= width, "\(width): \(line)")
            #expect(!line.contains("\n"))
        }
        #expect(
            status.line(width: 80) == "Scripts/card.lua · 14:03:07 · ran in 4.2 ms after a change to module lib.row")
        #expect(status.line(width: 60) == "card.lua · ran in 4.2 ms after a change to module lib.row")
        #expect(status.line(width: 20) == "ran in 4.2 ms after…")
    }

    @Test func aLongRunSaysItIsRunning() {
        var running = status
        running.changed = []
        running.fitNote = nil
        running.state = .running(seconds: 0.1)
        #expect(running.line(width: 80) == "Scripts/card.lua · 14:03:07 · running · inotify")
        running.state = .running(seconds: 1.5)
        #expect(running.line(width: 200).contains("running… 1.5 s"))
        #expect(WatchStatus.runningDelay >= 0.2 && WatchStatus.runningDelay <= 0.5)
    }

    @Test func aStaleDiagramIsFaintThroughItsOwnColours() {
        let diagram = "\u{1B}[31mred\u{1B}[0m box\n\nplain"
        let dimmed = WatchStatus.dimmed(diagram, color: true)
        #expect(
            dimmed == "\u{1B}[2m\u{1B}[31mred\u{1B}[0m\u{1B}[2m box\u{1B}[0m\n\n\u{1B}[2mplain\u{1B}[0m")
        #expect(WatchStatus.dimmed(diagram, color: false) == diagram)
    }
}
