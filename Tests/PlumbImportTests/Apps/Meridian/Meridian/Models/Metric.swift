import Foundation

enum Metric: String, CaseIterable, Identifiable {
    case temperature
    case humidity
    case wind
    case pressure
    case rainfall
    case battery

    var id: Self { self }

    var title: String {
        switch self {
        case .temperature: return "Temperature"
        case .humidity: return "Humidity"
        case .wind: return "Wind"
        case .pressure: return "Pressure"
        case .rainfall: return "Rainfall"
        case .battery: return "Battery"
        }
    }

    var unit: String {
        switch self {
        case .temperature: return "°C"
        case .humidity, .battery: return "%"
        case .wind: return "km/h"
        case .pressure: return "hPa"
        case .rainfall: return "mm"
        }
    }

    var symbol: String {
        switch self {
        case .temperature: return "thermometer.medium"
        case .humidity: return "humidity"
        case .wind: return "wind"
        case .pressure: return "gauge.with.dots.needle.50percent"
        case .rainfall: return "cloud.rain"
        case .battery: return "battery.75percent"
        }
    }

    var fractionDigits: Int {
        switch self {
        case .temperature, .rainfall: return 1
        default: return 0
        }
    }
}
