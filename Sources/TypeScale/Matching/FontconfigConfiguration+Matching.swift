import CatalogSystem
internal import CFreeType

// Resolving a pattern string to a font file: FcNameParse, FcConfigSubstitute,
// FcDefaultSubstitute, FcFontMatch; then deciding whether the match is the asked-for family at all.

extension FontconfigConfiguration {
    /// Resolves a fontconfig pattern (`"DejaVu Serif:bold"`, `"monospace"`,
    /// `"Noto Sans:width=75"`) to the best matching face, as `fc-match` does.
    ///
    /// fontconfig always returns *some* font, so a match counts only when its family is
    /// acceptable:
    /// - it equals one of the requested families (ignoring case and spaces), or one the
    ///   configuration binds to them strongly (e.g. a metric-compatible alias), or
    /// - a requested family is generic (`sans-serif`, `sans`, `serif`, `monospace`, `mono`,
    ///   `system-ui`, `cursive`, `fantasy`, `emoji`, `math`, `fangsong`), or
    /// - the pattern names no family.
    ///
    /// Otherwise the pattern throws ``FontconfigError/Reason/noSuchFamily(requested:nearest:nearestFile:suggestions:)``
    /// with the installed families spelled like one asked for, and fontconfig's substitute. Style, weight and width never make a match
    /// fail: ``FontMatch/isExact`` says whether they were met.
    /// - Throws: ``FontconfigError``.
    public func match(_ pattern: String) throws(FontconfigError) -> FontMatch {
        try remembered(MatchRequest(pattern: pattern, weight: nil, width: nil, replaces: false)) { () throws(FontconfigError) in
            guard let parsed = FcNameParse(pattern) else { throw FontconfigError(reason: .invalidPattern(pattern)) }
            return try match(query: FontconfigPattern(owning: parsed), pattern: pattern)
        }
    }

    /// Resolves `pattern` as ``match(_:)`` does, with its weight and width replaced by
    /// `weight` (OpenType scale, 100 … 900; converted with `FcWeightFromOpenTypeDouble`) and
    /// `width` (fontconfig's percent of normal: 63, 75, 100, 125, 150). A `nil` keeps what the
    /// pattern says. ``FontMatch/pattern`` is then the pattern as fontconfig prints it
    /// (`FcNameUnparse`), with the weight on fontconfig's scale: `Comfortaa:weight=80:width=100`.
    /// - Throws: ``FontconfigError``, as ``match(_:)``.
    public func match(_ pattern: String, weight: Double?, width: Double?) throws(FontconfigError) -> FontMatch {
        try remembered(MatchRequest(pattern: pattern, weight: weight, width: width, replaces: true)) { () throws(FontconfigError) in
            guard let parsed = FcNameParse(pattern) else { throw FontconfigError(reason: .invalidPattern(pattern)) }
            let query = FontconfigPattern(owning: parsed)
            if let weight, let value = FontWeight.fontconfigWeight(openTypeWeight: weight) {
                query.replace(FC_WEIGHT, with: value)
            }
            if let width { query.replace(FC_WIDTH, with: width) }
            return try match(query: query, pattern: query.unparsed ?? pattern)
        }
    }

    /// The answer kept for `request`, else the one `make` gives, kept.
    private func remembered(
        _ request: MatchRequest, _ make: () throws(FontconfigError) -> FontMatch
    ) throws(FontconfigError) -> FontMatch {
        if let answer = memory.withLock({ $0.answers[request] }) { return try answer.get() }
        // Matched outside the lock: two threads asking the same first time both match, and
        // fontconfig gives both the same answer.
        let answer = Result { () throws(FontconfigError) in try make() }
        memory.withLock { $0.answers[request] = answer }
        return try answer.get()
    }

