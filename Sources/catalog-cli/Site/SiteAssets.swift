/// The site's hand-written page, script and style, compiled into `catalog` so that it writes a
/// site with nothing beside it to find: no framework, nothing fetched when the page runs.
/// Each part is one static string (`SiteAssets+Page.swift`, `+Style`, `+Typos`, `+Search`,
/// `+Warm`, `+App`, `+Keyboard`, `+Details`, ...); `SiteBuilder` writes the page as it is and
/// the parts of the script and of the style each as one file (``script``, ``styleSheet``).
/// The parts beyond the grid, the details and the release notes (`+TypePage`, `+Collections`,
/// `+Narrow`) register in `window.CatalogPages`, routed by the app as `#/NAME`.
enum SiteAssets {
    /// `assets/site.js`: every part of the page's script, in the order they build on each
    /// other. One file, not one per part: on SF 6 the page's fourteen scripts, each loaded
    /// and run in a task of its own, put about 100 ms before the first grid.
    static let script = [typos, search, warm, glyphs, details, collections, typePage, narrow, app, keyboard].joined(separator: "\n\n") + "\n"

    /// `assets/site.css`: the page's style, the glyphs' and the other pages'.
    static let styleSheet = [style, glyphStyle, pagesStyle].joined(separator: "\n\n") + "\n"
}
