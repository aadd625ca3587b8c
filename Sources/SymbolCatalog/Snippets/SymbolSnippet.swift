import CatalogFormats

/// What `copy`, the picker and the site put on a clipboard for a symbol, by the format names
/// the site's copy buttons use (`data-copy`): its name, its character, its SVG, the set's HTML,
/// SwiftUI (`Image`, and `Label` as `swiftui-label`), UIKit and AppKit code, and an open set's
/// asset-catalog name. Apple's symbols are system images (`Image(systemName:)`); an open set's
/// icon is an image added to an asset catalog under ``assetName(of:style:in:)``
/// (`Image("fa-solid-house")`). Names in Swift are string literals escaped by ``SwiftLiteral``.
package enum SymbolSnippet: String, CaseIterable, Sendable {
    case name, character, svg, html, swiftui
    case swiftuiLabel = "swiftui-label"
    case uikit, appkit, asset

    /// The snippet for a data set's symbols: HTML when they have Font Awesome styles.
    package static func preferred(for symbol: Symbol) -> SymbolSnippet {
        symbol.styles.isEmpty ? .swiftui : .html
    }

    /// The text, or why there is none. The name and Apple's Swift snippets spell the symbol
    /// `name` when given (an old name of it, for an older OS); `style` chooses the style of the
    /// HTML, SVG and asset name (default ``preferredStyle(_:)``); `drawing` draws the SVG
    /// (SymbolGlyphs' design grid), which only it can.
    package func text(for symbol: Symbol, name: String? = nil, style: String? = nil, in dataSet: DataSet,
                      drawing: (() throws -> String)? = nil) throws -> String {
        let style = style ?? Self.preferredStyle(symbol.styles)
        let isApple = dataSet.family == DataSet.appleFamily
        switch self {
        case .name:
            return name ?? symbol.name
        case .character:
            guard let scalar = symbol.unicode else {
                throw Unavailable(message: "\(symbol.name) has no code point in \(dataSet.name)")
            }
            return String(Character(scalar))
        case .svg:
            guard let drawing else { throw Unavailable(message: "the SVG of \(symbol.name) is drawn from its glyph, which is not read here") }
            return try drawing()
        case .html:
            guard let html = Self.html(name: symbol.name, style: style, in: dataSet) else {
                throw Unavailable(message: "\(symbol.name) has no Font Awesome style in \(dataSet.name), so no HTML form (try --format swiftui)")
            }
            return html
        case .asset:
            guard !isApple else {
                throw Unavailable(message: "\(symbol.name) is a system symbol in \(dataSet.name), not an asset-catalog image (try --format swiftui, uikit or appkit)")
            }
            return Self.assetName(of: symbol.name, style: style, in: dataSet)
        case .swiftui, .swiftuiLabel, .uikit, .appkit:
            return isApple ? systemImageCode(name ?? symbol.name)
                : assetCode(Self.assetName(of: symbol.name, style: style, in: dataSet), title: Self.title(of: symbol.name))
        }
    }

    /// Apple's code for the system symbol `name`: `Image(systemName: "star.fill")`,
    /// `Label("Star Fill", systemImage: "star.fill")`, `UIImage(systemName:)`,
    /// `NSImage(systemSymbolName:accessibilityDescription:)` (the title as the description).
    private func systemImageCode(_ name: String) -> String {
        let literal = SwiftLiteral.string(name), title = SwiftLiteral.string(Self.title(of: name))
        return switch self {
        case .swiftuiLabel: "Label(\(title), systemImage: \(literal))"
        case .uikit: "UIImage(systemName: \(literal))"
        case .appkit: "NSImage(systemSymbolName: \(literal), accessibilityDescription: \(title))"
        default: "Image(systemName: \(literal))"
        }
    }

    /// The code for an asset-catalog image `asset`: `Image("fa-solid-house")`,
    /// `Label("House", image: …)` (`title`), `UIImage(named:)`, `NSImage(named:)`.
    private func assetCode(_ asset: String, title: String) -> String {
        let literal = SwiftLiteral.string(asset)
        return switch self {
        case .swiftuiLabel: "Label(\(SwiftLiteral.string(title)), image: \(literal))"
        case .uikit: "UIImage(named: \(literal))"
        case .appkit: "NSImage(named: \(literal))"
        default: "Image(\(literal))"
        }
    }

    /// The name people read, from the symbol's: its words (between `.`, `-`, `_` and spaces)
    /// capitalised, `star.fill` → `Star Fill`.
    package static func title(of name: String) -> String {
        name.split(whereSeparator: { ".-_ ".contains($0) }).map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
    }

    /// The name an open set's icon is given in an asset catalog, its style in it as the set's
    /// CSS classes have it: Font Awesome `fa-solid-house` (every version), Material Design
    /// Icons `mdi-home`, Phosphor `ph-house` (regular) and `ph-bold-house`, Lucide
    /// `lucide-house`; another set `STYLE-NAME`, or the name when it has no style.
    package static func assetName(of name: String, style: String?, in dataSet: DataSet) -> String {
        switch dataSet.family {
        case "Material Design Icons": return "mdi-" + name
        case "Phosphor": return (style.map { $0 == "regular" ? "ph-" : "ph-\($0)-" } ?? "ph-") + name
        case "Lucide": return "lucide-" + name
        case "Font Awesome": return "fa-\(style ?? "solid")-" + name
        default: return style.map { "\($0)-\(name)" } ?? name
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
        case .svg: "the SVG"
        case .html: "the HTML snippet"
        case .swiftui: "the SwiftUI Image"
        case .swiftuiLabel: "the SwiftUI Label"
        case .uikit: "the UIKit UIImage"
        case .appkit: "the AppKit NSImage"
        case .asset: "the asset-catalog name"
        }
    }

    /// Why a symbol has no such snippet: no code point, no web font's style, no asset.
    package struct Unavailable: Error, Equatable, CustomStringConvertible {
        package let message: String
        package var description: String { message }
    }
}
