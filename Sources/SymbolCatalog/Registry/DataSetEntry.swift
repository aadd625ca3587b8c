/// A data set that `catalog` can find by name or path.
public struct DataSetEntry: Hashable, Sendable {
    /// Where the data set comes from, in search order.
    public enum Source: String, Sendable, Comparable {
        /// A folder given as a path.
        case path
        /// A name registered with `catalog data-sets add`.
        case registered
        /// Shipped with `catalog` (`Data/symbols`, or `share/catalog/symbols` when installed).
        case embedded

        private var rank: Int {
            switch self {
            case .path: 0
            case .registered: 1
            case .embedded: 2
            }
        }

        /// In search order: a path first, an embedded data set last.
        public static func < (lhs: Source, rhs: Source) -> Bool { lhs.rank < rhs.rank }
    }

    /// The name it is found by (for a path, ``DataSetLoader/displayName(of:)``).
    public let name: String
    /// The data-set folder.
    public let path: String
    /// Where it comes from.
    public let source: Source

    /// The data set `name` in the folder `path`, from `source`.
    public init(name: String, path: String, source: Source) {
        self.name = name
        self.path = path
        self.source = source
    }
}
