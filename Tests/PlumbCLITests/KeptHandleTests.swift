import Foundation
import PlumbTestSupport
import Testing

/// A use after free: a ViewDimensions kept past its layout pass and read when the Lua
/// state closes (a `__gc` finalizer, with --unsafe) or after a resize is a checked handle now.
@Suite("Handles kept past their pass", .watchdog())
struct KeptHandleTests {
    @Test func aFinalizerReadingAKeptViewDimensionsDoesNotCrash() throws {
        let source = """
            local kept
            local view = VStack { alignment = "leading",
              Text("a"):alignmentGuide("leading", function(d) kept = d; return 0 end),
              Text("b"),
            }
            setmetatable({}, { __gc = function() if kept then print(pcall(function() return kept.width end)) end end })
            return view
            """
        let folder = try scriptFolder("card.lua", source)
        let output = try runPlumb(["run", "card.lua", "--unsafe", "--color", "never", "--canvas", "80x48"], in: folder)
        #expect(output.status == 0, "\(output.stderr)")
        // At state close the handle is expired (an error) or already released (nil): never a
        // width read from a freed node.
        let finalizerLine = output.stdout.split(separator: "\n").last { $0.hasPrefix("true") || $0.hasPrefix("false") }
        #expect(finalizerLine == "true\tnil" || finalizerLine?.contains("has returned") == true, "\(output.stdout)")
    }
}
