extension DataSetDiff {
    /// The names that changed from one release of a data set to the next: ``DataSetDiff``'s
    /// ``DataSetDiff/added``, ``DataSetDiff/renamed`` and ``DataSetDiff/removed`` of the views
    /// at the two releases.
    public struct NameChanges: Hashable, Sendable {
        /// The older release.
        public let from: ReleaseID
        /// The newer release.
        public let to: ReleaseID
        /// Names current at `to` only (not rename targets), sorted.
        public let added: [String]
        /// Names current at `from` that `to` resolves to another current name, sorted by old name.
        public let renamed: [Rename]
        /// Names current at `from` that `to` neither has nor resolves, sorted.
        public let removed: [String]
    }

    /// For each consecutive pair of `releases` (oldest first, as ``ReleaseID`` orders them),
    /// the names that `DataSetDiff(from: DataSetView(dataSet, at: older), to:
    /// DataSetView(dataSet, at: newer))` reports added, renamed and removed, computed in one
    /// pass over the names instead of two views and a diff per pair (a set of 200 releases
    /// and 7,000 names: one pass instead of 200 of each).
    ///
    /// A name is current over a run of releases: from its introduction until its rename
    /// applies (``DataSetView``'s rules, the same functions). So each name enters and leaves
    /// at most once; a pair's added names are those entering there that are no rename
    /// target, and the names leaving are renamed or removed as the newer view resolves them.
    public static func nameChanges(_ dataSet: DataSet, releases: [ReleaseID]) -> [NameChanges] {
        let count = releases.count
        guard count > 1 else { return [] }
        // The first release at which `holds` is true; false up to some release, true from it on.
        func firstRelease(where holds: (ReleaseID) -> Bool) -> Int {
            var low = 0, high = count
            while low < high {
                let middle = (low + high) / 2
                if holds(releases[middle]) { high = middle } else { low = middle + 1 }
            }
            return low
        }
        var spans = [String: Range<Int>](minimumCapacity: dataSet.nameReleases.count)
        var entering = [[String]](repeating: [], count: count), leaving = [[String]](repeating: [], count: count)
        for (name, introduced) in dataSet.nameReleases where DataSetView.currentSymbol(of: name, in: dataSet) != nil {
            let start = firstRelease { introduced <= $0 }
            let end = dataSet.renames[name] == nil ? count : firstRelease { DataSetView.renamed(name, in: dataSet, at: $0) != nil }
            guard start < end else { continue }
            spans[name] = start..<end
            if start > 0 { entering[start].append(name) }
            if end < count { leaving[end].append(name) }
        }
        return (1..<count).map { index in
            var renamed = [Rename](), removed = [String](), targets = Set<String>()
            for name in leaving[index].sorted() {
                if let target = DataSetView.resolve(name, in: dataSet, at: releases[index]), spans[target]?.contains(index) == true {
                    renamed.append(Rename(from: name, to: target))
                    targets.insert(target)
                } else {
                    removed.append(name)
                }
            }
            return NameChanges(from: releases[index - 1], to: releases[index],
                               added: entering[index].filter { !targets.contains($0) }.sorted(), renamed: renamed, removed: removed)
        }
    }
}
