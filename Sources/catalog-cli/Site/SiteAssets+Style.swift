extension SiteAssets {
    /// The main part of `assets/site.css`: both themes (AA contrast), the grid, the details pane, narrow screens.
    static let style = #"""
/* The catalogue page: light and dark themes (AA contrast), a grid that reflows down to 390 px. */
:root {
  --bg: #ffffff; --fg: #1b1b1f; --muted: #4f5560; --line: #c9ccd3; --cell: #f4f5f7; --accent: #0b57d0; --focus: #0b57d0;
  --pane: #ffffff; --note: #8a4b00;
  color-scheme: light;
}
:root[data-theme="dark"] {
  --bg: #131417; --fg: #eceef2; --muted: #b4b9c3; --line: #3c4049; --cell: #1e2026; --accent: #8ab4f8; --focus: #8ab4f8;
  --pane: #1a1c21; --note: #f6c26b;
  color-scheme: dark;
}
/* The scrollbar always there: typing that makes the results fit the window, or no longer fit,
   would otherwise change the page's width and lay the grid out twice in that keystroke's frame. */
html { overflow-y: scroll; }
* { box-sizing: border-box; }
body { margin: 0; font: 15px/1.4 system-ui, -apple-system, "Segoe UI", sans-serif; background: var(--bg); color: var(--fg); }
.skip { position: absolute; left: -9999px; }
.skip:focus { left: 8px; top: 8px; z-index: 10; background: var(--bg); padding: 4px 8px; }
.visually-hidden, .offscreen { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
.bar { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; padding: 10px 12px; border-bottom: 1px solid var(--line); position: sticky; top: 0; background: var(--bg); z-index: 2; }
.bar h1 { font-size: 18px; margin: 0 8px 0 0; }
.field.search { flex: 1 1 220px; }
input, select, button { font: inherit; color: var(--fg); background: var(--bg); border: 1px solid var(--line); border-radius: 6px; padding: 6px 8px; }
input[type="search"] { width: 100%; }
button { cursor: pointer; }
:focus-visible { outline: 3px solid var(--focus); outline-offset: 1px; }
.filters { display: flex; flex-wrap: wrap; gap: 6px 12px; padding: 8px 12px; border-bottom: 1px solid var(--line); color: var(--muted); font-size: 14px; }
.filters label { display: inline-flex; gap: 6px; align-items: center; }
.filters select { max-width: 14em; }
main { padding: 8px 12px 40px; }
.status { color: var(--muted); margin: 4px 0 10px; }
.clear-filters { margin: -4px 0 10px; }
.grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(170px, 1fr)); gap: 8px; }
/* Cells are blocks: a flex column sized each line to its text first, more layout a keystroke. */
.cell { display: block; text-align: left; background: var(--cell); min-height: 64px; }
.cell .name { display: block; font-weight: 600; overflow-wrap: anywhere; margin-bottom: 2px; }
.cell .meta { display: block; color: var(--muted); font-size: 13px; }
.cell:hover { border-color: var(--accent); }
.more { height: 1px; }
a { color: var(--accent); }
.releases details { border-bottom: 1px solid var(--line); padding: 8px 0; }
.releases summary { cursor: pointer; font-weight: 600; }
.releases .notes p { overflow-wrap: anywhere; }
.details { position: fixed; top: 0; right: 0; bottom: 0; width: min(420px, 100vw); overflow: auto; background: var(--pane); border-left: 1px solid var(--line); padding: 14px 16px 40px; z-index: 3; box-shadow: -4px 0 16px rgba(0, 0, 0, .2); }
.details-head { display: flex; justify-content: space-between; align-items: start; gap: 8px; }
.details h2 { margin: 0; font-size: 20px; overflow-wrap: anywhere; }
.details h3 { font-size: 13px; text-transform: uppercase; letter-spacing: .04em; color: var(--muted); margin: 14px 0 4px; }
.details ul { margin: 0; padding-left: 18px; }
.details p { margin: 0; }
.details .note { color: var(--note); margin-top: 8px; }
.copies { display: flex; flex-wrap: wrap; gap: 6px; margin-top: 12px; }
.close { font-size: 20px; line-height: 1; padding: 2px 10px; }
@media (max-width: 600px) {
  .grid { grid-template-columns: repeat(auto-fill, minmax(140px, 1fr)); }
  .filters select { max-width: 10em; }
  .bar h1 { display: none; }
}
"""#
}
