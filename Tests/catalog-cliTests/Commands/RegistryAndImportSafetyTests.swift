import CatalogTestSupport
import CatalogSystem
import Foundation
import SymbolCatalog
import Testing
@testable import catalog_cli

@Suite("data-sets add records the resolved folder and refuses line breaks; the registry follows XDG rules")
struct RegistrySafetyTests {
    @Test("a data set reached through a symbolic link is registered by its real folder")
    func resolvedPath() throws {
        let scratch = Scratch("registry")
        defer { scratch.remove() }
        try FileManager.default.copyItem(atPath: CLI.fixture, toPath: scratch.file("real"))
        try FileManager.default.createSymbolicLink(atPath: scratch.file("link"), withDestinationPath: scratch.file("real"))
        let environment = CLI.environment(home: URL(fileURLWithPath: scratch.file("home")))
        let result = CLI.run(["data-sets", "add", "mine", scratch.file("link")], environment: environment)
        #expect(result.exitCode == 0, "\(result.standardError)")
        let real = Paths.canonical(scratch.file("real"))
        #expect(result.standardOutput == "Registered mine → \(real) (5 symbols)\n")
        #expect(SymbolicLinks.target(of: scratch.file("home/catalog/data-sets/mine")) == real)
    }

    @Test("a path with a line break is refused before anything is written")
    func lineBreak() throws {
        let scratch = Scratch("registry")
        defer { scratch.remove() }
        let odd = scratch.file("two\nlines")
        try FileManager.default.copyItem(atPath: CLI.fixture, toPath: odd)
        let environment = CLI.environment(home: URL(fileURLWithPath: scratch.file("home")))
        let result = CLI.run(["data-sets", "add", "odd", odd], environment: environment)
        #expect(result.exitCode == 1)
        #expect(result.standardError.hasPrefix("catalog: cannot register '"))
        #expect(result.standardError.hasSuffix("': it contains a line break\n"))
        #expect(FileStatus.of(scratch.file("home/catalog")) == nil)
    }

    @Test("a registry entry whose name is not UTF-8 is listed by its escaped bytes and can be removed by that name")
    func nameNotUTF8() throws {
        let scratch = Scratch("registry-bytes")
        defer { scratch.remove() }
        let environment = CLI.environment(home: URL(fileURLWithPath: scratch.file("home")))
        #expect(CLI.run(["data-sets", "add", "mine", CLI.fixture], environment: environment).exitCode == 0)
        // r\xE9sum\xE9, written by hand beside it (Latin-1, not UTF-8).
        let folder = scratch.file("home/catalog/data-sets")
        let name: [UInt8] = Array("r".utf8) + [0xE9] + Array("sum".utf8) + [0xE9]
        let made = (folder + "/").withCString { prefix in
            (Array(UnsafeBufferPointer(start: UnsafeRawPointer(prefix).assumingMemoryBound(to: UInt8.self), count: strlen(prefix))) + name + [0])
                .withUnsafeBufferPointer { path in path.baseAddress!.withMemoryRebound(to: CChar.self, capacity: path.count) { symlink(CLI.fixture, $0) } }
        }
        try #require(made == 0)
        let listed = CLI.run(["data-sets", "--format", "tsv"], environment: environment)
        #expect(listed.standardOutput.contains("r\\xE9sum\\xE9\tregistered\t"), "\(listed.standardOutput)")
        #expect(listed.standardOutput.contains("mine\tregistered\t"))
        let removed = CLI.run(["data-sets", "remove", "r\\xE9sum\\xE9"], environment: environment)
        #expect(removed.exitCode == 0, "\(removed.standardError)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["mine"])
    }

