import CatalogSystem
import TypeScale

extension SiteBuilder {
    /// What the site's folder must not hold besides the data sets (which ``write(_:glyphs:to:pages:protecting:version:)``
    /// adds) and the fonts read: the store at `store`, catalog's data (the registry), configuration
    /// and cache folders of `environment`, and `symbolsFont` or `textFont` given as a file.
    package static func inputs(store: String?, environment: [String: String], symbolsFont: String?, textFont: String?) -> [ProtectedPath] {
        let folders = XDGFolders(environment: environment)
        var paths = [ProtectedPath]()
        if let store { paths.append(ProtectedPath("store", store)) }
        for (role, home) in [("data folder (the registry, the store)", folders.dataHome), ("configuration folder", folders.configHome),
                             ("cache folder", folders.cacheHome)] {
            if let home { paths.append(ProtectedPath(role, Paths.join(home, "catalog"))) }
        }
        for (role, font) in [("symbols font", symbolsFont), ("text font", textFont)] {
            if let font, case .file(let path) = FontReference(font) { paths.append(ProtectedPath(role, path)) }
        }
        return paths
    }
}