    /// Substitutes and matches a parsed `query`; `pattern` is its text for ``FontMatch/pattern``.
    private func match(query: FontconfigPattern, pattern: String) throws(FontconfigError) -> FontMatch {
        memory.withLock { $0.matchesMade += 1 }
        let requested = FontAttributes(
            families: query.strings(FC_FAMILY), style: query.strings(FC_STYLE).first,
            weight: query.number(FC_WEIGHT), width: query.number(FC_WIDTH))

        FcConfigSubstitute(handle, query.handle, FcMatchPattern)
        let bound = query.stronglyBoundStrings(FC_FAMILY)
        FcDefaultSubstitute(query.handle)
        var result = FcResultNoMatch
        guard let matched = FcFontMatch(handle, query.handle, &result) else { throw FontconfigError(reason: .noFonts) }
        let font = FontconfigPattern(owning: matched)

        guard let path = font.strings(FC_FILE).first else { throw FontconfigError(reason: .noFile(pattern: pattern)) }
        let found = FontAttributes(
            families: font.strings(FC_FAMILY), style: font.strings(FC_STYLE).first,
            weight: font.number(FC_WEIGHT), width: font.number(FC_WIDTH))
        guard let familyMatch = Self.familyMatch(requested: requested.families, bound: bound, found: found.families) else {
            throw FontconfigError(reason: .noSuchFamily(
                requested: requested.families, nearest: found.families.first ?? "?", nearestFile: path,
                suggestions: familySuggestions(for: requested.families)))
        }
        let index = font.integer(FC_INDEX) ?? 0
        // The whole-variable-font pattern (FC_VARIABLE) carries id 0x8000 in bits 16 and up on
        // some fontconfig versions: that is the default instance, not a named one.
        let instance = index >> 16
        return FontMatch(
            pattern: pattern,
            requested: requested.onOpenTypeScale,
            found: found.onOpenTypeScale,
            path: path,
            faceIndex: index & 0xFFFF,
            namedInstanceIndex: instance > 0 && instance < 0x8000 ? instance - 1 : nil,
            familyMatch: familyMatch,
            isExact: Self.meets(requested, found))
    }

    /// The installed families spelled like those of `requested` (`DejaVu Sanz` → `DejaVu
    /// Sans`), by ``CatalogSystem/NameSuggestions``, best first.
    func familySuggestions(for requested: [String]) -> [String] {
        let installed = familyNames()
        var found = [String]()
        for family in requested {
            for name in NameSuggestions.didYouMean(family, among: installed) where !found.contains(name) { found.append(name) }
        }
        return found
    }

    /// The generic family names fontconfig's standard configuration maps to preferred fonts.
    static let genericFamilies: Set<String> = [
        "sans-serif", "sans", "serif", "monospace", "mono", "system-ui", "cursive", "fantasy", "emoji", "math", "fangsong",
    ]

    /// How `found` relates to the `requested` families (and the `bound` ones the configuration
    /// added strongly), or `nil` when it is none of them.
    static func familyMatch(requested: [String], bound: [String], found: [String]) -> FontMatch.FamilyMatch? {
        let foundKeys = Set(found.map(familyKey))
        if requested.isEmpty { return .unspecified }
        if requested.contains(where: { foundKeys.contains(familyKey($0)) }) { return .requested }
        if bound.contains(where: { foundKeys.contains(familyKey($0)) }) { return .alias }
        if requested.contains(where: { genericFamilies.contains(familyKey($0)) }) { return .generic }
        return nil
    }

    /// A family name as fontconfig compares them (`FcStrCmpIgnoreBlanksAndCase`): lower case,
    /// without spaces. `sans-serif` keeps its hyphen.
    static func familyKey(_ name: String) -> String {
        String(name.lowercased().filter { $0 != " " })
    }

    /// Whether the font has every style, weight and width the pattern asked for (both on
    /// fontconfig's scales).
    private static func meets(_ requested: FontAttributes, _ found: FontAttributes) -> Bool {
        if let style = requested.style, style.lowercased() != found.style?.lowercased() { return false }
        if let weight = requested.weight, weight != found.weight { return false }
        if let width = requested.width, width != found.width { return false }
        return true
    }
}

/// What a match was asked: a pattern as given (``FontconfigConfiguration/match(_:)``), or with
/// its weight and width replaced (``FontconfigConfiguration/match(_:weight:width:)``).
/// What a configuration remembers of its matches.
struct MatchMemory {
    var answers: [MatchRequest: Result<FontMatch, FontconfigError>] = [:]
    var matchesMade = 0
}

struct MatchRequest: Hashable {
    let pattern: String
    let weight: Double?
    let width: Double?
    let replaces: Bool
}

extension FontAttributes {
    /// The same attributes with the weight converted from fontconfig's scale (80 regular, 200
    /// bold, 215 extra black: its maximum) to OpenType's (400, 700, 1000). Weights past
    /// fontconfig's maximum, which it matches as its heaviest, convert as the maximum.
    var onOpenTypeScale: FontAttributes {
        let openType = weight.map { FcWeightToOpenTypeDouble(Swift.min(Swift.max($0, 0), Double(FC_WEIGHT_EXTRABLACK))) }
        return FontAttributes(families: families, style: style, weight: openType, width: width)
    }
}
