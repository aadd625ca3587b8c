import CatalogFormats
import CatalogSystem
import TypeScale

/// The site's type pages (`#/type`): for each design, platform and size category the platform
/// has, the specimen `catalog type-ramp --format svg` draws (``TypeRamp`` resolved through the
/// same ``FontSelection`` resolver, drawn by ``TypeRampRenderer/svg(_:resolver:)``), and
/// `data/type.js` (`window.CATALOG_TYPE`) listing them with the fonts that drew each,
/// substitutes named. A design's specimens are one script, `type/DESIGN.js`
/// (`window.CATALOG_TYPE_SVG[DESIGN]`: key → the SVG's text), added to the page when the
/// design is first shown: four files, not ninety (each file written is synced to disk, about
/// 10 ms each). The designs are drawn at once, one task (and one resolver) each.
///
/// A design whose fonts cannot be resolved is not an error for the site: its specimens are left
/// out and `data/type.js` carries the reason, which the page shows (and `notes` reports).
package struct SiteTypePages {
    /// The designs drawn, in the order the page offers them.
    package static let designs = FontDesign.allCases

    /// The files to write: the specimens, then `data/type.js`.
    package private(set) var files = [(path: String, bytes: [UInt8])]()
    /// One line per design left out or drawn with a substitute family, for stderr.
    package private(set) var notes = [String]()
    /// How many specimens were drawn.
    package private(set) var specimenCount = 0
    /// The font files the specimens were drawn from.
    package private(set) var fontFiles = [String]()

    /// One design's specimens, its entry in `data/type.js` and its note.
    private struct Design: Sendable {
        package var file: (path: String, bytes: [UInt8])?
        package var fontFiles = [String]()
        package var specimens = [(String, JSONOutput)]()
        package var entry: JSONOutput
        package var note = ""
    }

    /// Draws every specimen with the fonts `environment` selects (`FONTCONFIG_FILE`,
    /// `CATALOG_FONT_*`, the font-designs file), as `type-ramp` does, files read within `limit`.
    package init(environment: [String: String], limit: FileSizeLimit) {
        let drawn = ParallelMap.map(count: Self.designs.count, threshold: 2) { index in
            Self.draw(Self.designs[index], environment: environment, limit: limit)
        }
        var specimens = [(String, JSONOutput)]()
        for design in drawn {
            if let file = design.file { files.append(file) }
            fontFiles += design.fontFiles
            specimens += design.specimens
            specimenCount += design.specimens.count
            if !design.note.isEmpty { notes.append(design.note) }
        }
        let document = JSONOutput.object([
            ("schemaVersion", .int(1)),
            ("designs", .array(drawn.map(\.entry))),
            ("platforms", .array(TypePlatform.allCases.map { platform in
                .object([("platform", .string(platform.rawValue)), ("name", .string(platform.displayName)),
                         ("sizes", .array(platform.supportedCategories.map { category in
                             .object([("key", .string(Self.sizeKey(category))), ("name", .string(category.higName))])
                         }))])
            })),
            ("specimens", .object(specimens)),
        ])
        files.append(("data/type.js", SiteScript.global("CATALOG_TYPE", document)))
    }

    /// Every platform's specimens in `design`, with a resolver of its own.
    private static func draw(_ design: FontDesign, environment: [String: String], limit: FileSizeLimit) -> Design {
        do {
            let resolver = try FontSelection(design: design).resolver(environment: environment, limit: limit)
            var result = Design(entry: .null)
            var fonts = [ResolvedFont]()
            var svgs = [(String, JSONOutput)]()
            let file = "type/\(design.rawValue).js"
            for platform in TypePlatform.allCases {
                for category in platform.supportedCategories {
                    let ramp = try TypeRamp(TypeRamp.Options(platform: platform, category: category, design: design), resolver: resolver)
                    let key = key(platform, design, category)
                    svgs.append((key, .string(try TypeRampSVG.document(ramp, resolver: resolver))))
                    result.specimens.append((key, .object([("file", .string(file)), ("fonts", .array(ramp.fonts.map { font($0) }))])))
                    for font in ramp.fonts where !fonts.contains(where: { $0.path == font.path && $0.faceIndex == font.faceIndex }) {
                        fonts.append(font)
                    }
                }
            }
            result.file = (file, SiteScript.entry("CATALOG_TYPE_SVG", key: design.rawValue, .object(svgs)))
            result.entry = .object([("design", .string(design.rawValue)), ("file", .string(file)), ("fonts", .array(fonts.map { font($0, resolution: false) }))])
            result.note = FontSelection.substituteNotes(fonts)
            result.fontFiles = fonts.map(\.path)
            return result
        } catch {
            return Design(entry: .object([("design", .string(design.rawValue)), ("error", .string("\(error)"))]),
                          note: "catalog: note: type pages: no \(design) design: \(error)\n")
        }
    }

    /// `data/type.js` of a site built with `--no-type-pages`: the page says they were left out.
    package static let omitted = Array("window.CATALOG_TYPE = {\"schemaVersion\":1,\"omitted\":true};\n".utf8)

    /// The permalink's spelling of a size category: its HIG name in lower case (`large`, `ax3`).
    package static func sizeKey(_ category: ContentSizeCategory) -> String { category.higName.lowercased() }

    /// A specimen's key in `data/type.js`: `PLATFORM/DESIGN/SIZE` (`ios/default/large`).
    package static func key(_ platform: TypePlatform, _ design: FontDesign, _ category: ContentSizeCategory) -> String {
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
