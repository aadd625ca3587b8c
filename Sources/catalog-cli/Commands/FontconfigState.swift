import CatalogSystem
import TypeScale

/// What fontconfig's matches depend on, as stamps that change when it changes: the files and
/// folders a configuration was read from (``FontconfigConfiguration/watchedPaths``: its
/// configuration files and folders, font folders and cache folders), the folders holding its
/// configuration files (a new file beside them), the user configuration the stock
/// configuration includes when present (`$XDG_CONFIG_HOME/fontconfig/…`, `~/.fonts.conf`,
/// `~/.fonts.conf.d`), each stamped with its identity, size and modification and
/// status-change times (or as absent); the environment variables fontconfig reads (its own,
/// `HOME`, XDG folders, locale); the fontconfig library's version and the `catalog` binary
/// itself.
///
/// The status-change time (`ctime`) is set by the system on every change, cannot be set back
/// by a program and never repeats, so a rewrite of the same size within one tick of the
/// modification time still changes the stamp. Font files are not stamped: fontconfig itself
/// trusts its caches while their folder is unchanged, so an unchanged folder gives the same
/// match (and the font is read afresh when measured).
struct FontconfigState: Equatable {
    /// `NAME=VALUE` lines: environment variables, library version, binary.
    var settings: [String]
    /// Each path with its stamp, sorted by path.
    var stamps: [(path: String, stamp: String)]

    static func == (lhs: FontconfigState, rhs: FontconfigState) -> Bool {
        lhs.settings == rhs.settings && lhs.stamps.elementsEqual(rhs.stamps) { $0.path == $1.path && $0.stamp == $1.stamp }
    }

    /// The state of `configuration` now.
    init(configuration: FontconfigConfiguration, environment: [String: String], executable: String?) {
        var paths = Set(configuration.watchedPaths)
        let configFolders = paths.filter { FileStatus.of($0)?.kind == .regular }.map(Paths.parent(of:))
        paths.formUnion(configFolders)
        paths.formUnion(Self.userConfiguration(environment))
        self.init(settings: Self.settings(environment, executable: executable),
                  stamps: paths.sorted().map { ($0, Self.stamp($0)) })
    }

    init(settings: [String], stamps: [(path: String, stamp: String)]) {
        self.settings = settings
        self.stamps = stamps
    }

    /// The same paths and settings stamped again now.
    func restamped(environment: [String: String], executable: String?) -> FontconfigState {
        FontconfigState(settings: Self.settings(environment, executable: executable),
                        stamps: stamps.map { ($0.path, Self.stamp($0.path)) })
    }

    /// `DEVICE:INODE:KIND:SIZE:MTIME:CTIME` (kind `f`, `d`, …; times as seconds.nanoseconds),
    /// or `-` for no such path. (Made without string interpolation, which looks the kind's
    /// description up at run time: a run stamps a hundred paths before it can start.)
    static func stamp(_ path: String) -> String {
        guard let status = FileStatus.of(path) else { return "-" }
        let kind = switch status.kind {
        case .regular: "f"
        case .directory: "d"
        case .symbolicLink: "l"
        case .fifo: "p"
        case .characterDevice: "c"
        case .blockDevice: "b"
        case .socket: "s"
        }
        var stamp = String(status.device)
        for part in [String(status.inode), kind, String(status.size)] { stamp += ":" + part }
        stamp += ":" + String(status.modifiedSeconds) + "." + String(status.modifiedNanoseconds)
        stamp += ":" + String(status.changedSeconds) + "." + String(status.changedNanoseconds)
        return stamp
    }

    /// The environment fontconfig reads (its variables, `HOME`, the XDG folders, the locale
    /// that chooses languages), the library version and the binary's stamp, sorted.
    static func settings(_ environment: [String: String], executable: String?) -> [String] {
        var lines = environment.filter { name, _ in
            ["FC_", "FONTCONFIG_", "XDG_", "LC_"].contains { name.hasPrefix($0) } || ["HOME", "LANG", "LANGUAGE"].contains(name)
        }.map { "\($0.key)=\($0.value)" }
        lines.append("fontconfig=\(FontconfigConfiguration.libraryVersion)")
        lines.append("catalog=" + (executable.map(stamp) ?? "-"))
        return lines.sorted()
    }

    /// Where the stock configuration (`50-user.conf`) looks for a user's own configuration.
    static func userConfiguration(_ environment: [String: String]) -> [String] {
        var paths = [String]()
        if let config = XDGFolders(environment: environment).configHome {
            let folder = Paths.join(config, "fontconfig")
            paths += [folder, Paths.join(folder, "fonts.conf"), Paths.join(folder, "conf.d")]
        }
        if let home = environment["HOME"], home.hasPrefix("/") {
            paths += [Paths.join(home, ".fonts.conf"), Paths.join(home, ".fonts.conf.d")]
        }
        return paths
    }
}
