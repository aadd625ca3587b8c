import CatalogFormats
import CatalogSystem
import TypeScale

/// `catalog fonts` as text (its JSON and TSV are TypeScale's ``FontListing``).
enum FontsRenderer {
    // MARK: Text

    static func text(_ listing: FontListing, style: ANSIStyle) -> String {
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
