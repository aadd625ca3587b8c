/// The site's hand-written page, script and style, compiled into `catalog` so that it writes a
/// site with nothing beside it to find: no framework, nothing fetched when the page runs.
/// Each file is one static string (`SiteAssets+Page.swift`, `+Style`, `+Typos`, `+Search`, `+Warm`, `+App`,
/// `+Keyboard`, `+Details`); `SiteBuilder` writes them as they are.
enum SiteAssets {}
