import Foundation
@testable import catalog_cli
import CatalogTestSupport

/// Two data sets in a private folder, `before` and `after`, written with ``DataSetWriter``:
/// `after` adds ``name`` (2021), a symbol name holding a line feed and every invisible
/// character class, and gives `heart` the keyword ``name`` too. Both releases list iOS and
/// macOS.
struct InvisibleNameDataSet {
    /// A line feed, a line separator, a zero-width space, a byte-order mark, a tag
    /// character, a soft hyphen and an Arabic letter mark, each between plain letters.
    static let name = "line\nfeed\u{2028}sep\u{200B}zw\u{FEFF}bom\u{E0041}tag\u{AD}shy\u{61C}alm"
    /// ``name`` as every text output must show it.
    static let visible = #"line\nfeed\u{2028}sep\u{200B}zw\u{FEFF}bom\u{E0041}tag\u{AD}shy\u{61C}alm"#
    /// The scalars none of the text outputs may write as they are (a line feed aside, which
    /// ends their lines).
    static let hidden: Set<Unicode.Scalar> = ["\u{2028}", "\u{200B}", "\u{FEFF}", "\u{E0041}", "\u{AD}", "\u{61C}"]

    let scratch = Scratch("invisible-names")
    var before: String { scratch.file("before") }
    var after: String { scratch.file("after") }

    init() throws {
        let releases = ["2019": ["iOS": "13.0", "macOS": "10.15"], "2021": ["iOS": "15.0", "macOS": "12.0"]]
        DataSetWriter.write(before, names: ["heart": "2019"], aliases: [:], releases: releases)
        DataSetWriter.write(after, names: ["heart": "2019", Self.name: "2021"], aliases: [:], releases: releases)
        try Self.writeKeywords(["heart": ["kind"]], to: before)
        try Self.writeKeywords(["heart": ["kind", Self.name]], to: after)
    }

    func remove() { scratch.remove() }

    /// `catalog ARGUMENTS --data-set after` (without `--data-set` when `dataSet` is false),
    /// the index cache off, no clipboard tool on PATH.
    func run(_ arguments: [String], dataSet: Bool = true) -> CatalogCLI.Result {
        CatalogCLI.run(arguments: arguments + (dataSet ? ["--data-set", after] : []),
                       environment: ["CATALOG_NO_CACHE": "1", "PATH": "/nonexistent"])
    }

    /// True when `text` holds one of ``hidden`` as it is.
    static func hasHidden(_ text: String) -> Bool {
        text.unicodeScalars.contains { hidden.contains($0) }
    }

    /// `symbol_search.plist`: each name's keywords.
    private static func writeKeywords(_ keywords: [String: [String]], to folder: String) throws {
        let data = try PropertyListSerialization.data(fromPropertyList: keywords, format: .xml, options: 0)
        try data.write(to: URL(fileURLWithPath: folder + "/symbol_search.plist"))
    }
}
