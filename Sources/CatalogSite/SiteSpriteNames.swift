import CatalogFormats
import SymbolCatalog

/// The names a collection's SVG sprite gives its symbols (`collection export --format
/// svg-sprite`: ``SymbolSnippet/assetName(of:style:in:)``, `sf-NAME` for SF Symbols), as
/// templates the page fills with a symbol's name before making them ids as `SVGSprite.ids`
/// does: one per style and `""` for a symbol without styles.
package enum SiteSpriteNames {
    /// The placeholder for the symbol's name in a template.
    package static let placeholder = "{name}"

    /// `{style: template}` for every style of the set, and `""`.
    package static func json(for dataSet: DataSet) -> JSONOutput {
        let styles = Set(dataSet.symbols.values.flatMap(\.styles)).sorted()
        let isApple = dataSet.family == DataSet.appleFamily
        let name = { (style: String?) in isApple ? "sf-" + placeholder : SymbolSnippet.assetName(of: placeholder, style: style, in: dataSet) }
        return .object(styles.map { ($0, .string(name($0))) } + [("", .string(name(nil)))])
    }
}
