// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "catalog",
    products: [
        .library(name: "SymbolCatalog", targets: ["SymbolCatalog"]),
        .library(name: "TypeScale", targets: ["TypeScale"]),
        .executable(name: "catalog", targets: ["catalog-cli"]),
    ],
    targets: [
        .systemLibrary(
            name: "CFreeType",
            pkgConfig: "freetype2",
            providers: [.apt(["libfreetype-dev", "libfontconfig-dev", "pkg-config"])]
        ),
        // System calls the Glibc module does not expose (renameat2).
        .systemLibrary(name: "CSystemCalls"),
        // The system layer under both libraries: file and terminal work, XDG folders,
        // locks, one error type, and the did-you-mean ranking.
        .target(name: "CatalogSystem", dependencies: ["CSystemCalls"]),
        .target(name: "SymbolCatalog", dependencies: ["CatalogSystem"]),
        .target(name: "TypeScale", dependencies: ["CatalogSystem", "CFreeType"]),
        .executableTarget(
            name: "catalog-cli",
            dependencies: ["CatalogSystem", "SymbolCatalog", "TypeScale"]
        ),
        // Helpers every test target shares: scratch folders, a seeded generator.
        .target(name: "CatalogTestSupport", path: "Tests/CatalogTestSupport"),
        .testTarget(
            name: "CatalogSystemTests",
            dependencies: ["CatalogSystem", "CatalogTestSupport"]
        ),
        .testTarget(
            name: "SymbolCatalogTests",
            dependencies: ["CatalogSystem", "SymbolCatalog", "CatalogTestSupport"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "TypeScaleTests",
            dependencies: ["CatalogSystem", "TypeScale", "CatalogTestSupport"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "catalog-cliTests",
            dependencies: ["catalog-cli", "CatalogSystem", "SymbolCatalog", "CatalogTestSupport"],
            resources: [.copy("Fixtures")]
        ),
    ]
)
