extension DataSetDiff {
    /// The changes from the whole data set `old` to `new`: what
    /// `DataSetDiff(from: DataSetView(old), to: DataSetView(new))` finds, without decoding
    /// either set when both are still in their cache indexes (``IndexedDiffSide``): the names
    /// are merged in the indexes' order, and only the symbols that may have changed, and the
    /// names that are not in both, are made.
    public init(from old: DataSet, to new: DataSet) {
        if let oldIndex = old.indexedData, let newIndex = new.indexedData,
           let diff = oldIndex.withView({ oldView in
               newIndex.withView { newView -> DataSetDiff? in
                   guard let before = IndexedDiffSide(old, oldIndex, oldView),
                         let after = IndexedDiffSide(new, newIndex, newView) else { return nil }
                   return DataSetDiff(from: before, to: after)
               }
           }) {
            self = diff
        } else {
            self.init(from: DataSetView(old), to: DataSetView(new))
        }
    }

    /// The same steps as ``init(from:to:)-(DataSetView,DataSetView)`` over the indexes: the
    /// names in byte order (their `String` order, being ASCII), so one merge finds the names
    /// both have.
    init(from old: IndexedDiffSide, to new: IndexedDiffSide) {
        self.init(labels: old, new)
        let (oneSided, aliasedSide) = findOneSidedOldNames(old, new)
        var pairs = [(old: Int, new: Int)]()
        var renameTargets = Set<Int>()
        var newOnly = [Int]()
        var (position, newPosition) = (0, 0)
        while position < old.count || newPosition < new.count {
            let order = position == old.count ? 1 : newPosition == new.count ? -1
                : IndexedDiffSide.order(old.nameBytes(position), new.nameBytes(newPosition))
            if order > 0 {
                newOnly.append(newPosition)
                newPosition += 1
                continue
            }
            defer { position += 1 }
            if order == 0 {
                newPosition += 1
                if oneSided.isEmpty || !oneSided.contains(old.name(position)) { pairs.append((position, newPosition - 1)) }
                continue
            }
            let name = old.name(position)
            guard !oneSided.contains(name) else { continue }
            if let target = new.currentName(resolving: name), let targetPosition = new.index(of: target) {
                renamed.append(Rename(from: name, to: target))
                renameTargets.insert(targetPosition)
                pairs.append((position, targetPosition))
            } else {
                removed.append(name)
            }
        }
        for newPosition in newOnly where !renameTargets.contains(newPosition) {
            let name = new.name(newPosition)
            if oneSided.isEmpty || !oneSided.contains(name) { added.append(name) }
        }
        for (oldPosition, newPosition) in pairs {
            let sameName = IndexedDiffSide.order(old.nameBytes(oldPosition), new.nameBytes(newPosition)) == 0
            guard old.mayDiffer(oldPosition, from: new, newPosition, sameName: sameName),
                  let before = old.entry(oldPosition), let after = new.entry(newPosition) else { continue }
            compare(before, after, name: new.name(newPosition), sameName: sameName)
        }
        finish(aliasedSide)
    }
}
