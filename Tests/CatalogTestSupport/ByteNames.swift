#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Files and folders whose names are not UTF-8, made by their bytes (Foundation cannot name
/// them): what a Latin-1 archive or an old disk leaves in a tree.
package enum ByteNames {
    /// `résumé.swift` in Latin-1 (`r\xE9sum\xE9.swift`): not UTF-8.
    package static let resume: [UInt8] = Array("r".utf8) + [0xE9] + Array("sum".utf8) + [0xE9] + Array(".swift".utf8)

    /// A folder `caf\xE9` in Latin-1.
    package static let cafe: [UInt8] = Array("caf".utf8) + [0xE9]

    /// The path `folder/name/…` as bytes.
    package static func join(_ folder: String, _ names: [UInt8]...) -> [UInt8] {
        names.reduce(Array(folder.utf8)) { $0 + [0x2F] + $1 }
    }

    /// Makes the file at `path` holding `text`; false when it cannot.
    @discardableResult
    package static func makeFile(_ path: [UInt8], text: String = "") -> Bool {
        let descriptor = withPath(path) { open($0, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644) }
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        let bytes = Array(text.utf8)
        return bytes.isEmpty || write(descriptor, bytes, bytes.count) == bytes.count
    }

    /// Makes the folder at `path`; false when it cannot.
    @discardableResult
    package static func makeFolder(_ path: [UInt8]) -> Bool {
        withPath(path) { mkdir($0, 0o755) } == 0
    }

    /// True when something is at `path` (a link not followed).
    package static func exists(_ path: [UInt8]) -> Bool {
        var info = stat()
        return withPath(path) { lstat($0, &info) } == 0
    }

    private static func withPath<Result>(_ path: [UInt8], _ body: (UnsafePointer<CChar>) -> Result) -> Result {
        (path + [0]).withUnsafeBytes { body($0.bindMemory(to: CChar.self).baseAddress!) }
    }
}
