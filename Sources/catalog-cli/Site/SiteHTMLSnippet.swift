import SymbolCatalog

/// The set's HTML for the details pane's "HTML" copy button, as `catalog copy --html` writes
/// it (``SymbolSnippet/html(name:style:in:)``), as templates the page fills with the name:
/// one per style and `""` for a symbol without styles; the page chooses a symbol's style as
/// ``SymbolSnippet/preferredStyle(_:)`` does (the first of `prefer` it has, else its first).
enum SiteHTMLSnippet {
    /// The placeholder for the symbol's name in a template.
    static let placeholder = "{name}"

    /// The templates as the set's data carries them: `{prefer: [styles chosen first, in
    /// order], templates: {style: template}}`; no templates for a set without a web font (SF
    /// Symbols).
    static func json(for dataSet: DataSet) -> JSONOutput {
        let styles = Set(dataSet.symbols.values.flatMap(\.styles)).sorted()
        var templates = [(String, JSONOutput)]()
        for style in styles {
            if let html = SymbolSnippet.html(name: placeholder, style: style, in: dataSet) { templates.append((style, .string(html))) }
        }
        if let html = SymbolSnippet.html(name: placeholder, style: nil, in: dataSet) { templates.append(("", .string(html))) }
        return .object([("prefer", .array(SymbolSnippet.stylePreference.map(JSONOutput.string))), ("templates", .object(templates))])
    }
}
