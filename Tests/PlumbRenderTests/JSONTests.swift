import PlumbLayout
import Testing

@testable import PlumbRender

@Suite struct JSONTests {
    @Test func twoLevelTreeWithIdAndFractions() {
        let root = placed(
            "HStack", (0, 0, 120, 80), id: "row",
            children: [placed("Text", (0, 80.0 / 3, 40, 16), .text(lines: ["Hi"], font: .body))])
        let json = renderJSON(LayoutResult(canvas: Size(width: 120, height: 80), root: root))
        #expect(
            json == """
                {
                  "canvas": {"width": 120, "height": 80},
                  "root": {
                    "type": "HStack",
                    "id": "row",
                    "frame": {"x": 0, "y": 0, "width": 120, "height": 80},
                    "children": [
                      {
                        "type": "Text",
                        "frame": {"x": 0, "y": 26.666666666666668, "width": 40, "height": 16},
                        "children": []
                      }
                    ]
                  }
                }
                """)
    }

    @Test func numbersRoundTripAndNonFiniteBecomesNull() {
        #expect(JSONWriter.numberText(120) == "120")
        #expect(JSONWriter.numberText(-2.5) == "-2.5")
        #expect(JSONWriter.numberText(0.1) == "0.1")
        #expect(JSONWriter.numberText(-0.0) == "0")
        #expect(JSONWriter.numberText(1e20) == "1e+20")
        #expect(JSONWriter.numberText(.infinity) == "null")
        #expect(JSONWriter.numberText(.nan) == "null")
        let third = 80.0 / 3
        #expect(Double(JSONWriter.numberText(third)) == third)
    }

    @Test func stringsAreEscaped() {
        #expect(
            JSONWriter.quoted("a\"b\\c\nd\te\r\u{01}\u{7F}é世🎉")
                == #""a\"b\\c\nd\te\r\u0001\u007fé世🎉""#)
    }

    @Test func idsAndTypesAreEscapedInTheTree() {
        let root = placed("Text", (0, 0, 1, 1), id: "say \"hi\"")
        let json = renderJSON(LayoutResult(canvas: Size(width: 1, height: 1), root: root))
        #expect(json.contains(#""id": "say \"hi\"""#))
    }

    /// A string for a page (the messages of `plumb watch --serve`) never holds `</script>` or a
    /// raw line separator; a run's JSON keeps them as they are.
    @Test func aStringForAPageEscapesWhatAPageWouldRead() {
        let text = "</script>\u{2028}\u{2029}\n"
        #expect(jsonStringLiteral(text, embeddedInHTML: true) == #""\u003c/script>\u2028\u2029\n""#)
        #expect(jsonStringLiteral(text) == "\"</script>\u{2028}\u{2029}\\n\"")
    }
}