    @Test("a default-data-set file that is a link to another file, or no name, is an error naming the file, never quoting it")
    func damagedDefault() throws {
        let scratch = Scratch("registry-default")
        defer { scratch.remove() }
        let environment = CLI.environment(home: URL(fileURLWithPath: scratch.file("home")))
        try FileManager.default.createDirectory(atPath: scratch.file("home/catalog"), withIntermediateDirectories: true)
        let secret = String(repeating: "private key material ", count: 200)
        scratch.write(secret, "secret")
        let choice = scratch.file("home/catalog/default-data-set")
        try FileManager.default.createSymbolicLink(atPath: choice, withDestinationPath: scratch.file("secret"))
        let expected = "catalog: \(choice): not a default data set as 'catalog data-sets default' writes it (one name in a file of its own); "
            + "choose one with 'catalog data-sets default NAME', or go back to the newest embedded one with 'catalog data-sets default --clear'\n"
        let linked = CLI.run(["search", "heart"], environment: environment)
        #expect(linked.exitCode == 1 && linked.standardError == expected)
        try FileManager.default.removeItem(atPath: choice)
        scratch.write(secret, "home/catalog/default-data-set")
        #expect(CLI.run(["search", "heart"], environment: environment).standardError == expected)
        let cleared = CLI.run(["data-sets", "default", "--clear"], environment: environment)
        #expect(cleared.standardOutput.hasPrefix("Removed \(choice): it was not a default as 'data-sets default' writes it\n"))
        #expect(CLI.run(["search", "heart"], environment: environment).exitCode == 0)
        #expect(scratch.text("secret") == secret)
    }

    @Test("a relative XDG value is ignored by every resolver: store, registry, cache and font designs")
    func relativeXDG() {
        let environment = ["XDG_DATA_HOME": "data", "XDG_CACHE_HOME": "cache", "XDG_CONFIG_HOME": "config", "HOME": "/h"]
        #expect(CollectionStore.defaultPath(environment: environment) == "/h/.local/share/catalog/collections.json")
        #expect(DataSetRegistry(environment: environment, executablePath: nil).registryFolder == "/h/.local/share/catalog/data-sets")
        #expect(DataSetCache(environment: environment)?.folder == "/h/.cache/catalog/indexes")
        
    }
}

@Suite("The store's limit: a change it could not read back is refused before it is written")
struct StoreLimitCLITests {
    @Test("collection import past CATALOG_MAX_FILE_MB is refused, and every later command still works (it broke them all)")
    func importPastTheLimit() throws {
        let fixture = StoreFixture(label: "store-limit")
        defer { fixture.remove() }
        let limited = ["CATALOG_MAX_FILE_MB": "1"]
        #expect(fixture.run(["favorites", "add", "heart"], environment: limited).exitCode == 0)
        // Two exports of 0.6 MB (7,000 entries each, within the store's 20,000): the first fits,
        // the second would take the store past 1 MB.
        let padding = String(repeating: "x", count: 40)
        for name in ["First", "Second"] {
            let symbols = (0..<7_000).map { #"{"names":["\#(name).symbol.\#(padding).\#($0)"],"dataSet":"elsewhere"}"# }
            _ = FileManager.default.createFile(atPath: fixture.folder.appendingPathComponent("\(name).json").path, contents: Data(
                (#"{"schemaVersion":1,"name":"\#(name)","symbols":["# + symbols.joined(separator: ",") + "]}").utf8))
        }
        let first = fixture.run(["collection", "import", fixture.folder.appendingPathComponent("First.json").path], environment: limited)
        #expect(first.exitCode == 0, "\(first.standardError)")
        let before = fixture.storeBytes()
        let imported = fixture.run(["collection", "import", fixture.folder.appendingPathComponent("Second.json").path], environment: limited)
        #expect(imported.exitCode == 1)
        #expect(imported.standardError.hasPrefix("catalog: \(fixture.store): cannot write the collection store: the changed store would be "))
        #expect(imported.standardError.hasSuffix(" MB, over the 1 MB limit for one file (set CATALOG_MAX_FILE_MB to raise it); the collection store is unchanged\n"))
        #expect(fixture.storeBytes() == before)
        let listed = fixture.run(["favorites", "--format", "tsv"], environment: limited)
        #expect(listed.exitCode == 0 && listed.standardOutput.hasPrefix("heart\t"))
    }
}
