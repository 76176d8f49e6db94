// swift-tools-version:6.0
import PackageDescription

// Fuzz targets for Errand, kept apart from the main package so that the sanitizer build has
// its own build folder. Build and run as README.md says.
let package = Package(
    name: "ErrandFuzz",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "Errand", path: "..")
    ],
    targets: [
        .executableTarget(
            name: "FuzzTemplateParser",
            dependencies: [.product(name: "ErrandLanguage", package: "Errand")],
            swiftSettings: [
                .enableUpcomingFeature("ExistentialAny"),
                .enableUpcomingFeature("MemberImportVisibility"),
            ]
        ),
        .executableTarget(
            name: "FuzzUnderstander",
            dependencies: [
                .product(name: "ErrandLanguage", package: "Errand"),
                .product(name: "ErrandCatalog", package: "Errand"),
            ],
            swiftSettings: [
                .enableUpcomingFeature("ExistentialAny"),
                .enableUpcomingFeature("MemberImportVisibility"),
            ]
        ),
    ]
)
