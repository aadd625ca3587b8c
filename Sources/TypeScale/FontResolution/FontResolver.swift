import CatalogSystem

/// Resolves weights and widths of one design (or one given font) to real fonts through
/// fontconfig and FreeType, and keeps the faces it opened for measuring.
///
/// For each ``FontRequest``:
///
/// 1. The font: for a ``Source/design(_:)``, the first candidate family fontconfig has
///    (matched with the request's weight and width: fontconfig weight from the OpenType value,
///    fontconfig width 63 … 150), else the design's fallback reported as a substitute, else
///    ``FontResolutionError/notInstalled(_:)``. For ``Source/font(_:)``, that file, or what
///    that fontconfig pattern matches (its own weight and width replaced by the request's).
/// 2. The instance: when the face is variable and has a `wght`, `wdth` or `opsz` axis, the
///    design coordinates `wght` = the OpenType weight, `wdth` = the width's percentage (62.5
///    … 150) and `opsz` = the point size, each clamped to its axis; otherwise the face (or the
///    named instance fontconfig matched) as it is.
/// 3. What was found: the coordinates set, else fontconfig's weight and width of the match,
///    else (a file) OS/2 `usWeightClass` and the fontconfig width of `usWidthClass`.
///
/// fontconfig is only started when a pattern has to be matched. Not `Sendable`: it holds
/// FreeType faces and a fontconfig configuration; use one resolver per task.
public final class FontResolver {
    /// What the resolver resolves requests of.
    public enum Source: Sendable, Hashable {
        /// A design's candidate families (see ``DesignFamilies``).
        case design(DesignFamily)
        /// One font, given as a file or a fontconfig pattern (`--font`).
        case font(FontReference)
    }

    /// What this resolver resolves requests of.
    public let source: Source

    private var configuration: FontconfigConfiguration?
    private let loadConfiguration: () throws(FontconfigError) -> FontconfigConfiguration
    private var resolved: [FontRequest: ResolvedFont] = [:]
    private var faces: [FaceKey: FontFace] = [:]
    private var metricsByFace: [FaceKey: FaceMetrics] = [:]
    /// The largest font file opened (``FontFace/init(path:faceIndex:limit:)``).
    public var limit = FileSizeLimit.standard

    /// A resolver that matches patterns on `configuration`.
    public convenience init(source: Source, configuration: FontconfigConfiguration) {
        self.init(source: source, loadConfiguration: { () throws(FontconfigError) in configuration })
    }

    /// A resolver that calls `loadConfiguration` the first time it has a pattern to match (a
    /// command that may need none need not load fontconfig).
    public init(source: Source, loadConfiguration: @escaping () throws(FontconfigError) -> FontconfigConfiguration) {
        self.source = source
        self.loadConfiguration = loadConfiguration
    }

    /// The font for `request`; the same request gives the same answer without a second look-up.
    /// - Throws: ``FontResolutionError``.
    public func resolve(_ request: FontRequest) throws(FontResolutionError) -> ResolvedFont {
        if let known = resolved[request] { return known }
        let base = try locate(request)
        let font = try instance(of: base, for: request)
        resolved[request] = font
        return font
    }

    /// The face of `font`, opened once and kept.
    /// - Throws: ``FontResolutionError/freeType(_:)``.
    public func face(for font: ResolvedFont) throws(FontResolutionError) -> FontFace {
        try face(FaceKey(path: font.path, faceIndex: font.faceIndex, variation: font.variation))
    }

    /// The metrics of `font`'s face (at its instance), read once and kept.
    /// - Throws: ``FontResolutionError/freeType(_:)``.
    public func metrics(for font: ResolvedFont) throws(FontResolutionError) -> FaceMetrics {
        let key = FaceKey(path: font.path, faceIndex: font.faceIndex, variation: font.variation)
        if let known = metricsByFace[key] { return known }
        let face = try face(key)
        do {
            let metrics = try face.metrics()
            metricsByFace[key] = metrics
            return metrics
        } catch {
            throw .freeType(error)
        }
    }

    // MARK: - Finding the font

    /// A font file found for a request, before its instance is chosen.
    struct Located {
        let origin: ResolvedFont.Origin
        let path: String
        let faceIndex: Int
        /// The named instance fontconfig matched (`.default` otherwise).
        let variation: FaceVariation
        /// fontconfig's weight (OpenType scale) and width of the match; nil for a file.
        let matchedWeight: Double?
        let matchedWidth: Double?
    }

