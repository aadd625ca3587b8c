extension SiteAssets {
    /// The pages part of `assets/site.css`: the type and collections pages, the favorite star, the filters'
    /// disclosure on narrow screens (the colours are `site.css`'s, so both themes keep AA contrast).
    static let pagesStyle = #"""
/* The type and collections pages, the star, and the filters folded on narrow screens. */
/* A hidden grid is hidden although .grid sets its display (the UA's [hidden] rule is weaker). */
.grid[hidden], .page[hidden], .releases[hidden] { display: none; }
.filters-toggle { display: none; }
@media (max-width: 600px) {
  .filters-toggle { display: inline-block; }
  .filters:not(.open) { display: none; }
}
.page h2 { font-size: 20px; margin: 4px 0 10px; }
.page h3 { font-size: 16px; margin: 18px 0 6px; }
.page p { max-width: 60em; }
.page .muted { color: var(--muted); }
.page .controls { display: flex; flex-wrap: wrap; gap: 8px 14px; margin: 8px 0 12px; color: var(--muted); }
.page .controls label { display: inline-flex; gap: 6px; align-items: center; }
.specimen { margin: 0; }
.specimen img { display: block; max-width: 100%; height: auto; border: 1px solid var(--line); background: #ffffff; }
.specimen figcaption { margin-top: 6px; }
.page table { border-collapse: collapse; }
.page th, .page td { text-align: left; padding: 4px 10px 4px 0; vertical-align: top; border-bottom: 1px solid var(--line); overflow-wrap: anywhere; }
.symbol-list { display: flex; flex-wrap: wrap; gap: 6px 14px; list-style: none; padding: 0; margin: 4px 0; }
.symbol-list a { overflow-wrap: anywhere; }
.star[aria-pressed="true"] { color: var(--note); border-color: var(--note); }
.details-head .star { margin-left: auto; }
"""#
}
