import CatalogSystem
import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Testing
import TypeScale

/// fontconfig reads the configuration file it is given with no limit: `FONTCONFIG_FILE`
/// naming a FIFO hung it, and a character device was read until memory ran out (1.58 GB in
/// 10 s). Only a regular file within the limit is handed over.
@Suite("Fontconfig configuration files: regular, within the limit")
struct FontconfigConfigurationLimitTests {
    @Test("a FIFO is refused at once, not waited on")
    func fifo() throws {
        try TestSupport.withTemporaryDirectory { directory in
            let fifo = directory.appendingPathComponent("fonts.conf").path
            #expect(mkfifo(fifo, 0o644) == 0)
            let error = try #require(#expect(throws: FontconfigError.self) { _ = try FontconfigConfiguration(file: fifo) })
            #expect(error.reason == .configurationRefused(path: fifo, reason: "is a FIFO (named pipe), not a regular file"))
            #expect(error.description == "\(fifo): not read as the fontconfig configuration: is a FIFO (named pipe), not a regular file")
        }
    }

    @Test("a character device is refused", arguments: ["/dev/zero", "/dev/urandom"])
    func device(path: String) throws {
        let error = try #require(#expect(throws: FontconfigError.self) { _ = try FontconfigConfiguration(file: path) })
        #expect(error.reason == .configurationRefused(path: path, reason: "not a regular file"))
    }

    @Test("a file over the limit is refused with the limit and how to raise it; one within it loads")
    func overLimit() throws {
        try TestSupport.withTemporaryDirectory { directory in
            // A valid configuration padded past 1 MB with a comment.
            let padding = String(repeating: " ", count: (1 << 20) + 10)
            let path = try TestSupport.write("<?xml version=\"1.0\"?>\n<fontconfig><!--\(padding)--></fontconfig>\n",
                                             to: "big.conf", in: directory)
            let limit = FileSizeLimit(bytes: 1 << 20)
            let error = try #require(#expect(throws: FontconfigError.self) { _ = try FontconfigConfiguration(file: path, limit: limit) })
            #expect(error.description == "\(path): not read as the fontconfig configuration: 1.0 MB is over the 1 MB limit for one file "
                    + "(set CATALOG_MAX_FILE_MB to raise it)")
            #expect(try FontconfigConfiguration(file: path, limit: FileSizeLimit(bytes: 2 << 20)).fontCount == 0)
        }
    }
}
