import CatalogFormats
import SymbolCatalog

/// The set's HTML for the details pane's "HTML" copy button, as `catalog copy --html` writes
/// it (``SymbolSnippet/html(name:style:in:)``), as templates the page fills with the name:
/// one per style and `""` for a symbol without styles; the page chooses a symbol's style as
/// ``SymbolSnippet/preferredStyle(_:)`` does (the first of `prefer` it has, else its first).
///
/// A template is HTML: the style in it is escaped here (``HTMLText/attributeValue(_:)``, and
/// `{` as `&#123;`, so the template holds `{name}` once, where the name goes), and the page
/// writes the name with the same escaping, by the cases in
/// `Tests/CatalogFormatsTests/Fixtures/html-escaping-cases.json`.
package enum SiteHTMLSnippet {
    /// The placeholder for the symbol's name in a template.
    package static let placeholder = "{name}"

    /// A template for `style` (nil: a symbol without styles), or nil for a set without a web font.
    package static func template(style: String?, in dataSet: DataSet) -> String? {
        SymbolSnippet.html(escapedName: placeholder, style: style, in: dataSet) { style in
            HTMLText.attributeValue(style).replacingEvery("{", with: "&#123;")
        }
    }

    /// The templates as the set's data carries them: `{prefer: [styles chosen first, in
    /// order], templates: {style: template}}`; no templates for a set without a web font (SF
    /// Symbols).
    package static func json(for dataSet: DataSet) -> JSONOutput {
        let styles = Set(dataSet.symbols.values.flatMap(\.styles)).sorted()
        var templates = [(String, JSONOutput)]()
        for style in styles {
            if let html = template(style: style, in: dataSet) { templates.append((style, .string(html))) }
        }
        if let html = template(style: nil, in: dataSet) { templates.append(("", .string(html))) }
        return .object([("prefer", .array(SymbolSnippet.stylePreference.map(JSONOutput.string))), ("templates", .object(templates))])
    }
}
