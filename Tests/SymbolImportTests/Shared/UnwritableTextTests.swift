import CatalogFormats
import CatalogTestSupport
import Foundation
import Testing
@testable import SymbolImport

/// Issue 42: what an importer writes into an XML property list must be XML; a name, keyword
/// or label with a character XML 1.0 cannot hold stops the import, naming the file, the text
/// and the character, before anything is written.
@Suite("Imports refuse text XML 1.0 cannot hold")
struct UnwritableTextTests {
    @Test("Font Awesome: an icon name with ESC, a search term with NUL", arguments: [
        ("he\u{1B}art", ["love"], "name_availability.plist", "he\u{1B}art", Unicode.Scalar(0x1B)!),
        ("heart", ["lo\u{0}ve"], "symbol_search.plist", "lo\u{0}ve", Unicode.Scalar(0)!),
    ])
    func fontAwesome(name: String, terms: [String], file: String, text: String, character: Unicode.Scalar) throws {
        let folder = TestPaths.temporaryFolder("fa-unwritable")
        defer { try? FileManager.default.removeItem(at: folder) }
        let snapshot = SnapshotWriter(version: "6.0.0", in: folder)
        try snapshot.icons([name: SnapshotWriter.icon(["1"], terms: terms, unicode: "f004")])
        let result = try FontAwesomeImport(snapshots: [try FontAwesomeSnapshot.load(snapshot.root.path)])
        #expect(throws: ImportError.unwritableText(file: file, XMLTextError(text: text, character: character))) { try result.files() }
        let output = folder.appendingPathComponent("out").path
        #expect(throws: ImportError.self) { try result.write(to: output) }
        #expect(!FileManager.default.fileExists(atPath: output))
    }
}
