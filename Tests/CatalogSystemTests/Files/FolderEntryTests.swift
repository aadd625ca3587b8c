import CatalogTestSupport
@testable import CatalogSystem
import Foundation
import Testing

/// Names as the bytes the file system holds: listed, shown and removed whether or not they
/// are UTF-8.
@Suite("Folder entries: names as bytes")
struct FolderEntryTests {
    @Test("bytes that are not UTF-8 are shown as \\xHH, valid sequences as they are", arguments: [
        (Array("plain.swift".utf8), "plain.swift"),
        (ByteNames.resume, #"r\xE9sum\xE9.swift"#),
        (Array("é✓😀".utf8), "é✓😀"),
        ([0x80, 0x41], #"\x80A"#),                  // a lone continuation byte
        ([0x41, 0xE2, 0x82], #"A\xE2\x82"#),        // a sequence cut short
        ([0xC0, 0xAF], #"\xC0\xAF"#),               // an overlong `/`
        ([0xED, 0xA0, 0x80], #"\xED\xA0\x80"#),     // a surrogate
        ([0xF4, 0x90, 0x80, 0x80], #"\xF4\x90\x80\x80"#),  // past U+10FFFF
        ([0x0A, 0x09], "\n\t"),                     // controls are UTF-8: the terminal layer shows them
    ])
    func escaped(bytes: [UInt8], shown: String) {
        #expect(FolderEntry.escaped(bytes) == shown)
        #expect(FolderEntry(bytes: bytes, kind: nil).name == String(validating: bytes, as: UTF8.self))
    }

    @Test("entries: every name as bytes, in byte order, with its kind; list decodes them as before")
    func entries() throws {
        let scratch = Scratch("folder-entries")
        defer { scratch.remove() }
        scratch.write("x", "b.swift")
        try FileManager.default.createDirectory(atPath: scratch.file("a"), withIntermediateDirectories: false)
        try FileManager.default.createSymbolicLink(atPath: scratch.file("link"), withDestinationPath: "a")
        #expect(ByteNames.makeFile(ByteNames.join(scratch.path, ByteNames.resume)))
        let entries = try Folders.entries(scratch.path)
        #expect(entries.map(\.shown) == ["a", "b.swift", "link", #"r\xE9sum\xE9.swift"#])
        #expect(entries.map(\.name) == ["a", "b.swift", "link", nil])
        #expect(entries.map(\.kind) == [.directory, .regular, .symbolicLink, .regular])
        #expect(Folders.list(scratch.path) == ["a", "b.swift", "link", "r\u{FFFD}sum\u{FFFD}.swift"])
        #expect(throws: SystemError(path: scratch.file("none"), code: ENOENT)) { try Folders.entries(scratch.file("none")) }
    }

    /// Before, `removeTree` listed names decoded with U+FFFD, could not unlink them, and
    /// failed on the folder that still held them (`Directory not empty`).
    @Test("removeTree removes files and folders whose names are not UTF-8, and follows no link")
    func removeTree() throws {
        let scratch = Scratch("folder-remove-bytes")
        defer { scratch.remove() }
        let tree = scratch.file("tree")
        try FileManager.default.createDirectory(atPath: tree + "/sub", withIntermediateDirectories: true)
        scratch.write("kept", "outside")
        try FileManager.default.createSymbolicLink(atPath: tree + "/sub/link", withDestinationPath: scratch.path)
        #expect(ByteNames.makeFile(ByteNames.join(tree, ByteNames.resume)))
        #expect(ByteNames.makeFolder(ByteNames.join(tree, Array("sub".utf8), ByteNames.cafe)))
        #expect(ByteNames.makeFile(ByteNames.join(tree, Array("sub".utf8), ByteNames.cafe, ByteNames.resume), text: "x"))
        try Folders.removeTree(tree)
        #expect(FileStatus.ofLink(tree) == nil)
        #expect(scratch.text("outside") == "kept")
        try Folders.removeTree(tree)  // missing is fine
    }
}
