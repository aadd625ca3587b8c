import AdaptiveLayout
import CatalogFormats
import CatalogSystem

/// `catalog layout` as text, in the order Adaptivity shows its figures (JSON, TSV and SVG in
/// their own files). Every figure's row says its kind and its references, a derived one its
/// rule, one not published why.
enum LayoutRenderer {
    static let schemaVersion = 1

    /// The label of each figure's key, for people.
    static let labels: [String: String] = [
        "window.width": "Window width", "window.height": "Window height",
        "safeArea": "Safe area (top left bottom right)",
        "layoutMargins.leading": "Leading margin", "layoutMargins.trailing": "Trailing margin",
        "layoutMargins.leadingFromEdge": "Leading margin from the edge",
        "layoutMargins.trailingFromEdge": "Trailing margin from the edge", "layoutMargins.between": "Between the margins",
        "readableGuide.readableWidth": "Readable width", "readableGuide.leading": "Readable guide from the edge",
        "readableGuide.width": "Readable guide width",
        "bars.statusBar": "Status bar", "bars.navigationBar": "Navigation bar", "bars.largeTitle": "Large title adds",
        "bars.toolbar": "Toolbar", "bars.tabBar": "Tab bar", "bars.between": "Between the bars",
        "sizeClasses.width": "Width size class", "sizeClasses.height": "Height size class",
    ]

    /// Rounded to 0.0001, printed in the shortest form (`16`, `46.08`).
    static func number(_ value: Double) -> String {
        let rounded = (value * 10_000).rounded() / 10_000
        return JSONOutput.format(rounded == 0 ? 0 : rounded)
    }

    /// A value as text: `402 pt`, `59 0 34 0 pt`, `compact`; `-` for none.
    static func value(_ value: LayoutEntry.Value?, unit: LengthUnit) -> String {
        switch value {
        case .length(let length): number(length) + " " + unit.symbol
        case .insets(let i): [i.top, i.left, i.bottom, i.right].map(number).joined(separator: " ") + " " + unit.symbol
        case .sizeClass(let sizeClass): sizeClass.rawValue
        case nil: "-"
        }
    }

    /// A value for scripts: `402`, `59 0 34 0`, `compact`; empty for none.
    static func plain(_ value: LayoutEntry.Value?) -> String {
        switch value {
        case .length(let length): number(length)
        case .insets(let i): [i.top, i.left, i.bottom, i.right].map(number).joined(separator: " ")
        case .sizeClass(let sizeClass): sizeClass.rawValue
        case nil: ""
        }
    }

    /// The kind as people read it: `published`, `not published`.
    static func kind(_ kind: FigureKind) -> String {
        switch kind {
        case .notPublished: "not published"
        case .notApplicable: "not applicable"
        default: kind.rawValue
        }
    }

    /// What follows the kind: the references of a published or measured figure (and its
    /// note); a derived one's rule, a missing one's reason, then their references in brackets.
    static func basis(_ provenance: Provenance) -> String {
        let references = provenance.sources.joined(separator: ", ")
        switch provenance.kind {
        case .published, .measured:
            return [references, provenance.note.map { "(\($0))" }].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " ")
        case .derived, .notPublished, .notApplicable, .given:
            let reason = provenance.kind == .derived ? provenance.rule : provenance.note
            return [reason, references.isEmpty ? nil : "[" + references + "]"].compactMap { $0 }.joined(separator: " ")
        }
    }

    /// The heading: `iPhone 16 Pro, portrait, full screen, iOS 27, Large, in points`.
    static func heading(_ layout: WindowLayout) -> String {
        let query = layout.query
        var parts = [query.subjectName]
        if case .device = query.subject { parts.append(layout.orientation.rawValue) }
        if query.arrangement != .fullScreen { parts.append(query.arrangement.displayName) }
        if query.idiom != .watch { parts += [(query.idiom == .pad ? "iPadOS " : "iOS ") + String(query.os), query.sizeCategory] }
        return parts.joined(separator: ", ") + ", in " + unitName(layout.unit)
    }

    static func unitName(_ unit: LengthUnit) -> String {
        switch unit {
        case .points: "points"
        case .pixels: "pixels"
        case .nativePixels: "native pixels"
        }
    }

    static func text(_ layout: WindowLayout, style: ANSIStyle) -> String {
        var lines = [style.bold(heading(layout))]
        if let device = layout.query.device { lines.append(style.dim("The HIG's row: " + device.higRow)) }
        if let scale = layout.scale, let factor = scale.value {
            lines.append(style.dim("Scale \(number(factor)), \(kind(scale.kind)): " + basis(scale.provenance)))
        }
        lines.append("")
        let rows = layout.entries.map { entry in
            [labels[entry.key] ?? entry.key, value(entry.value, unit: layout.unit), kind(entry.provenance.kind), basis(entry.provenance)]
        }
        lines += TextTable.align(rows).enumerated().map { index, line in
            layout.entries[index].value == nil ? style.dim(line) : line
        }
        var notes = layout.notes
        if layout.query.os >= 26, layout.query.idiom != .watch, layout.entries.contains(where: { $0.provenance.kind == .notPublished }) {
            notes.append("Figures measured before iOS 26 are not assumed to hold after it: --os asks of an earlier version.")
        }
        if !notes.isEmpty {
            lines.append("")
            lines += notes.map { style.dim("Note: ") + $0 }
        }
        lines.append("")
        lines.append(style.dim("Sources"))
        lines += sourceLines(layout.sourceIDs)
        return TerminalText.lines(lines)
    }

    /// `  id  citation` for each source id (a user's file as itself).
    static func sourceLines(_ ids: [String]) -> [String] {
        TextTable.align(ids.map { id in
            ["  " + id, LayoutTable.source(id)?.citation ?? (id.hasPrefix("file:") ? "your file " + id.dropFirst(5) : id)]
        })
    }
}
