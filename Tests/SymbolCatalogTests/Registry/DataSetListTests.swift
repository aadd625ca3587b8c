import CatalogTestSupport
import Foundation
import Testing
@testable import SymbolCatalog

/// Embedded data in `share/catalog/symbols` (as installed) holding the mini set twice, as
/// `alpha` and `beta`, and a private `XDG_DATA_HOME`.
private struct SetsSandbox {
    let scratch = Scratch("data-set-list")
    var embedded: String { scratch.file("share/catalog/symbols") }
    var registry: DataSetRegistry {
        DataSetRegistry(environment: ["CATALOG_DATA_DIR": embedded, "XDG_DATA_HOME": scratch.file("data")], executablePath: nil)
    }

    init() throws {
        for name in ["alpha", "beta"] {
            let writer = FixtureWriter(label: "data-set-list-source")
            defer { writer.remove() }
            try MiniDataSet.write(to: writer, plist: .xml, strings: .stringsUTF8)
            try FileManager.default.createDirectory(atPath: embedded, withIntermediateDirectories: true)
            try FileManager.default.copyItem(atPath: writer.path, toPath: embedded + "/" + name)
        }
    }
}

@Suite("Several data sets named at once, and the sets a command reads by default")
struct DataSetListTests {
    @Test("values split at commas (not a folder's path), empty pieces dropped; several, or all, is several", arguments: [
        (["sf6"], ["sf6"], false),
        (["sf6, mdi,,"], ["sf6", "mdi"], true),
        (["sf6", "mdi"], ["sf6", "mdi"], true),
        (["all"], ["all"], true),
        (["./a,b"], ["./a,b"], false),
        ([], [], false),
    ])
    func references(values: [String], references: [String], isSeveral: Bool) {
        let list = DataSetList(values: values)
        #expect(list.references == references)
        #expect(list.isSeveral == isSeveral)
    }

    @Test("all expands to every set; each set once, in the order named; an unknown name is the registry's error")
    func entries() throws {
        let sandbox = try SetsSandbox()
        defer { sandbox.scratch.remove() }
        let registry = sandbox.registry
        #expect(try DataSetList(values: ["beta", "all"]).entries(in: registry).map(\.name) == ["beta", "alpha"])
        #expect(try DataSetList(values: ["alpha,alpha", "beta"]).entries(in: registry).map(\.name) == ["alpha", "beta"])
        #expect(throws: DataSetRegistryError.self) { try DataSetList(values: ["alpha,gamma"]).entries(in: registry) }
    }

    @Test("one set where one is read: a value naming several is refused as such; an unknown one keeps its did-you-mean")
    func locateOne() throws {
        let sandbox = try SetsSandbox()
        defer { sandbox.scratch.remove() }
        let registry = sandbox.registry
        #expect(try registry.locateOne("beta").name == "beta")
        #expect(throws: DataSetRegistryError.severalNamed("alpha,beta")) { try registry.locateOne("alpha,beta") }
        #expect(throws: DataSetRegistryError.severalNamed("all")) { try registry.locateOne("all") }
        #expect(DataSetRegistryError.severalNamed("all").description
            == "'all' names several data sets: only 'catalog search' reads several; give one name")
        #expect(throws: DataSetRegistryError.unknownDataSet("alpah", suggestions: ["alpha"])) { try registry.locateOne("alpah") }
    }

    @Test("named sets each once in order; none named: every embedded set, the default first")
    func entriesOrEmbedded() throws {
        let sandbox = try SetsSandbox()
        defer { sandbox.scratch.remove() }
        let registry = sandbox.registry
        #expect(try registry.entriesOrEmbedded(["beta", "alpha", "beta"]).map(\.name) == ["beta", "alpha"])
        try registry.setDefault(name: "alpha")
        #expect(try registry.entriesOrEmbedded([]).map(\.name) == ["alpha", "beta"])
        try registry.setDefault(name: "beta")
        #expect(try registry.entriesOrEmbedded([]).map(\.name) == ["beta", "alpha"])
        let empty = DataSetRegistry(environment: ["CATALOG_DATA_DIR": sandbox.scratch.file("none")], executablePath: nil)
        #expect(throws: DataSetRegistryError.self) { try empty.entriesOrEmbedded([]) }
    }

    @Test("the listing of data-sets: every set loaded, the default marked")
    func listing() throws {
        let sandbox = try SetsSandbox()
        defer { sandbox.scratch.remove() }
        try sandbox.registry.setDefault(name: "beta")
        let listings = DataSetListing.all(in: sandbox.registry)
        #expect(listings.map(\.entry.name) == ["alpha", "beta"])
        #expect(listings.map(\.isDefault) == [false, true])
        #expect(listings.allSatisfy { $0.problem == nil && $0.dataSet != nil })
    }

    @Test("the install command names the script beside the embedded data, only for an embedded set")
    func fontInstallCommand() throws {
        let sandbox = try SetsSandbox()
        defer { sandbox.scratch.remove() }
        let registry = sandbox.registry
        let alpha = try DataSetLoader.load(path: sandbox.embedded + "/alpha", name: "alpha")
        #expect(registry.fontInstallCommand(for: alpha) == nil)  // no script yet
        let script = sandbox.scratch.file("share/catalog/install-fonts.sh")
        sandbox.scratch.write("#!/bin/sh\n", "share/catalog/install-fonts.sh")
        #expect(registry.fontInstallCommand(for: alpha) == nil)  // not executable
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script)
        #expect(registry.fontInstallCommand(for: alpha) == script + " alpha")
        let outside = sandbox.scratch.file("elsewhere/alpha")
        try FileManager.default.createDirectory(atPath: sandbox.scratch.file("elsewhere"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: sandbox.embedded + "/alpha", toPath: outside)
        #expect(registry.fontInstallCommand(for: try DataSetLoader.load(path: outside, name: "alpha")) == nil)
    }
}
