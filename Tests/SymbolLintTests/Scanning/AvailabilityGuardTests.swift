import SymbolCatalog
import Testing
@testable import SymbolLint

/// Each name of a source with the targets it is checked against: iOS 14.0 and macOS 11.0
/// (flags), as the guards around it raise them (`iOS 15.0 (if #available on line 1)`) or
/// leave a platform out (`@available(iOS, unavailable)`).
enum GuardedNames {
    static let base = [DeploymentTarget(platform: .iOS, version: OSVersion("14.0")!, source: .flag),
                       DeploymentTarget(platform: .macOS, version: OSVersion("11.0")!, source: .flag)]

    static func checked(_ source: String) -> [String] {
        Array(source.utf8).withUnsafeBufferPointer { buffer in
            let scan = SwiftSourceScanner.scan(buffer)
            var lines = LineIndex(buffer)
            return scan.names.map { name in
                let line = lines.position(of: name.range.lowerBound).line
                let targets = name.availability.applied(to: base).map(\.ownedLabel).joined(separator: ", ")
                return "\(line) \(Bytes.string(buffer, name.range)): \(targets)"
            }
        }
    }
}

@Suite("Lint: availability guards, form by form")
struct AvailabilityGuardTests {
    static let none = "iOS 14.0, macOS 11.0"

    @Test("each guard form: the name is checked against the higher of the target and the guard", arguments: [
        ("if #available", "if #available(iOS 15, *) {\n    Image(systemName: \"a\")\n}",
         ["2 a: iOS 15.0 (if #available on line 1), macOS 11.0"]),
        ("several platforms", "if #available(iOS 15.0, macOS 12, *) {\n    Image(systemName: \"a\")\n}",
         ["2 a: iOS 15.0 (if #available on line 1), macOS 12.0 (if #available on line 1)"]),
        ("a three-part version", "if #available(iOS 15.4.1, *) { Image(systemName: \"a\") }",
         ["1 a: iOS 15.4.1 (if #available on line 1), macOS 11.0"]),
        ("with a condition after", "if #available(iOS 15, *), flag { Image(systemName: \"a\") }",
         ["1 a: iOS 15.0 (if #available on line 1), macOS 11.0"]),
        ("with a condition before", "if let x, #available(iOS 15, *) { Image(systemName: \"a\") }",
         ["1 a: iOS 15.0 (if #available on line 1), macOS 11.0"]),
        ("the else branch of #available", "if #available(iOS 15, *) {\n} else {\n    Image(systemName: \"a\")\n}", ["3 a: \(none)"]),
        ("after guard #available", "func f() {\n    guard #available(iOS 15, *) else { return }\n    Image(systemName: \"a\")\n}",
         ["3 a: iOS 15.0 (guard #available on line 2), macOS 11.0"]),
        ("guard with several conditions", "func f() {\n    guard let x, #available(iOS 15, *), y > 1 else { return }\n    Image(systemName: \"a\")\n}",
         ["3 a: iOS 15.0 (guard #available on line 2), macOS 11.0"]),
        ("inside guard's else", "func f() {\n    guard #available(iOS 15, *) else {\n        Image(systemName: \"a\")\n        return\n    }\n}",
         ["3 a: \(none)"]),
        ("while #available", "while #available(iOS 15, *) { Image(systemName: \"a\") }",
         ["1 a: iOS 15.0 (while #available on line 1), macOS 11.0"]),
        ("#unavailable: its body, then its else", "if #unavailable(iOS 15) {\n    Image(systemName: \"a\")\n} else {\n    Image(systemName: \"b\")\n}",
         ["2 a: \(none)", "4 b: iOS 15.0 (#unavailable on line 1), macOS 11.0"]),
        ("after #unavailable whose body exits", "func f() {\n    if #unavailable(iOS 15) { return }\n    Image(systemName: \"a\")\n}",
         ["3 a: iOS 15.0 (#unavailable on line 2), macOS 11.0"]),
        ("after #unavailable whose body goes on", "func f() {\n    if #unavailable(iOS 15) { log() }\n    Image(systemName: \"a\")\n}",
         ["3 a: \(none)"]),
        ("after #unavailable with another condition", "func f() {\n    if #unavailable(iOS 15), flag { return }\n    Image(systemName: \"a\")\n}",
         ["3 a: \(none)"]),
        ("after #available whose else exits", "func f() {\n    if #available(iOS 15, *) {} else { throw E.old }\n    Image(systemName: \"a\")\n}",
         ["3 a: iOS 15.0 (if #available on line 2), macOS 11.0"]),
        ("an else if chain", "if #available(iOS 16, *) {\n} else if #available(iOS 15, *) {\n    Image(systemName: \"a\")\n} else {\n    Image(systemName: \"b\")\n}",
         ["3 a: iOS 15.0 (if #available on line 2), macOS 11.0", "5 b: \(none)"]),
        ("@available on a function", "@available(iOS 15, *)\nfunc f() -> Image { Image(systemName: \"a\") }",
         ["2 a: iOS 15.0 (@available on line 1), macOS 11.0"]),
        ("@available(P, introduced: V) on a type", "@available(iOS, introduced: 15.0, deprecated: 17)\nstruct V: View {\n    var body: some View { Image(systemName: \"a\") }\n}",
         ["3 a: iOS 15.0 (@available on line 1), macOS 11.0"]),
        ("@available on an extension, with other attributes", "@available(macOS 12, *)\n@MainActor\nextension V {\n    var i: Image { Image(systemName: \"a\") }\n}",
         ["4 a: iOS 14.0, macOS 12.0 (@available on line 1)"]),
        ("@available on a static property", "enum Icons {\n    @available(iOS 15, *)\n    static let a = Image(systemName: \"a\")\n    static let b = Image(systemName: \"b\")\n}",
         ["3 a: iOS 15.0 (@available on line 2), macOS 11.0", "4 b: \(none)"]),
        ("@available on a requirement without a body", "protocol P {\n    @available(iOS 15, *)\n    func f()\n    func g()\n}\nfunc g() { Image(systemName: \"a\") }",
         ["6 a: \(none)"]),
        ("@available on a class func", "@available(iOS 15, *)\nclass func f() { Image(systemName: \"a\") }",
         ["2 a: iOS 15.0 (@available on line 1), macOS 11.0"]),
        ("@available(iOS, unavailable)", "@available(iOS, unavailable)\nfunc mac() { Image(systemName: \"a\") }", ["2 a: macOS 11.0"]),
        ("@available(*, unavailable)", "@available(*, unavailable)\ninit?(coder: NSCoder) { Image(systemName: \"a\") }", ["2 a: "]),
        ("@available(*, deprecated) proves nothing", "@available(*, deprecated, message: \"old\")\nfunc f() { Image(systemName: \"a\") }",
         ["2 a: \(none)"]),
        ("@available(iOS, deprecated: 15) proves nothing", "@available(iOS, deprecated: 15)\nfunc f() { Image(systemName: \"a\") }",
         ["2 a: \(none)"]),
        ("OSX is macOS", "if #available(OSX 12, *) { Image(systemName: \"a\") }", ["1 a: iOS 14.0, macOS 12.0 (if #available on line 1)"]),
        ("another platform lifts nothing", "if #available(tvOS 15, watchOS 8, *) { Image(systemName: \"a\") }", ["1 a: \(none)"]),
        ("an app extension's platform lifts nothing", "if #available(iOSApplicationExtension 15, *) { Image(systemName: \"a\") }",
         ["1 a: \(none)"]),
        ("Mac Catalyst lifts nothing", "if #available(macCatalyst 15, *) { Image(systemName: \"a\") }", ["1 a: \(none)"]),
        ("a guard below the target changes nothing", "if #available(iOS 13, *) { Image(systemName: \"a\") }", ["1 a: \(none)"]),
        ("a closure inside a guard", "if #available(iOS 15, *) {\n    Button { show() } label: { Image(systemName: \"a\") }\n}",
         ["2 a: iOS 15.0 (if #available on line 1), macOS 11.0"]),
        ("an if expression", "let i = if #available(iOS 15, *) { Image(systemName: \"a\") } else { Image(systemName: \"b\") }",
         ["1 a: iOS 15.0 (if #available on line 1), macOS 11.0", "1 b: \(none)"]),
    ])
    func forms(form: String, source: String, expected: [String]) {
        #expect(GuardedNames.checked(source) == expected, "\(form)")
    }

