import CatalogFormats

/// What `copy` and the picker put on the clipboard for a symbol: its name, its character,
/// or a snippet that shows it (SwiftUI for SF Symbols, Font Awesome's HTML for our sets).
package enum SymbolSnippet: String, CaseIterable, Sendable {
    case name, character, swift, html

    /// The snippet for a data set's symbols: HTML when they have Font Awesome styles.
    package static func preferred(for symbol: Symbol) -> SymbolSnippet {
        symbol.styles.isEmpty ? .swift : .html
    }

    /// The text, or why there is none; the name and the SwiftUI snippet spell the symbol
    /// `name` when given (an old name of it, for an older OS).
    package func text(for symbol: Symbol, name: String? = nil, in dataSet: DataSet) throws(SymbolSnippet.Unavailable) -> String {
        switch self {
        case .name:
            return name ?? symbol.name
        case .character:
            guard let scalar = symbol.unicode else {
                throw Unavailable(message: "\(symbol.name) has no code point in \(dataSet.name)")
            }
            return String(Character(scalar))
        case .swift:
            return "Image(systemName: \"\(name ?? symbol.name)\")"
        case .html:
            guard let html = Self.html(name: symbol.name, style: Self.preferredStyle(symbol.styles), in: dataSet) else {
                throw Unavailable(message: "\(symbol.name) has no Font Awesome style in \(dataSet.name), so no HTML form (try --swift)")
            }
            return html
        }
    }

    /// The HTML that shows `name` in `style` with the web font of the data set's family
    /// (``DataSet/family``): Font Awesome `<i class="fa-solid fa-NAME"></i>` (`fas` in 5),
    /// Material Design Icons `<span class="mdi mdi-NAME"></span>`, Phosphor
    /// `<i class="ph ph-NAME"></i>` (`ph-bold`, … for the other weights), Lucide
    /// `<i data-lucide="NAME"></i>`, another set with styles as Font Awesome; nil for a set
    /// without a web font (SF Symbols). The name and the style are attribute values, escaped
    /// by ``HTMLText/attributeValue(_:)``.
    package static func html(name: String, style: String?, in dataSet: DataSet) -> String? {
        html(escapedName: HTMLText.attributeValue(name), style: style, in: dataSet, escape: HTMLText.attributeValue)
    }

    /// As ``html(name:style:in:)``, with the name already escaped (the site's `{name}`) and the
    /// style escaped by `escape`.
    package static func html(escapedName name: String, style: String?, in dataSet: DataSet, escape: (String) -> String) -> String? {
        switch dataSet.family {
        case "Material Design Icons": return "<span class=\"mdi mdi-\(name)\"></span>"
        case "Phosphor": return "<i class=\"\(style.map { escape($0 == "regular" ? "ph" : "ph-" + $0) } ?? "ph") ph-\(name)\"></i>"
        case "Lucide": return "<i data-lucide=\"\(name)\"></i>"
        default:
            guard let style, dataSet.family != DataSet.appleFamily else { return nil }
            return "<i class=\"\(escape(Self.styleClass(style, version: dataSet.version))) fa-\(name)\"></i>"
        }
    }

    /// The styles a symbol is shown in first, in order: `solid`, `regular`, `brands`.
    package static let stylePreference = ["solid", "regular", "brands"]

    /// `solid` before `regular` before `brands`, else the first.
    package static func preferredStyle(_ styles: [String]) -> String? {
        stylePreference.first(where: styles.contains) ?? styles.first
    }

    /// `fa-solid` (Font Awesome 6 and later) or `fas` (5).
    package static func styleClass(_ style: String, version: String?) -> String {
        if let version, version.hasPrefix("5.") || version == "5" {
            return ["solid": "fas", "regular": "far", "brands": "fab"][style] ?? "fa-\(style)"
        }
        return "fa-\(style)"
    }

    /// `the name`, `the character`, … for messages.
    package var label: String {
        switch self {
        case .name: "the name"
        case .character: "the character"
        case .swift: "the SwiftUI snippet"
        case .html: "the HTML snippet"
        }
    }

    /// Why a symbol has no such snippet: no code point, no web font's style.
    package struct Unavailable: Error, Equatable, CustomStringConvertible {
        package let message: String
        package var description: String { message }
    }
}
