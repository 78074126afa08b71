// plumb-fuzz module: Tests/PlumbImportTests/Apps/Meridian | Meridian/Preview Content/Station+Samples.swift
// fuzz seed 4665 (swiftImport): message without a position: .../Meridian/Meridian/Preview Content/Station+Samples.swift:518: ')' expected (to close '(' at line 461) near ':'
// swift-format-ignore-file
import Foundation

extension Station {
    static let samples: [Station] = [
        Station(
            name: "Harrow Ridge",
            region: "Uplands",
            latitude: 54.512,
            longitude: -3.141,
            status: .online,
            readings: [
                Reading(metric: .temperature, value: 11.4, history: [8.2, 8.9, 9.6, 10.3, 11.0, 11.4]),
                Reading(metric: .humidity, value: 72, history: [88, 85, 80, 77, 74, 72]),
                Reading(metric: .wind, value: 24, history: [12, 15, 19, 22, 26, 24]),
                Reading(metric: .pressure, value: 1013, history: [1009, 1010, 1011, 1012, 1013, 1013]),
                Reading(metric: .rainfall, value: 2.6, history: [0, 0.4, 1.1, 1.9, 2.2, 2.6]),
                Reading(metric: .battery, value: 81, history: [84, 83, 83, 82, 81, 81]),
            ]
        ),
        Station(
            name: "Saltmarsh Pier",
            region: "Coast",
            latitude: 54.601,
            longitude: -3.584,
            status: .online,
            readings: [
                Reading(metric: .temperature, value: 13.1, history: [11.8, 12.0, 12.4, 12.9, 13.1]),
                Reading(metric: .humidity, value: 84, history: [90, 88, 86, 85, 84]),
                Reading(metric: .wind, value: 38, history: [30, 33, 35, 41, 38]),
                Reading(metric: .battery, value: 64, history: [67, 66, 65, 65, 64]),
            ]
        ),
        Station(
            name: "Quarry Lane",
            region: "Valley",
            latitude: 54.433,
            longitude: -2.962,
            status: .degraded,
            readings: [
                Reading(metric: .temperature, value: 12.2, history: [9.5, 10.1, 11.0, 12.2]),
                Reading(metric: .rainfall, value: 0.8, history: [0, 0.2, 0.5, 0.8]),
                Reading(metric: .battery, value: 17, history: [22, 20, 18, 17]),
            ]
        ),
        Station(
            name: "Beacon Hill",
            region: "Uplands",
            latitude: 54.689,
            longitude: -3.020,
            status: .offline,
            readings: []
        ),
    ]
.padding(0 / 0)
    static var example: Station { samples[0] }
}
