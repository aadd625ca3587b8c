
/// A search over several data sets (`search --data-set all`, or a list): each set searched
/// with the same query and the same rule table, the results merged into one list.
///
/// Scores are comparable across sets (``SearchResult/score`` comes from one rule table), so
/// by relevance the lists merge by score: each set keeps its own order, and between sets a
/// higher score comes first, then the shorter name, then the name, then the set named first.
/// By name (and with no term) they merge by name, then set; by release each set's results
/// come in turn, in the order the sets were named (releases of different sets do not compare).
package struct SetSearch {
    /// One result and the data set it comes from.
    package struct Hit {
        /// Where the result was found.
        package let dataSet: DataSet
        /// The result, as that set's search gave it.
        package let result: SearchResult
        /// Favorites and collections of that set.
        package let marks: StoreMarks
        /// The platform whose OS versions annotate text (`--platform`, `--available-in`).
        package let platform: Platform?

        package init(dataSet: DataSet, result: SearchResult, marks: StoreMarks, platform: Platform?) {
            (self.dataSet, self.result, self.marks, self.platform) = (dataSet, result, marks, platform)
        }
    }

    /// Each searched set's hits, best first, in the order the sets were named.
    package var perSet: [[Hit]] = []
    /// How many results all the sets had, before any limit.
    package var totalCount = 0

    package init() {}

    /// The hits merged in `sort`'s order (see the type's discussion); `ranked` false (no term)
    /// orders relevance by name, as a search of one set does.
    package func merged(sort: SearchSort, ranked: Bool) -> [Hit] {
        switch ranked || sort != .relevance ? sort : .name {
        case .release:
            return perSet.flatMap { $0 }
        case .name:
            return mergeBy { left, right in left.result.name < right.result.name }
        case .relevance:
            return mergeBy { left, right in
                if left.result.score != right.result.score { return left.result.score > right.result.score }
                if left.result.name.count != right.result.name.count { return left.result.name.count < right.result.name.count }
                return left.result.name < right.result.name
            }
        }
    }

    /// A k-way merge of the sets' lists: the head that `precedes` the others goes next; a tie
    /// goes to the set named first. Each set's own order is kept.
    private func mergeBy(_ precedes: (Hit, Hit) -> Bool) -> [Hit] {
        var positions = Array(repeating: 0, count: perSet.count)
        var merged = [Hit]()
        merged.reserveCapacity(perSet.reduce(0) { $0 + $1.count })
        while true {
            var best: Int?
            for set in perSet.indices where positions[set] < perSet[set].count {
                guard let current = best else { best = set; continue }
                if precedes(perSet[set][positions[set]], perSet[current][positions[current]]) { best = set }
            }
            guard let best else { return merged }
            merged.append(perSet[best][positions[best]])
            positions[best] += 1
        }
    }
}
