/// What a ``DataSetDiff`` reads of each side besides its symbols: a ``DataSetView``, or a
/// whole data set read in place from its cache index (``IndexedDiffSide``).
protocol DiffSide {
    /// The side's label (``DataSetView/label``).
    var label: String { get }
    /// The aspects whose file the side has.
    var aspects: Set<DataSetView.Aspect> { get }
    /// Old name → current name (`name_aliases`, chains flattened).
    var renames: [String: String] { get }
    /// True when `name` is a current name of the side.
    func has(_ name: String) -> Bool
}

extension DataSetView: DiffSide {
    func has(_ name: String) -> Bool { entries[name] != nil }
}
