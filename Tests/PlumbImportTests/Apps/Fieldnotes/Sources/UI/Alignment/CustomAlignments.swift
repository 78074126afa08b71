import SwiftUI

extension HorizontalAlignment {
    /// The leading edge of the values in a column of label–value rows.
    private enum ValueColumn: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat {
            context[.leading]
        }
    }

    static let valueColumn = HorizontalAlignment(ValueColumn.self)
}

extension VerticalAlignment {
    /// The avatar's centre, which the profile header lines up with the handle.
    private enum AvatarCenter: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat {
            context[VerticalAlignment.center]
        }
    }

    static let avatarCenter = VerticalAlignment(AvatarCenter.self)
}
