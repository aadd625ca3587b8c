// Fuzz target `plist`: one data-set file's bytes through PropertyListReader, which sniffs the
// serialisation (binary bplist00, XML, OpenStep text and .strings) as the loader does, then
// through the XML writer. A thrown PropertyListError is a correct answer, and so is the writer's
// refusal of a string XML 1.0 cannot hold (it must name such a character); a crash, a hang or
// a runaway allocation is a finding.
@testable import CatalogFormats

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    if let (value, _) = try? PropertyListReader.read(bytes) {
        do {
            _ = try XMLPropertyListWriter.data(value)
        } catch {
            if XMLText.isAllowed(error.character) { fatalError("refused \(error.codePoint), which XML can hold") }
        }
    }
    return 0
}
