import CatalogSystem

/// The vertical-metrics rules of the Google Fonts guide applied to one face: each
/// ``MetricCheck/Rule`` as pass, warn or fail with its numbers.
///
/// Fail where text would be clipped or spaced wrongly (hhea, typo or win metrics missing;
/// usWin values not covering the real extrema of the glyphs); warn for USE_TYPO_METRICS not
/// set, hhea and typo line heights that differ, OS/2 cap or x-height more than 2% of the em
/// from the `H` and `x` glyphs, and a non-zero line gap. Family consistency is
/// ``familyChecks(_:)``.
public struct VerticalMetricsCheck: Sendable, Hashable {
    /// The font file.
    public let path: String
    /// The face checked (0 unless the file is a collection).
    public let faceIndex: Int
    /// The family name (name ID 1), or `nil`.
    public let familyName: String?
    /// The style name (name ID 2), or `nil`.
    public let styleName: String?
    /// The PostScript name (name ID 6), or `nil`.
    public let postScriptName: String?
    /// The family the face belongs to for ``familyChecks(_:)``: the typographic family (name
    /// ID 16), else name ID 1.
    public let groupFamily: String?
    /// Units per em (`head`): every length here is in these font units.
    public let unitsPerEm: Int
    /// The `hhea` values, font units (compared across a family with ``typo`` and ``win``);
    /// `nil` without `hhea`.
    public let hhea: LineMetrics?
    /// The OS/2 typo values, font units; `nil` without OS/2.
    public let typo: LineMetrics?
    /// The OS/2 Windows values, font units; `nil` without OS/2.
    public let win: WindowsMetrics?
    /// The checks, in ``MetricCheck/Rule`` order.
    public let checks: [MetricCheck]
    /// What fontbakery's checks read besides, when read for ``CheckProfile/googleFonts``.
    let googleFonts: GoogleFontsFace?

    /// Checks face `faceIndex` of the font at `path` (a file of at most `limit` bytes); for
    /// ``CheckProfile/googleFonts`` it also reads what ``googleFontsChecks(_:)`` needs.
    /// - Throws: ``FontTableError`` or ``FreeTypeError`` when it cannot be read.
    public init(path: String, faceIndex: Int = 0, limit: FileSizeLimit = .standard, profile: CheckProfile = .standard) throws {
        let tables = try FontTables(path: path, faceIndex: faceIndex, limit: limit)
        try self.init(tables: tables, face: Self.outlines(path, faceIndex, limit), boxes: nil, profile: profile)
    }

    /// The face with outlines, or nil for a bitmap-only face (a color emoji font's CBDT): its
    /// tables are checked, its glyphs against the font box in `head` (FreeType opens no
    /// design grid for it, and reports units per em 0 where `head` says 2048).
    static func outlines(_ path: String, _ faceIndex: Int, _ limit: FileSizeLimit) throws -> FontFace? {
        do {
            return try FontFace(path: path, faceIndex: faceIndex, limit: limit)
        } catch let error where error.reason == .notScalable {
            return nil
        }
    }

    /// Checks every face of the font at `path` (one unless it is a collection), as
    /// ``init(path:faceIndex:limit:)`` checks each: the faces of a collection that share
    /// their CFF outlines (a CJK collection's ten faces, 65,535 glyphs each) share the glyph
    /// boxes, loaded once.
    /// - Throws: ``FontTableError`` or ``FreeTypeError`` when a face cannot be read.
    public static func faces(inFile path: String, limit: FileSizeLimit = .standard, profile: CheckProfile = .standard) throws -> [VerticalMetricsCheck] {
        var shared = [Range<Int>: [GlyphBox?]]()
        var faces = [VerticalMetricsCheck]()
        var count = 1, index = 0
        while index < count {
            let tables = try FontTables(path: path, faceIndex: index, limit: limit)
            let face = try outlines(path, index, limit)
            count = tables.faceCount
            var boxes: [GlyphBox?]?
            // Only where the check loads them (a face with usWin values), as one face alone would.
            if let face, tables.faceCount > 1, !tables.has("glyf"), let outlines = tables.range(of: "CFF "),
               (try? tables.os2())??.windows != nil {
                boxes = try shared[outlines] ?? GlyphExtrema.boxes(face: face, tables: tables)
                shared[outlines] = boxes
            }
            faces.append(try VerticalMetricsCheck(tables: tables, face: face, boxes: boxes, profile: profile))
            index += 1
        }
        return faces
    }

    /// Checks the face `tables` and `face` both read.
    public init(tables: FontTables, face: FontFace) throws {
        try self.init(tables: tables, face: face, boxes: nil)
    }

