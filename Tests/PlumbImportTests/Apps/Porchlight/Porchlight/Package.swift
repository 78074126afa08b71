// swift-tools-version: 5.9
import PackageDescription

let package = Package(
    name: "Porchlight",
    platforms: [.iOS(.v17)],
    products: [
        .library(name: "PorchlightFeature", targets: ["PorchlightFeature"])
    ],
    dependencies: [
        .package(path: "../DesignKit")
    ],
    targets: [
        .target(
            name: "PorchlightFeature",
            dependencies: [
                .product(name: "DesignKit", package: "DesignKit")
            ]
        ),
        .testTarget(
            name: "PorchlightFeatureTests",
            dependencies: ["PorchlightFeature"]
        ),
    ]
)
