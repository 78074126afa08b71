import Foundation

extension NumberFormatter {
    static func reading(fractionDigits: Int) -> NumberFormatter {
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        formatter.minimumFractionDigits = fractionDigits
        formatter.maximumFractionDigits = fractionDigits
        return formatter
    }
}

extension Reading {
    /// "11.4 °C", "1,013 hPa".
    var valueText: String {
        let formatter = NumberFormatter.reading(fractionDigits: metric.fractionDigits)
        let number = formatter.string(from: NSNumber(value: value)) ?? "–"
        return "\(number) \(metric.unit)"
    }

    /// "+3.2", "-0.4".
    var changeText: String {
        String(format: "%+.1f", change)
    }
}
