import Testing
@testable import CatalogFormats

@Suite("JSONOutput: numbers and generated lists write what the plain forms write")
struct JSONValueTests {
    /// The general form of a double: an integer without `.0`, else Swift's shortest
    /// round-trip digits.
    static func plain(_ number: Double) -> String {
        number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : number.description
    }

    @Test("four-decimal lengths: the fast digits equal description's, seeded sweep of 200,000")
    func fourDecimals() {
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        var written = 0
        for index in 0..<200_000 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            let span = index % 2 == 0 ? 20_000_000 : 9_999_999_999_999
            let ticks = Int(state >> 11) % (2 * span + 1) - span
            let number = (Double(ticks) / 10_000 * 10_000).rounded() / 10_000
            var bytes = [UInt8]()
            if JSONOutput.appendFourDecimals(number, to: &bytes) {
                written += 1
                #expect(String(decoding: bytes, as: UTF8.self) == Self.plain(number), "\(ticks)")
            }
        }
        #expect(written > 190_000)
        for number in [0.0, -0.0, 1, -1, 0.5, -0.5, 0.0001, -0.0001, 123.4567, 999_999_999.9999, 0.30000000000000004, 1e-5, 1e9, .pi] {
            var bytes = [UInt8]()
            if JSONOutput.appendFourDecimals(number, to: &bytes) {
                #expect(String(decoding: bytes, as: UTF8.self) == Self.plain(number), "\(number)")
            } else {
                #expect(number.magnitude >= 1e9 || (number * 10_000).rounded() / 10_000 != number, "\(number) refused")
            }
        }
    }

    @Test("a generated list renders as the same list built whole", arguments: [0, 1, 31, 32, 33, 100, 1_000])
    func generated(count: Int) {
        let item: @Sendable (Int) -> JSONOutput = { .object([("index", .int($0)), ("half", .double(Double($0) / 2)), ("name", .string("n\($0)"))]) }
        let whole = JSONOutput.object([("items", .array((0..<count).map(item)))])
        let generated = JSONOutput.object([("items", .generated(count: count, item: item))])
        #expect(generated.rendered() == whole.rendered())
    }

    @Test("a streamed value writes what the same tree writes: nesting, empty containers, lists")
    func streamed() {
        let tree = JSONOutput.object([
            ("a", .int(1)), ("empty", .object([])), ("none", .array([])),
            ("nested", .object([("list", .array([.double(0.5), .null, .object([("x", .string("y"))])])), ("b", .bool(true))])),
            ("items", .array([.object([]), .array([.int(2)])])),
        ])
        let streamed = JSONOutput.streamed { w in
            w.beginObject()
            w.member("a", .int(1))
            w.key("empty"); w.beginObject(); w.endObject()
            w.key("none"); w.beginArray(); w.endArray()
            w.key("nested"); w.beginObject()
            w.key("list"); w.beginArray()
            w.item(); w.value(.double(0.5))
            w.item(); w.value(.null)
            w.item(); w.beginObject(); w.member("x", .string("y")); w.endObject()
            w.endArray()
            w.member("b", .bool(true))
            w.endObject()
            w.key("items"); w.value(.array([.object([]), .array([.int(2)])]))
            w.endObject()
        }
        #expect(streamed.rendered() == tree.rendered())
        let deep = JSONOutput.object([("outer", .array([streamed, tree]))])
        #expect(deep.rendered() == JSONOutput.object([("outer", .array([tree, tree]))]).rendered())
    }
}
