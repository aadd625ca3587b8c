/// The HIG tracking (letter spacing) for a point size, design and platform, in 1/1000 em and
/// in points.
///
/// A size without a row takes the nearest row, a tie going to the smaller size (55 pt uses
/// the 54 pt row, 17.5 pt the 17 pt row, 17.6 pt the 18 pt row); below the first row the
/// first row, above the last row the last. Both values are the row's as printed, unscaled,
/// so a size between two rows never gets a value outside theirs (17 pt SF Pro on iOS:
/// -26/1000 em, -0.43 pt). The HIG rounds its two columns independently;
/// ``pointsFromThousandths`` gives the em column's reading at the size asked instead.
public struct Tracking: Hashable, Sendable, CustomStringConvertible {
    /// The font size asked for, in points.
    public let pointSize: Double
    /// The design asked for.
    public let design: FontDesign
    /// The platform asked for.
    public let platform: TypePlatform
    /// Tracking in 1/1000 em (0 for monospaced).
    public let thousandthsOfEm: Int
    /// Tracking in points at ``pointSize`` (0 for monospaced).
    public let points: Double
    /// The table used, or nil for monospaced.
    public let table: TrackingTable.ID?
    /// The row used, or nil for monospaced.
    public let row: TrackingRow?

    /// Creates a value from its parts (normally use ``tracking(forPointSize:design:platform:)``).
    public init(
        pointSize: Double, design: FontDesign, platform: TypePlatform, thousandthsOfEm: Int,
        points: Double, table: TrackingTable.ID?, row: TrackingRow?
    ) {
        self.pointSize = pointSize
        self.design = design
        self.platform = platform
        self.thousandthsOfEm = thousandthsOfEm
        self.points = points
        self.table = table
        self.row = row
    }

    /// The HIG tracking at `pointSize` (points) for `design` on `platform`.
    ///
    /// watchOS uses SF Compact (SF Compact Rounded for ``FontDesign/rounded``); monospaced
    /// (SF Mono) has no table and gives 0. Throws ``DynamicTypeError/invalidPointSize(_:)``
    /// unless `pointSize` is positive and finite.
    public static func tracking(
        forPointSize pointSize: Double, design: FontDesign = .default,
        platform: TypePlatform = .ios
    ) throws(DynamicTypeError) -> Tracking {
        guard pointSize.isFinite, pointSize > 0 else { throw .invalidPointSize(pointSize) }
        guard let table = TrackingTable.table(for: design, platform: platform) else {
            return Tracking(pointSize: pointSize, design: design, platform: platform,
                            thousandthsOfEm: 0, points: 0, table: nil, row: nil)
        }
        let row = table.row(forPointSize: pointSize)
        return Tracking(
            pointSize: pointSize, design: design, platform: platform,
            thousandthsOfEm: row.thousandthsOfEm, points: row.points, table: table.id, row: row)
    }

    /// Tracking in em (``thousandthsOfEm`` / 1000).
    public var em: Double { Double(thousandthsOfEm) / 1000 }

    /// ``thousandthsOfEm`` converted at ``pointSize`` (thousandths × size / 1000), the em
    /// column's reading of ``points``.
    public var pointsFromThousandths: Double { Double(thousandthsOfEm) * pointSize / 1000 }

    /// `"17 pt SF Pro on iOS: -26/1000 em (-0.43 pt)"`.
    public var description: String {
        let family = design.familyName(on: platform)
        let rounded = (points * 100).rounded() / 100
        return "\(DynamicTypeError.format(pointSize)) pt \(family) on \(platform): "
            + "\(thousandthsOfEm)/1000 em (\(rounded == 0 ? 0 : rounded) pt)"
    }
}
