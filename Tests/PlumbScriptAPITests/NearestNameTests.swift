import PlumbScriptAPI
import Testing

/// The one "did you mean": its rule, its edges, and that it never depends on the order it is
/// given names in.
@Suite("Nearest name")
struct NearestNameTests {
    @Test func aTypoOfALongNameIsFound() {
        #expect(nearestName(to: "fram", in: ["frame", "font", "fixedSize"]) == "frame")
        #expect(nearestName(to: "foregroundColour", in: ScriptAPI.modifierNames) == "foregroundColor")
        #expect(nearestName(to: "paddding", in: ScriptAPI.modifierNames) == "padding")
    }

    @Test func caseIsIgnoredAndASwapIsOneEdit() {
        #expect(nearestName(to: "vstack", in: ScriptAPI.globalNames) == "VStack")
        #expect(nearestName(to: "HStakc", in: ScriptAPI.globalNames) == "HStack")
        #expect(editDistance("ab", "ba") == 1)
        #expect(editDistance("ab", "Ab") == 1)
        #expect(editDistance(Array("ab".unicodeScalars), Array("ba".unicodeScalars)) == 1)
    }

    @Test func shortNamesAllowOneEditAndLongOnesAThird() {
        // Four letters or fewer: one edit.
        #expect(nearestName(to: "txt", in: ["Text"]) == "Text")
        #expect(nearestName(to: "tx", in: ["Text"]) == nil)
        // Twelve letters: four edits.
        #expect(nearestName(to: "abcdefghijkl", in: ["abcdefghWXYZ"]) == "abcdefghWXYZ")
        #expect(nearestName(to: "abcdefghijkl", in: ["abcdefgVWXYZ"]) == nil)
        // Five letters: two edits, not one.
        #expect(nearestName(to: "frmae", in: ["frame"]) == "frame")
        #expect(nearestName(to: "abcde", in: ["abxye"]) == "abxye")
        #expect(nearestName(to: "abcde", in: ["axyze"]) == nil)
    }

    @Test func equallyNearNamesGiveTheFirstAlphabetically() {
        let names = ["bat", "cat", "hat"]
        #expect(nearestName(to: "at", in: names) == "bat")
        #expect(nearestName(to: "at", in: names.reversed()) == "bat")
        #expect(nearestName(to: "at", in: Set(names)) == "bat")
    }

    @Test func theNameItselfIsNoSuggestion() {
        #expect(nearestName(to: "frame", in: ["frame"]) == nil)
        #expect(didYouMean("frame", in: ["frame", "fram"]) == " (did you mean 'fram'?)")
        #expect(didYouMean("zzzzzz", in: ["frame"]) == "")
        #expect(nearestName(to: "", in: ["a"]) == "a")
        #expect(nearestName(to: "a", in: [String]()) == nil)
    }

    @Test func theEarlyStopGivesTheSameDistances() {
        let words = ["frame", "padding", "overlay", "background", "fixedSize", "layoutPriority", "", "a", "ÉTÉ", "😀x"]
        for a in words {
            for b in words {
                let (x, y) = (Array(a.lowercased().unicodeScalars), Array(b.lowercased().unicodeScalars))
                let full = editDistance(x, y)
                for limit in 0...6 {
                    let bounded = editDistance(x, y, limit: limit)
                    #expect(full <= limit ? bounded == full : bounded > limit, "\(a) \(b) \(limit)")
                }
            }
        }
    }
}
