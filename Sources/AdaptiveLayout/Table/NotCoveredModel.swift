/// A model known by name that the table has no figures for (`Data/layout/not-covered.tsv`):
/// the dated copy of the HIG's table it was made from does not list it.
public struct NotCoveredModel: Sendable, Hashable {
    /// The model's name.
    public let name: String
    /// Why it is not covered.
    public let note: String
}
