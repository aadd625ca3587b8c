// Fuzz target `loader`: a whole data-set folder. The input is split at each "\n@@\n" into
// parts; a part's first byte picks the file it becomes (MetadataFile.allCases × its accepted
// names), the rest is its content. The folder is written afresh for every input and loaded
// through a DataSetCache (join, index written), checked and searched, then loaded
// again from the index, which must give the same names and search results. A thrown DataSetError is a correct answer.
#if canImport(Glibc)
import Glibc
#endif
@testable import SymbolCatalog

let fileNames: [String] = MetadataFile.allCases.flatMap(\.fileNames)
let folder: String = {
    var template = Array("/dev/shm/catalog-fuzz-loader-XXXXXX".utf8CString)
    guard let made = mkdtemp(&template) else { fatalError("mkdtemp failed") }
    return String(cString: made)
}()

func parts(of bytes: [UInt8]) -> [[UInt8]] {
    let separator: [UInt8] = Array("\n@@\n".utf8)
    var parts = [[UInt8]]()
    var start = 0
    var index = 0
    while index + separator.count <= bytes.count {
        if bytes[index..<index + separator.count].elementsEqual(separator) {
            parts.append(Array(bytes[start..<index]))
            index += separator.count
            start = index
        } else {
            index += 1
        }
    }
    parts.append(Array(bytes[start...]))
    return parts
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    for name in fileNames { unlink(folder + "/" + name) }
    for part in parts(of: bytes) where !part.isEmpty {
        let path = folder + "/" + fileNames[Int(part[0]) % fileNames.count]
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { fatalError("cannot write \(path)") }
        _ = part.dropFirst().withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)
    }
    // Through the cache twice: the first load joins the files and writes the index, the
    // second must decode that index into the same data set.
    let cache = DataSetCache(folder: folder + "-cache")
    guard let (dataSet, _) = try? cache.load(path: folder) else { return 0 }
    _ = dataSet.checkInvariants()
    for name in dataSet.symbolNames.prefix(4) { _ = try? dataSet.resolve(name) }
    var query = SymbolQuery()
    query.terms = ["a"]
    let found = (try? dataSet.search(query))?.map(\.name)
    guard let (reread, outcome) = try? cache.load(path: folder) else { fatalError("second load failed") }
    precondition(outcome == .reused, "index not reused: \(outcome)")
    precondition(reread.symbolNames == dataSet.symbolNames, "index lost symbols")
    precondition((try? reread.search(query))?.map(\.name) == found, "index search differs")
    return 0
}