    private func locate(_ request: FontRequest) throws(FontResolutionError) -> Located {
        switch source {
        case .font(.file(let path)):
            return Located(origin: .file, path: path, faceIndex: 0, variation: .default, matchedWeight: nil, matchedWidth: nil)
        case .font(.pattern(let pattern)):
            let match = try match(pattern, request)
            return located(match, origin: .fontconfig(pattern: pattern, familyMatch: match.familyMatch))
        case .design(let family):
            for candidate in family.candidates {
                switch candidate {
                case .file(let path):
                    return Located(origin: .file, path: path, faceIndex: 0, variation: .default, matchedWeight: nil, matchedWidth: nil)
                case .family(let name):
                    // A missing family (the rounded design's Comfortaa) is asked again per
                    // style: fontconfig's answer, and its did-you-mean, are remembered.
                    do {
                        let match = try match(Self.escaped(name), request)
                        return located(match, origin: .fontconfig(pattern: name, familyMatch: match.familyMatch))
                    } catch .fontconfig(let error) {
                        guard case .noSuchFamily = error.reason else { throw .fontconfig(error) }
                    } catch {
                        throw error
                    }
                }
            }
            guard let fallback = family.fallback else { throw .notInstalled(family) }
            let match = try match(Self.escaped(fallback), request)
            return located(match, origin: .substitute(fallback: fallback, missing: family.candidateNames))
        }
    }

    private func located(_ match: FontMatch, origin: ResolvedFont.Origin) -> Located {
        Located(origin: origin, path: match.path, faceIndex: match.faceIndex, variation: match.variation,
                matchedWeight: match.found.weight, matchedWidth: match.found.width)
    }

    /// Matches `pattern` with the request's weight and width. A generic family (`sans-serif`)
    /// is first pinned to the family fontconfig prefers for it at regular weight and standard
    /// width, so that every weight and width of a design comes from one family (fontconfig
    /// would otherwise take another family that has the weight); the match then reports
    /// ``FontMatch/FamilyMatch/generic``. The configuration remembers each match (FcFontMatch
    /// is 3 ms with 2,000 fonts): the pin and every weight and width are matched once.
    private func match(_ pattern: String, _ request: FontRequest) throws(FontResolutionError) -> FontMatch {
        let weight = Double(request.weight.openTypeWeight), width = Double(request.width.fontconfigWidth)
        do throws(FontconfigError) {
            let fontconfig = try fontconfiguration()
            let regular = try fontconfig.match(pattern, weight: 400, width: 100)
            guard regular.familyMatch == .generic, let pinned = regular.found.families.first else {
                return try fontconfig.match(pattern, weight: weight, width: width)
            }
            let match = try fontconfig.match(Self.escaped(pinned), weight: weight, width: width)
            return FontMatch(pattern: match.pattern, requested: match.requested, found: match.found, path: match.path,
                             faceIndex: match.faceIndex, namedInstanceIndex: match.namedInstanceIndex,
                             familyMatch: .generic, isExact: match.isExact)
        } catch {
            throw .fontconfig(error)
        }
    }

    private func fontconfiguration() throws(FontconfigError) -> FontconfigConfiguration {
        if let configuration { return configuration }
        let loaded = try loadConfiguration()
        configuration = loaded
        return loaded
    }

    /// `family` as a fontconfig pattern: `\`, `-`, `:` and `,` escaped with a backslash.
    public static func escaped(_ family: String) -> String {
        var result = ""
        for character in family {
            if "\\-:,".contains(character) { result.append("\\") }
            result.append(character)
        }
        return result
    }

    // MARK: - Faces

    struct FaceKey: Hashable {
        let path: String
        let faceIndex: Int
        let variation: FaceVariation
    }

    func face(_ key: FaceKey) throws(FontResolutionError) -> FontFace {
        if let open = faces[key] { return open }
        do {
            let face = try FontFace(path: key.path, faceIndex: key.faceIndex, variation: key.variation, limit: limit)
            faces[key] = face
            return face
        } catch {
            throw .freeType(error)
        }
    }
}

@available(*, unavailable, message: "holds FreeType faces and a fontconfig configuration; use one FontResolver per task")
extension FontResolver: Sendable {}
