internal import CFreeType

// The one place a glyph is loaded into the face's slot: a TrueType glyph is counted first
// (``GlyphLoadLimits``) and refused past the limits, so FreeType never follows an unbounded
// tree of components. A composite's own record is read with FT_LOAD_NO_RECURSE (FreeType's
// reading of it: the components it would follow), and the cost of each glyph within the limits
// is kept for the face; a glyph without components is loaded once, that first read being the
// glyph itself.

extension FontFace {
    /// Loads glyph `index` unscaled (`FT_LOAD_NO_SCALE` and `extraFlags`) into the face's
    /// glyph slot.
    /// - Throws: ``FreeTypeError/Reason/glyphOverLimit(glyph:name:excess:)`` for a glyph past
    ///   ``glyphLoadLimits``, or FreeType's error.
    func loadGlyph(_ index: Int, extraFlags: Int32 = 0) throws(FreeTypeError) {
        let flags = Int32(FT_LOAD_NO_SCALE) | extraFlags
        guard hasCompositeGlyphs else {
            glyphLoadWork.recordsLoaded += 1
            return try FreeTypeError.check(FT_Load_Glyph(handle, FT_UInt(index), flags), path: path)
        }
        let counted = glyphLoadCosts[index] != nil
        let cost = try glyphLoadCost(index)
        glyphLoadWork.recordsLoaded += cost.records
        // A glyph without components read just now to count it is in the slot already.
        if !counted, cost == .single, glyphLoadCosts[index] != nil { return }
        try FreeTypeError.check(FT_Load_Glyph(handle, FT_UInt(index), flags), path: path)
    }

    /// What loading glyph `index` costs, counted without loading its outline (the record of
    /// each glyph within the limits read once per face, then remembered).
    /// - Throws: ``FreeTypeError/Reason/glyphOverLimit(glyph:name:excess:)`` past the limits,
    ///   or FreeType's error reading a record.
    func glyphLoadCost(_ index: Int) throws(FreeTypeError) -> GlyphLoadCost {
        guard hasCompositeGlyphs else { return .single }
        switch try cost(of: index, level: 0) {
        case .success(let cost):
            return cost
        case .failure(let excess):
            glyphLoadWork.glyphsRefused += 1
            throw FreeTypeError(path: self.path, reason: .glyphOverLimit(glyph: index, name: glyphName(index), excess: excess))
        }
    }

    /// The cost of glyph `index` placed `level` levels below the glyph asked for, or the limit
    /// it passes (a composite among its own components, which FreeType refuses, is past the
    /// nesting limit here).
    private func cost(of index: Int, level: Int) throws(FreeTypeError) -> Result<GlyphLoadCost, GlyphLoadLimits.Excess> {
        let limits = glyphLoadLimits
        if let known = glyphLoadCosts[index] {
            return level + known.nesting > limits.nesting ? .failure(.nesting(limit: limits.nesting)) : .success(known)
        }
        guard (0..<glyphCount).contains(index) else { return .success(.single) }  // FreeType refuses it
        try FreeTypeError.check(FT_Load_Glyph(handle, FT_UInt(index), Int32(FT_LOAD_NO_SCALE | FT_LOAD_NO_RECURSE)), path: self.path)
        glyphLoadWork.recordsCounted += 1
        guard let count = componentCount else {
            glyphLoadCosts[index] = .single
            return .success(.single)
        }
        guard level < limits.nesting else { return .failure(.nesting(limit: limits.nesting)) }
        let components = (0..<count).map(component)
        var records = 1, nesting = 1
        for component in components {
            switch try cost(of: component, level: level + 1) {
            case .success(let cost):
                records += cost.records
                nesting = max(nesting, cost.nesting + 1)
            case .failure(let excess):
                return .failure(excess)
            }
            if records > limits.records { return .failure(.records(limit: limits.records)) }
        }
        let cost = GlyphLoadCost(records: records, nesting: nesting)
        glyphLoadCosts[index] = cost
        return .success(cost)
    }

    /// The number of components of the glyph in the slot (loaded with `FT_LOAD_NO_RECURSE`),
    /// or nil when it is not a composite.
    private var componentCount: Int? {
        guard let slot = handle.pointee.glyph, slot.pointee.format == FT_GLYPH_FORMAT_COMPOSITE else { return nil }
        return Int(slot.pointee.num_subglyphs)
    }

    /// The glyph index of component `number` of the composite in the slot.
    private func component(_ number: Int) -> Int {
        var index: FT_Int = 0, flags: FT_UInt = 0, arg1: FT_Int = 0, arg2: FT_Int = 0
        var transform = FT_Matrix()
        _ = FT_Get_SubGlyph_Info(handle.pointee.glyph, FT_UInt(number), &index, &flags, &arg1, &arg2, &transform)
        return Int(index)
    }
}
