import CatalogTestSupport
import Foundation
import Testing

/// The tests' cache of reference tools' outputs: a tool runs again whenever what it read or
/// what it is changes, and never answers for another key.
@Suite("Reference cache")
struct ReferenceCacheTests {
    final class Runs: @unchecked Sendable { var count = 0 }

    @Test("kept for the same key; made again when a file's size or time changes, or the tool does")
    func keyedByFiles() async throws {
        let scratch = Scratch("reference-cache")
        defer { scratch.remove() }
        scratch.write("font bytes", "a.ttf")
        let runs = Runs()
        func answer(_ tool: String) async throws -> String {
            let key = ReferenceCache.key(tool: tool, files: [scratch.file("a.ttf"), scratch.file("absent.ttf")])
            let data = try await ReferenceCache.data(for: key, in: scratch.file("cache")) {
                runs.count += 1
                return Data("report \(runs.count)".utf8)
            }
            return String(decoding: data, as: UTF8.self)
        }
        #expect(try await answer("fontbakery 1.1.0") == "report 1")
        #expect(try await answer("fontbakery 1.1.0") == "report 1")
        #expect(try await answer("fontbakery 1.2.0") == "report 2")
        scratch.write("font bytes, longer", "a.ttf")
        #expect(try await answer("fontbakery 1.1.0") == "report 3")
        #expect(try await answer("fontbakery 1.1.0") == "report 3")
        #expect(runs.count == 3)
    }

    @Test("an entry whose stored key differs (a name collision, a damaged file) is made again")
    func entryHoldsItsKey() async throws {
        let scratch = Scratch("reference-cache")
        defer { scratch.remove() }
        let folder = scratch.file("cache")
        _ = try await ReferenceCache.data(for: "tool\nfile", in: folder) { Data("right".utf8) }
        let entry = try #require(try FileManager.default.contentsOfDirectory(atPath: folder).first)
        try Data("other key\n\u{0}\nwrong".utf8).write(to: URL(fileURLWithPath: folder + "/" + entry))
        let again = try await ReferenceCache.data(for: "tool\nfile", in: folder) { Data("right again".utf8) }
        #expect(String(decoding: again, as: UTF8.self) == "right again")
        #expect(try await ReferenceCache.data(for: "tool\nfile", in: folder) { Data() } == Data("right again".utf8))
    }

    @Test("a file of the clone is keyed by its bytes, another by its path, size and time; scratch inputs are never kept")
    func fileKeys() throws {
        let script = TestPaths.packageRoot.appendingPathComponent("Scripts/icon_sources.py").path
        let bytes = try #require(FileManager.default.contents(atPath: script))
        #expect(ReferenceCache.key(tool: "t", files: [script]).hasSuffix("\t\(bytes.count)\tfnv1a \(String(ReferenceCache.fnv1a(Array(bytes)), radix: 16))"))
        #expect(ReferenceCache.key(tool: "t", files: ["/nonexistent/font.ttf"]) == "t\n/nonexistent/font.ttf\tmissing")
        let scratch = Scratch("reference-cache")
        defer { scratch.remove() }
        #expect(!ReferenceCache.keeps([script, scratch.file("a.ttf")]))
        #expect(ReferenceCache.keeps([script, "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"]))
    }

    @Test("python: a failing script's outcome is returned and not kept; one reading scratch files runs every time")
    func python() async throws {
        let scratch = Scratch("reference-cache")
        defer { scratch.remove() }
        scratch.write("import sys\nopen(sys.argv[1], 'a').write('x')\nprint('ran')\n", "count.py")
        for _ in 0..<2 {
            let outcome = try await ReferenceCache.python(scratch.file("count.py"), [scratch.file("runs")], inputs: [scratch.file("runs")])
            #expect(outcome.status == 0 && outcome.standardOutput == "ran\n")
        }
        #expect(scratch.text("runs") == "xx")
        scratch.write("import sys\nsys.exit('refused')\n", "fail.py")
        let failed = try await ReferenceCache.python(scratch.file("fail.py"), [], inputs: [])
        #expect(failed.status == 1 && failed.standardError == "refused\n")
    }

    @Test("the clone's path is a mark in the entry: a clone elsewhere meets the same entry and reads its own path")
    func cloneMark() async throws {
        let scratch = Scratch("reference-cache")
        defer { scratch.remove() }
        let clone = TestPaths.packageRoot.path
        let answer = Data("\(clone)/Scripts/x.py: 1\n".utf8)
        #expect(try await ReferenceCache.data(for: "tool \(clone)/a", in: scratch.file("cache")) { answer } == answer)
        let entry = try #require(try FileManager.default.contentsOfDirectory(atPath: scratch.file("cache")).first)
        let stored = try #require(FileManager.default.contents(atPath: scratch.file("cache/" + entry)))
        #expect(stored.range(of: Data(clone.utf8)) == nil)
        #expect(try await ReferenceCache.data(for: "tool \(clone)/a", in: scratch.file("cache")) { Data() } == answer)
        #expect(ReferenceCache.replacing(Data("a-b-a".utf8), Data("a".utf8), with: Data("xy".utf8)) == Data("xy-b-xy".utf8))
    }

    @Test("no folder: the tool runs every time")
    func off() async throws {
        let runs = Runs()
        for _ in 0..<2 { _ = try await ReferenceCache.data(for: "k", in: nil) { runs.count += 1; return Data() } }
        #expect(runs.count == 2)
    }
}
