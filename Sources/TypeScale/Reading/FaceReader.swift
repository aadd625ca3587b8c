/// A reader of one font face: the raw values ``FaceMetrics`` is built from
/// (``FaceMetrics/init(reading:)``), as the reader finds them.
///
/// Two readers implement it. ``FontTables`` reads the SFNT tables themselves (names as
/// fontTools picks them, the default instance of a variable face) and draws a glyph with
/// FreeType only when its outline is not a simple TrueType glyph; ``FontFace`` reads what
/// FreeType makes of the face: its copies of the SFNT tables (with `MVAR` applied at a
/// variable-font instance), its names, and for Type 1 and other formats without SFNT tables
/// only what FreeType has (no `hhea`, OS/2 or `post`). Every length is in font units.
public protocol FaceReader {
    /// The error a reading throws.
    associatedtype ReadError: Error

    /// The font file.
    var path: String { get }
    /// The index of the face in its file (0 unless the file is a collection).
    var faceIndex: Int { get }
    /// The named instance the face is read at (from 0), or `nil`.
    var namedInstanceIndex: Int? { get }
    /// FreeType's name for the font format (`FT_Get_Font_Format`): `"TrueType"`, `"CFF"`,
    /// `"Type 1"`, …
    var format: String { get }
    /// True for a face with SFNT tables (TrueType, OpenType, WOFF): FreeType takes its
    /// face-wide line metrics from them (see ``LineMetricsSource``).
    var isSFNT: Bool { get }
    /// The family, style and PostScript names.
    var faceNames: FaceNames { get throws(ReadError) }
    /// The number of glyphs.
    var glyphCount: Int { get throws(ReadError) }
    /// Units per em: the size of the design grid (`head.unitsPerEm` for an SFNT face).
    var unitsPerEm: Int { get throws(ReadError) }
    /// The `hhea` table, or `nil` without one.
    func horizontalHeader() throws(ReadError) -> HorizontalHeaderTable?
    /// The `OS/2` table, or `nil` without one.
    func os2() throws(ReadError) -> OS2Table?
    /// The `post` table's header, or `nil` without one.
    func postScript() throws(ReadError) -> PostScriptTable?
    /// The variation axes, the named instances `fvar` lists, and the coordinates the face is
    /// read at; all empty for a static face.
    var variationSpace: VariationSpace { get throws(ReadError) }
    /// The top of the outline of the glyph the character map gives `scalar`, in font units:
    /// the highest of its points, on and off the curve (the control box's `yMax`, as
    /// FreeType's `FT_Outline_Get_CBox` and fontTools' `ControlBoundsPen` give it); `nil`
    /// when the face has no glyph for `scalar` or the glyph has no outline.
    func glyphTop(of scalar: Unicode.Scalar) throws(ReadError) -> Int?
}

/// A face's family, style and PostScript names.
public struct FaceNames: Sendable, Hashable {
    /// The family name (`"DejaVu Sans"`), or `nil` when the font has none.
    public let familyName: String?
    /// The style name (`"Book"`; a named instance's name), or `nil` when the font has none.
    public let styleName: String?
    /// The PostScript name, or `nil` when the font has none.
    public let postScriptName: String?

    /// Creates the names of a face.
    public init(familyName: String?, styleName: String?, postScriptName: String?) {
        self.familyName = familyName
        self.styleName = styleName
        self.postScriptName = postScriptName
    }
}

/// A face's variation space: its axes, the named instances its `fvar` table lists, and the
/// design coordinates it is read at. All empty for a static face.
public struct VariationSpace: Sendable, Hashable {
    /// The variation axes, in `fvar` order.
    public let axes: [VariationAxis]
    /// The named instances, as `fvar` lists them (without the default instance FreeType adds
    /// when none is at the default coordinates).
    public let namedInstances: [NamedInstance]
    /// The design coordinates the face is read at, one per axis.
    public let designCoordinates: [DesignCoordinate]

    /// Creates a variation space.
    public init(axes: [VariationAxis], namedInstances: [NamedInstance], designCoordinates: [DesignCoordinate]) {
        self.axes = axes
        self.namedInstances = namedInstances
        self.designCoordinates = designCoordinates
    }

    /// No axes: a static face.
    public static let none = VariationSpace(axes: [], namedInstances: [], designCoordinates: [])
}
