// Fuzz target `store`: a collections store file (collections.json) through the store's JSON
// reader and schema check, and the same bytes as a collection export (CollectionFile). A
// store that reads must encode to text that reads back to the same contents.
@testable import SymbolCatalog

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    if let contents = try? StoreContents.parse(bytes, path: "collections.json") {
        let encoded = Array(contents.encoded().utf8)
        guard let reread = try? StoreContents.parse(encoded, path: "encoded") else {
            fatalError("encoded store does not read back")
        }
        precondition(reread == contents, "store changed in a write/read round trip")
    }
    _ = try? CollectionFile.readJSON(bytes, path: "export.json")
    return 0
}
