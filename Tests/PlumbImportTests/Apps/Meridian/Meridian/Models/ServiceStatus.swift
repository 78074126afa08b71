import Foundation

/// One entry of the status endpoint's JSON array.
struct ServiceStatus: Decodable {
    let service: String
    let healthy: Bool
    let latencyMilliseconds: Int
    let checkedAt: Date
}
