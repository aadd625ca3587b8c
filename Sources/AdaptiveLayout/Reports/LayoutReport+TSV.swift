import CatalogFormats

// `catalog layout --format tsv`: one row per figure, no header.

extension LayoutReport {
    /// One row per figure (the safe area as four: `safeArea.top` …): key, value, unit (empty
    /// for a size class), kind, references (`,` between), the rule or the note.
    package static func tsv(_ layout: WindowLayout) -> String {
        var rows = [[String]]()
        for entry in layout.entries {
            let basis = entry.provenance.rule ?? entry.provenance.note ?? ""
            let tail = [entry.provenance.kind.rawValue, entry.provenance.sources.joined(separator: ","), basis]
            switch entry.value {
            case .insets(let i):
                for (edge, length) in [("top", i.top), ("left", i.left), ("bottom", i.bottom), ("right", i.right)] {
                    rows.append([entry.key + "." + edge, LayoutFormat.number(length), layout.unit.rawValue] + tail)
                }
            case .length(let length): rows.append([entry.key, LayoutFormat.number(length), layout.unit.rawValue] + tail)
            case .sizeClass(let sizeClass): rows.append([entry.key, sizeClass.rawValue, ""] + tail)
            case nil:
                let edges = entry.key == "safeArea" ? ["top", "left", "bottom", "right"].map { "safeArea." + $0 } : [entry.key]
                rows += edges.map { [$0, "", entry.key.hasPrefix("sizeClasses") ? "" : layout.unit.rawValue] + tail }
            }
        }
        return TSV.render(rows)
    }
}
