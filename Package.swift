// swift-tools-version:6.0
import PackageDescription

/// One set of settings for every target: Swift 6 language mode with strict concurrency, and
/// the upcoming features that keep imports and existentials explicit.
let swiftSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
    name: "Errand",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "ErrandCatalog", targets: ["ErrandCatalog"]),
        .library(name: "ErrandLanguage", targets: ["ErrandLanguage"]),
        .library(name: "ErrandSuggestions", targets: ["ErrandSuggestions"]),
        .library(name: "ErrandStore", targets: ["ErrandStore"]),
        .executable(name: "errand", targets: ["errand"]),
    ],
    dependencies: [
        .package(url: "https://github.com/jpsim/Yams.git", exact: "6.2.2"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", exact: "1.8.2"),
        .package(url: "https://github.com/groue/GRDB.swift.git", exact: "7.10.0"),
    ],
    targets: [
        .target(
            name: "ErrandCatalog",
            dependencies: [.product(name: "Yams", package: "Yams")],
            resources: [.process("Resources")],
            swiftSettings: swiftSettings
        ),
        .target(
            name: "ErrandLanguage",
            dependencies: ["ErrandCatalog"],
            swiftSettings: swiftSettings
        ),
        .target(
            name: "ErrandSuggestions",
            dependencies: ["ErrandCatalog"],
            swiftSettings: swiftSettings
        ),
        .target(
            name: "ErrandStore",
            dependencies: ["ErrandSuggestions", "ErrandCatalog", .product(name: "GRDB", package: "GRDB.swift")],
            swiftSettings: swiftSettings
        ),
        .executableTarget(
            name: "ErrandStoreBurst",
            dependencies: ["ErrandStore", "ErrandSuggestions", "ErrandCatalog"],
            swiftSettings: swiftSettings
        ),
        .target(
            name: "ErrandTestSupport",
            dependencies: ["ErrandCatalog", "ErrandLanguage"],
            swiftSettings: swiftSettings
        ),
        .target(
            name: "ErrandCommands",
            dependencies: [
                "ErrandCatalog",
                "ErrandLanguage",
                "ErrandSuggestions",
                "ErrandStore",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: swiftSettings
        ),
        .executableTarget(
            name: "errand",
            dependencies: [
                "ErrandCommands",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "ErrandCatalogTests",
            dependencies: ["ErrandCatalog", "ErrandTestSupport", .product(name: "Yams", package: "Yams")],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "ErrandLanguageTests",
            dependencies: ["ErrandLanguage", "ErrandCatalog", "ErrandTestSupport"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "ErrandSuggestionsTests",
            dependencies: ["ErrandSuggestions", "ErrandCatalog", "ErrandTestSupport"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "ErrandStoreTests",
            dependencies: [
                "ErrandStore", "ErrandSuggestions", "ErrandCatalog", "ErrandTestSupport", "ErrandStoreBurst",
                .product(name: "GRDB", package: "GRDB.swift"),
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "ErrandCommandsTests",
            dependencies: ["ErrandCommands", "ErrandTestSupport"],
            swiftSettings: swiftSettings
        ),
    ]
)
