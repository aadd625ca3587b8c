import Foundation
@testable import SymbolCatalog

/// Field-by-field comparison of two data sets (``DataSet`` is not `Equatable`: its raw
/// tables hold tuples). Tests expect the list of differing fields to be empty.
enum DataSetComparison {
    static func differences(_ a: DataSet, _ b: DataSet) -> [String] {
        var fields = [String]()
        func check(_ name: String, _ same: Bool) { if !same { fields.append(name) } }
        check("name", a.name == b.name)
        check("version", a.version == b.version)
        check("location", a.location == b.location)
        check("symbols", a.symbols == b.symbols)
        check("symbolNames", a.symbolNames == b.symbolNames)
        check("orderedSymbols", a.orderedSymbols == b.orderedSymbols)
        check("releases", a.releases == b.releases)
        check("releaseIndex", a.releases.allSatisfy { b.release($0.id) == $0 } && a.releaseIndex.count == b.releaseIndex.count)
        check("nameReleases", a.nameReleases == b.nameReleases)
        check("variants", a.variants == b.variants)
        check("renames", a.renames == b.renames)
        check("legacyAliases", a.legacyAliases == b.legacyAliases)
        check("categories", a.categories == b.categories)
        check("styleFonts", a.styleFonts == b.styleFonts)
        check("counts", counts(a) == counts(b))
        check("checkInvariants", a.checkInvariants() == b.checkInvariants())
        fields += tableDifferences(a.tables, b.tables).map { "tables." + $0 }
        return fields
    }

    static func tableDifferences(_ a: MetadataTables, _ b: MetadataTables) -> [String] {
        var fields = [String]()
        func check(_ name: String, _ same: Bool) { if !same { fields.append(name) } }
        check("names", a.names.map { "\($0.name)=\($0.release)" } == b.names.map { "\($0.name)=\($0.release)" })
        check("releaseTable", a.releaseTable == b.releaseTable)
        check("layersets", a.layersets == b.layersets)
        check("layersetReleaseTable", a.layersetReleaseTable == b.layersetReleaseTable)
        check("drawSymbols", a.drawSymbols == b.drawSymbols)
        check("nameAliases", a.nameAliases == b.nameAliases)
        check("legacyAliases", a.legacyAliases == b.legacyAliases)
        check("categories", a.categories == b.categories)
        check("symbolCategories", a.symbolCategories == b.symbolCategories)
        check("keywords", a.keywords == b.keywords)
        check("restrictions", a.restrictions == b.restrictions)
        check("unicodes", a.unicodes == b.unicodes)
        check("styles", a.styles == b.styles)
        check("styleFonts", a.styleFonts == b.styleFonts)
        check("version", a.version == b.version)
        check("files", a.files.map { "\($0.name):\($0.format)" } == b.files.map { "\($0.name):\($0.format)" })
        return fields
    }

    static func counts(_ dataSet: DataSet) -> [Int] {
        [dataSet.symbolCount, dataSet.variantCount, dataSet.renameCount, dataSet.legacyAliasCount,
         dataSet.restrictedCount, dataSet.categoryCount]
    }

    /// Queries whose results must not depend on where the data set came from: name, old
    /// name, keyword and category matches, several terms, upper case, no term, filters, typos.
    static let queries: [SymbolQuery] = {
        func query(_ terms: [String], _ edit: (inout SymbolQuery) -> Void = { _ in }) -> SymbolQuery {
            var query = SymbolQuery()
            query.terms = terms
            edit(&query)
            return query
        }
        return [
            query(["heart"]), query(["HEART", "fill"]), query(["doc"]), query(["a"]), query(["arrow", "up"]),
            query(["communication"]), query(["Health"]), query(["zzz-nothing"]), query(["é"]), query([]),
            query(["circle"]) { $0.includeVariants = true }, query([]) { $0.restricted = true },
            query(["heart"]) { $0.limit = 3 }, query(["hart"]), query(["bookmak", "fill"]), query(["strar"]) { $0.exact = true },
            query(["heart"]) { $0.sort = .release },
        ]
    }()

    /// The search results of every query in ``queries`` (errors, such as an unknown
    /// category, as their description).
    static func searches(_ dataSet: DataSet) -> [String] {
        queries.map { query in
            do {
                return try dataSet.search(query).map { "\($0.name) \($0.score) \($0.match?.rawValue ?? "-") \($0.release) \($0.matchedOldNames) \($0.corrections)" }
                    .joined(separator: "|")
            } catch {
                return "error: \(error)"
            }
        }
    }
}
