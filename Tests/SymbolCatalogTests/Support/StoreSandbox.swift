import Foundation
@testable import SymbolCatalog
import CatalogTestSupport

/// A store in a fresh temporary folder.
struct StoreSandbox {
    let folder = TestPaths.temporaryFolder("collection-store")
    var path: String { folder.appendingPathComponent("collections.json").path }
    var store: CollectionStore { CollectionStore(path: path, lockTimeout: 0.3) }

    func bytes(_ path: String) -> [UInt8]? { FileManager.default.contents(atPath: path).map(Array.init) }
    func write(_ text: String, to path: String? = nil) throws { try Data(text.utf8).write(to: URL(fileURLWithPath: path ?? self.path)) }
    func files() -> [String] { ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted() }
    func remove() { try? FileManager.default.removeItem(at: folder) }
}
