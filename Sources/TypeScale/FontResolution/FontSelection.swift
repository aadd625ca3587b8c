import CatalogFormats
import CatalogSystem

/// The fonts `fonts`, `type-ramp` and the site's type pages draw with: a design at a width, or
/// one font file or pattern instead, and the resolver they select.
package struct FontSelection: Sendable {
    package var design = FontDesign.default
    package var width = FontWidth.standard
    /// `--font FILE|PATTERN`, instead of the design's families.
    package var font: String?

    /// The families of `design` at the standard width, as `--design DESIGN` alone selects them.
    package init(design: FontDesign) {
        self.design = design
    }

    /// `extraExpanded` → `extra-expanded`, as the help spells widths.
    package static func kebabCase(_ name: String) -> String {
        name.reduce(into: "") { result, character in
            if character.isUppercase { result += "-" + character.lowercased() } else { result.append(character) }
        }
    }

    /// The resolver for the design: the font when given, else the design's families from the
    /// configuration file and `environment`, files read within `limit` (one resolver per
    /// task). fontconfig starts only when a pattern is matched.
    package func resolver(environment: [String: String], limit: FileSizeLimit) throws -> FontResolver {
        let source: FontResolver.Source
        if let font {
            source = .font(FontReference(font))
        } else {
            source = .design(try DesignFamilies(environment: environment, limit: limit)[design])
        }
        let resolver = FontResolver(source: source, loadConfiguration: SharedFontconfig.configurationLoader(environment))
        resolver.limit = limit
        return resolver
    }

    /// What the resolver was asked to use, for text output: `sans-serif (built in)`.
    package static func sourceSummary(_ source: FontResolver.Source) -> String {
        switch source {
        case .design(let family):
            family.candidateNames.joined(separator: ", ")
                + (family.fallback.map { ", else \($0) as a substitute" } ?? "") + " (\(family.source))"
        case .font(.file(let path)): path + " (--font)"
        case .font(.pattern(let pattern)): pattern + " (--font)"
        }
    }

    /// One stderr note per substitute family used: never a silent substitute.
    package static func substituteNotes(_ fonts: [ResolvedFont]) -> String {
        var notes = [String]()
        for font in fonts {
            guard case .substitute(let generic, let missing) = font.origin else { continue }
            let note = "catalog: note: none of " + missing.map { "'\($0)'" }.joined(separator: ", ")
                + " is installed; using '\(font.familyName ?? "?")' (\(generic)) as a substitute\n"
            if !notes.contains(note) { notes.append(note) }
        }
        return notes.joined()
    }

    /// `exact`, or what differs: `nearest: weight 700 (+100), width 87 (-13)`,
    /// `nearest: substitute for 'Comfortaa', 'Quicksand'`.
    package static func resolutionSummary(_ font: ResolvedFont) -> String {
        guard font.resolution == .nearest else { return "exact" }
        var parts = [String]()
        switch font.origin {
        case .substitute(_, let missing): parts.append("substitute for " + missing.map { "'\($0)'" }.joined(separator: ", "))
        case .fontconfig(_, .alias): parts.append("alias family")
        default: break
        }
        if let distance = font.weightDistance, distance != 0, let found = font.foundWeight {
            parts.append("weight \(number(found)) (\(signed(distance)))")
        }
        if let distance = font.widthDistance, distance != 0, let found = font.foundWidth {
            parts.append("width \(number(found)) (\(signed(distance)))")
        }
        if font.foundWeight == nil { parts.append("weight unknown") }
        if font.foundWidth == nil { parts.append("width unknown") }
        return "nearest: " + parts.joined(separator: ", ")
    }

    /// `Family Style`.
    package static func fontName(_ font: ResolvedFont) -> String {
        [font.familyName, font.styleName].compactMap { $0 }.joined(separator: " ")
    }

    package static func number(_ value: Double) -> String { JSONOutput.format(value) }

    package static func signed(_ value: Double) -> String { (value > 0 ? "+" : "") + number(value) }
}
