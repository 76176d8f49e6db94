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
        .library(name: "ErrandConversation", targets: ["ErrandConversation"]),
        .library(name: "ErrandShortcuts", targets: ["ErrandShortcuts"]),
        .library(name: "ErrandSuggestions", targets: ["ErrandSuggestions"]),
        .library(name: "ErrandStore", targets: ["ErrandStore"]),
        .executable(name: "errand", targets: ["errand"]),
    ],
    dependencies: [
        .package(url: "https://github.com/jpsim/Yams.git", exact: "6.2.2"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", exact: "1.8.2"),
        .package(url: "https://github.com/groue/GRDB.swift.git", exact: "7.10.0"),
        .package(url: "https://github.com/swift-server/async-http-client.git", exact: "1.37.0"),
        .package(url: "https://github.com/apple/swift-crypto.git", exact: "3.12.3"),
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
            name: "ErrandConversation",
            dependencies: [
                "ErrandCatalog",
                "ErrandLanguage",
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "Crypto", package: "swift-crypto"),
            ],
            swiftSettings: swiftSettings
        ),
        .target(
            name: "ErrandShortcuts",
            dependencies: ["ErrandCatalog", "ErrandLanguage", "ErrandConversation"],
            swiftSettings: swiftSettings
        ),
        .target(
            name: "ErrandSuggestions",
            dependencies: ["ErrandCatalog"],
            swiftSettings: swiftSettings
        ),
        .target(
            name: "ErrandStore",
            dependencies: [
                "ErrandSuggestions", "ErrandShortcuts", "ErrandCatalog", "ErrandLanguage",
                .product(name: "GRDB", package: "GRDB.swift"), .product(name: "Crypto", package: "swift-crypto"),
            ],
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
                "ErrandConversation",
                "ErrandSuggestions",
                "ErrandShortcuts",
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
                "ErrandStore", "ErrandSuggestions", "ErrandShortcuts", "ErrandCatalog", "ErrandLanguage",
                "ErrandTestSupport", "ErrandStoreBurst",
                .product(name: "GRDB", package: "GRDB.swift"),
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "ErrandConversationTests",
            dependencies: ["ErrandConversation", "ErrandCatalog", "ErrandLanguage", "ErrandTestSupport"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "ErrandShortcutsTests",
            dependencies: [
                "ErrandShortcuts", "ErrandConversation", "ErrandCatalog", "ErrandLanguage", "ErrandTestSupport",
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "ErrandCommandsTests",
            dependencies: [
                "ErrandCommands", "ErrandTestSupport", "ErrandShortcuts", "ErrandStore", "ErrandCatalog",
                "ErrandConversation", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: swiftSettings
        ),
    ]
)
