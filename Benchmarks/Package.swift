// swift-tools-version: 6.0
import Foundation
import PackageDescription

// A path dependency's identity is the last component of its folder ("main" here, but a
// clone may live in any folder), so it is taken from the folder rather than written down.
let rootFolder = URL(fileURLWithPath: Context.packageDirectory).deletingLastPathComponent()
let rootIdentity = rootFolder.standardizedFileURL.lastPathComponent.lowercased()

let package = Package(
    name: "catalog-benchmarks",
    dependencies: [
        .package(path: ".."),
    ],
    targets: [
        .executableTarget(
            name: "catalog-bench",
            dependencies: [
                .product(name: "CatalogFormats", package: rootIdentity),
                .product(name: "SymbolCatalog", package: rootIdentity),
                .product(name: "TypeScale", package: rootIdentity),
            ]
        ),
    ]
)
