import CatalogSystem

/// Every name an app's code can look an image up by: each asset of its asset catalogs, of
/// any kind (an image set, a symbol set, a colour set, …), and each image file elsewhere in
/// the tree (`logo@2x~ipad.png` answers to `logo`, `logo.png` and its own name, as
/// `UIImage(named:)` finds bundle resources). Names match ignoring case: which lookups fold
/// case differs between asset catalogs and file systems, so only a name no spelling matches
/// is missing.
struct AppAssets {
    /// The catalogs read, in walk order.
    let catalogs: [AssetCatalog]
    /// Every name, as written.
    private let names: [String]
    /// Every name, lowercased.
    private let folded: Set<String>

    init(catalogs: [AssetCatalog], imageFiles: [String]) {
        self.catalogs = catalogs
        var names = catalogs.flatMap { $0.assets.map(\.name) }
        for file in imageFiles { names += Self.lookupNames(ofFile: file) }
        var seen = Set<String>()
        self.names = names.filter { seen.insert($0).inserted }
        folded = Set(names.map { $0.lowercased() })
    }

    /// The number of assets in the catalogs.
    var assetCount: Int { catalogs.reduce(0) { $0 + $1.assets.count } }

    /// True when some asset or image file answers to `name`.
    func contains(_ name: String) -> Bool { folded.contains(name.lowercased()) }

    /// The names closest to `name`, for did-you-mean (``NameSuggestions``); an asset that
    /// ends with `name` after a namespace or a dot (`Icons/star` or `app.star` for `star`) is
    /// what was meant.
    func suggestions(for name: String) -> [String] {
        let folded = name.lowercased()
        let meant = names.filter { candidate in
            let lower = candidate.lowercased()
            return lower.hasSuffix("/" + folded) || lower.hasSuffix("." + folded)
        }
        return NameSuggestions.offered(NameSuggestions.ranked(name, among: names, meant: meant))
    }

    /// The names a bundle resource file answers to: without its scale and device suffixes and
    /// its extension (`logo`), with its extension (`logo.png`), and as it is.
    static func lookupNames(ofFile file: String) -> [String] {
        guard let dot = file.lastIndex(of: "."), dot != file.startIndex else { return [file] }
        var base = file[..<dot]
        let ext = file[dot...]
        for suffix in ["~ipad", "~iphone"] where base.hasSuffix(suffix) { base = base.dropLast(suffix.count) }
        for scale in ["@1x", "@2x", "@3x"] where base.hasSuffix(scale) { base = base.dropLast(scale.count) }
        return [String(base), String(base + ext), file]
    }
}
