import CatalogSystem
import CatalogFormats

/// Reads each metadata file of one folder into ``MetadataTables``.
struct TableReader {
    let folder: String
    var tables = MetadataTables()
    /// File contents already read (by the cache, to fingerprint them), by path: parsed
    /// instead of reading the file a second time.
    var preread: [String: [UInt8]]
    let reader: FileReader

    init(folder: String, preread: [String: [UInt8]] = [:], limit: FileSizeLimit = .standard) {
        self.folder = folder
        self.preread = preread
        self.reader = FileReader(limit: limit)
    }

    /// The path of the first accepted name of `file` that exists, or nil.
    func path(of file: MetadataFile) -> String? {
        for name in file.fileNames {
            let path = Paths.join(folder, name)
            if FileStatus.kind(of: path) != nil { return path }
        }
        if file == .version, folder.hasSuffix("Contents/Resources/Metadata") {
            // The app keeps version.plist in Contents/, two levels up.
            let path = Paths.join(String(folder.dropLast("Resources/Metadata".count)), "version.plist")
            if FileStatus.kind(of: path) == .regular { return path }
        }
        return nil
    }

    /// Parses `file` when present: the decoder names the file in errors.
    mutating func parse(_ file: MetadataFile) throws(DataSetError) -> (PropertyListValue, MetadataDecoder)? {
        guard let path = path(of: file) else { return nil }
        let bytes: [UInt8]
        if let known = preread.removeValue(forKey: path) {
            bytes = known
        } else {
            do { bytes = try reader.read(path).bytes } catch { throw .unreadable(error) }
        }
        let parsed: (value: PropertyListValue, format: PropertyListFormat)
        do {
            parsed = try PropertyListReader.read(bytes)
        } catch {
            throw .invalidFile(file: path, error)
        }
        // The file's name from its bytes (splitting the path by Characters cost more than the parse).
        let name = path.utf8.lastIndex(of: UInt8(ascii: "/")).map { String(path[path.utf8.index(after: $0)...]) } ?? path
        tables.files.append((name, parsed.format))
        return (parsed.value, MetadataDecoder(file: path))
    }

    mutating func readAll() throws(DataSetError) {
        guard let (value, decoder) = try parse(.nameAvailability) else {
            throw .missingNameAvailability(folder: folder)
        }
        let root = try decoder.dictionary(value)
        tables.names = try decoder.stringPairs(decoder.required(root, "symbols"), at: ["symbols"])
            .map { (name: $0.key, release: $0.value) }
        tables.releaseTable = try releaseTable(root, decoder)

        if let (value, decoder) = try parse(.layersetAvailability) {
            let root = try decoder.dictionary(value)
            let symbols = try decoder.dictionary(decoder.required(root, "symbols"), at: ["symbols"])
            tables.layersets.reserveCapacity(symbols.count)
            for (name, entry) in zip(symbols.keys, symbols.values) {
                tables.layersets[name] = try decoder.stringMap(entry, at: ["symbols", name])
            }
            tables.layersetReleaseTable = try releaseTable(root, decoder)
        }
        if let (value, decoder) = try parse(.nameAliases) {
            tables.nameAliases = try decoder.stringMap(value)
        }
        if let (value, decoder) = try parse(.legacyAliases) {
            tables.legacyAliases = try decoder.stringMap(value)
        }
        if let (value, decoder) = try parse(.categories) {
            tables.categories = try categories(value, decoder)
        }
        if let (value, decoder) = try parse(.symbolCategories) {
            tables.symbolCategories = try decoder.stringArrayMap(value)
        }
        if let (value, decoder) = try parse(.symbolSearch) {
            tables.keywords = try decoder.stringArrayMap(value)
        }
        try readRestrictions()
        if let (value, decoder) = try parse(.symbolDeprecations) {
            tables.deprecations = try decoder.stringMap(value)
        }
        if let (value, decoder) = try parse(.symbolUnicodes) {
            tables.unicodes = try decoder.stringMap(value)
        }
        if let (value, decoder) = try parse(.symbolStyles) {
            tables.styles = try decoder.stringArrayMap(value)
        }
        if let (value, decoder) = try parse(.styleFonts) {
            tables.styleFonts = try styleFonts(value, decoder)
        }
        if let (value, decoder) = try parse(.drawSymbols) {
            tables.drawSymbols = try decoder.array(value).enumerated().map { index, item throws(DataSetError) in
                try decoder.string(item, at: [String(index)])
            }
        }
        if let (value, decoder) = try parse(.version) {
            let root = try decoder.dictionary(value)
            if let version = root["CFBundleShortVersionString"] {
                tables.version = try decoder.versionString(version, at: ["CFBundleShortVersionString"])
            }
            if let license = root["License"] {
                tables.license = try decoder.string(license, at: ["License"])
            }
        }
    }

