import CatalogSystem
import TypeScale

/// The site's type pages (`#/type`): for each design, platform and size category the platform
/// has, the specimen `catalog type-ramp --format svg` draws (``TypeRamp`` resolved through the
/// same ``FontSelection`` resolver, drawn by ``TypeRampRenderer/svg(_:resolver:)``), written as
/// `type/PLATFORM-DESIGN-SIZE.svg`, and `data/type.js` (`window.CATALOG_TYPE`) listing them
/// with the fonts that drew each, substitutes named.
///
/// A design whose fonts cannot be resolved is not an error for the site: its specimens are left
/// out and `data/type.js` carries the reason, which the page shows (and `notes` reports).
struct SiteTypePages {
    /// The designs drawn, in the order the page offers them.
    static let designs = FontDesign.allCases

    /// The files to write: the specimens, then `data/type.js`.
    private(set) var files = [(path: String, bytes: [UInt8])]()
    /// One line per design left out or drawn with a substitute family, for stderr.
    private(set) var notes = [String]()
    /// How many specimens were drawn.
    private(set) var specimenCount = 0

    /// Draws every specimen with the fonts `context`'s environment selects
    /// (`FONTCONFIG_FILE`, `CATALOG_FONT_*`, the font-designs file), as `type-ramp` does.
    init(_ context: CommandContext) {
        var designEntries = [JSONOutput]()
        var specimens = [(String, JSONOutput)]()
        for design in Self.designs {
            do {
                let resolver = try FontSelection(design: design).resolver(context)
                var fonts = [ResolvedFont]()
                var drawn = [(String, JSONOutput)]()
                for platform in TypePlatform.allCases {
                    for category in platform.supportedCategories {
                        let ramp = try TypeRamp(TypeRamp.Options(platform: platform, category: category, design: design), resolver: resolver)
                        let svg = try TypeRampRenderer.svg(ramp, resolver: resolver)
                        let key = Self.key(platform, design, category)
                        let file = "type/\(platform.rawValue)-\(design.rawValue)-\(Self.sizeKey(category)).svg"
                        files.append((file, Array(svg.utf8)))
                        drawn.append((key, .object([("file", .string(file)), ("fonts", .array(ramp.fonts.map { Self.font($0) }))])))
                        for font in ramp.fonts where !fonts.contains(where: { $0.path == font.path && $0.faceIndex == font.faceIndex }) {
                            fonts.append(font)
                        }
                    }
                }
                specimens += drawn
                specimenCount += drawn.count
                designEntries.append(.object([("design", .string(design.rawValue)),
                                              ("fonts", .array(fonts.map { Self.font($0, resolution: false) }))]))
                let substitutes = FontSelection.substituteNotes(fonts)
                if !substitutes.isEmpty { notes.append(substitutes) }
            } catch {
                designEntries.append(.object([("design", .string(design.rawValue)), ("error", .string("\(error)"))]))
                notes.append("catalog: note: type pages: no \(design) design: \(error)\n")
            }
        }
        let document = JSONOutput.object([
            ("schemaVersion", .int(1)),
            ("designs", .array(designEntries)),
            ("platforms", .array(TypePlatform.allCases.map { platform in
                .object([("platform", .string(platform.rawValue)), ("name", .string(platform.displayName)),
                         ("sizes", .array(platform.supportedCategories.map { category in
                             .object([("key", .string(Self.sizeKey(category))), ("name", .string(category.higName))])
                         }))])
            })),
            ("specimens", .object(specimens)),
        ])
        files.append(("data/type.js", Array("window.CATALOG_TYPE = ".utf8) + document.compact() + Array(";\n".utf8)))
    }

    /// `data/type.js` of a site built with `--no-type-pages`: the page says they were left out.
    static let omitted = Array("window.CATALOG_TYPE = {\"schemaVersion\":1,\"omitted\":true};\n".utf8)

    /// The permalink's spelling of a size category: its HIG name in lower case (`large`, `ax3`).
    static func sizeKey(_ category: ContentSizeCategory) -> String { category.higName.lowercased() }

    /// A specimen's key in `data/type.js`: `PLATFORM/DESIGN/SIZE` (`ios/default/large`).
    static func key(_ platform: TypePlatform, _ design: FontDesign, _ category: ContentSizeCategory) -> String {
        "\(platform.rawValue)/\(design.rawValue)/\(sizeKey(category))"
    }

    /// A font as the page names it: family and style, the file's name (not its folder: the
    /// site may be published), how it matched (`exact`, `nearest: …`; for a design's list of
    /// faces, which each style matches differently, not) and, for a substitute, the families
    /// that are missing.
    private static func font(_ font: ResolvedFont, resolution: Bool = true) -> JSONOutput {
        var members: [(String, JSONOutput)] = [
            ("name", .string(FontSelection.fontName(font))),
            ("file", .string(Paths.lastComponent(of: font.path))),
        ]
        if resolution { members.append(("resolution", .string(FontSelection.resolutionSummary(font)))) }
        if case .substitute(_, let missing) = font.origin { members.append(("substitutes", .array(missing.map(JSONOutput.string)))) }
        return .object(members)
    }
}
