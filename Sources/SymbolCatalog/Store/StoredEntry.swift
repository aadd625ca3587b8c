/// One symbol in the favorites or a user collection, as the store keeps it: every name known
/// for it when it was added and the data set it came from, so that it can be found again in
/// data sets that call it something else.
public struct StoredEntry: Hashable, Sendable {
    /// The name as added, then its current name and its old names in ``dataSet`` (no
    /// duplicates, never empty). A data set shows the entry under the first name it knows.
    public var names: [String]
    /// The name of the data set it was added in (for people; lookups use ``names``).
    public var dataSet: String
    /// The ``DataSet/family`` of that data set: the entry is found only in sets of this
    /// family. Nil in entries stored before families were kept: found in every set, as then.
    public var family: String?

    /// An entry with `names` (empty names and repeats dropped, the first kept) from `dataSet`
    /// of `family`.
    public init(names: [String], dataSet: String, family: String? = nil) {
        if names.count > 16 {
            var seen = Set<String>()
            self.names = names.filter { !$0.isEmpty && seen.insert($0).inserted }
        } else {
            // An entry has a few names: a scan is cheaper than a set.
            var unique = [String]()
            unique.reserveCapacity(names.count)
            for name in names where !name.isEmpty && !unique.contains(name) { unique.append(name) }
            self.names = unique
        }
        self.dataSet = dataSet
        self.family = family
    }

    /// The name to mention when the entry is not in the data set at hand.
    public var primaryName: String { names.first ?? "" }
}