    /// `year_to_release`: release id → platform → OS version. Optional in a layerset file.
    private func releaseTable(
        _ root: PropertyListValue.OrderedPairs, _ decoder: MetadataDecoder
    ) throws(DataSetError) -> [String: [String: String]] {
        guard let value = root["year_to_release"] else { return [:] }
        let releases = try decoder.dictionary(value, at: ["year_to_release"])
        var table = [String: [String: String]]()
        for (release, entry) in zip(releases.keys, releases.values) {
            let platforms = try decoder.dictionary(entry, at: ["year_to_release", release])
            var versions = [String: String]()
            for (platform, version) in zip(platforms.keys, platforms.values) {
                versions[platform] = try decoder.versionString(version, at: ["year_to_release", release, platform])
            }
            table[release] = versions
        }
        return table
    }

    /// `categories.plist`: an array of `{key, icon, label}` (`name` instead of `label` in
    /// SF 3.2; no label at all in CoreGlyphs copies, where the key stands in).
    private func categories(_ value: PropertyListValue, _ decoder: MetadataDecoder) throws(DataSetError) -> [SymbolCategory] {
        var result = [SymbolCategory]()
        for (index, item) in try decoder.array(value).enumerated() {
            let path = [String(index)]
            let entry = try decoder.dictionary(item, at: path)
            let key = try decoder.string(decoder.required(entry, "key", at: path), at: path + ["key"])
            let labelValue = entry["label"] ?? entry["name"]
            let label = try labelValue.map { value throws(DataSetError) in try decoder.string(value, at: path + ["label"]) } ?? key
            let icon = try entry["icon"].map { value throws(DataSetError) in try decoder.string(value, at: path + ["icon"]) } ?? ""
            result.append(SymbolCategory(key: key, label: label, icon: icon))
        }
        return result
    }

    /// `style_fonts.plist`: style → `{family, style, file, weight}`.
    private func styleFonts(_ value: PropertyListValue, _ decoder: MetadataDecoder) throws(DataSetError) -> [String: StyleFont] {
        let root = try decoder.dictionary(value)
        var result = [String: StyleFont]()
        for (style, entry) in zip(root.keys, root.values) {
            let fields = try decoder.dictionary(entry, at: [style])
            func text(_ key: String) throws(DataSetError) -> String {
                try decoder.string(decoder.required(fields, key, at: [style]), at: [style, key])
            }
            let weightValue = try decoder.required(fields, "weight", at: [style])
            guard case .integer(let weight) = weightValue else {
                throw decoder.wrongType(weightValue, expected: "an integer", at: [style, "weight"])
            }
            result[style] = StyleFont(family: try text("family"), style: try text("style"), file: try text("file"), weight: weight)
        }
        return result
    }

    /// One-file form (`symbol_restrictions.strings`, SF 4+) or the SF 3.2 two-file form.
    private mutating func readRestrictions() throws(DataSetError) {
        if let (value, decoder) = try parse(.symbolRestrictions) {
            tables.restrictions = try decoder.stringMap(value)
            return
        }
        guard let (keysValue, keysDecoder) = try parse(.restrictionKeys) else { return }
        let keys = try keysDecoder.stringPairs(keysValue)
        guard let (textsValue, textsDecoder) = try parse(.restrictionTexts) else {
            throw .invalidValue(
                file: keysDecoder.file, keyPath: "root",
                reason: "restriction keys need restrictions.plist beside them, which is missing")
        }
        let texts = try textsDecoder.stringMap(textsValue)
        for (symbol, key) in keys {
            guard let text = texts[key] else {
                throw .invalidValue(
                    file: keysDecoder.file, keyPath: MetadataDecoder.keyPath([symbol]),
                    reason: "restriction key '\(key)' is not in restrictions.plist")
            }
            tables.restrictions[symbol] = text
        }
    }
}
