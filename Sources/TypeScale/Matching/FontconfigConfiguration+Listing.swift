internal import CFreeType

// Listing the configuration's fonts, as `fc-list : family` does.

extension FontconfigConfiguration {
    /// Every family name of every font in the configuration's font set, sorted and without
    /// duplicates (a font with several names, e.g. localized ones, contributes each).
    public func familyNames() -> [String] {
        guard let pattern = FcPatternCreate() else { return [] }
        defer { FcPatternDestroy(pattern) }
        guard let objects = catalog_fc_family_object_set() else { return [] }
        defer { FcObjectSetDestroy(objects) }
        guard let set = FcFontList(handle, pattern, objects) else { return [] }
        defer { FcFontSetDestroy(set) }
        var names = Set<String>()
        for index in 0..<Int(set.pointee.nfont) {
            guard let font = set.pointee.fonts[index] else { continue }
            var position: Int32 = 0
            var value: UnsafeMutablePointer<FcChar8>?
            while FcPatternGetString(font, FC_FAMILY, position, &value) == FcResultMatch, let value {
                names.insert(String(cString: value))
                position += 1
            }
        }
        return names.sorted()
    }
}
