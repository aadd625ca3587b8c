import CatalogTestSupport
import Foundation
import Testing
@testable import SymbolCatalog

/// A registry of its own: embedded data (`CATALOG_DATA_DIR`) holding the mini set as `mini`,
/// and registered names under a private `XDG_DATA_HOME`.
private struct RegistrySandbox {
    let scratch: Scratch
    let registry: DataSetRegistry
    /// A second copy of the mini set, outside the embedded folder, to register.
    let other: String

    init() throws {
        scratch = Scratch("registry")
        let embedded = scratch.file("embedded/mini"), other = scratch.file("other")
        for folder in [embedded, other] {
            let writer = FixtureWriter(label: "registry-source")
            defer { writer.remove() }
            try MiniDataSet.write(to: writer, plist: .xml, strings: .stringsUTF8)
            try FileManager.default.createDirectory(atPath: (folder as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try FileManager.default.copyItem(atPath: writer.path, toPath: folder)
        }
        self.other = other
        registry = DataSetRegistry(environment: ["CATALOG_DATA_DIR": scratch.file("embedded"), "XDG_DATA_HOME": scratch.file("data")],
                                   executablePath: nil)
    }
}

@Suite("DataSetRegistry: embedded and registered names, the default, did-you-mean")
struct DataSetRegistryTests {
    @Test("embedded sets by name; the default is the newest; a folder path is taken as it is")
    func embedded() throws {
        let sandbox = try RegistrySandbox()
        defer { sandbox.scratch.remove() }
        let registry = sandbox.registry
        #expect(registry.registryFolder == sandbox.scratch.file("data") + "/catalog/data-sets")
        #expect(registry.embedded() == [DataSetEntry(name: "mini", path: sandbox.scratch.file("embedded/mini"), source: .embedded)])
        #expect(try registry.locate(nil) == registry.embedded()[0])
        #expect(try registry.locate("mini") == registry.embedded()[0])
        #expect(try registry.locate(sandbox.other) == DataSetEntry(name: "other", path: sandbox.other, source: .path))
    }

    @Test("a registered name is a link to the resolved folder and comes before embedded names; remove forgets it")
    func registerAndRemove() throws {
        let sandbox = try RegistrySandbox()
        defer { sandbox.scratch.remove() }
        let registry = sandbox.registry
        try FileManager.default.createSymbolicLink(atPath: sandbox.scratch.file("link"), withDestinationPath: sandbox.other)
        let dataSet = try registry.register(name: "mine", path: sandbox.scratch.file("link"))
        #expect(dataSet.name == "mine")
        let mine = DataSetEntry(name: "mine", path: sandbox.other, source: .registered)
        #expect(registry.registered() == [mine])
        #expect(registry.all().map(\.name) == ["mine", "mini"])
        #expect(try registry.locate("mine") == mine)
        try registry.remove(name: "mine")
        #expect(registry.registered() == [])
        #expect(FileManager.default.fileExists(atPath: sandbox.other), "the folder itself is left alone")
    }

    @Test("refusals: a bad name, an embedded name, a name taken, a line break, an unknown name with close ones")
    func refusals() throws {
        let sandbox = try RegistrySandbox()
        defer { sandbox.scratch.remove() }
        let registry = sandbox.registry
        #expect(throws: DataSetRegistryError.invalidName(".hidden")) { try registry.register(name: ".hidden", path: sandbox.other) }
        #expect(throws: DataSetRegistryError.embeddedName("mini")) { try registry.register(name: "mini", path: sandbox.other) }
        try registry.register(name: "mine", path: sandbox.other)
        #expect(throws: DataSetRegistryError.alreadyRegistered("mine", path: sandbox.other)) {
            try registry.register(name: "mine", path: sandbox.other)
        }
        #expect(throws: DataSetRegistryError.invalidPath("a\nb", reason: "it contains a line break")) {
            try registry.register(name: "lines", path: "a\nb")
        }
        #expect(throws: DataSetRegistryError.notRegistered("mien", suggestions: ["mine"])) { try registry.remove(name: "mien") }
        #expect(throws: DataSetRegistryError.embeddedName("mini")) { try registry.remove(name: "mini") }
        do {
            _ = try registry.locate("minie")
            Issue.record("an unknown name was located")
        } catch {
            // Equally close: in name order.
            #expect(error.description == "unknown data set 'minie' (not a folder, a registered name or an embedded one); did you mean 'mine' or 'mini'?")
        }
    }

    @Test("a chosen default: used without a name, kept in a file of its own, an error once gone, cleared")
    func chosenDefault() throws {
        let sandbox = try RegistrySandbox()
        defer { sandbox.scratch.remove() }
        let registry = sandbox.registry
        try registry.register(name: "mine", path: sandbox.other)
        #expect(registry.chosenDefault == nil)
        #expect(try registry.locate(nil).name == "mini")
        try registry.setDefault(name: "mine")
        #expect(registry.chosenDefault == "mine")
        #expect(registry.defaultChoicePath == sandbox.scratch.file("data") + "/catalog/default-data-set")
        #expect(sandbox.scratch.text("data/catalog/default-data-set") == "mine\n")
        #expect(try registry.locate(nil) == DataSetEntry(name: "mine", path: sandbox.other, source: .registered))
        #expect(throws: DataSetRegistryError.unknownDataSet("mien", suggestions: ["mine"])) { try registry.setDefault(name: "mien") }
        try registry.remove(name: "mine")
        #expect(throws: DataSetRegistryError.defaultGone("mine", suggestions: ["mini"])) { try registry.locate(nil) }
        #expect(try registry.locate("mini").name == "mini", "a name given still works")
        try registry.clearDefault()
        try registry.clearDefault()
        #expect(registry.chosenDefault == nil)
        #expect(try registry.locate(nil).name == "mini")
    }

    @Test("nowhere to keep a registry, no embedded data: errors that say what to do")
    func nothing() {
        let registry = DataSetRegistry(environment: ["CATALOG_DATA_DIR": "/nonexistent/catalog-data"], executablePath: nil)
        #expect(registry.registryFolder == nil)
        #expect(throws: DataSetRegistryError.noLocation) { try registry.register(name: "x", path: "/nonexistent/x") }
        #expect(throws: DataSetRegistryError.noEmbeddedDataSets(searched: ["/nonexistent/catalog-data"])) { try registry.locate(nil) }
    }
}
