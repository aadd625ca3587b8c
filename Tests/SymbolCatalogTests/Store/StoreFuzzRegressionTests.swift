import Foundation
import Testing
@testable import SymbolCatalog
import CatalogTestSupport

/// Store files that crashed the `store` fuzz target (Fuzz/Targets/store.swift) before the
/// fix, kept in `Fixtures/fuzz/store/` and replayed through the target's calls.
@Suite("Fuzz regressions: the store")
struct StoreFuzzRegressionTests {
    static func inputs() -> [String] {
        guard let folder = Bundle.module.url(forResource: "Fixtures/fuzz/store", withExtension: nil)?.path,
              let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
        return names.sorted().map { folder + "/" + $0 }
    }

    @Test("store: inputs read or are refused", arguments: inputs())
    func store(input: String) throws {
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: input)))
        if let contents = try? StoreContents.parse(bytes, path: "collections.json") {
            #expect(try StoreContents.parse(Array(contents.encoded().utf8), path: "encoded") == contents)
        }
    }
}
