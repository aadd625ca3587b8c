import AdaptiveLayout
import CatalogFormats
import CatalogSystem

/// `catalog layout` as text, in the order Adaptivity shows its figures (JSON and TSV are
/// AdaptiveLayout's ``LayoutReport``; the SVG its `LayoutSVG`, which the site draws too). Every
/// figure's row says its kind and its references, a derived one its rule, one not published why.
enum LayoutRenderer {
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

    static func text(_ layout: WindowLayout, style: ANSIStyle) -> String {
        var lines = [style.bold(LayoutFormat.heading(layout))]
        if let device = layout.query.device { lines.append(style.dim("The HIG's row: " + device.higRow)) }
        if let scale = layout.scale, let factor = scale.value {
            lines.append(style.dim("Scale \(LayoutFormat.number(factor)), \(LayoutFormat.kind(scale.kind)): " + basis(scale.provenance)))
        }
        lines.append("")
        let rows = layout.entries.map { entry in
            [LayoutFormat.labels[entry.key] ?? entry.key, LayoutFormat.value(entry.value, unit: layout.unit),
             LayoutFormat.kind(entry.provenance.kind), basis(entry.provenance)]
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
