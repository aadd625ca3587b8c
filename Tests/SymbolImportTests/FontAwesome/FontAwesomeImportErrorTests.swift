import Foundation
import Testing
@testable import SymbolCatalog
@testable import SymbolImport
import CatalogTestSupport

@Suite("Font Awesome importer refuses malformed snapshots and writes nothing")
struct FontAwesomeImportErrorTests {
    private func importing(_ prepare: (URL) throws -> [String]) throws -> (error: ImportError?, output: URL, folder: URL) {
        let folder = TestPaths.temporaryFolder("fa-bad")
        let output = folder.appendingPathComponent("out")
        do {
            let arguments = try prepare(folder)
            var snapshots = [FontAwesomeSnapshot]()
            for argument in arguments { snapshots.append(try FontAwesomeSnapshot.load(argument)) }
            try FontAwesomeImport(snapshots: snapshots).write(to: output.path)
            return (nil, output, folder)
        } catch let error as ImportError {
            return (error, output, folder)
        }
    }

    @Test("missing icons.json")
    func missingIcons() throws {
        let (error, output, folder) = try importing { folder in
            let writer = SnapshotWriter(version: "6.0.0", in: folder)
            try writer.text("categories.yml", "a:\n  label: A\n")
            return [writer.path]
        }
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(error == .missingFile(snapshot: folder.path + "/fontawesomefree-6.0.0", file: "metadata/icons.json"))
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }

    @Test("bad JSON names the file")
    func badJSON() throws {
        let (error, _, folder) = try importing { folder in
            let writer = SnapshotWriter(version: "6.0.0", in: folder)
            try writer.text("icons.json", "{\"heart\": {\"changes\": [\"1\"],")
            return [writer.path]
        }
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.path + "/fontawesomefree-6.0.0/fontawesomefree/static/fontawesomefree/metadata/icons.json"
        guard case .unreadable(let named, let reason) = error else { Issue.record("got \(String(describing: error))"); return }
        #expect(named == file)
        #expect(reason.hasPrefix("not valid JSON ("))
    }

    @Test("an unknown style, a bad change list, bad YAML, an unknown version, a duplicate version")
    func exactErrors() throws {
        let metadata = "/fontawesomefree/static/fontawesomefree/metadata"
        let cases: [(String, (URL) throws -> [String], (String) -> ImportError)] = [
            ("unknown style", { folder in
                let writer = SnapshotWriter(version: "6.0.0", in: folder)
                try writer.icons(["heart": SnapshotWriter.icon(["1"], styles: ["duotone"])])
                return [writer.path]
            }, { .unknownStyle(file: $0 + "/fontawesomefree-6.0.0" + metadata + "/icons.json", icon: "heart", style: "duotone") }),
            ("empty changes", { folder in
                let writer = SnapshotWriter(version: "6.0.0", in: folder)
                try writer.icons(["heart": SnapshotWriter.icon([])])
                return [writer.path]
            }, { .invalidValue(file: $0 + "/fontawesomefree-6.0.0" + metadata + "/icons.json", keyPath: "heart.changes", reason: "missing or empty") }),
            ("bad YAML", { folder in
                let writer = SnapshotWriter(version: "6.0.0", in: folder)
                try writer.icons(["heart": SnapshotWriter.icon(["1"])])
                try writer.text("categories.yml", "social:\n  icons: [heart]\n")
                return [writer.path]
            }, { .unreadable(file: $0 + "/fontawesomefree-6.0.0" + metadata + "/categories.yml", reason: "not readable YAML: line 2: unsupported YAML syntax '['") }),
            ("no version", { folder in
                let writer = SnapshotWriter(version: nil, in: folder)
                try writer.icons(["heart": SnapshotWriter.icon(["1"])])
                return [writer.path]
            }, { .unknownVersion(snapshot: $0 + "/fontawesomefree-unknown") }),
            ("duplicate version", { folder in
                let writer = SnapshotWriter(version: "6.0.0", in: folder)
                try writer.icons(["heart": SnapshotWriter.icon(["1"])])
                return [writer.path, "6.0.0=" + writer.path]
            }, { .duplicateVersion("6.0.0", first: $0 + "/fontawesomefree-6.0.0", second: $0 + "/fontawesomefree-6.0.0") }),
            ("missing folder", { folder in [folder.path + "/nope"] }, { .snapshotNotFound(path: $0 + "/nope") }),
            ("no snapshots", { _ in [] }, { _ in .noSnapshots }),
        ]
        for (label, prepare, expected) in cases {
            let (error, output, folder) = try importing(prepare)
            #expect(error == expected(folder.path), "\(label)")
            #expect(!FileManager.default.fileExists(atPath: output.path), "\(label) wrote output")
            try? FileManager.default.removeItem(at: folder)
        }
    }

    @Test("a failed import leaves an existing data set untouched")
    func keepsPrevious() throws {
        let folder = TestPaths.temporaryFolder("fa-keep")
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        try Data("old".utf8).write(to: output.appendingPathComponent("name_availability.plist"))
        let writer = SnapshotWriter(version: "6.0.0", in: folder)
        try writer.icons(["heart": SnapshotWriter.icon(["1"], styles: ["light"])])
        #expect(throws: ImportError.self) { _ = try FontAwesomeSnapshot.load(writer.path) }
        #expect(try String(contentsOf: output.appendingPathComponent("name_availability.plist"), encoding: .utf8) == "old")
    }

    @Test("descriptions are one line naming the file")
    func descriptions() {
        #expect(ImportError.unknownStyle(file: "/s/icons.json", icon: "heart", style: "light").description
            == "/s/icons.json: icon 'heart': unknown style 'light' (expected solid, regular or brands)")
        #expect(ImportError.missingFile(snapshot: "/s", file: "metadata/icons.json").description
            == "/s: not a Font Awesome snapshot: metadata/icons.json is missing")
    }
}
