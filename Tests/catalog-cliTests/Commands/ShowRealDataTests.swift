import Foundation
import Testing
@testable import catalog_cli

/// `show` on the shared SF 6.0 metadata. Expected values read with Python's plistlib from
/// `name_availability.plist` (years and their OS versions), `name_aliases.strings` and
/// `symbol_restrictions.strings`: `document.on.document` 2024, its old name `doc.on.doc` 2019;
/// 2019 is iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0 and 2024 is iOS 18.0,
/// macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0; `123.rectangle.ar` → `numbers.rectangle.ar`.
@Suite("show on a shared SF Symbols set",
       .enabled(if: FileManager.default.fileExists(atPath: FavoritesCommandTests.sf60 + "/name_availability.plist"), "needs ../shared/sfsymbols"))
struct ShowRealDataTests {
    static func show(_ arguments: [String]) -> CatalogCLI.Result {
        CLI.run(["show"] + arguments + ["--data-set", FavoritesCommandTests.sf60], environment: ["CATALOG_NO_CACHE": "1"])
    }

    @Test("which name to use on each platform: text and JSON")
    func namesByPlatform() throws {
        let text = Self.show(["document.on.document"])
        #expect(text.exitCode == 0)
        #expect(text.standardOutput.contains("""
              Old names      doc.on.doc
              Older OS       before iOS 18.0 use doc.on.doc (iOS 13.0)
                             before macOS 15.0 use doc.on.doc (macOS 10.15)
                             before tvOS 18.0 use doc.on.doc (tvOS 13.0)
                             before watchOS 11.0 use doc.on.doc (watchOS 6.0)
                             before visionOS 2.0 use doc.on.doc (visionOS 1.0)

            """))
        let json = Self.show(["doc.on.doc", "--json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        let byPlatform = try #require(object["namesByPlatform"] as? [String: [[String: String]]])
        let expected: [String: (String, String)] = [
            "iOS": ("13.0", "18.0"), "macOS": ("10.15", "15.0"), "tvOS": ("13.0", "18.0"),
            "watchOS": ("6.0", "11.0"), "visionOS": ("1.0", "2.0"),
        ]
        #expect(Set(byPlatform.keys) == Set(expected.keys))
        for (platform, (old, new)) in expected {
            #expect(byPlatform[platform] == [
                ["name": "doc.on.doc", "from": old, "release": "2019"],
                ["name": "document.on.document", "from": new, "release": "2024"],
            ], "\(platform)")
        }
        // A symbol never renamed has one name per platform and no "Older OS" line.
        #expect(!Self.show(["heart"]).standardOutput.contains("Older OS"))
    }

    @Test("an old name of a localized variant resolves to its symbol and says so")
    func localizedOldName() throws {
        let result = Self.show(["123.rectangle.ar"])
        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(result.standardOutput.hasPrefix("""
            numbers.rectangle
            '123.rectangle.ar' is an old name of 'numbers.rectangle.ar', the Arabic variant of 'numbers.rectangle'

            """))
        let json = Self.show(["123.rectangle.ar", "--json"]).standardOutput
        #expect(json.contains("\"resolvedFrom\": \"123.rectangle.ar\""))
    }

    @Test("a .rtl name whose base is missing is shown, as it is counted")
    func rightToLeftWithoutBase() {
        let result = Self.show(["square.3.layers.3d.down.backward.slash.rtl"])
        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("is a Right-to-Left name whose base 'square.3.layers.3d.down.backward.slash' is not in"))
    }

    /// plistlib: `apple.intelligence` → "This\u{A0}symbol\u{A0}may not be modified and may only
    /// be used to refer to Apple Intelligence." (as do `apple.image.playground` and its fill).
    @Test("a restriction text keeps its no-break spaces in JSON and TSV; text shows plain spaces")
    func restrictionCharacters() {
        let written = "This\u{A0}symbol\u{A0}may not be modified and may only be used to refer to Apple Intelligence."
        #expect(Self.show(["apple.intelligence", "--json"]).standardOutput.contains("\"restriction\": \"\(written)\""))
        #expect(Self.show(["apple.intelligence", "--format", "tsv"]).standardOutput.contains("apple.intelligence\trestriction\t\(written)\n"))
        #expect(Self.show(["apple.intelligence"]).standardOutput
            .contains("Restriction    This symbol may not be modified and may only be used to refer to Apple Intelligence.\n"))
    }
}