    @Test("nested guards take the highest per platform; what a guard proves ends with its scope", arguments: [
        ("outer higher", "if #available(iOS 16, *) {\n    if #available(iOS 15, macOS 12, *) {\n        Image(systemName: \"a\")\n    }\n}\nImage(systemName: \"b\")",
         ["3 a: iOS 16.0 (if #available on line 1), macOS 12.0 (if #available on line 2)", "6 b: \(none)"]),
        ("inner higher", "@available(iOS 15, *)\nstruct V {\n    func f() {\n        guard #available(iOS 16, *) else { return }\n        Image(systemName: \"a\")\n    }\n    func g() { Image(systemName: \"b\") }\n}",
         ["5 a: iOS 16.0 (guard #available on line 4), macOS 11.0", "7 b: iOS 15.0 (@available on line 1), macOS 11.0"]),
        ("a case of a switch", "switch x {\ncase 1:\n    guard #available(iOS 15, *) else { return }\n    Image(systemName: \"a\")\ncase 2:\n    Image(systemName: \"b\")\ndefault: break\n}",
         ["4 a: iOS 15.0 (guard #available on line 3), macOS 11.0", "6 b: \(none)"]),
        ("an if case inside a guarded case", "switch x {\ncase 1:\n    guard #available(iOS 15, *) else { return }\n    if case .a = y { Image(systemName: \"a\") }\ndefault: break\n}",
         ["4 a: iOS 15.0 (guard #available on line 3), macOS 11.0"]),
    ])
    func nested(form: String, source: String, expected: [String]) {
        #expect(GuardedNames.checked(source) == expected, "\(form)")
    }

    @Test("#available in strings and comments is not a guard, and their braces are not scopes", arguments: [
        ("a line comment", "// if #available(iOS 15, *) {\nImage(systemName: \"a\")"),
        ("a block comment", "/* guard #available(iOS 15, *) else { return } */\nImage(systemName: \"a\")"),
        ("a string", "let s = \"if #available(iOS 15, *) {\"\nImage(systemName: \"a\")"),
        ("a multi-line string", "let s = \"\"\"\n    guard #available(iOS 15, *) else { return }\n    \"\"\"\nImage(systemName: \"a\")"),
        ("a raw string", "let s = #\"@available(iOS 15, *) \\(x) { \"#\nfunc f() { Image(systemName: \"a\") }"),
    ])
    func quoted(form: String, source: String) {
        #expect(GuardedNames.checked(source).map { $0.split(separator: ":")[1] } == [" \(Self.none)"], "\(form)")
    }

    @Test("braces in strings and comments inside a guard do not end it")
    func bracesInsideGuard() {
        let source = """
        if #available(iOS 15, *) {
            let s = "}"
            /* } */ // }
            let t = \"\"\"
            }
            \"\"\"
            Image(systemName: "a")
        }
        """
        #expect(GuardedNames.checked(source) == ["7 a: iOS 15.0 (if #available on line 1), macOS 11.0"])
    }
}
