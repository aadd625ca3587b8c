import AdaptiveLayout
import CatalogFormats
import CatalogSystem
import TypeScale

/// The site's layout page (`#/layout`): for every device of AdaptiveLayout's table, each
/// orientation, arrangement (full screen, the Split View shares, Slide Over: the arrangements
/// the table has; it has no Stage Manager sizes), OS version and content size category, what
/// `catalog layout` answers: every figure in Adaptivity's order with its value in points and
/// its provenance (kind, sources, rule, inputs, note), the notes, and the window drawn by
/// ``LayoutSVG/windowDocument(_:)``, the drawing of `catalog layout --format svg`.
///
/// `data/layout.js` (`window.CATALOG_LAYOUT`) is the index: the devices and the choices each
/// has, the figures' labels, the kinds, the OS versions, the size categories, the sources.
/// Each idiom's layouts are one script, `layout/IDIOM.js` (`window.CATALOG_LAYOUT_DATA[IDIOM]`,
/// ``SiteLayoutFile``), added when a device of it is first shown; the page loads neither until
/// `#/layout` is opened. Within a script every drawing, provenance, figure, note and list of
/// them is written once and named by its number: of an iPad's 1,200 windows most differ only in
/// the size category's note.
package struct SiteLayoutPage {
    /// The size categories offered: iOS's, smallest first.
    package static let sizeCategories = TypePlatform.ios.supportedCategories
    /// The idioms, in the order of their scripts.
    package static let idioms = Idiom.allCases

    /// The files to write: `layout/IDIOM.js` each, then `data/layout.js`.
    package private(set) var files = [(path: String, bytes: [UInt8])]()
    /// How many windows were laid out.
    package private(set) var layoutCount = 0

    /// The page's files, made once a process: they depend on the compiled table alone.
    package static let shared = Result { () throws(LayoutError) in try SiteLayoutPage() }

    /// Every window of every device, laid out and drawn, the devices at once, one task each;
    /// each device's windows numbered on its task (``SiteLayoutFile``) and dropped.
    package init() throws(LayoutError) {
        let devices = LayoutTable.allDevices
        let laidOut = ParallelMap.map(count: devices.count, threshold: 2) { index -> Result<(file: SiteLayoutFile, windows: Int), LayoutError> in
            do throws(LayoutError) {
                let windows = try SiteLayoutWindows(devices[index])
                var file = SiteLayoutFile(idiom: windows.device.idiom)
                file.add(windows)
                return .success((file, windows.windows.count))
            } catch { return .failure(error) }
        }
        var byIdiom = [Idiom: SiteLayoutFile]()
        for (device, result) in zip(devices, laidOut) {
            let numbered = try result.get()
            byIdiom[device.idiom, default: SiteLayoutFile(idiom: device.idiom)].merge(numbered.file)
            layoutCount += numbered.windows
        }
        for idiom in Self.idioms {
            if let file = byIdiom[idiom] { files.append((Self.scriptPath(idiom), file.script())) }
        }
        files.append(("data/layout.js", SiteScript.global("CATALOG_LAYOUT", try Self.index())))
    }

    /// The script of `idiom`'s layouts: `layout/phone.js`.
    package static func scriptPath(_ idiom: Idiom) -> String { "layout/\(idiom.rawValue).js" }

    /// The orientations `device` has: both, an Apple Watch portrait only.
    package static func orientations(_ device: Device) -> [Orientation] {
        device.idiom == .watch ? [.portrait] : Orientation.allCases
    }

    /// The arrangements `device` has: an iPad's every one, else the full screen.
    package static func arrangements(_ device: Device) -> [Arrangement] {
        device.idiom == .pad ? Arrangement.allCases : [.fullScreen]
    }

    /// The OS versions `device`'s layouts depend on: the table's, none for an Apple Watch
    /// (asked at the newest, as `catalog layout` asks it).
    package static func osVersions(_ device: Device) -> [Int] {
        device.idiom == .watch ? [] : LayoutTable.releases.map(\.version)
    }

    /// The size categories `device`'s layouts depend on: iOS's, none for an Apple Watch.
    package static func sizes(_ device: Device) -> [ContentSizeCategory] {
        device.idiom == .watch ? [] : sizeCategories
    }

    /// The query of one window of the model `resolution` names, at `os` and `size` (the
    /// defaults where nil: the newest OS, Large).
    package static func query(_ resolution: DeviceNames.Resolution, _ orientation: Orientation, _ arrangement: Arrangement,
                               os: Int?, size: ContentSizeCategory?) -> LayoutQuery {
        var query = LayoutQuery(.device(resolution))
        query.orientation = orientation
        query.arrangement = arrangement
        if let os { query.os = os }
        if let size { query.sizeCategory = size.higName }
        return query
    }
}
