import CatalogTestSupport
import Foundation
import Testing
@testable import SymbolCatalog

/// `Data/vocabulary.tsv` as compiled in: fresh (`Scripts/generate-vocabulary.py`), and every
/// entry's target found, as whole words of a name or a keyword, in a set of its family: the
/// embedded open sets and the full SF 6 set of `../shared/sfsymbols`.
@Suite("Vocabulary: the compiled table is fresh and every entry finds a symbol of its family")
struct VocabularyTableTests {
    static let tsv = TestPaths.packageRoot.appendingPathComponent("Data/vocabulary.tsv")

    /// The TSV's entries, as the generator reads them: past `#` lines and the header row.
    static func entries() throws -> [(family: String, word: String, target: String)] {
        let text = try String(contentsOf: tsv, encoding: .utf8)
        let rows = text.split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.allSatisfy(\.isWhitespace) }.dropFirst()
        return rows.map { row in
            let cells = row.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            return (cells[0], cells[1], cells.count > 2 ? cells[2] : "")
        }
    }

    @Test("the compiled table is Data/vocabulary.tsv (else: python3 Scripts/generate-vocabulary.py)")
    func fresh() throws {
        let entries = try Self.entries()
        #expect(!entries.isEmpty)
        #expect(Vocabulary.table.map { "\($0.family)\t\($0.word)\t\($0.target)" } == entries.map { "\($0.family)\t\($0.word)\t\($0.target)" },
                "stale: run python3 Scripts/generate-vocabulary.py")
    }

    /// The sets each family's entries are checked in.
    static func dataSets() throws -> [DataSet] {
        var sets = try ["fontawesome-5.15.4", "fontawesome-6", "fontawesome-7", "mdi", "phosphor", "lucide"].map { name in
            try DataSetLoader.load(path: TestPaths.packageRoot.appendingPathComponent("Data/symbols/\(name)").path)
        }
        let sf6 = TestPaths.shared("sf6.0_2025-08_composed")
        if FileManager.default.fileExists(atPath: sf6) { sets.append(try DataSetLoader.load(path: sf6)) }
        return sets
    }

    @Test("every entry's target is whole words of a name or a keyword in a set of its family; no word maps to itself")
    func everyEntryFindsASymbol() throws {
        let sets = try Self.dataSets()
        let families = Set(sets.map(\.family))
        for entry in try Self.entries() {
            #expect(entry.word != entry.target && entry.word == entry.word.lowercased(), "\(entry)")
            // SF entries are checked where the shared SF 6 set is (CI has it).
            guard families.contains(entry.family) else {
                #expect(entry.family == DataSet.appleFamily && TestPaths.sharedSymbols == nil, "no embedded set of the family \(entry.family)")
                continue
            }
            let target = SearchTerm(entry.target.lowercased(), categories: [])
            let found = sets.filter { $0.family == entry.family }.contains { set in
                set.symbolNames.contains { name in set.symbols[name].map(target.isWholeWord(of:)) ?? false }
            }
            #expect(found, "\(entry.family): \(entry.word) → \(entry.target) finds no symbol")
        }
    }

    @Test("every family the table names is a family of a set catalog reads")
    func knownFamilies() throws {
        let families = Set(try Self.dataSets().map(\.family)).union([DataSet.appleFamily])
        for family in Vocabulary.families { #expect(families.contains(family), "\(family)") }
    }
}
