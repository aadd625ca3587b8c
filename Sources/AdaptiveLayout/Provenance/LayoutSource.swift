/// A source of the table's figures (`Data/layout/sources.tsv`): Apple's page or a third
/// party's measurement.
public struct LayoutSource: Sendable, Hashable {
    /// Its id, as figures name it (`hig-layout`).
    public let id: String
    /// `apple` for Apple's own pages, else who published it.
    public let publisher: String
    /// Its title.
    public let title: String
    /// Where it is.
    public let location: String
    /// Its own date, where known (`2025-09-09`, `2018`).
    public let date: String?
    /// What it gives the table.
    public let gives: String

    /// True for Apple's own pages.
    public var isApple: Bool { publisher == "apple" }

    /// One line for people: `Geoff Hackworth, "How iPad Apps …", hacknicity.medium.com, 2018`.
    public var citation: String {
        let author = isApple ? "Apple" : publisher
        return ([author, title, location] + (date.map { [$0] } ?? [])).joined(separator: ", ")
    }
}
