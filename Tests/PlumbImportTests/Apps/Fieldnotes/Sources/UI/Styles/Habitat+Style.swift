import SwiftUI

extension Habitat {
    var tint: Color {
        switch self {
        case .wetland: .blue
        case .woodland: .green
        case .coast: .cyan
        case .meadow: .mint
        case .town: .gray
        }
    }
}
