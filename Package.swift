// swift-tools-version: 6.0
import PackageDescription

// One target per system, each depending only on those below it (docs/architecture.md):
//
//   catalog-cli ── CatalogSite ── SymbolGlyphs ─┬─ SymbolCatalog ─┬─ CatalogFormats ── CatalogSystem
//        ├── SymbolLint, SymbolImport ──────────┘                 │
//        │     SymbolLint ── SymbolTemplates ──┐                  │
//        └─────────────────────────────────────┴─ TypeScale ──────┘ (FreeType, fontconfig)
//        └── AdaptiveLayout (CatalogSite's too) ─────────────────── CatalogFormats, CatalogSystem
// The libraries are optimized in debug builds too: the suite spends nine tenths of its own CPU
// in them, and unoptimized Swift (retains, unspecialized generics) runs them several times
// slower (docs/testing.md, "Optimized libraries"). Tests and the CLI's own code stay -Onone.
let optimized: [SwiftSetting] = [.unsafeFlags(["-O"], .when(configuration: .debug))]

let package = Package(
    name: "catalog",
    products: [
        .library(name: "CatalogSystem", targets: ["CatalogSystem"]),
        .library(name: "CatalogFormats", targets: ["CatalogFormats"]),
        .library(name: "SymbolCatalog", targets: ["SymbolCatalog"]),
        .library(name: "SymbolLint", targets: ["SymbolLint"]),
        .library(name: "SymbolImport", targets: ["SymbolImport"]),
        .library(name: "TypeScale", targets: ["TypeScale"]),
        .library(name: "SymbolGlyphs", targets: ["SymbolGlyphs"]),
        .library(name: "CatalogSite", targets: ["CatalogSite"]),
        .library(name: "SymbolTemplates", targets: ["SymbolTemplates"]),
        .library(name: "AdaptiveLayout", targets: ["AdaptiveLayout"]),
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
        // Files (reading with a limit, atomic replace, locks), XDG folders, the one error
        // type, and the did-you-mean ranking every library's errors use.
        .target(name: "CatalogSystem", dependencies: ["CSystemCalls"], swiftSettings: optimized),
        // Property lists (XML, binary, OpenStep text) read and written, JSON, the YAML
        // subset, XXH64: general formats, nothing about symbols.
        .target(name: "CatalogFormats", dependencies: ["CatalogSystem"], swiftSettings: optimized),
        // The symbol model: loading, the index cache, search, collections and their store,
        // diffs, the data-set registry.
        .target(name: "SymbolCatalog", dependencies: ["CatalogSystem", "CatalogFormats"], swiftSettings: optimized),
        // Scanning Swift, storyboards and Info.plist, Xcode and SwiftPM projects, the fixer,
        // codegen.
        .target(name: "SymbolLint", dependencies: ["CatalogSystem", "CatalogFormats", "SymbolCatalog", "SymbolTemplates"], swiftSettings: optimized),
        // One importer per published icon set, writing SF Symbols formats.
        .target(name: "SymbolImport", dependencies: ["CatalogSystem", "CatalogFormats", "SymbolCatalog"], swiftSettings: optimized),
        // Font readers (SFNT tables, FreeType) and fontconfig matching, with metrics,
        // glyphs, Dynamic Type, web metrics and checks on top.
        .target(name: "TypeScale", dependencies: ["CatalogSystem", "CatalogFormats", "CFreeType"], swiftSettings: optimized),
        // Symbols' glyphs: a data set's fonts found and measured (SymbolCatalog meets
        // TypeScale), drawn as SVG: what glyph, glyphs and the site share.
        .target(name: "SymbolGlyphs", dependencies: ["CatalogSystem", "CatalogFormats", "SymbolCatalog", "TypeScale"], swiftSettings: optimized),
        // SF Symbols custom symbol templates: read (an SVG subset), checked, and written from a
        // set's glyphs or any SVG (docs/templates.md).
        .target(name: "SymbolTemplates", dependencies: ["CatalogSystem", "CatalogFormats", "TypeScale"], swiftSettings: optimized),
        // The layout a window gets on each iPhone and iPad (size, safe area, margins, readable
        // guide, bars, size classes), every figure with its source and kind, from the tables in
        // Data/layout compiled in through Generated/ (Scripts/generate-layout-tables.py).
        .target(name: "AdaptiveLayout", dependencies: ["CatalogSystem", "CatalogFormats"], swiftSettings: optimized),
        // The static site: the folder written safely, each set's data and glyph scripts, the
        // type and layout pages, the page itself. Its web files (Web/) are compiled in through the
        // generated SiteWebFiles.swift (Scripts/generate-site-web.py), not as resources.
        .target(
            name: "CatalogSite",
            dependencies: ["CatalogSystem", "CatalogFormats", "SymbolCatalog", "TypeScale", "SymbolGlyphs", "AdaptiveLayout", "SymbolTemplates"],
            exclude: ["Web"],
            swiftSettings: optimized
        ),
        // Parsing, thin command adapters, text rendering, the picker, clipboard, completions.
        .executableTarget(
            name: "catalog-cli",
            dependencies: ["CatalogSystem", "CatalogFormats", "SymbolCatalog", "SymbolLint", "SymbolImport", "TypeScale",
                           "SymbolGlyphs", "CatalogSite", "AdaptiveLayout", "SymbolTemplates"]
        ),
        // Fixtures and helpers every test target shares: the fixture fonts and mini data set,
        // scratch folders, a seeded generator, the shared SF Symbols data's paths.
        .target(name: "CatalogTestSupport", path: "Tests/CatalogTestSupport", resources: [.copy("Fixtures")]),
        .testTarget(
            name: "CatalogSystemTests",
            dependencies: ["CatalogSystem", "CatalogTestSupport"]
        ),
        .testTarget(
            name: "CatalogFormatsTests",
            dependencies: ["CatalogSystem", "CatalogFormats", "CatalogTestSupport"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "SymbolCatalogTests",
            dependencies: ["CatalogSystem", "CatalogFormats", "SymbolCatalog", "CatalogTestSupport"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "SymbolLintTests",
            dependencies: ["CatalogSystem", "CatalogFormats", "SymbolCatalog", "SymbolLint", "SymbolTemplates", "CatalogTestSupport"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "SymbolImportTests",
            dependencies: ["CatalogSystem", "CatalogFormats", "SymbolCatalog", "SymbolImport", "CatalogTestSupport"]
        ),
        .testTarget(
            name: "TypeScaleTests",
            dependencies: ["CatalogSystem", "TypeScale", "CatalogTestSupport"]
        ),
        .testTarget(
            name: "SymbolGlyphsTests",
            dependencies: ["CatalogSystem", "CatalogFormats", "SymbolCatalog", "TypeScale", "SymbolGlyphs", "CatalogTestSupport"]
        ),
        .testTarget(
            name: "SymbolTemplatesTests",
            dependencies: ["CatalogSystem", "TypeScale", "SymbolTemplates", "CatalogTestSupport"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "AdaptiveLayoutTests",
            dependencies: ["CatalogSystem", "AdaptiveLayout", "CatalogTestSupport"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "catalog-cliTests",
            dependencies: ["catalog-cli", "CatalogSystem", "CatalogFormats", "SymbolCatalog", "SymbolLint", "TypeScale",
                           "SymbolGlyphs", "CatalogSite", "AdaptiveLayout", "CatalogTestSupport"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "CatalogSiteTests",
            dependencies: ["CatalogSystem", "CatalogFormats", "SymbolCatalog", "TypeScale", "AdaptiveLayout", "CatalogSite", "CatalogTestSupport"],
            // Web: the page's tests under node (`node --test`), not Swift.
            exclude: ["Web"]
        ),
    ]
)
