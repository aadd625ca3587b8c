/// The XDG base folders for an environment, resolved in one place for the store and the
/// registry (data), the index cache (cache) and the font-design file (config).
///
/// `XDG_DATA_HOME`, `XDG_CACHE_HOME` and `XDG_CONFIG_HOME` count only when absolute: the
/// XDG Base Directory specification says a relative value is invalid and must be ignored
/// (otherwise files would follow the current folder). Without one, `$HOME/.local/share`,
/// `$HOME/.cache` and `$HOME/.config` (HOME too must be absolute). Nil when neither is set.
public struct XDGFolders: Sendable, Hashable {
    /// `XDG_DATA_HOME`, else `$HOME/.local/share`.
    public let dataHome: String?
    /// `XDG_CACHE_HOME`, else `$HOME/.cache`.
    public let cacheHome: String?
    /// `XDG_CONFIG_HOME`, else `$HOME/.config`.
    public let configHome: String?

    /// The folders `environment` names (the process's own, or one a test makes).
    public init(environment: [String: String]) {
        let home = environment["HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
        func folder(_ variable: String, _ fallback: String) -> String? {
            if let value = environment[variable], value.hasPrefix("/") { return value }
            return home.map { Paths.join($0, fallback) }
        }
        dataHome = folder("XDG_DATA_HOME", ".local/share")
        cacheHome = folder("XDG_CACHE_HOME", ".cache")
        configHome = folder("XDG_CONFIG_HOME", ".config")
    }

    /// `name` in catalog's data folder, `DATA/catalog/NAME`; nil without a data folder.
    public func data(_ name: String) -> String? { dataHome.map { Paths.join($0, "catalog/" + name) } }
    /// `name` in catalog's cache folder, `CACHE/catalog/NAME`; nil without a cache folder.
    public func cache(_ name: String) -> String? { cacheHome.map { Paths.join($0, "catalog/" + name) } }
    /// `name` in catalog's config folder, `CONFIG/catalog/NAME`; nil without a config folder.
    public func config(_ name: String) -> String? { configHome.map { Paths.join($0, "catalog/" + name) } }
}
