import CatalogFormats

/// How a type ramp's figures are written in JSON, TSV, CSS and SVG alike.
package enum TypeRampFormat {
    /// Points rounded to 0.0001 pt, printed in the shortest form.
    package static func points(_ value: Double) -> String { JSONOutput.format(rounded(value)) }

    /// `value` rounded to 0.0001, never -0.
    package static func rounded(_ value: Double) -> Double {
        let result = (value * 10_000).rounded() / 10_000
        return result == 0 ? 0 : result
    }

    /// The style's key in JSON, TSV and CSS: UIKit's name (`largeTitle`, `caption2`; the case
    /// name for the tvOS and watchOS styles).
    package static func key(_ style: TextStyle) -> String { style.rawValue }
}
