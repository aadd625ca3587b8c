import CatalogFormats
import Testing

@Suite("SVG numbers: short, rounded, never -0")
struct SVGNumberTests {
    @Test(arguments: [
        (12.0, 2, "12"), (12.5, 2, "12.5"), (-0.25, 2, "-0.25"), (-0.001, 2, "0"), (0.125, 2, "0.13"),
        (1234.56789, 4, "1234.5679"), (0.00000001, 8, "0.00000001"), (-3.0, 0, "-3"),
    ])
    func format(value: Double, decimals: Int, expected: String) {
        #expect(SVGNumber.format(value, decimals: decimals) == expected)
    }
}
