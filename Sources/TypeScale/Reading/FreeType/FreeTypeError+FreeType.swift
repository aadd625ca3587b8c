internal import CFreeType

// Turning `FT_Error` values into `FreeTypeError`, with our own text for each code.
// FreeType's `FT_Error_String` returns NULL on Debian (built without FT_CONFIG_OPTION_ERROR_STRINGS),
// so the table below is the only source of human-readable messages.

extension FreeTypeError {
    /// Throws a ``FreeTypeError`` for `path` unless `error` is `FT_Err_Ok` (0).
    ///
    /// This is the one place where FreeType return codes become Swift errors: every `FT_*` call
    /// that returns an `FT_Error` goes through it.
    static func check(_ error: FT_Error, path: String?) throws(FreeTypeError) {
        guard error != 0 else { return }
        throw FreeTypeError(path: path, reason: .freeType(code: baseCode(error)))
    }

    /// The generic code of `error` (`FT_ERROR_BASE`): the low byte, without a module prefix.
    static func baseCode(_ error: FT_Error) -> Int {
        Int(catalog_ft_error_base(error))
    }

    /// Our text for FreeType error `code`, or `"FreeType error 0xNN"` for codes not in the table.
    static func message(forFreeTypeCode code: Int) -> String {
        if let text = freeTypeMessages[code] { return text }
        let hex = String(code, radix: 16, uppercase: true)
        return "FreeType error 0x" + String(repeating: "0", count: max(0, 2 - hex.count)) + hex
    }

    /// The FreeType error codes (`fterrdef.h`) that opening faces, reading tables and loading
    /// glyphs can meet, in human words.
    private static let freeTypeMessages: [Int: String] = [
        // Generic errors.
        Int(FT_Err_Cannot_Open_Resource): "cannot open the file (it does not exist or is not readable)",
        Int(FT_Err_Unknown_File_Format): "not a font file FreeType can read (unknown file format)",
        Int(FT_Err_Invalid_File_Format): "damaged font file (invalid file format)",
        Int(FT_Err_Invalid_Version): "unsupported font format version",
        Int(FT_Err_Lower_Module_Version): "FreeType module version too old for this font",
        Int(FT_Err_Invalid_Argument): "invalid argument",
        Int(FT_Err_Unimplemented_Feature): "the font uses a feature FreeType does not implement",
        Int(FT_Err_Invalid_Table): "damaged font file (invalid table)",
        Int(FT_Err_Invalid_Offset): "damaged font file (invalid table offset)",
        Int(FT_Err_Array_Too_Large): "damaged font file (array too large)",
        Int(FT_Err_Missing_Module): "FreeType lacks the module needed for this font",
        // Glyph and character errors.
        Int(FT_Err_Invalid_Glyph_Index): "invalid glyph index",
        Int(FT_Err_Invalid_Character_Code): "invalid character code",
        Int(FT_Err_Invalid_Glyph_Format): "unsupported glyph format",
        Int(FT_Err_Cannot_Render_Glyph): "cannot render this glyph format",
        Int(FT_Err_Invalid_Outline): "damaged glyph outline",
        Int(FT_Err_Invalid_Composite): "damaged composite glyph",
        Int(FT_Err_Too_Many_Hints): "too many hints in a glyph",
        Int(FT_Err_Invalid_Pixel_Size): "invalid pixel size (no bitmap strike of that size)",
        // Handle errors.
        Int(FT_Err_Invalid_Handle): "invalid object handle",
        Int(FT_Err_Invalid_Library_Handle): "invalid library handle",
        Int(FT_Err_Invalid_Driver_Handle): "invalid driver handle",
        Int(FT_Err_Invalid_Face_Handle): "invalid face handle",
        Int(FT_Err_Invalid_Size_Handle): "invalid size handle",
        Int(FT_Err_Invalid_Slot_Handle): "invalid glyph slot handle",
        Int(FT_Err_Invalid_CharMap_Handle): "invalid character map handle",
        Int(FT_Err_Invalid_Stream_Handle): "invalid stream handle",
        // Memory and stream errors.
        Int(FT_Err_Out_Of_Memory): "out of memory",
        Int(FT_Err_Cannot_Open_Stream): "cannot open the font data stream",
        Int(FT_Err_Invalid_Stream_Seek): "damaged or truncated font file (seek past the end)",
        Int(FT_Err_Invalid_Stream_Skip): "damaged or truncated font file (skip past the end)",
        Int(FT_Err_Invalid_Stream_Read): "damaged or truncated font file (read past the end)",
        Int(FT_Err_Invalid_Stream_Operation): "invalid stream operation",
        Int(FT_Err_Invalid_Frame_Operation): "damaged font file (invalid frame operation)",
        Int(FT_Err_Invalid_Frame_Read): "damaged or truncated font file (invalid frame read)",
        // TrueType and SFNT errors.
        Int(FT_Err_Table_Missing): "damaged font file (a required table is missing)",
        Int(FT_Err_Horiz_Header_Missing): "damaged font file (no 'hhea' table)",
        Int(FT_Err_Locations_Missing): "damaged font file (no 'loca' table)",
        Int(FT_Err_Name_Table_Missing): "damaged font file (no 'name' table)",
        Int(FT_Err_CMap_Table_Missing): "damaged font file (no 'cmap' table)",
        Int(FT_Err_Hmtx_Table_Missing): "damaged font file (no 'hmtx' table)",
        Int(FT_Err_Post_Table_Missing): "damaged font file (no 'post' table)",
        Int(FT_Err_Invalid_Horiz_Metrics): "damaged font file (invalid horizontal metrics)",
        Int(FT_Err_Invalid_CharMap_Format): "damaged font file (invalid character map format)",
        Int(FT_Err_Invalid_PPem): "invalid pixels-per-em value",
        Int(FT_Err_Invalid_Vert_Metrics): "damaged font file (invalid vertical metrics)",
        Int(FT_Err_Invalid_Post_Table_Format): "damaged font file (invalid 'post' table format)",
        Int(FT_Err_Invalid_Post_Table): "damaged font file (invalid 'post' table)",
        Int(FT_Err_Missing_Bitmap): "no bitmap for this glyph at this size",
        // CFF, CID and Type 1 errors.
        Int(FT_Err_Syntax_Error): "damaged font program (syntax error)",
        Int(FT_Err_Stack_Underflow): "damaged font program (stack underflow)",
        Int(FT_Err_Glyph_Too_Big): "glyph too big",
        // BDF / PCF errors.
        Int(FT_Err_Corrupted_Font_Header): "damaged bitmap font (corrupted header)",
        Int(FT_Err_Corrupted_Font_Glyphs): "damaged bitmap font (corrupted glyphs)",
    ]
}
