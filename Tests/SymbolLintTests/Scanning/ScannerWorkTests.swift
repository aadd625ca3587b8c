import Testing
@testable import SymbolLint

/// The Swift scanner's work (``SourceScan/work``: bytes, tokens, frames, spec and condition
/// tokens, argument bytes) grows with the file's size, whatever its shape: counted, not timed.
@Suite("Lint: the Swift scanner is linear in the file's size")
struct ScannerWorkTests {
    static func scan(_ source: String) -> (names: Int, unchecked: Int, work: Int, size: Int) {
        Array(source.utf8).withUnsafeBufferPointer { buffer in
            let scan = SwiftSourceScanner.scan(buffer)
            return (scan.names.count, scan.expressions.count, scan.work, buffer.count)
        }
    }

    /// Every form the scopes follow, 4,000 times: each name found, with its guard.
    static let block = """
    @available(iOS 15, *)
    extension Card.Face {
        var body: some View {
            if #available(iOS 16, macOS 13, *), flag {
                Image(systemName: "a") // catalog:ignore
            } else if #unavailable(iOS 14) {
                Label("x", systemImage: flag ? "b" : "c")
            } else {
                Button { tap() } label: { Image(systemName: item?.icon ?? "d") }
            }
        }
        func f(systemName: String) {
            guard let x, #available(iOS 17, *) else { return }
            #if os(iOS) || DEBUG
            let s = "if #available(iOS 18, *) { \\(Image(systemName: "e")) }"
            #else
            /* } { */ switch x { case 1: break; default: _ = UIImage(systemName: "f") }
            #endif
        }
    }

    """

    @Test("a large generated file: every name found, work at most twice its size")
    func large() {
        let result = Self.scan(String(repeating: Self.block, count: 4_000))
        #expect(result.names == 6 * 4_000)
        #expect(result.unchecked == 4_000)
        #expect(result.size == 4_000 * Self.block.utf8.count)
        #expect(result.work <= 2 * result.size, "\(result.work) for \(result.size) bytes")
    }

    /// `(names, types)` found, and whether the file was tokenized (more work than its size).
    @Test("a file without system, @available or #if is read once, not tokenized", arguments: [
        ("plain code", "struct S {\n    func f() { if #available(iOS 17, *) { g(\"x\") } }\n}\n", 0, 0, false),
        ("a label", "let i = Image(systemName: \"a\")\n", 1, 0, true),
        ("a type's @available", "@available(iOS 17, *)\nstruct S {}\n", 0, 1, true),
        ("a #if branch", "#if os(macOS)\nstruct S {}\n#endif\n", 0, 1, true),
    ])
    func shortcut(shape: String, source: String, names: Int, types: Int, tokenized: Bool) {
        let scan = Array(source.utf8).withUnsafeBufferPointer { SwiftSourceScanner.scan($0) }
        #expect(scan.names.count == names)
        #expect(scan.types.count == types)
        #expect((scan.work > source.utf8.count) == tokenized, "\(shape): \(scan.work)")
    }

    /// A label, so that the whole file is tokenized.
    static let label = "Image(systemName: \"a\")"

    @Test("hostile shapes: work at most six times the size (arguments past the file's share are listed, not read)", arguments: [
        ("nested parentheses", String(repeating: "f(systemName: ", count: 20_000) + String(repeating: ")", count: 20_000)),
        ("a ternary chain", "Image(systemName: " + String(repeating: "a ? \"x\" : ", count: 20_000) + "\"y\")"),
        ("nested ternaries in arguments", String(repeating: "Image(systemName: a ? \"x\" : f(", count: 10_000)),
        ("unclosed braces", String(repeating: "if #available(iOS 15, *) {\n", count: 20_000) + "Image(systemName: \"a\")"),
        ("uneven #if branches", String(repeating: "#if A\n{ {\n#elseif B\n}\n#else\n{\n#endif\n", count: 10_000) + ScannerWorkTests.label),
        ("nested #if", String(repeating: "#if os(iOS)\n{\n", count: 10_000) + String(repeating: "#endif\n}\n", count: 10_000) + ScannerWorkTests.label),
        ("nested types", String(repeating: "struct Inner {\n", count: 20_000) + ScannerWorkTests.label),
        ("a long extension name", "extension " + String(repeating: "A.", count: 50_000) + "B { Image(systemName: \"a\") }"),
        ("an @available that does not end", "@available(" + String(repeating: "iOS 15, ", count: 30_000)),
        ("a #if condition of one line", "#if " + String(repeating: "!(os(iOS) || ", count: 20_000) + "\nImage(systemName: \"a\")"),
    ])
    func hostile(shape: String, source: String) {
        let result = Self.scan(source)
        #expect(result.work <= 6 * result.size + 65_536, "\(shape): \(result.work) for \(result.size) bytes")
    }
}
