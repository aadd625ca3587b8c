import CatalogSystem
import Foundation
import Testing

@Suite("FileReader.readToEnd: a pipe read to its end, within the limit")
struct ReadToEndTests {
    /// A pipe holding `bytes`, its write end closed: the read end.
    static func pipe(holding bytes: [UInt8]) throws -> Int32 {
        var ends: [Int32] = [-1, -1]
        try #require(Glibc.pipe(&ends) == 0)
        let written = bytes.withUnsafeBytes { Glibc.write(ends[1], $0.baseAddress, $0.count) }
        close(ends[1])
        #expect(written == bytes.count)
        return ends[0]
    }

    @Test("every byte, across chunks, up to the end; the descriptor is left open")
    func wholePipe() throws {
        // 40,000 bytes: less than a pipe holds (64 KiB), more than one read may return.
        let bytes = (0..<40_000).map { UInt8(truncatingIfNeeded: $0 &* 7) }
        let descriptor = try Self.pipe(holding: bytes)
        defer { close(descriptor) }
        #expect(try FileReader().readToEnd(descriptor: descriptor, name: "list") == bytes)
        #expect(fcntl(descriptor, F_GETFD) >= 0)
    }

    @Test("more than the limit is refused, naming the stream and the limit")
    func overLimit() throws {
        let descriptor = try Self.pipe(holding: Array(repeating: 0x61, count: 2_000))
        defer { close(descriptor) }
        let limit = FileSizeLimit(bytes: 1_000)
        #expect(throws: SystemError.refused(path: "standard input", reason: limit.tooLargeReason(size: 2_000))) {
            try FileReader(limit: limit).readToEnd(descriptor: descriptor, name: FileReader.standardInputName)
        }
    }

    @Test("a descriptor that is not open: the system's error, naming the stream")
    func closed() {
        #expect(throws: SystemError(path: "list", code: EBADF)) { try FileReader().readToEnd(descriptor: -1, name: "list") }
    }
}
