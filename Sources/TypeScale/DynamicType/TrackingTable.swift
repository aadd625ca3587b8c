/// One row of a HIG tracking table: at `pointSize`, track by `thousandthsOfEm` / 1000 em,
/// which the HIG also prints in points. The two columns are rounded independently (at 17 pt
/// SF Pro, -26/1000 em is -0.442 pt but the table prints -0.43).
public struct TrackingRow: Hashable, Sendable {
    /// The font size in points.
    public let pointSize: Double
    /// Tracking in 1/1000 em.
    public let thousandthsOfEm: Int
    /// Tracking in points, as printed (two decimals).
    public let points: Double

    /// Creates a row.
    public init(pointSize: Double, thousandthsOfEm: Int, points: Double) {
        self.pointSize = pointSize
        self.thousandthsOfEm = thousandthsOfEm
        self.points = points
    }

    init(_ pointSize: Double, _ thousandthsOfEm: Int, _ points: Double) {
        self.init(pointSize: pointSize, thousandthsOfEm: thousandthsOfEm, points: points)
    }
}

/// A HIG tracking table for one family (and platform group), rows by increasing point size.
///
/// The data lives in `Generated/TrackingData+*.swift`, made by
/// `Scripts/generate-dynamic-type.py`. SF Pro has two tables that differ only at 52/53 pt,
/// where the iOS table prints +0.33/+0.31 pt and the macOS/tvOS table +0.31/+0.33.
public struct TrackingTable: Hashable, Sendable, Identifiable {
    /// Which table.
    public enum ID: String, CaseIterable, Hashable, Sendable {
        /// SF Pro on iOS, iPadOS and visionOS, 6–96 pt.
        case sfProIOS
        /// SF Pro on macOS and tvOS, 6–96 pt.
        case sfProMacOSTvOS
        /// SF Pro Rounded, 6–96 pt.
        case sfProRounded
        /// New York, 6–260 pt.
        case newYork
        /// SF Compact (watchOS), 6–96 pt.
        case sfCompact
        /// SF Compact Rounded (watchOS), 6–96 pt.
        case sfCompactRounded
    }

    /// Which table this is.
    public let id: ID
    /// The font family: "SF Pro", "SF Pro Rounded", "New York", "SF Compact",
    /// "SF Compact Rounded".
    public let familyName: String
    /// The rows, by strictly increasing ``TrackingRow/pointSize``.
    public let rows: [TrackingRow]

    /// The row that applies at `pointSize` (points): the nearest row, the smaller on a tie;
    /// the first row below the table and the last row above it.
    public func row(forPointSize pointSize: Double) -> TrackingRow {
        guard let above = rows.firstIndex(where: { $0.pointSize >= pointSize }) else { return rows[rows.count - 1] }
        guard above > 0, rows[above].pointSize != pointSize else { return rows[above] }
        let lower = rows[above - 1], upper = rows[above]
        return upper.pointSize - pointSize < pointSize - lower.pointSize ? upper : lower
    }

    /// The table `design` uses on `platform`, or nil for ``FontDesign/monospaced`` (SF Mono has
    /// no tracking table; its tracking is 0).
    ///
    /// Default design: SF Pro (iOS table on iOS, macOS/tvOS table on macOS and tvOS), SF
    /// Compact on watchOS. Rounded: SF Pro Rounded, SF Compact Rounded on watchOS. Serif: New
    /// York everywhere.
    public static func table(for design: FontDesign, platform: TypePlatform) -> TrackingTable? {
        switch (design, platform) {
        case (.default, .ios): .sfProIOS
        case (.default, .macos), (.default, .tvos): .sfProMacOSTvOS
        case (.default, .watchos): .sfCompact
        case (.rounded, .watchos): .sfCompactRounded
        case (.rounded, _): .sfProRounded
        case (.serif, _): .newYork
        case (.monospaced, _): nil
        }
    }

    /// SF Pro tracking on iOS, iPadOS and visionOS.
    public static let sfProIOS = TrackingTable(
        id: .sfProIOS, familyName: "SF Pro", rows: sfProIOSRows)
    /// SF Pro tracking on macOS and tvOS.
    public static let sfProMacOSTvOS = TrackingTable(
        id: .sfProMacOSTvOS, familyName: "SF Pro", rows: sfProMacOSTvOSRows)
    /// SF Pro Rounded tracking.
    public static let sfProRounded = TrackingTable(
        id: .sfProRounded, familyName: "SF Pro Rounded", rows: sfProRoundedRows)
    /// New York tracking.
    public static let newYork = TrackingTable(
        id: .newYork, familyName: "New York", rows: newYorkRows)
    /// SF Compact tracking (watchOS).
    public static let sfCompact = TrackingTable(
        id: .sfCompact, familyName: "SF Compact", rows: sfCompactRows)
    /// SF Compact Rounded tracking (watchOS).
    public static let sfCompactRounded = TrackingTable(
        id: .sfCompactRounded, familyName: "SF Compact Rounded", rows: sfCompactRoundedRows)

    /// Every table, in ``ID`` order.
    public static let all: [TrackingTable] = ID.allCases.map { table($0) }

    /// The table with `id`.
    public static func table(_ id: ID) -> TrackingTable {
        switch id {
        case .sfProIOS: sfProIOS
        case .sfProMacOSTvOS: sfProMacOSTvOS
        case .sfProRounded: sfProRounded
        case .newYork: newYork
        case .sfCompact: sfCompact
        case .sfCompactRounded: sfCompactRounded
        }
    }
}
