import SymbolCatalog

/// What `copy` and the picker put on the clipboard for a symbol: its name, its character,
/// or a snippet that shows it (SwiftUI for SF Symbols, Font Awesome's HTML for our sets).
enum SymbolSnippet: String, CaseIterable, Sendable {
    case name, character, swift, html

    /// The snippet for a data set's symbols: HTML when they have Font Awesome styles.
    static func preferred(for symbol: Symbol) -> SymbolSnippet {
        symbol.styles.isEmpty ? .swift : .html
    }

    /// The text, or why there is none; the name and the SwiftUI snippet spell the symbol
    /// `name` when given (an old name of it, for an older OS).
    func text(for symbol: Symbol, name: String? = nil, in dataSet: DataSet) throws(CLIError) -> String {
        switch self {
        case .name:
            return name ?? symbol.name
        case .character:
            guard let scalar = symbol.unicode else {
                throw .failure("\(symbol.name) has no code point in \(dataSet.name)")
            }
            return String(Character(scalar))
        case .swift:
            return "Image(systemName: \"\(name ?? symbol.name)\")"
        case .html:
            guard let style = Self.preferredStyle(symbol.styles) else {
                throw .failure("\(symbol.name) has no Font Awesome style in \(dataSet.name), so no HTML form (try --swift)")
            }
            return "<i class=\"\(Self.styleClass(style, version: dataSet.version)) fa-\(symbol.name)\"></i>"
        }
    }

    /// `solid` before `regular` before `brands`, else the first.
    static func preferredStyle(_ styles: [String]) -> String? {
        ["solid", "regular", "brands"].first(where: styles.contains) ?? styles.first
    }

    /// `fa-solid` (Font Awesome 6 and later) or `fas` (5).
    static func styleClass(_ style: String, version: String?) -> String {
        if let version, version.hasPrefix("5.") || version == "5" {
            return ["solid": "fas", "regular": "far", "brands": "fab"][style] ?? "fa-\(style)"
        }
        return "fa-\(style)"
    }

    /// `the name`, `the character`, … for messages.
    var label: String {
        switch self {
        case .name: "the name"
        case .character: "the character"
        case .swift: "the SwiftUI snippet"
        case .html: "the HTML snippet"
        }
    }
}