    /// Checks the face `tables` and `face` both read, its glyphs' stored boxes given or read;
    /// without `face` (a bitmap-only face), the glyphs are the font box in `head`.
    init(tables: FontTables, face: FontFace?, boxes: [GlyphBox?]?, profile: CheckProfile = .standard) throws {
        googleFonts = profile == .googleFonts ? try GoogleFontsFace(tables: tables, face: face) : nil
        let head = try tables.head()
        let hheaTable = try tables.horizontalHeader()
        let os2 = try tables.os2()
        let names = try tables.names()
        path = tables.path
        faceIndex = tables.faceIndex
        familyName = names?.familyName
        styleName = names?.name(2)
        postScriptName = names?.postScriptName
        groupFamily = names?.typographicFamilyName ?? names?.familyName
        unitsPerEm = head.unitsPerEm
        hhea = hheaTable?.lineMetrics
        typo = os2?.typographic
        win = os2?.windows
        var checks = [MetricCheck]()

        checks.append(Self.presence(.hheaMetrics, "hhea ascender/descender", hhea.map { ($0.ascender, $0.descender) }, missing: "no hhea table"))
        checks.append(Self.presence(.typoMetrics, "OS/2 sTypoAscender/sTypoDescender", typo.map { ($0.ascender, $0.descender) },
                                    missing: os2 == nil ? "no OS/2 table" : "the OS/2 table is too short for typo values"))
        checks.append(Self.presence(.winMetrics, "OS/2 usWinAscent/usWinDescent", win.map { ($0.ascent, $0.descent) },
                                    missing: os2 == nil ? "no OS/2 table" : "the OS/2 table is too short for win values"))
        if let win, face == nil {
            checks.append(Self.fontBoxLimit(.winAscent, "usWinAscent", win.ascent, extent: head.yMax))
            checks.append(Self.fontBoxLimit(.winDescent, "usWinDescent", win.descent, extent: -head.yMin))
        } else if let win, let face {
            let extrema = try GlyphExtrema(face: face, ascentLimit: win.ascent, descentLimit: win.descent,
                                           boxes: boxes ?? GlyphExtrema.boxes(face: face, tables: tables))
            checks.append(Self.winLimit(.winAscent, "usWinAscent", win.ascent, extrema: extrema))
            checks.append(Self.winLimit(.winDescent, "usWinDescent", win.descent, extrema: extrema))
        } else {
            checks.append(MetricCheck(.winAscent, ok: false, "no usWinAscent to check the glyphs against"))
            checks.append(MetricCheck(.winDescent, ok: false, "no usWinDescent to check the glyphs against"))
        }
        if let os2 {
            checks.append(MetricCheck(.useTypoMetrics, ok: os2.useTypoMetrics,
                                      os2.useTypoMetrics ? "fsSelection bit 7 is set" : "fsSelection bit 7 is not set (fsSelection \(os2.fsSelection))",
                                      values: [("fsSelection", os2.fsSelection)]))
        } else {
            checks.append(MetricCheck(.useTypoMetrics, ok: false, "no OS/2 table"))
        }
        if let hhea, let typo {
            let ok = hhea.lineHeight == typo.lineHeight
            checks.append(MetricCheck(.lineHeightMatch, ok: ok,
                "hhea \(hhea.ascender) - (\(hhea.descender)) + \(hhea.lineGap) = \(hhea.lineHeight) "
                    + (ok ? "equals" : "differs from") + " typo \(typo.ascender) - (\(typo.descender)) + \(typo.lineGap) = \(typo.lineHeight)",
                values: [("hhea", hhea.lineHeight), ("typo", typo.lineHeight)]))
        } else {
            checks.append(MetricCheck(.lineHeightMatch, ok: false, "no " + (hhea == nil ? "hhea" : "typo") + " values to compare"))
        }
        checks.append(try Self.height(.capHeight, field: "sCapHeight", os2Value: os2?.capHeight, version: os2?.version,
                                      glyph: "H", face: face, unitsPerEm: head.unitsPerEm))
        checks.append(try Self.height(.xHeight, field: "sxHeight", os2Value: os2?.xHeight, version: os2?.version,
                                      glyph: "x", face: face, unitsPerEm: head.unitsPerEm))
        let gaps = [("hhea", hhea?.lineGap), ("typo", typo?.lineGap)].compactMap { name, gap in gap.map { (name, $0) } }
        let nonZero = gaps.filter { $0.1 != 0 }
        checks.append(MetricCheck(.lineGap, ok: nonZero.isEmpty,
            nonZero.isEmpty ? "line gaps are 0" : nonZero.map { "\($0.0) lineGap \($0.1)" }.joined(separator: ", ") + " (not 0)",
            values: gaps.map { ("\($0.0)LineGap", $0.1) }))
        self.checks = checks
    }

    /// The worst verdict.
    public var status: MetricCheck.Status { checks.map(\.status).max() ?? .pass }

    /// The same face with `checks` in place of its own.
    func replacing(checks: [MetricCheck]) -> VerticalMetricsCheck {
        VerticalMetricsCheck(copying: self, checks: checks)
    }

