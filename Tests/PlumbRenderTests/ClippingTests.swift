import PlumbLayout
import PlumbRender
import Testing

@Suite struct ClippingTests {
    @Test func crossingTheRightEdgeIsMarked() {
        let root = stack(6, 3, placed("Rectangle", (2, 0, 8, 3), .shape(.rectangle)))
        #expect(
            draw(root, canvas: (6, 3)) == """
                  ┌───
                  │  ›
                  └───
                """)
    }

    @Test func crossingTheLeftEdgeIsMarked() {
        // Negative coordinates: the view overflows leftwards (x = -24 points is column -3).
        let root = stack(
            48, 48, placed("Rectangle", (-24, 0, 48, 48), .shape(.rectangle)))
        #expect(
            draw(root, canvas: (48, 48), options: DiagramOptions()) == """
                ──┐
                ‹ │
                ──┘
                """)
    }

    @Test func crossingTheTopAndBottomEdgesIsMarked() {
        let root = stack(
            9, 3,
            placed("Rectangle", (0, -1, 4, 3), .shape(.rectangle)),
            placed("Text", (5, 2, 4, 2), .text(lines: ["top", "cut"], font: .body)))
        #expect(
            draw(root, canvas: (9, 3)) == """
                │˄ │
                └──┘
                     t˅p
                """)
    }

    @Test func viewsEntirelyOutsideStillLeaveAMarker() {
        let root = stack(4, 3, placed("Rectangle", (10, 0, 4, 3), .shape(.rectangle)))
        #expect(draw(root, canvas: (4, 3)) == "\n   ›\n")
    }

    @Test func containersAndSpacersCrossingAnEdgeAreNotMarked() {
        let root = placed(
            "HStack", (-2, 0, 8, 1),
            children: [placed("Spacer", (-2, 0, 8, 1), .spacer)])
        #expect(draw(root, canvas: (4, 1)) == "")
    }
}
