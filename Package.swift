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
        .target(name: "SymbolCatalog"),
        .target(name: "TypeScale", dependencies: ["CFreeType"]),
        .executableTarget(
            name: "catalog-cli",
            dependencies: ["SymbolCatalog", "TypeScale"]
        ),
        .testTarget(
            name: "SymbolCatalogTests",
            dependencies: ["SymbolCatalog"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "TypeScaleTests",
            dependencies: ["TypeScale"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "catalog-cliTests",
            dependencies: ["catalog-cli", "SymbolCatalog"],
            resources: [.copy("Fixtures")]
        ),
    ]
)
