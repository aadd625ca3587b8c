/// Short decimal numbers for SVG attributes.
package enum SVGNumber {
    /// `value` rounded to `decimals` places, without trailing zeros (`12`, `12.5`, `-0.25`, never `-0`).
    package static func format(_ value: Double, decimals: Int) -> String {
        var factor = 1.0
        for _ in 0..<decimals { factor *= 10 }
        let scaled = (value * factor).rounded()
        if scaled == 0 { return "0" }
        let magnitude = Int(abs(scaled))
        let divisor = Int(factor)
        var fraction = String(magnitude % divisor).leftPadded(to: decimals)
        while fraction.last == "0" { fraction.removeLast() }
        return (scaled < 0 ? "-" : "") + String(magnitude / divisor) + (fraction.isEmpty ? "" : "." + fraction)
    }
}
