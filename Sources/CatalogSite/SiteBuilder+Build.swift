import CatalogSystem
import SymbolCatalog

extension SiteBuilder {
    /// What `catalog site` is asked besides its data sets: the folder, the fonts and which
    /// parts to write.
    package struct Request {
        /// The site's folder, replaced whole.
        package var destination: String
        /// The font that draws the sets naming no fonts of their own (SF Symbols), or nil.
        package var symbolsFont: String?
        /// The text font of the glyphs' alignment boxes, or nil: the default design's family.
        package var textFont: String?
        /// Whether to measure and write the sets' glyphs.
        package var glyphs = true
        /// Whether to write each drawn symbol's custom symbol template.
        package var templates = true
        /// Whether to draw the type pages' specimens.
        package var typePages = true
        /// The store file whose lists `#/collections` shows, protected from the replacement.
        package var storePath: String?

        /// A request for `destination` with every part written.
        package init(destination: String) {
            self.destination = destination
        }
    }

    /// A written site: its report, and the notes for stderr.
    package struct Built {
        /// What was written.
        package var report: SiteReport
        /// Notes of the glyphs' measuring: fonts not installed, a font not used (one line each,
        /// without prefix).
        package var glyphNotes: [String]
        /// Notes of the type pages: designs left out (``SiteTypePages/notes``, whole lines).
        package var typeNotes: String
    }

    /// Writes the whole site of `sets` (the first shown first) as `request` asks: the glyphs
    /// found (``SiteGlyphs/sources(_:symbolsFont:textFont:environment:limit:fontInstaller:progress:)``)
    /// and measured set by set as the folder is written,
    /// the store's lists from `store`, the type pages (or their omission), the layout page;
    /// every input (the store, catalog's folders, the fonts read) protected from the folder's
    /// replacement. `fontInstaller` names the command that installs a set's fonts; `version`
    /// goes into the folder's marker.
    package static func build(_ sets: [(name: String, dataSet: DataSet)], _ request: Request, store: StoreContents,
                              environment: [String: String], limit: FileSizeLimit, fontInstaller: @escaping (DataSet) -> String?,
                              progress: ProgressReporter, version: String) throws -> Built {
        var inputs = inputs(store: request.storePath, environment: environment, symbolsFont: request.symbolsFont, textFont: request.textFont)
        let glyphs = request.glyphs
            ? try SiteGlyphs.sources(sets, symbolsFont: request.symbolsFont, textFont: request.textFont, environment: environment,
                                     limit: limit, fontInstaller: fontInstaller, progress: { progress.update($0, done: $1, of: $2) })
            : (sources: [:], fontFiles: [], notes: [])
        inputs += glyphs.fontFiles.map { ProtectedPath("font", $0) }
        var pages = [("data/store.js", SiteStoreData.script(store, sets: sets))]
        var typeNotes = ""
        if request.typePages {
            progress.update("Drawing the type pages")
            let type = SiteTypePages(environment: environment, limit: limit)
            pages += type.files
            inputs += type.fontFiles.map { ProtectedPath("font", $0) }
            typeNotes = type.notes.joined()
        } else {
            pages.append(("data/type.js", SiteTypePages.omitted))
        }
        progress.update("Laying out the layout page")
        pages += try SiteLayoutPage.shared.get().files
        progress.update("Writing \(request.destination)")
        // The glyphs are measured set by set as the folder is written: their notes come after.
        let report = try write(sets, glyphs: glyphs.sources, templates: request.templates, to: request.destination, pages: pages,
                               protecting: inputs, version: version, progress: { progress.update($0, done: $1, of: $2) })
        return Built(report: report, glyphNotes: glyphs.notes + report.notes, typeNotes: typeNotes)
    }
}
