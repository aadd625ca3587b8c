// Fuzz target `plist`: one data-set file's bytes through PropertyListReader, which sniffs the
// serialisation (binary bplist00, XML, OpenStep text and .strings) as the loader does, then
// through the XML writer. A thrown PropertyListError is a correct answer; a crash, a hang or a
// runaway allocation is a finding.
@testable import CatalogFormats

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    if let (value, _) = try? PropertyListReader.read(bytes) {
        _ = XMLPropertyListWriter.data(value)
    }
    return 0
}
