// Fuzz target `yaml`: Font Awesome's categories.yml subset through YAMLSubsetReader (the text
// is decoded as UTF-8 with repairs first, as the importer does).
@testable import CatalogFormats

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    _ = try? YAMLSubsetReader.read(text)
    return 0
}
