import CatalogFormats
import TypeScale
import CatalogSystem

/// `catalog trim` as text (its JSON and CSS are TypeScale's ``LeadingTrim/json(font:)`` and ``LeadingTrimCSS``).
enum TrimRenderer {
    static func text(_ trim: LeadingTrim, font: WebFont) -> String {
        let rows = [
            ["font-size", LeadingTrimCSS.px(trim.fontSize)],
            ["line-height", trim.lineHeight.map(LeadingTrimCSS.px) ?? "normal"],
            ["::before", "margin-bottom \(LeadingTrimCSS.em(trim.capHeightTrim)) (trims above the cap height)"],
            ["::after", "margin-top \(LeadingTrimCSS.em(trim.baselineTrim)) (trims below the baseline)"],
        ]
        return ([TerminalText.visible(font.name) + "  " + TerminalText.visible(font.path)]
            + TextTable.align(rows).map { "  " + $0 }).joined(separator: "\n") + "\n"
    }

}
