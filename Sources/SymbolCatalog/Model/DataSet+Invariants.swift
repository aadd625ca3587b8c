extension DataSet {
    /// The invariants that hold in every real SF Symbols data set (§6 of the format
    /// reference). Returns one line per violation; empty when all hold.
    ///
    /// A mismatched set (say, categories from one app build and names from another) shows
    /// up here instead of failing to load.
    public func checkInvariants() -> [String] {
        var problems = [String]()
        func report(_ message: String, _ names: [String]) {
            guard !names.isEmpty else { return }
            let sorted = names.sorted()
            let shown = sorted.prefix(5).joined(separator: ", ")
            problems.append("\(message) (\(sorted.count)): \(shown)\(sorted.count > 5 ? ", …" : "")")
        }
        // 1. Every name's release is in the name_availability release table, or is a year
        //    from 2025 on, inferred (SF 7's files stopped listing 2025; `info` says so).
        if !tables.releaseTable.isEmpty {
            report("names whose release is not in year_to_release",
                   tables.names.filter { entry in
                       tables.releaseTable[entry.release] == nil && release(ReleaseID(entry.release))?.isInferred != true
                   }.map(\.name))
        }
        // 2. Every alias target exists; no target is itself an old name (chains flattened).
        report("name_aliases targets missing from name_availability",
               tables.nameAliases.filter { nameReleases[$0.value] == nil }.map(\.key))
        report("name_aliases targets that are themselves renamed",
               tables.nameAliases.filter { tables.nameAliases[$0.value] != nil }.map(\.key))
        // 3. Categories and keywords describe names of this data set.
        report("symbol_categories names missing from name_availability",
               tables.symbolCategories.keys.filter { nameReleases[$0] == nil })
        report("symbol_search names missing from name_availability",
               tables.keywords.keys.filter { nameReleases[$0] == nil })
        if !tables.categories.isEmpty {
            let keys = Set(tables.categories.map(\.key))
            report("symbols in categories that categories.plist does not list",
                   tables.symbolCategories.filter { !$0.value.allSatisfy(keys.contains) }.map(\.key))
        }
        // 4. Restrictions describe names of this data set.
        report("restricted names missing from name_availability",
               tables.restrictions.keys.filter { nameReleases[$0] == nil })
        // 5. Release ids are numeric, so they sort by components.
        report("release ids that are not dot-separated numbers",
               releases.filter { !$0.id.isNumeric }.map(\.id.rawValue))
        // 6. Legacy aliases resolve to a name of this data set.
        report("legacy aliases that do not resolve",
               legacyAliases.filter { nameReleases[$0.value] == nil }.map(\.key))
        // 7. Variants have a base, except `.rtl` phantoms; layerset keys are current names.
        report("variants without a base (other than .rtl)",
               variants.filter { $0.value.symbolName == nil && !$0.value.localization.suffix.isRightToLeft }.map(\.key))
        report("layerset names missing from name_availability",
               tables.layersets.keys.filter { nameReleases[$0] == nil })
        report("draw_symbols names missing from name_availability",
               tables.drawSymbols.filter { nameReleases[$0] == nil })
        // Our own data sets: styles describe names, and each style has a font.
        report("symbol_styles names missing from name_availability",
               tables.styles.keys.filter { nameReleases[$0] == nil })
        if !tables.styleFonts.isEmpty {
            report("styles without a font in style_fonts.plist",
                   Array(Set(tables.styles.values.joined()).filter { tables.styleFonts[$0] == nil }))
        }
        return problems
    }
}
