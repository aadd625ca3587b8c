import Testing
@testable import SymbolCatalog

/// ``TwoReleases``' sf6: `doc.on.doc` (2019: iOS 13.0) renamed `document.on.document` (2021:
/// iOS 15.0); `fresh` new in 2021; the release table has iOS and macOS only.
@Suite("The name to write for an OS version, or why there is none")
struct NameToWriteTests {
    @Test("an old name before the current one came, the current one from then", arguments: [
        ("document.on.document", "13.0", "doc.on.doc"),
        ("document.on.document", "14.2", "doc.on.doc"),
        ("document.on.document", "15.0", "document.on.document"),
        ("fresh", "16.0", "fresh"),
    ])
    func usable(symbol: String, version: String, expected: String) throws {
        let (_, sf6) = try TwoReleases.load()
        let found = try sf6.nameToWrite(of: try #require(sf6.symbols[symbol]), on: Platform(rawValue: "iOS"), at: try #require(OSVersion(version)))
        #expect(found.name == expected)
    }

    @Test("too early for every name, or a platform the set has no versions for: one line saying so", arguments: [
        ("document.on.document", "iOS", "12.0", "document.on.document is not in iOS 12.0 under any name: it came in iOS 13.0 (as doc.on.doc)"),
        ("fresh", "iOS", "14.0", "fresh is not in iOS 14.0 under any name: it came in iOS 15.0"),
        ("fresh", "tvOS", "18.0", "fresh has no tvOS version in sf6"),
    ])
    func none(symbol: String, platform: String, version: String, message: String) throws {
        let (_, sf6) = try TwoReleases.load()
        let symbol = try #require(sf6.symbols[symbol]), version = try #require(OSVersion(version))
        #expect {
            _ = try sf6.nameToWrite(of: symbol, on: Platform(rawValue: platform), at: version)
        } throws: { error in
            "\(error)" == message
        }
    }
}
