import CatalogFormats
import CatalogSystem
import TypeScale

extension SiteBuilder {
    /// Glyphs measured at once, about: a run of symbols is this many over the styles measured
    /// together (whole template chunks, at least one), so that a set's outlines are never all held.
    static let glyphsAtOnce = 4096

    /// One template file written: what `data/sets.js` and the report say of it.
    struct WrittenTemplate {
        let style: String
        let chunk: Int
        let path: String
        let bytes: Int
        let symbols: Int
    }

    /// Measures and writes a set's glyphs (``SiteGlyphSource``, named from `base`):
    /// `data/glyphs-BASE.js`, each symbol in its default style; for a set of several styles,
    /// when it has any glyph, `data/glyphs-BASE.STYLE.js` each; for glyphs from its own fonts
    /// its licence; with `templates`, the template files (of the style files' glyphs for a set
    /// of several styles, else of its glyphs), each chunk written once its run is measured.
    /// Returns their entries in `data/sets.js` (`glyphs`, `glyphStyles`: style → file,
    /// `licence`, `templates`), the report and the set's note; no entry without any glyph.
    static func writeGlyphs(_ source: SiteGlyphSource, base: String, templates: Bool, to staging: inout SiteStaging) throws
        -> (listed: [(String, JSONOutput)], report: SiteReport.Glyphs?, note: String?) {
        let order = source.symbols.map(\.name)
        let positions = Dictionary(order.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        let stems = templates ? SiteTemplates.stems(base: base, styles: source.styles) : []
        var written = [WrittenTemplate]()
        let reader = source.makeReader()
        var glyphs = SiteGlyphs(fromUserFont: source.fromUserFont)
        for run in runs(source.symbols.count, styles: 1) {
            let outlines = try source.measure(run, with: reader, into: &glyphs)
            if let stem = stems.first, source.styles.isEmpty {
                written += try writeTemplates(source, style: "", stem: stem.stem, outlines, positions: positions, styles: [:], to: &staging)
            }
        }
        guard !glyphs.glyphs.isEmpty else { return ([], nil, glyphs.note) }
        let path = "data/glyphs-" + base + ".js"
        let script = glyphs.script(name: source.name, order: order)
        try staging.write(path, script)
        let report = SiteReport.Glyphs(file: path, bytes: script.count, symbols: glyphs.glyphs.count, licence: nil)
        let note = glyphs.note
        glyphs = SiteGlyphs(fromUserFont: source.fromUserFont)
        var listed: [(String, JSONOutput)] = [("glyphs", .string(path))]
        if !source.styles.isEmpty {
            var byStyle = source.styles.map { _ in SiteGlyphs(fromUserFont: source.fromUserFont) }
            for run in runs(source.symbols.count, styles: source.styles.count) {
                var outlines = [[(name: String, metrics: GlyphMetrics)]]()
                for (index, style) in source.styles.enumerated() {
                    outlines.append(try source.measure(run, style: style, with: reader, into: &byStyle[index]))
                }
                guard templates else { continue }
                var metrics = [String: [String: GlyphMetrics]]()
                for (style, measured) in zip(source.styles, outlines) {
                    metrics[style] = Dictionary(measured.map { ($0.name, $0.metrics) }, uniquingKeysWith: { first, _ in first })
                }
                for (index, style) in source.styles.enumerated() {
                    written += try writeTemplates(source, style: style, stem: stems[index].stem, outlines[index], positions: positions,
                                                  styles: metrics, to: &staging)
                }
            }
            var taken = Set<String>()
            var styleFiles = [(String, JSONOutput)]()
            for (index, style) in source.styles.enumerated() {
                let styleFile = "data/glyphs-" + uniqueFileName(for: base + "." + style, taken: &taken)
                try staging.write(styleFile, byStyle[index].script(name: source.name, style: style, order: order))
                byStyle[index] = SiteGlyphs(fromUserFont: source.fromUserFont)
                styleFiles.append((style, .string(styleFile)))
            }
            listed.append(("glyphStyles", .object(styleFiles)))
        }
        var licence: String?
        if !source.fromUserFont,
           let text = try FileReader().readIfPresent(Paths.join(source.dataSet.location, "LICENSE.txt")) {
            licence = "licences/" + base + ".txt"
            try staging.write(licence!, text.bytes)
            listed.append(("licence", .string(licence!)))
        }
        var shipped = SiteReport.Glyphs(file: report.file, bytes: report.bytes, symbols: report.symbols, licence: licence)
        let styleOrder = Dictionary(stems.enumerated().map { ($1.style, $0) }, uniquingKeysWith: { first, _ in first })
        let summary = templateSummary(written.sorted { (styleOrder[$0.style] ?? 0, $0.chunk) < (styleOrder[$1.style] ?? 0, $1.chunk) })
        shipped.templates = summary.report
        if let entry = summary.listed { listed.append(("templates", entry)) }
        return (listed, shipped, note)
    }

    /// The runs of `count` symbols measured at once, `styles` styles each: ``glyphsAtOnce``
    /// glyphs, in whole template chunks.
    static func runs(_ count: Int, styles: Int) -> [Range<Int>] {
        let size = max(SiteTemplates.chunk, glyphsAtOnce / max(styles, 1) / SiteTemplates.chunk * SiteTemplates.chunk)
        return stride(from: 0, to: count, by: size).map { $0..<min($0 + size, count) }
    }

    /// Writes the template files of `outlines` (a run's glyphs in `style`, in the list's order),
    /// one per chunk they fall in (by their `positions` in the set's list), the other styles'
    /// glyphs of the run in `styles`.
    private static func writeTemplates(_ source: SiteGlyphSource, style: String, stem: String, _ outlines: [(name: String, metrics: GlyphMetrics)],
                                       positions: [String: Int], styles: [String: [String: GlyphMetrics]],
                                       to staging: inout SiteStaging) throws(SystemError) -> [WrittenTemplate] {
        let chunks = Dictionary(grouping: outlines) { (positions[$0.name] ?? 0) / SiteTemplates.chunk }
        var written = [WrittenTemplate]()
        for number in chunks.keys.sorted() {
            guard let file = SiteTemplates.file(name: source.name, style: style, chunk: number, stem: stem, glyphs: chunks[number] ?? [],
                                                dataSet: source.dataSet, styles: styles) else { continue }
            try staging.write(file.path, file.script)
            written.append(WrittenTemplate(style: style, chunk: number, path: file.path, bytes: file.script.count, symbols: file.symbols))
        }
        return written
    }

    /// A set's template files (``SiteTemplates``) written, by style then chunk: their entry in
    /// `data/sets.js` (`templates`: `chunk`, the symbols of the set's list a file covers, and
    /// `files`, style → [the files' path before `-K.js`, the chunks K written]) and the report,
    /// or no entry without any.
    private static func templateSummary(_ templates: [WrittenTemplate]) -> (listed: JSONOutput?, report: [SiteReport.Templates]) {
        var styles = [String]()
        var chunks = [String: (stem: String, numbers: [Int])]()
        var report = [SiteReport.Templates]()
        for file in templates {
            let stem = String(file.path.dropLast("-\(file.chunk).js".count))
            if chunks[file.style] == nil {
                styles.append(file.style)
                chunks[file.style] = (stem, [])
            }
            chunks[file.style]?.numbers.append(file.chunk)
            if report.last?.style == file.style {
                let last = report.removeLast()
                report.append(SiteReport.Templates(style: file.style, file: last.file, files: last.files + 1,
                                                   bytes: last.bytes + file.bytes, symbols: last.symbols + file.symbols))
            } else {
                report.append(SiteReport.Templates(style: file.style, file: stem + "-K.js", files: 1, bytes: file.bytes, symbols: file.symbols))
            }
        }
        let listed: JSONOutput? = styles.isEmpty ? nil : .object([
            ("chunk", .int(SiteTemplates.chunk)),
            ("files", .object(styles.map { style in
                (style, .array([.string(chunks[style]?.stem ?? ""), .array((chunks[style]?.numbers ?? []).map(JSONOutput.int))]))
            })),
        ])
        return (listed, report)
    }
}
