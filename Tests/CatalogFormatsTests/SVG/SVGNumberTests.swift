import CatalogFormats
import Foundation
import Testing

@Suite("SVG numbers: short, rounded, never -0")
struct SVGNumberTests {
    @Test(arguments: [
        (12.0, 2, "12"), (12.5, 2, "12.5"), (-0.25, 2, "-0.25"), (-0.001, 2, "0"), (0.125, 2, "0.13"),
        (1234.56789, 4, "1234.5679"), (0.00000001, 8, "0.00000001"), (-3.0, 0, "-3"), (-70.459, 6, "-70.459"),
        (0.000105, 6, "0.000105"), (100.0, 6, "100"), (-0.0000004, 6, "0"), (5.0000005, 6, "5.000001"),
    ])
    func format(value: Double, decimals: Int, expected: String) {
        #expect(SVGNumber.format(value, decimals: decimals) == expected)
    }

    @Test("10,000 seeded values at 0 to 6 places read back as the rounded value, with no trailing zero")
    func readsBack() {
        var state: UInt64 = 0x5EED
        func next() -> UInt64 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return state >> 11
        }
        for _ in 0..<10_000 {
            let decimals = Int(next() % 7)
            let value = (Double(next() % 2_000_000_000) - 1_000_000_000) / pow(10, Double(next() % 9))
            let text = SVGNumber.format(value, decimals: decimals)
            let scale = pow(10, Double(decimals))
            #expect(Double(text).map { ($0 * scale).rounded() } == (value * scale).rounded() + 0, "\(value) at \(decimals): \(text)")
            #expect(!text.contains(".") || !text.hasSuffix("0"), "\(text)")
            #expect(text != "-0")
        }
    }
}
