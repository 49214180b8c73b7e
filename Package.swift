// swift-tools-version:6.1
import PackageDescription

/// homebook: a personal ledger and recipe book for the terminal, on SQLite.
///
/// Four layers, each depending only on the one below:
/// CSQLite → SQLiteWrapper → HomebookCore → homebook (the executable, three thin fronts),
/// plus TerminalUI, the domain-free full-screen layer the executable also uses.
let package = Package(
    name: "homebook",
    products: [
        .executable(name: "homebook", targets: ["homebook"])
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2")
    ],
    targets: [
        .systemLibrary(
            name: "CSQLite",
            pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"]), .brew(["sqlite"])]
        ),
        .target(name: "SQLiteWrapper", dependencies: ["CSQLite"]),
        // zlib inflates the ZIP and gzip layers of recipe-app exports (Paprika).
        .systemLibrary(
            name: "CZlib",
            pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"]), .brew(["zlib"])]
        ),
        // libcurl's header only: HTTPClient opens libcurl.so.4 with dlopen on first use, so
        // nothing is linked and commands that never use the network start as before.
        .systemLibrary(
            name: "CCurl",
            providers: [.apt(["libcurl4-openssl-dev"]), .brew(["curl"])]
        ),
        // Domain-free HTTP over libcurl (weather now, CalDAV later), like SQLiteWrapper.
        .target(name: "HTTPClient", dependencies: ["CCurl"]),
        .executableTarget(name: "embed-migrations", path: "Tools/embed-migrations"),
        .plugin(
            name: "EmbedMigrationsPlugin",
            capability: .buildTool(),
            dependencies: ["embed-migrations"]
        ),
        .target(
            name: "HomebookCore",
            dependencies: ["SQLiteWrapper", "CZlib", "HTTPClient"],
            plugins: ["EmbedMigrationsPlugin"]
        ),
        // The full-screen layer: terminal, keys, cells, widgets; it knows nothing of the domain.
        .target(name: "TerminalUI"),
        .executableTarget(
            name: "homebook",
            dependencies: [
                "HomebookCore",
                "TerminalUI",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Helpers shared by the test targets: temporary folders, stores and databases, running
        // the built binary, seeded generators, fixtures, goldens, reading full screens as text.
        .target(
            name: "TestSupport",
            dependencies: ["HomebookCore", "SQLiteWrapper", "TerminalUI", "CZlib", "HTTPClient"],
            path: "Tests/TestSupport"
        ),
        .testTarget(name: "SQLiteWrapperTests", dependencies: ["SQLiteWrapper", "TestSupport"]),
        .testTarget(
            name: "HomebookCoreTests",
            dependencies: ["HomebookCore", "HTTPClient", "SQLiteWrapper", "TestSupport", "CZlib"]
        ),
        .testTarget(
            name: "homebookTests",
            dependencies: [
                "homebook", "HomebookCore", "SQLiteWrapper", "TerminalUI", "TestSupport",
            ]
        ),
        .testTarget(name: "TerminalUITests", dependencies: ["TerminalUI"]),
        .testTarget(name: "HTTPClientTests", dependencies: ["HTTPClient", "TestSupport"]),
    ]
)

// Shared settings, applied once so every target follows the same rules.
for target in package.targets where target.type != .system && target.type != .plugin {
    var settings = target.swiftSettings ?? []
    settings.append(.enableUpcomingFeature("ExistentialAny"))
    // A file sees only the members of the modules it imports itself: with access-level
    // imports (`internal import SQLiteWrapper`) this keeps each layer's dependencies visible.
    settings.append(.enableUpcomingFeature("MemberImportVisibility"))
    target.swiftSettings = settings
}
