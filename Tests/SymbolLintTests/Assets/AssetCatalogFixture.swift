import Foundation
import CatalogTestSupport
import SymbolTemplates
import TypeScale

/// Asset catalogs written into a test's project folder, as Xcode lays them out.
extension ProjectFolder {
    static let assetContents = #"{"info":{"author":"xcode","version":1}}"# + "\n"
    static let namespaceContents = #"{"info":{"author":"xcode","version":1},"properties":{"provides-namespace":true}}"# + "\n"

    /// An asset folder (`Logo.imageset`) with its `Contents.json`, under `catalog`.
    func writeAsset(_ catalog: String, _ path: String) {
        write("\(catalog)/\(path)/Contents.json", Self.assetContents)
    }

    /// `NAME.symbolset` under `catalog` holding `svg` as `NAME.svg`.
    func writeSymbolSet(_ catalog: String, _ name: String, svg: String) {
        write("\(catalog)/\(name).symbolset/\(name).svg", svg)
        write("\(catalog)/\(name).symbolset/Contents.json", SymbolSetWriter.contents(file: name + ".svg"))
    }

    /// A sound template: a square glyph written by SymbolTemplates' writer (Regular-S).
    static let soundTemplate = TemplateWriter.svg(name: "square", variants: [(.regularSmall, TemplateGlyph(
        elements: [.move(x: 100, y: 0), .line(x: 700, y: 0), .line(x: 700, y: 600), .line(x: 100, y: 600), .close],
        unitsPerEm: 1000, advance: 800))])
}
