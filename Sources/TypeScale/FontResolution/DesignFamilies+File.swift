// The configuration file of design families: a few `DESIGN = FAMILY, FAMILY…` lines.

extension DesignFamilies {
    /// Parses the text of a design-families configuration file (`path` is only used in errors
    /// and in each family's ``DesignFamily/Source``).
    ///
    /// The format, one setting per line:
    ///
    ///     # catalog: fonts for each design (lines starting with # are comments)
    ///     rounded    = Comfortaa, Quicksand
    ///     serif      = Noto Serif
    ///     monospaced = /usr/share/fonts/truetype/hack/Hack-Regular.ttf
    ///
    /// - `DESIGN` is a design name as ``FontDesign/init(name:)`` accepts it (`default`,
    ///   `rounded`, `serif`, `monospaced`, `monospace`, `mono`, `system-ui`, `ui-serif`, …),
    ///   case-insensitive.
    /// - After `=` come one or more candidates separated by commas, each a family name (as
    ///   fontconfig knows it: `fc-list : family`) or a font file (a path containing `/` or
    ///   ending in a font extension), tried in order: the first one installed is used, and none installed is an
    ///   error (no silent substitute). Spaces around names are ignored.
    /// - Blank lines and lines whose first non-blank character is `#` are ignored. A design
    ///   may be set once. Designs the file does not name keep their defaults.
    ///
    /// - Throws: ``DesignFamiliesError`` naming the file and line: a line without `=`, an
    ///   unknown design (with "did you mean"), no or an empty family, a design set twice.
    public static func parse(_ text: String, path: String) throws(DesignFamiliesError) -> [DesignFamily] {
        var families = [DesignFamily]()
        var lines = [FontDesign: Int]()
        for (offset, rawLine) in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }).enumerated() {
            let number = offset + 1
            let line = rawLine.trimmedOfBlanks
            if line.isEmpty || line.hasPrefix("#") { continue }
            func failure(_ reason: DesignFamiliesError.Reason) -> DesignFamiliesError {
                DesignFamiliesError(origin: path, line: number, reason: reason)
            }
            guard let equals = line.firstIndex(of: "=") else { throw failure(.syntax(line)) }
            let name = line[..<equals].trimmedOfBlanks
            let value = line[line.index(after: equals)...].trimmedOfBlanks
            guard !name.isEmpty else { throw failure(.syntax(line)) }
            let design: FontDesign
            do {
                design = try FontDesign(parsing: name)
            } catch {
                throw failure(.unknownDesign(error))
            }
            if let first = lines[design] { throw failure(.duplicate(design, firstLine: first)) }
            guard !value.isEmpty else { throw failure(.missingFamily(design)) }
            guard let candidates = DesignFamily.candidates(from: value) else { throw failure(.emptyFamily(value)) }
            lines[design] = number
            families.append(DesignFamily(
                design: design, candidates: candidates, source: .configurationFile(path: path, line: number)))
        }
        return families
    }
}