    private init(copying face: VerticalMetricsCheck, checks: [MetricCheck]) {
        path = face.path
        faceIndex = face.faceIndex
        familyName = face.familyName
        styleName = face.styleName
        postScriptName = face.postScriptName
        groupFamily = face.groupFamily
        unitsPerEm = face.unitsPerEm
        hhea = face.hhea
        typo = face.typo
        win = face.win
        googleFonts = face.googleFonts
        self.checks = checks
    }

    private static func presence(_ rule: MetricCheck.Rule, _ what: String, _ pair: (Int, Int)?, missing: String) -> MetricCheck {
        guard let (up, down) = pair else { return MetricCheck(rule, ok: false, missing) }
        let ok = up != 0 || down != 0
        return MetricCheck(rule, ok: ok, "\(what) \(up)/\(down)" + (ok ? "" : ": both 0"), values: [("ascent", up), ("descent", down)])
    }

    private static func winLimit(_ rule: MetricCheck.Rule, _ field: String, _ limit: Int, extrema: GlyphExtrema) -> MetricCheck {
        let crossing = rule == .winAscent ? extrema.aboveAscent : extrema.belowDescent
        let stored = rule == .winAscent ? extrema.storedTop : -extrema.storedBottom
        let direction = rule == .winAscent ? "top" : "depth"
        let notMeasured: [(String, Int)] = extrema.unmeasuredCount > 0 ? [("glyphsNotMeasured", extrema.unmeasuredCount)] : []
        guard let crossing else {
            let judged = extrema.unmeasuredCount == 0 ? ""
                : ", \(Numbers.grouped(extrema.unmeasuredCount)) by their stored boxes, past the limits for one glyph or one face"
            return MetricCheck(rule, ok: true,
                "\(field) \(limit) covers every glyph (stored boxes reach \(stored); "
                    + "\(Numbers.grouped(extrema.measuredCount)) measured exactly\(judged))",
                values: [(field, limit), ("storedExtent", stored)] + notMeasured)
        }
        let extent = rule == .winAscent ? crossing.extent : -crossing.extent
        guard let unmeasured = crossing.unmeasured else {
            return MetricCheck(rule, ok: false,
                "\(field) \(limit) < \(extent), the \(direction) of '\(crossing.name)' (glyph \(crossing.glyphIndex)): clipped by \(extent - limit)",
                values: [(field, limit), ("glyphExtent", extent)] + notMeasured, glyph: crossing.name)
        }
        return MetricCheck(rule, ok: false,
            "\(field) \(limit) < \(extent), the stored \(direction) of '\(crossing.name)' (glyph \(crossing.glyphIndex)), "
                + "not measured exactly as \(unmeasured.message): clipped by \(extent - limit)",
            values: [(field, limit), ("glyphStoredExtent", extent)] + notMeasured, glyph: crossing.name)
    }

    /// A usWin value against the font box in `head`, for a face without outlines.
    private static func fontBoxLimit(_ rule: MetricCheck.Rule, _ field: String, _ limit: Int, extent: Int) -> MetricCheck {
        let ok = limit >= extent
        return MetricCheck(rule, ok: ok,
            "\(field) \(limit) " + (ok ? "covers" : "< \(extent), clipping") + " the font box in head (\(extent)); the font has no outlines",
            values: [(field, limit), ("fontBoxExtent", extent)])
    }

    private static func height(
        _ rule: MetricCheck.Rule, field: String, os2Value: Int?, version: Int?, glyph: Unicode.Scalar, face: FontFace?, unitsPerEm: Int
    ) throws -> MetricCheck {
        guard let os2Value, os2Value != 0 else {
            let why = version.map { $0 < 2 ? "OS/2 version \($0) has no \(field)" : "\(field) is 0" } ?? "no OS/2 table"
            return MetricCheck(rule, ok: true, "not compared: \(why)")
        }
        guard let face else { return MetricCheck(rule, ok: true, "not compared: the font has no outlines to measure '\(glyph)'") }
        let metrics: GlyphMetrics?
        do {
            metrics = try face.glyphMetrics(for: glyph, keepingOutline: false)
        } catch {
            guard case .glyphOverLimit = error.reason else { throw error }
            return MetricCheck(rule, ok: true, "not compared: \(error.message)")
        }
        guard let top = metrics?.bounds?.yMax else {
            return MetricCheck(rule, ok: true, "not compared: no '\(glyph)' glyph with an outline")
        }
        let measured = Int(top.rounded())
        let tolerance = Double(unitsPerEm) * 0.02
        let difference = os2Value - measured
        let ok = Double(abs(difference)) <= tolerance
        return MetricCheck(rule, ok: ok,
            "\(field) \(os2Value), '\(glyph)' top \(measured): "
                + (ok ? "within" : "\(abs(difference)) units, more than") + " 2% of the em (\(JSONNumber.format(tolerance)))",
            values: [(field, os2Value), ("glyphTop", measured)], glyph: String(glyph))
    }
}

enum JSONNumber {
    static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
    }
}
