extension DataSet {
    /// A category with its member count (current base symbols).
    public struct CategorySummary: Hashable, Sendable {
        /// The category (for a key `categories.plist` lacks, one labelled by its key).
        public let category: SymbolCategory
        /// How many current symbols are in it (every symbol for `all`).
        public let memberCount: Int
    }

    /// Categories in the data set's order; `all` counts every symbol. Keys that symbols use
    /// but `categories.plist` lacks are listed after, labelled by their key.
    public var categorySummaries: [CategorySummary] {
        var counts = [String: Int]()
        for symbol in symbols.values { for key in symbol.categories { counts[key, default: 0] += 1 } }
        var result = categories.map { category in
            CategorySummary(category: category, memberCount: category.key == "all" ? symbolCount : counts[category.key] ?? 0)
        }
        let listed = Set(categories.map(\.key))
        for key in counts.keys.sorted() where !listed.contains(key) {
            result.append(CategorySummary(category: SymbolCategory(key: key, label: key, icon: ""), memberCount: counts[key] ?? 0))
        }
        return result
    }

    /// A release with how many symbols it added and renamed.
    public struct ReleaseSummary: Hashable, Sendable {
        /// The release.
        public let release: Release
        /// Current symbols introduced in this release as new symbols.
        public let added: Int
        /// Current symbols introduced in this release as new names of older ones.
        public let renamed: Int
        /// Localized variants introduced in this release.
        public let variants: Int
    }

    /// Every release (``releases``, in release order) with what it added and renamed.
    public var releaseSummaries: [ReleaseSummary] {
        var added = [ReleaseID: Int](), renamed = [ReleaseID: Int](), variantCounts = [ReleaseID: Int]()
        for symbol in symbols.values {
            if isRename(symbol) { renamed[symbol.introduced, default: 0] += 1 } else { added[symbol.introduced, default: 0] += 1 }
        }
        for variant in variants.values { variantCounts[variant.localization.release, default: 0] += 1 }
        return releases.map { release in
            ReleaseSummary(release: release, added: added[release.id] ?? 0, renamed: renamed[release.id] ?? 0,
                           variants: variantCounts[release.id] ?? 0)
        }
    }
}
