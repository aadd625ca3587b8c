import Foundation
@testable import catalog_cli
import CatalogFormats
import CatalogTestSupport

/// A private folder with a collection store and two fixture data sets written by the test:
/// `sf5` (`doc.on.doc` current; `gone` only here) and `sf6` (`doc.on.doc` renamed
/// `document.on.document` in 2021; `fresh` and `heart.ar` only here). Both rename `a` to
/// `character` and have the legacy name `love` for `heart`.
struct StoreFixture {
    let folder: URL
    let sf5: String
    let sf6: String

    init(label: String = "store") {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-\(label)-\(UUID().uuidString)")
        sf5 = folder.appendingPathComponent("sf5").path
        sf6 = folder.appendingPathComponent("sf6").path
        let releases: [String: [String: String]] = [
            "2019": ["iOS": "13.0", "macOS": "10.15"], "2020": ["iOS": "14.0", "macOS": "11.0"], "2021": ["iOS": "15.0", "macOS": "12.0"],
        ]
        let common = ["heart": "2019", "heart.fill": "2019", "doc.on.doc": "2019", "trash": "2019", "a": "2019", "character": "2020", "star": "2020"]
        DataSetWriter.write(sf5, names: common.merging(["gone": "2019"]) { $1 }, aliases: ["a": "character"],
                          releases: releases.filter { $0.key != "2021" })
        DataSetWriter.write(sf6, names: common.merging(["document.on.document": "2021", "fresh": "2021", "heart.ar": "2021"]) { $1 },
                          aliases: ["a": "character", "doc.on.doc": "document.on.document"], releases: releases)
    }

    /// A data set of `count` symbols `s000`, `s001`, … (for many distinct names).
    func writeNumbered(_ count: Int, named name: String = "numbered") -> String {
        let path = folder.appendingPathComponent(name).path
        let names = Dictionary(uniqueKeysWithValues: (0..<count).map { (Self.numbered($0), "2019") })
        DataSetWriter.write(path, names: names, aliases: [:], releases: ["2019": ["iOS": "13.0"]])
        return path
    }

    static func numbered(_ index: Int) -> String { "s" + String(index).leftPadded(to: 3) }

    var store: String { folder.appendingPathComponent("data/collections.json").path }

    /// Embedded data, a private XDG_DATA_HOME, and the store in this folder.
    var environment: [String: String] {
        CLI.environment(home: folder.appendingPathComponent("home"), ["CATALOG_STORE": store])
    }

    /// Runs the CLI in-process, on `dataSet` (default `sf6`) when the command takes one.
    func run(_ arguments: [String], dataSet: String? = nil, environment extra: [String: String] = [:], terminal: Bool = false) -> CatalogCLI.Result {
        let spec = CatalogCLI.commands.filter { arguments.starts(with: $0.path) }.max { $0.path.count < $1.path.count }
        let takesDataSet = spec?.option(named: "data-set") != nil && !arguments.contains("--data-set")
        return CLI.run(arguments + (takesDataSet ? ["--data-set", dataSet ?? sf6] : []), environment: environment.merging(extra) { $1 },
                       terminal: terminal)
    }

    func storeText() -> String? { try? String(contentsOfFile: store, encoding: .utf8) }
    func storeBytes() -> Data? { FileManager.default.contents(atPath: store) }

    func writeStore(_ text: String) {
        try? FileManager.default.createDirectory(atPath: (store as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: store, contents: Data(text.utf8))
    }

    func remove() { try? FileManager.default.removeItem(at: folder) }
}
