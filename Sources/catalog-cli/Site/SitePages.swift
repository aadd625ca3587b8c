/// The page's parts beyond the grid, the details and the release notes, each a script of its
/// own that registers in `window.CatalogPages` (routed by `app.js` as `#/NAME`): `#/type` (the
/// type pages, ``SiteTypePages``), `#/collections` (the store's lists, ``SiteStoreData``, and
/// the favorites starred in the browser), and the filters' disclosure on narrow screens.
enum SitePages {
    /// The scripts and style these parts add to every site.
    static let assets: [(path: String, bytes: [UInt8])] = [
        ("assets/pages.css", Array(SiteAssets.pagesStyle.utf8)),
        ("assets/collections.js", Array(SiteAssets.collections.utf8)),
        ("assets/type.js", Array(SiteAssets.typePage.utf8)),
        ("assets/narrow.js", Array(SiteAssets.narrow.utf8)),
    ]
}
