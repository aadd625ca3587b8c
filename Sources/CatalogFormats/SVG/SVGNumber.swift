/// Short decimal numbers for SVG attributes.
package enum SVGNumber {
    /// `value` rounded to `decimals` places, without trailing zeros (`12`, `12.5`, `-0.25`, never `-0`).
    package static func format(_ value: Double, decimals: Int) -> String {
        var bytes = [UInt8]()
        bytes.reserveCapacity(16)
        append(value, decimals: decimals, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// ``format(_:decimals:)``'s text appended to `bytes`, made without a string (a template's
    /// path data of thousands of numbers was most of writing a site's templates).
    package static func append(_ value: Double, decimals: Int, to bytes: inout [UInt8]) {
        var factor = 1.0
        for _ in 0..<decimals { factor *= 10 }
        let scaled = (value * factor).rounded()
        guard scaled != 0 else {
            bytes.append(UInt8(ascii: "0"))
            return
        }
        let magnitude = Int(abs(scaled)), divisor = Int(factor)
        if scaled < 0 { bytes.append(UInt8(ascii: "-")) }
        appendDigits(magnitude / divisor, to: &bytes)
        var fraction = magnitude % divisor, places = decimals
        guard fraction != 0 else { return }
        while fraction % 10 == 0 {
            fraction /= 10
            places -= 1
        }
        bytes.append(UInt8(ascii: "."))
        let end = bytes.count + places
        bytes.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: places))
        var index = end - 1
        while fraction > 0 {
            bytes[index] = UInt8(ascii: "0") + UInt8(fraction % 10)
            fraction /= 10
            index -= 1
        }
    }

    /// The decimal digits of `value` (not negative).
    static func appendDigits(_ value: Int, to bytes: inout [UInt8]) {
        let start = bytes.count
        var value = value
        repeat {
            bytes.append(UInt8(ascii: "0") + UInt8(value % 10))
            value /= 10
        } while value > 0
        bytes[start...].reverse()
    }
}
