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

        public static func < (lhs: Source, rhs: Source) -> Bool { lhs.rank < rhs.rank }
    }

    public let name: String
    /// The data-set folder.
    public let path: String
    public let source: Source

    public init(name: String, path: String, source: Source) {
        self.name = name
        self.path = path
        self.source = source
    }
}
