// Fuzz target `layout`: what `catalog layout` reads from outside. The input's first line is a
// device name and an OS version as typed (`DeviceNames.resolve`, `LayoutTable.osVersion`); the
// whole input is a `--readable-widths` file (`ReadableWidths`). Traps when a name resolves to a
// model whose key differs from the name's and is no longer one's start, a version outside the
// table is accepted, or a widths file is accepted with a width that is not one, a category
// twice or a line number outside the file.
@testable import AdaptiveLayout

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let first = String(text.prefix { $0 != "\n" })
    if let resolution = try? DeviceNames.resolve(first) {
        let wanted = DeviceNames.key(first)
        let key = DeviceNames.key(resolution.model)
        let spelled = resolution.device.names.first { $0.name == resolution.model }?.spellings.map(DeviceNames.key) ?? []
        if !spelled.contains(wanted), !key.hasPrefix(wanted) { fatalError("'\(first)' resolved to \(resolution.model)") }
    }
    if let version = try? LayoutTable.osVersion(first), !LayoutTable.releases.contains(where: { $0.version == version }) {
        fatalError("version \(version) accepted")
    }
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count
    if let widths = try? ReadableWidths(path: "fuzz", text: text, category: { $0.count < 8 ? $0 : nil }) {
        var seen = Set<String>()
        for entry in widths.entries {
            guard entry.widthPoints > 0, entry.widthPoints <= 10_000, seen.insert(entry.category).inserted,
                  (1...lines).contains(entry.line) else { fatalError("accepted \(entry)") }
        }
    }
    return 0
}
