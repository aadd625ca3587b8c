/// The `fvar` table: a variable font's axes and named instances, in design units.
///
/// Read as fontTools reads it (every value as stored, Fixed values signed), with the
/// header checks FreeType 2.12 makes before it calls a face variable (`sfnt_init_face`):
/// version 1.0, 20-byte axis records, instance records of 4 + 4 × axes bytes (6 + 4 × axes
/// with a PostScript name ID), at least one axis, and every record within the table. A table
/// that fails them makes a static face for FreeType, and ``init(_:)`` returns nil for it. A
/// table past ``VariationLimits`` is refused before its records are read.
public struct FontVariationsTable: Sendable, Hashable {
    /// One axis record.
    public struct Axis: Sendable, Hashable {
        /// `axisTag` (`"wght"`).
        public let tag: String
        /// `minValue`, `defaultValue`, `maxValue` (16.16, signed).
        public let minimum: Double, defaultValue: Double, maximum: Double
        /// `flags` (bit 0: hidden axis).
        public let flags: Int
        /// `axisNameID`: the axis name in the `name` table.
        public let nameID: Int
    }

    /// One named-instance record.
    public struct Instance: Sendable, Hashable {
        /// `subfamilyNameID`: the instance's style name in the `name` table.
        public let subfamilyNameID: Int
        /// `postScriptNameID`, or nil when the record has none (or says 0xFFFF).
        public let postScriptNameID: Int?
        /// `coordinates`, one per axis in axis order (16.16, signed).
        public let coordinates: [Double]
    }

    /// The axis records, in table order.
    public let axes: [Axis]
    /// The named-instance records, in table order.
    public let instances: [Instance]

    /// Parses `data`; nil when its header is one FreeType rejects (see above).
    /// - Throws: ``FontTableError/Reason/tooManyVariations(_:)`` past ``VariationLimits``, or
    ///   when a record cannot be read.
    public init?(_ data: FontTableData) throws(FontTableError) {
        guard data.contains(0, 16) else { return nil }
        let version = try data.uint32(at: 0)
        let offset = try data.uint16(at: 4)
        let axisCount = try data.uint16(at: 8), axisSize = try data.uint16(at: 10)
        let instanceCount = try data.uint16(at: 12), instanceSize = try data.uint16(at: 14)
        guard version == 0x0001_0000, axisSize == 20, axisCount > 0, axisCount <= 0x3FFE,
              instanceSize == 4 + 4 * axisCount || instanceSize == 6 + 4 * axisCount,
              instanceCount <= 0x7EFF,
              offset + axisSize * axisCount + instanceSize * instanceCount <= data.count else { return nil }
        if let excess = VariationLimits.excess(axisCount: axisCount, instanceCount: instanceCount) {
            throw FontTableError(path: data.path, reason: .tooManyVariations(excess))
        }
        var axes = [Axis]()
        axes.reserveCapacity(axisCount)
        for index in 0..<axisCount {
            let at = offset + axisSize * index
            axes.append(Axis(tag: try data.tag(at: at), minimum: try data.fixed(at: at + 4),
                             defaultValue: try data.fixed(at: at + 8), maximum: try data.fixed(at: at + 12),
                             flags: try data.uint16(at: at + 16), nameID: try data.uint16(at: at + 18)))
        }
        var instances = [Instance]()
        instances.reserveCapacity(instanceCount)
        let first = offset + axisSize * axisCount
        for index in 0..<instanceCount {
            let at = first + instanceSize * index
            var coordinates = [Double]()
            coordinates.reserveCapacity(axisCount)
            for axis in 0..<axisCount { coordinates.append(try data.fixed(at: at + 4 + 4 * axis)) }
            let postScript = instanceSize == 6 + 4 * axisCount ? try data.uint16(at: at + 4 + 4 * axisCount) : 0xFFFF
            instances.append(Instance(subfamilyNameID: try data.uint16(at: at),
                                      postScriptNameID: postScript == 0xFFFF ? nil : postScript,
                                      coordinates: coordinates))
        }
        self.axes = axes
        self.instances = instances
    }
}
