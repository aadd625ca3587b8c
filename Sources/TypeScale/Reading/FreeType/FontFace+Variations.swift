import CatalogSystem
internal import CFreeType

// Variable fonts: axes, named instances, and opening one instance.
//
// An instance is chosen once, when the face is opened, and never changed afterwards: FreeType
// 2.12 adds the MVAR 'hasc'/'hdsc'/'hlgp' deltas to `face->ascender`/`descender`/`height` on
// every coordinate change without removing the previous ones, and `FT_Set_Named_Instance(0)`
// leaves the MVAR-adjusted tables at the previous instance's values. A fresh face per instance
// avoids both.

extension FontFace {
    /// Opens face `faceIndex` of the font at `path` at one instance of its variation space.
    ///
    /// - Parameters:
    ///   - path: A file-system path to the font file.
    ///   - faceIndex: Which face of a collection to open.
    ///   - variation: `.default`, a named instance, or design coordinates by axis tag.
    /// - Throws: ``FreeTypeError`` for the reasons ``init(path:faceIndex:)`` gives, and
    ///   ``FreeTypeError/Reason/notVariable`` (a named instance or coordinates asked of a static
    ///   face), ``FreeTypeError/Reason/namedInstanceOutOfRange(requested:count:)`` or
    ///   ``FreeTypeError/Reason/unknownAxis(tag:available:)``.
    public convenience init(
        path: String, faceIndex: Int = 0, variation: FaceVariation, limit: FileSizeLimit = .standard
    ) throws(FreeTypeError) {
        let library = try FreeTypeLibrary()
        switch variation {
        case .default:
            try self.init(path: path, faceIndex: faceIndex, limit: limit, library: library)
        case .namedInstance(let index):
            let probe = try FontFace(path: path, faceIndex: faceIndex, limit: limit, library: library)
            guard probe.isVariable else { throw FreeTypeError(path: path, reason: .notVariable) }
            let count = try probe.namedInstances.count
            guard (0..<count).contains(index) else {
                throw FreeTypeError(path: path, reason: .namedInstanceOutOfRange(requested: index, count: count))
            }
            // FreeType numbers named instances from 1 in bits 16–30 of the face index.
            try self.init(path: path, faceIndex: faceIndex, namedInstance: index + 1, limit: limit, library: library)
        case .designCoordinates(let requested):
            try self.init(path: path, faceIndex: faceIndex, limit: limit, library: library)
            try setDesignCoordinates(requested)
        }
    }

    /// True when the face has variation axes FreeType can vary (`FT_HAS_MULTIPLE_MASTERS`):
    /// an `fvar` over `glyf` with `gvar`, or over `CFF2` (an `fvar` over static outlines makes
    /// a static face), or an Adobe multiple-master font. ``FontTables/fontVariations()``
    /// applies the same rule to the tables.
    public var isVariable: Bool {
        catalog_ft_has_multiple_masters(handle) != 0
    }

    /// The variation axes in `fvar` order; empty for a static face.
    public var variationAxes: [VariationAxis] {
        get throws(FreeTypeError) {
            try withVariationDescription { master in
                (0..<Int(master.pointee.num_axis)).map { index in
                    let axis = master.pointee.axis[index]
                    // The flags live just past FreeType's allocation of `master`: pass the
                    // original pointer, never a copy of the struct.
                    var flags: FT_UInt = 0
                    _ = FT_Get_Var_Axis_Flags(master, FT_UInt(index), &flags)
                    let tag = Self.tagString(UInt32(truncatingIfNeeded: axis.tag))
                    return VariationAxis(
                        tag: tag,
                        name: name(id: Int(axis.strid)) ?? tag,
                        minimum: Self.double(fixed: axis.minimum),
                        defaultValue: Self.double(fixed: axis.def),
                        maximum: Self.double(fixed: axis.maximum),
                        isHidden: flags & FT_UInt(FT_VAR_AXIS_FLAG_HIDDEN) != 0)
                }
            } ?? []
        }
    }

    /// The named instances in `fvar` order; empty for a static face.
    public var namedInstances: [NamedInstance] {
        get throws(FreeTypeError) {
            try withVariationDescription { master in
                let description = master.pointee
                let tags = (0..<Int(description.num_axis)).map {
                    Self.tagString(UInt32(truncatingIfNeeded: description.axis[$0].tag))
                }
                return (0..<Int(description.num_namedstyles)).map { index in
                    let style = description.namedstyle[index]
                    let coordinates = tags.enumerated().map { axis, tag in
                        DesignCoordinate(tag: tag, value: Self.double(fixed: style.coords[axis]))
                    }
                    // psid 0xFFFF (or 0) means "no PostScript name" in fvar.
                    let postScriptName = style.psid == 0xFFFF || style.psid == 0 ? nil : name(id: Int(style.psid))
                    return NamedInstance(index: index, name: name(id: Int(style.strid)),
                                         postScriptName: postScriptName, coordinates: coordinates)
                }
            } ?? []
        }
    }

