// Fuzz target `limits`: the limits applied after parsing. One input is a binary property list
// or a WOFF/WOFF2 file. A plist that reads must stand for at most
// ReadingLimits.maximumExpandedObjects objects once every shared reference is followed; a
// WOFF/WOFF2 whose headers declare more than the limit once decompressed must be refused by
// FontFace before FreeType decompresses it (a 1 MB limit here, so small inputs reach it).
#if canImport(Glibc)
import Glibc
#endif
import CatalogSystem
@testable import CatalogFormats
@testable import SymbolCatalog
@testable import TypeScale

let path = "/dev/shm/catalog-fuzz-limits-\(getpid()).bin"
let fontLimit = FileSizeLimit(bytes: 1 << 20)

/// Objects `value` stands for expanded, counting stops past `cap`.
func expandedCount(_ value: PropertyListValue, cap: Int) -> Int {
    var count = 1
    switch value {
    case .array(let items):
        for item in items where count <= cap { count += expandedCount(item, cap: cap - count) }
    case .dictionary(let pairs):
        for item in pairs.values where count <= cap { count += 1 + expandedCount(item, cap: cap - count) }
    default: break
    }
    return count
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    if BinaryPropertyListReader.isBinaryPropertyList(bytes), let value = try? BinaryPropertyListReader.read(bytes) {
        let cap = ReadingLimits.maximumExpandedObjects
        if expandedCount(value, cap: cap) > cap { fatalError("a plist past the expansion cap was read") }
    }
    guard let (_, declared) = bytes.withUnsafeBytes(FontContainer.declaredSize) else { return 0 }
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard descriptor >= 0 else { fatalError("cannot write \(path)") }
    _ = write(descriptor, data, size)
    close(descriptor)
    do {
        let face = try FontFace(path: path, limit: fontLimit)
        if declared > fontLimit.bytes { fatalError("a font declaring \(declared) bytes opened under a 1 MB limit") }
        _ = try? FaceMetrics(reading: face)
    } catch {
        if declared > fontLimit.bytes, case .declaresTooLarge = error.reason {} else if declared > fontLimit.bytes {
            fatalError("a font declaring \(declared) bytes was refused for another reason: \(error)")
        }
    }
    return 0
}
