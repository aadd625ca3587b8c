import CatalogSystem
import SymbolTemplates

extension Linter {
    /// The tree's asset catalogs read (nil when it has none: image names are then not
    /// checked), and the findings of their symbol sets: each template checked as
    /// `template check` checks it (SymbolTemplates), a set that cannot be read as
    /// `unreadable-symbol-set`. In catalog order, then path order.
    static func assets(_ tree: SourceTree, display: PathDisplay, reader: FileReader) throws(LintError)
        -> (assets: AppAssets?, findings: [LintFinding]) {
        guard !tree.catalogs.isEmpty else { return (nil, []) }
        var catalogs = [AssetCatalog]()
        for path in tree.catalogs { catalogs.append(try AssetCatalog(path: path, reader: reader)) }
        let sets = catalogs.flatMap(\.symbolSets)
        let limit = reader.limit
        let findings = ParallelMap.map(count: sets.count) { index in symbolSetFindings(sets[index], display: display, limit: limit) }
        return (AppAssets(catalogs: catalogs, imageFiles: tree.imageFiles), findings.flatMap { $0 })
    }

    /// The findings of one symbol set's template.
    static func symbolSetFindings(_ set: AssetCatalog.Asset, display: PathDisplay, limit: FileSizeLimit) -> [LintFinding] {
        var file = Paths.join(set.path, "Contents.json")
        do {
            file = try TemplateFiles.svg(inSymbolSet: set.path, limit: limit)
            let template = try TemplateReader.read(path: file, limit: limit)
            return TemplateChecker.check(template).map { finding in
                LintFinding(location: SourceLocation(file: display.path(file), line: finding.line, column: 1),
                            rule: .template(finding.rule), name: set.name, message: finding.message, replacement: nil)
            }
        } catch {
            var message = error.description
            // The file is in the location; a message that starts with it says it again.
            if case .file(let path, let reason) = error, path == file { message = reason }
            if case .badSymbolSet(let path, let reason) = error, path == file { message = reason }
            return [LintFinding(location: SourceLocation(file: display.path(file), line: error.line ?? 1, column: 1),
                                rule: .unreadableSymbolSet, name: set.name, message: message, replacement: nil)]
        }
    }

    /// `missing-asset` for each image name of `file` no asset answers to, unless a
    /// `catalog:ignore` covers it; also how many names were checked and suppressed.
    static func missingAssets(in file: ScannedFile, _ assets: AppAssets) -> (findings: [LintFinding], suppressed: Int) {
        var findings = [LintFinding]()
        var suppressed = 0
        for image in file.images where !assets.contains(image.text) {
            if file.isSuppressed(.missingAsset, at: image.line) {
                suppressed += 1
                continue
            }
            let suggestions = assets.suggestions(for: image.text)
            findings.append(LintFinding(
                location: SourceLocation(file: file.shown, line: image.line, column: image.column), rule: .missingAsset,
                name: image.text,
                message: "'\(image.text)' is not an asset of the app's \(catalogCount(assets)) nor an image file beside them"
                    + NameSuggestions.didYouMeanClause(suggestions),
                replacement: suggestions.count == 1 ? suggestions[0] : nil))
        }
        return (findings, suppressed)
    }

    /// `asset catalog` or `2 asset catalogs`.
    static func catalogCount(_ assets: AppAssets) -> String {
        assets.catalogs.count == 1 ? "asset catalog" : "\(assets.catalogs.count) asset catalogs"
    }
}

extension [LintFinding] {
    /// Merges `others` (in line and column order) into the findings from `start` (one file's,
    /// in the same order), each before the first finding placed after it.
    mutating func mergeInPlace(_ others: [LintFinding], after start: Int) {
        guard !others.isEmpty else { return }
        var merged = [LintFinding]()
        merged.reserveCapacity(count - start + others.count)
        var pending = others[...]
        for finding in self[start...] {
            while let next = pending.first, next.location < finding.location {
                merged.append(next)
                pending = pending.dropFirst()
            }
            merged.append(finding)
        }
        merged += pending
        replaceSubrange(start..., with: merged)
    }
}
