internal import CFreeType

// What a configuration was built from, for knowing later whether it still holds.

extension FontconfigConfiguration {
    /// The files and folders this configuration was read from, the ones fontconfig's own
    /// `FcConfigUptoDate` watches to know when to rebuild: every configuration file and
    /// folder, every font folder (sub-folders included) and cache folder. Adding, removing or
    /// renaming a font or a configuration file changes one of these folders; fontconfig
    /// itself notices nothing else (it trusts its caches while their folder is unchanged).
    /// Sorted, without duplicates.
    public var watchedPaths: [String] {
        var paths = Set<String>()
        for list in [FcConfigGetConfigFiles(handle), FcConfigGetConfigDirs(handle), FcConfigGetFontDirs(handle),
                     FcConfigGetCacheDirs(handle)] {
            guard let list else { continue }
            defer { FcStrListDone(list) }
            while let path = FcStrListNext(list) { paths.insert(String(cString: path)) }
        }
        return paths.sorted()
    }

    /// The fontconfig library's version, `MAJOR * 10000 + MINOR * 100 + REVISION` (21401).
    public static var libraryVersion: Int { Int(FcGetVersion()) }
}
