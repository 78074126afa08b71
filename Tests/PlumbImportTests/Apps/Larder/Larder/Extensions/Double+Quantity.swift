import Foundation

extension Double {
    private static let quantityFormatter: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        formatter.minimumFractionDigits = 0
        formatter.maximumFractionDigits = 2
        return formatter
    }()

    /// 1.5 as "1.5", 200 as "200", 0.333 as "0.33".
    var quantityText: String {
        Double.quantityFormatter.string(from: NSNumber(value: self)) ?? String(self)
    }
}