    /// The number of named instances the font's `fvar` table lists, or nil when FreeType
    /// cannot read it. FreeType adds one more to ``namedInstances`` (last) when none of them
    /// is at the default coordinates; fontTools, and ``FaceMetrics``, list only these.
    var declaredNamedInstanceCount: Int? {
        variationCounts?.instances
    }

    /// The numbers of axes and named instances the font's `fvar` header declares, or nil
    /// without one FreeType can read (an Adobe multiple-master font has none).
    private var variationCounts: (axes: Int, instances: Int)? {
        let tag = "fvar".utf8.reduce(FT_ULong(0)) { $0 << 8 | FT_ULong($1) }
        var bytes = [FT_Byte](repeating: 0, count: 16)
        var length: FT_ULong = 16
        guard FT_Load_Sfnt_Table(handle, tag, 0, &bytes, &length) == 0 else { return nil }
        return (Int(bytes[8]) << 8 | Int(bytes[9]), Int(bytes[12]) << 8 | Int(bytes[13]))
    }

    /// The named instance this face was opened at (counted from 0), or `nil` for the default
    /// instance, design coordinates, or a static face.
    public var namedInstanceIndex: Int? {
        let instance = Int(handle.pointee.face_index) >> 16
        return instance > 0 ? instance - 1 : nil
    }

    /// The face's current design coordinates, one per axis in axis order; empty for a static
    /// face.
    public var designCoordinates: [DesignCoordinate] {
        get throws(FreeTypeError) {
            let axes = try variationAxes
            guard !axes.isEmpty else { return [] }
            var values = [FT_Fixed](repeating: 0, count: axes.count)
            try FreeTypeError.check(FT_Get_Var_Design_Coordinates(handle, FT_UInt(axes.count), &values), path: path)
            return zip(axes, values).map { DesignCoordinate(tag: $0.tag, value: Self.double(fixed: $1)) }
        }
    }

    /// Moves this (freshly opened) face to `requested` design coordinates; see
    /// ``FaceVariation/designCoordinates(_:)``.
    private func setDesignCoordinates(_ requested: [String: Double]) throws(FreeTypeError) {
        let axes = try variationAxes
        guard !axes.isEmpty else { throw FreeTypeError(path: path, reason: .notVariable) }
        let tags = Set(axes.map(\.tag))
        if let unknown = requested.keys.sorted().first(where: { !tags.contains($0) }) {
            throw FreeTypeError(path: path, reason: .unknownAxis(tag: unknown, available: axes.map(\.tag)))
        }
        var values = axes.map { axis in Self.fixed(axis.clamped(requested[axis.tag] ?? axis.defaultValue)) }
        try FreeTypeError.check(FT_Set_Var_Design_Coordinates(handle, FT_UInt(values.count), &values), path: path)
    }

    /// Runs `body` with FreeType's description of the variation space (`FT_Get_MM_Var`, freed
    /// afterwards); `nil` for a static face.
    /// - Throws: ``FreeTypeError/Reason/tooManyVariations(_:)`` for a face past
    ///   ``VariationLimits``, before FreeType describes it (8 bytes a coordinate).
    private func withVariationDescription<T>(_ body: (UnsafeMutablePointer<FT_MM_Var>) -> T) throws(FreeTypeError) -> T? {
        guard isVariable else { return nil }
        if let counts = variationCounts, let excess = VariationLimits.excess(axisCount: counts.axes, instanceCount: counts.instances) {
            throw FreeTypeError(path: path, reason: .tooManyVariations(excess))
        }
        var master: UnsafeMutablePointer<FT_MM_Var>?
        try FreeTypeError.check(FT_Get_MM_Var(handle, &master), path: path)
        guard let master else { return nil }
        defer { FT_Done_MM_Var(library.handle, master) }
        return body(master)
    }

    /// A 16.16 fixed-point value (`FT_Fixed`) as a `Double`, signed.
    ///
    /// A font's Fixed is 32 bits. FreeType reads `fvar` instance coordinates as unsigned
    /// (`FT_GET_ULONG`), so on a 64-bit `FT_Fixed` a slant of -10 (0xFFF60000) arrives as
    /// 4294311936: the low 32 bits, taken as signed, are the value.
    static func double(fixed value: FT_Fixed) -> Double {
        Double(Int32(truncatingIfNeeded: value)) / 65536
    }

    /// `value` in 16.16 fixed point, rounded to the nearest 1/65536.
    static func fixed(_ value: Double) -> FT_Fixed {
        FT_Fixed((value * 65536).rounded())
    }
}
