import PlumbLayout
import PlumbUIKit
import Testing

/// Frames come out of a floating-point solver: compare to a millionth of a point.
func isClose(_ lhs: Rect, _ rhs: Rect) -> Bool {
    [lhs.minX - rhs.minX, lhs.minY - rhs.minY, lhs.width - rhs.width, lhs.height - rhs.height].allSatisfy {
        abs($0) < 1e-6
    }
}

func expectFrames(
    _ result: StackLayoutResult, _ expected: [Rect], size: Size? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(result.frames.count == expected.count, sourceLocation: sourceLocation)
    for (actual, wanted) in zip(result.frames, expected) {
        #expect(isClose(actual, wanted), "got \(actual), expected \(wanted)", sourceLocation: sourceLocation)
    }
    if let size {
        #expect(
            abs(result.size.width - size.width) < 1e-6 && abs(result.size.height - size.height) < 1e-6,
            "size \(result.size), expected \(size)", sourceLocation: sourceLocation)
    }
}

func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
    Rect(x: x, y: y, width: width, height: height)
}

func box(_ width: Double?, _ height: Double?) -> ArrangedItem {
    ArrangedItem(intrinsicWidth: width, intrinsicHeight: height)
}
