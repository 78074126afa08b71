import CoreLocation
import SwiftUI

struct Station: Identifiable, Hashable {
    let id = UUID()
    var name: String
    var region: String
    var latitude: Double
    var longitude: Double
    var status: Status
    var readings: [Reading]

    var coordinate: CLLocationCoordinate2D {
        CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
    }

    func reading(_ metric: Metric) -> Reading? {
        readings.first { $0.metric == metric }
    }

    enum Status: String, CaseIterable {
        case online
        case degraded
        case offline

        var symbol: String {
            switch self {
            case .online: return "checkmark.circle.fill"
            case .degraded: return "exclamationmark.circle.fill"
            case .offline: return "xmark.octagon.fill"
            }
        }

        var color: Color {
            switch self {
            case .online: return .green
            case .degraded: return .orange
            case .offline: return .red
            }
        }

        /// Worst first when a list is sorted by status.
        var rank: Int {
            switch self {
            case .offline: return 0
            case .degraded: return 1
            case .online: return 2
            }
        }
    }
}

struct Reading: Identifiable, Hashable {
    let id = UUID()
    let metric: Metric
    let value: Double
    let history: [Double]

    /// The change since the first reading of the day.
    var change: Double {
        guard let first = history.first else { return 0 }
        return value - first
    }
}
