import SymbolCatalog

/// The HTML that shows a symbol with its set's web font, per style, for the details pane's
/// "HTML" copy button: chosen by the set's family (``DataSet/family``, from its release
/// table). `{name}` stands for the symbol's name. SF Symbols have none (no web font).
enum SiteHTMLSnippet {
    /// The placeholder for the symbol's name in a template.
    static let placeholder = "{name}"

    /// Style → template (`""` for a set without styles); empty for a family without a web font.
    static func templates(for dataSet: DataSet) -> [(style: String, template: String)] {
        let styles = Set(dataSet.symbols.values.flatMap(\.styles)).sorted()
        switch dataSet.family {
        case "Font Awesome":
            // Font Awesome 5 writes the style as `fas`, `far`, `fab`, …; 6 and later as `fa-solid`.
            let isFive = dataSet.version?.hasPrefix("5.") == true
            return styles.map { style in
                let prefix = isFive ? "fa" + String(style.prefix(1)) : "fa-" + style
                return (style, "<i class=\"\(prefix) fa-\(placeholder)\"></i>")
            }
        case "Material Design Icons":
            return [("", "<span class=\"mdi mdi-\(placeholder)\"></span>")]
        case "Phosphor":
            return [("", "<i class=\"ph ph-\(placeholder)\"></i>")] + styles.map { style in
                (style, "<i class=\"\(style == "regular" ? "ph" : "ph-" + style) ph-\(placeholder)\"></i>")
            }
        case "Lucide":
            return [("", "<i data-lucide=\"\(placeholder)\"></i>")]
        default:
            return []
        }
    }

    /// The templates as the set's data carries them: `{style: template}`.
    static func json(for dataSet: DataSet) -> JSONOutput {
        .object(templates(for: dataSet).map { ($0.style, .string($0.template)) })
    }
}
