import CatalogFormats
import SymbolCatalog

/// The set's Swift code for the details pane's `swiftui`, `uikit` and `appkit` copy buttons,
/// as `catalog copy --format FORMAT` writes it (``SymbolSnippet/text(for:name:style:in:drawing:)``),
/// as templates the page fills: per style (`""`: a symbol without styles) and format, the code
/// for a symbol named ``probe`` with its name as `{name}` and its title as `{title}`.
///
/// A template holds a name as it is only when the name's literal is itself in quotes and its
/// title its words capitalised in ASCII (``isPlain(_:)``); the page capitalises such a title
/// itself. A symbol with another name gets its code written out, per style, in `exact`.
package enum SiteSwiftSnippet {
    /// The copy formats written here, in the order the page offers them.
    package static let formats: [SymbolSnippet] = [.swiftui, .uikit, .appkit]
    /// The name the templates are made with: plain, and in no style's or set's prefix.
    package static let probe = "zq-probe-name"

    /// Letters, digits, `.`, `-` and `_` of ASCII, at least one.
    package static func isPlain(_ name: String) -> Bool {
        !name.isEmpty && name.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || ".-_".unicodeScalars.contains($0)) }
    }

    /// `{prefer, templates: {style: {format: template}}, exact: {name: {style: {format: text}}}}`.
    package static func json(for dataSet: DataSet) -> JSONOutput {
        let symbols = dataSet.symbolNames.compactMap { dataSet.symbols[$0] }
        let styles = Set(symbols.flatMap(\.styles)).sorted()
        let probeSymbol = Symbol(name: probe, introduced: ReleaseID("0"))
        let title = SymbolSnippet.title(of: probe)
        var templates = [(String, JSONOutput)]()
        for style in styles.map(Optional.some) + [nil] {
            // (The Swift formats always have a text: only name, character, svg, html and asset can lack one.)
            let texts = formats.compactMap { format -> (String, JSONOutput)? in
                guard let text = try? format.text(for: probeSymbol, style: style, in: dataSet) else { return nil }
                return (format.rawValue, JSONOutput.string(text.replacingEvery(probe, with: "{name}").replacingEvery(title, with: "{title}")))
            }
            templates.append((style ?? "", .object(texts)))
        }
        var exact = [(String, JSONOutput)]()
        for symbol in symbols where !isPlain(symbol.name) {
            let byStyle = (symbol.styles.isEmpty ? [nil] : symbol.styles.map(Optional.some)).map { style in
                (style ?? "", JSONOutput.object(formats.compactMap { format in
                    (try? format.text(for: symbol, style: style, in: dataSet)).map { (format.rawValue, JSONOutput.string($0)) }
                }))
            }
            exact.append((symbol.name, .object(byStyle)))
        }
        return .object([("prefer", .array(SymbolSnippet.stylePreference.map(JSONOutput.string))),
                        ("templates", .object(templates)), ("exact", .object(exact))])
    }
}
