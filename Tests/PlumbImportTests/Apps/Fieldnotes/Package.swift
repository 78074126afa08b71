// swift-tools-version: 5.9
import PackageDescription

let package = Package(
    name: "Fieldnotes",
    platforms: [.iOS(.v17)],
    products: [
        .library(name: "FieldnotesUI", targets: ["FieldnotesUI"])
    ],
    targets: [
        .target(
            name: "FieldnotesUI",
            path: "Sources/UI",
            exclude: [
                "Archive/SightingRowOld.swift",
                "NOTES.md",
            ]
        ),
        .testTarget(
            name: "FieldnotesUITests",
            dependencies: ["FieldnotesUI"],
            path: "Tests/UITests"
        ),
    ]
)
