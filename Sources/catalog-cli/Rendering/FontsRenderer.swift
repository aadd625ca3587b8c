import CatalogFormats
import CatalogSystem
import TypeScale

/// `catalog fonts` in each format.
enum FontsRenderer {
    static let schemaVersion = 1

    /// What `fonts` found: one font per weight, in weight order.
    struct Listing {
        let design: FontDesign
        let width: FontWidth
        let source: FontResolver.Source
        let fonts: [ResolvedFont]
    }

    // MARK: JSON

    static func json(_ listing: Listing) -> JSONOutput {
        .object([
            ("schemaVersion", .int(schemaVersion)),
            ("design", .string(listing.design.rawValue)),
            ("width", .string(listing.width.rawValue)),
            ("families", families(listing.source)),
            ("weights", .array(listing.fonts.map(json))),
        ])
    }

    private static func families(_ source: FontResolver.Source) -> JSONOutput {
        switch source {
        case .design(let family):
            .object([
                ("candidates", .array(family.candidateNames.map(JSONOutput.string))),
                ("fallback", .optional(family.fallback)),
                ("source", .string(family.source.description)),
            ])
        case .font(.file(let name)), .font(.pattern(let name)):
            .object([("candidates", .array([.string(name)])), ("fallback", .null), ("source", .string("--font"))])
        }
    }

    private static func json(_ font: ResolvedFont) -> JSONOutput {
        .object([
            ("weight", .string(font.request.weight.appleName)),
            ("weightValue", .int(font.request.weight.openTypeWeight)),
            ("font", .object([
                ("family", .optional(font.familyName)),
                ("style", .optional(font.styleName)),
                ("postscriptName", .optional(font.postScriptName)),
                ("file", .string(font.path)),
                ("faceIndex", .int(font.faceIndex)),
                ("coordinates", .object(font.coordinates.map { ($0.tag, .double($0.value)) })),
            ])),
            ("resolution", .string(font.resolution.rawValue)),
            ("substitute", .bool(font.isSubstitute)),
            ("asked", .object([("weight", .double(font.askedWeight)), ("width", .double(font.askedWidth))])),
            ("found", .object([
                ("weight", font.foundWeight.map(JSONOutput.double) ?? .null),
                ("width", font.foundWidth.map(JSONOutput.double) ?? .null),
            ])),
        ])
    }

    // MARK: TSV

    static func tsv(_ listing: Listing) -> String {
        TSV.render(listing.fonts.map { font in
            [
                font.request.weight.appleName, String(font.request.weight.openTypeWeight),
                font.familyName ?? "", font.styleName ?? "", font.postScriptName ?? "", font.path, String(font.faceIndex),
                font.resolution.rawValue,
                JSONOutput.format(font.askedWeight), font.foundWeight.map(JSONOutput.format) ?? "",
                JSONOutput.format(font.askedWidth), font.foundWidth.map(JSONOutput.format) ?? "",
                font.isSubstitute ? "true" : "false",
            ]
        })
    }

    // MARK: Text

    static func text(_ listing: Listing, style: ANSIStyle) -> String {
        var lines = [
            style.bold("Design \(listing.design), width \(listing.width)") + ": "
                + FontSelection.sourceSummary(listing.source),
        ]
        let rows = [["Weight", "Font", "Found", "File"]] + listing.fonts.map { font in
            [
                "\(font.request.weight.appleName) \(font.request.weight.openTypeWeight)",
                FontSelection.fontName(font),
                FontSelection.resolutionSummary(font),
                font.path + (font.faceIndex > 0 ? " #\(font.faceIndex)" : ""),
            ]
        }
        for (index, line) in TextTable.align(rows).enumerated() {
            lines.append(index == 0 ? style.dim(line) : line)
        }
        return TerminalText.lines(lines)
    }
}
