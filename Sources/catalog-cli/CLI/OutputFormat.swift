/// The formats a data-printing command can write.
enum OutputFormat: String, Sendable, CaseIterable {
    /// For people: aligned, coloured on a TTY.
    case text
    /// One object, `schemaVersion` first.
    case json
    /// No header; the key (usually the name) first.
    case tsv
    /// Names in columns filling the terminal width (search and collections).
    case grid
    /// A Markdown report (diff).
    case markdown
    /// A picture (type ramps, glyphs).
    case svg
    /// A style sheet (type ramps).
    case css
    /// GitHub Actions workflow annotations (lint).
    case github
    /// SARIF 2.1.0 for code-scanning tools (lint, check).
    case sarif
    /// Swift source (codegen): written as it is, never wrapped.
    case swift
    /// Capsize's font-metrics object (metrics).
    case capsize
    /// One `<svg>` of `<symbol>`s (collection export).
    case svgSprite = "svg-sprite"
}

extension OutputFormat {
    /// True for a format whose strings have escapes of their own (JSON and what is JSON,
    /// CSS, SVG, Swift): its document keeps the invisible characters
    /// (``TerminalText/isInvisible(_:)``) as that format writes them, since `\u{200B}` would
    /// change the value it holds or break it (it is no JSON escape). The controls a terminal
    /// obeys are made visible in every format.
    var hasOwnEscapes: Bool {
        switch self {
        case .json, .sarif, .capsize, .css, .svg, .svgSprite, .swift: true
        case .text, .tsv, .grid, .markdown, .github: false
        }
    }
}
