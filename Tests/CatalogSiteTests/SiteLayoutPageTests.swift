import AdaptiveLayout
import CatalogTestSupport
import Foundation
import Testing
import TypeScale
@testable import CatalogSite

/// The layout page's data (`data/layout.js`, `layout/IDIOM.js`) read back as the page reads it:
/// every window of every device, orientation, arrangement, OS version and size category is what
/// AdaptiveLayout answers (each figure's value, kind, sources, rule, inputs and note; the notes;
/// the drawing ``LayoutSVG/windowDocument(_:)`` makes), and the published figures of
/// `../shared/reference/adaptive-layout.md` are there: the HIG's screens row for row (the excerpt
/// `Tests/AdaptiveLayoutTests/Fixtures/hig-layout-excerpt.tsv`), the full-screen size classes, the
/// 320 pt narrow Split View app and Slide Over, the 16 and 20 pt margins.
@Suite("Site layout page: the data is AdaptiveLayout's, window for window")
struct SiteLayoutPageTests {
    /// A figure's source as the page reads it.
    typealias Source = (kind: String, sources: [String], rule: String?, inputs: [String], note: String?)

    /// One idiom's script, read once.
    struct IdiomData {
        let drawings: [String], provenances: [Source], figures: [(value: String?, provenance: Int)]
        let figureLists: [[Int]], layouts: [[Int]], notes: [String], noteLists: [[Int]], layoutRows: [[Int]], noteRows: [[Int]]
        let grids: [String: [[[[Int]]]]]

        init(_ json: [String: Any]) {
            drawings = json["drawings"] as! [String]
            provenances = (json["provenances"] as! [[String: Any]]).map { source in
                (kind: source["kind"] as! String, sources: source["sources"] as! [String], rule: source["rule"] as? String,
                 inputs: source["inputs"] as! [String], note: source["note"] as? String)
            }
            figures = (json["figures"] as! [[Any]]).map { (value: $0[0] as? String, provenance: $0[1] as! Int) }
            figureLists = json["figureLists"] as! [[Int]]
            layouts = json["layouts"] as! [[Int]]
            notes = json["notes"] as! [String]
            noteLists = json["noteLists"] as! [[Int]]
            layoutRows = json["layoutRows"] as! [[Int]]
            noteRows = json["noteRows"] as! [[Int]]
            grids = json["devices"] as! [String: [[[[Int]]]]]
        }
    }

    /// The page's files as `catalog site` writes them, read as JSON.
    struct Written {
        let index: [String: Any]
        let idioms: [String: IdiomData]
        let paths: [String]
        let bytes: Int
    }

    nonisolated(unsafe) static let written: Written = {
        let page = try! SiteLayoutPage.shared.get()
        var index = [String: Any](), idioms = [String: IdiomData]()
        for (path, bytes) in page.files {
            let text = String(decoding: bytes, as: UTF8.self)
            if path == "data/layout.js" {
                index = object(text, prefix: "window.CATALOG_LAYOUT = ")
            } else {
                let idiom = String(path.dropFirst("layout/".count).dropLast(".js".count))
                idioms[idiom] = IdiomData(object(text, prefix: "(window.CATALOG_LAYOUT_DATA = window.CATALOG_LAYOUT_DATA || Object.create(null))[\"\(idiom)\"] = "))
            }
        }
        return Written(index: index, idioms: idioms, paths: page.files.map(\.path), bytes: page.files.reduce(0) { $0 + $1.bytes.count })
    }()

    /// The JSON of a data script `prefix VALUE;\n`.
    static func object(_ text: String, prefix: String) -> [String: Any] {
        precondition(text.hasPrefix(prefix) && text.hasSuffix(";\n"), "not a data script: \(text.prefix(80))")
        let json = text.dropFirst(prefix.count).dropLast(2)
        return try! JSONSerialization.jsonObject(with: Data(json.utf8)) as! [String: Any]
    }

    static var devices: [[String: Any]] { written.index["devices"] as! [[String: Any]] }

    /// One window as the page finds it: `[layoutRow, noteRow]` of the device's grid at the
    /// positions of each choice in the device's lists (0 where it lists none), then the layout
    /// (`[drawing, figureList]`) and the note list at the size's position in those rows.
    struct Window {
        let drawing: String
        let figures: [(value: String?, source: Source)]
        let notes: [String]
    }

    static func window(_ device: [String: Any], orientation: String, arrangement: String, os: Int?, size: String?) throws -> Window {
        let data = try #require(written.idioms[device["idiom"] as! String])
        let grid = try #require(data.grids[device["id"] as! String])
        func position<T: Equatable>(_ list: [T], _ value: T?) throws -> Int {
            list.isEmpty ? 0 : try #require(value.flatMap { list.firstIndex(of: $0) })
        }
        let (o, a) = (try position(device["orientations"] as! [String], orientation), try position(device["arrangements"] as! [String], arrangement))
        let rows = grid[o][a][try position(device["osVersions"] as! [Int], os)]
        let size = try position(device["sizes"] as! [String], size)
        let layout = data.layouts[data.layoutRows[rows[0]][size]]
        let figures = data.figureLists[layout[1]].map { number in
            (value: data.figures[number].value, source: data.provenances[data.figures[number].provenance])
        }
        return Window(drawing: data.drawings[layout[0]], figures: figures, notes: data.noteLists[data.noteRows[rows[1]][size]].map { data.notes[$0] })
    }

    static func window(_ id: String, _ orientation: Orientation = .portrait, _ arrangement: Arrangement = .fullScreen,
                       os: Int? = LayoutTable.newestOS, size: String? = "large") throws -> Window {
        let device = try #require(devices.first { $0["id"] as? String == id })
        return try window(device, orientation: orientation.rawValue, arrangement: arrangement.rawValue, os: os, size: size)
    }

    static let keys = (written.index["figures"] as! [[String: String]]).map { $0["key"]! }

    /// The figure `key` of `window`: its value and kind, sources, rule, inputs and note.
    static func figure(_ window: Window, _ key: String) throws -> (value: String?, kind: String, sources: [String]) {
        let figure = window.figures[try #require(keys.firstIndex(of: key))]
        return (figure.value, figure.source.kind, figure.source.sources)
    }

    @Test("the files: data/layout.js and one script per idiom, each window counted")
    func files() throws {
        let page = try SiteLayoutPage.shared.get()
        #expect(Self.written.paths == ["layout/phone.js", "layout/pad.js", "layout/watch.js", "data/layout.js"])
        // iPads: 2 orientations × 5 arrangements × 10 OS versions × 12 size categories; iPhones 2 × 10 × 12; watches 1.
        let pads = LayoutTable.allDevices.filter { $0.idiom == .pad }.count, phones = LayoutTable.allDevices.filter { $0.idiom == .phone }.count
        let watches = LayoutTable.allDevices.filter { $0.idiom == .watch }.count
        #expect(LayoutTable.releases.count == 10 && SiteLayoutPage.sizeCategories.count == 12)
        #expect(page.layoutCount == pads * 2 * 5 * 10 * 12 + phones * 2 * 10 * 12 + watches)
        #expect(page.layoutCount == 12_729)
    }

    @Test("the index: devices in the table's order with their choices, every figure's label, kinds, versions, sizes, sources")
    func index() throws {
        let index = Self.written.index
        #expect(index["schemaVersion"] as? Int == 1)
        #expect(Self.devices.map { $0["id"] as! String } == LayoutTable.allDevices.map(\.id))
        for (entry, device) in zip(Self.devices, LayoutTable.allDevices) {
            #expect(entry["name"] as? String == device.name && entry["higRow"] as? String == device.higRow)
            #expect(entry["file"] as? String == "layout/\(device.idiom.rawValue).js")
            #expect(entry["slugs"] as? [String] == device.names.map(\.slug))
            let watch = device.idiom == .watch
            #expect(entry["orientations"] as? [String] == (watch ? ["portrait"] : ["portrait", "landscape"]))
            #expect(entry["arrangements"] as? [String] == (device.idiom == .pad ? ["full-screen", "1/3", "1/2", "2/3", "slide-over"] : ["full-screen"]))
            #expect(entry["osVersions"] as? [Int] == (watch ? [] : [11, 12, 13, 14, 15, 16, 17, 18, 26, 27]))
            #expect(entry["sizes"] as? [String] == (watch ? [] : ["xsmall", "small", "medium", "large", "xlarge", "xxlarge", "xxxlarge",
                                                                  "ax1", "ax2", "ax3", "ax4", "ax5"]))
            #expect(entry["osName"] as? String == [.phone: "iOS", .pad: "iPadOS"][device.idiom])
        }
        let layout = try WindowLayout(SiteLayoutPage.query(try DeviceNames.resolve("iPhone 17"), .portrait, .fullScreen, os: nil, size: nil))
        let figures = try #require(index["figures"] as? [[String: String]])
        #expect(figures.map { $0["key"]! } == layout.entries.map(\.key))
        #expect(figures.map { $0["label"]! } == layout.entries.map { LayoutFormat.labels[$0.key]! })
        #expect(index["kinds"] as? [String: String] == ["published": "published", "measured": "measured", "derived": "derived",
                                                         "given": "given", "not-published": "not published", "not-applicable": "not applicable"])
        #expect(index["newestOS"] as? Int == 27 && index["defaultSize"] as? String == "large")
        #expect(index["legend"] as? String == "Safe area green (outside it red), bars grey, layout margins dashed red, readable guide blue; to scale, in points")
        let sources = try #require(index["sources"] as? [[String: String]])
        #expect(sources.map { $0["id"]! } == LayoutTable.allSources.map(\.id))
        #expect(sources.map { $0["citation"]! } == LayoutTable.allSources.map(\.citation))
        // Every source a figure cites is listed.
        let cited = Set(Self.written.idioms.values.flatMap { $0.provenances.flatMap(\.sources) })
        #expect(!cited.isEmpty && cited.isSubset(of: Set(sources.map { $0["id"]! })))
    }

    @Test("every window of a device is what AdaptiveLayout answers: figures, provenance, notes, drawing",
          arguments: LayoutTable.allDevices.map(\.id))
    func everyWindow(id: String) throws {
        let device = try #require(LayoutTable.device(id: id))
        let entry = try #require(Self.devices.first { $0["id"] as? String == id })
        let resolution = try DeviceNames.resolve(device.name)
        var checked = 0
        for orientation in SiteLayoutPage.orientations(device) {
            for arrangement in SiteLayoutPage.arrangements(device) {
                for os in device.idiom == .watch ? [nil] : LayoutTable.releases.map(\.version) {
                    for size in device.idiom == .watch ? [nil] : ContentSizeCategory.allCases.map(Optional.some) {
                        let layout = try WindowLayout(SiteLayoutPage.query(resolution, orientation, arrangement, os: os, size: size))
                        let shown = try Self.window(entry, orientation: orientation.rawValue, arrangement: arrangement.rawValue, os: os,
                                                    size: size.map(SiteTypePages.sizeKey))
                        let what = "\(id) \(orientation) \(arrangement) \(os.map(String.init) ?? "-") \(size?.higName ?? "-")"
                        #expect(shown.figures.count == layout.entries.count, "\(what)")
                        for (figure, expected) in zip(shown.figures, layout.entries) {
                            #expect(figure.value == expected.value.map { LayoutFormat.value($0, unit: .points) }, "\(what) \(expected.key)")
                            let (source, provenance) = (figure.source, expected.provenance)
                            #expect(source.kind == provenance.kind.rawValue, "\(what) \(expected.key)")
                            #expect(source.sources == provenance.sources, "\(what) \(expected.key)")
                            #expect(source.rule == provenance.rule, "\(what) \(expected.key)")
                            #expect(source.inputs == provenance.inputs, "\(what) \(expected.key)")
                            #expect(source.note == provenance.note, "\(what) \(expected.key)")
                        }
                        #expect(shown.notes == layout.notes, "\(what)")
                        #expect(shown.drawing == LayoutSVG.windowDocument(layout), "\(what)")
                        checked += 1
                    }
                }
            }
        }
        #expect(checked == (device.idiom == .watch ? 1 : SiteLayoutPage.arrangements(device).count * 2 * 10 * 12))
    }

    @Test("the HIG's screens, as the dated excerpt gives them: each device's entry and its full-screen windows in both orientations")
    func higScreens() throws {
        let excerpt = try String(contentsOf: TestPaths.packageRoot.appendingPathComponent("Tests/AdaptiveLayoutTests/Fixtures/hig-layout-excerpt.tsv"),
                                 encoding: .utf8)
        let rows = excerpt.split(separator: "\n").filter { !$0.hasPrefix("#") }.dropFirst().map { $0.split(separator: "\t").map(String.init) }
        let screens = rows.filter { $0[0] == "screens" }, watches = rows.filter { $0[0] == "watch" }
        #expect(screens.count == 21 && watches.count == 9)
        let spaced = { (text: String) in text.split(separator: "|")[0].replacingOccurrences(of: "x", with: " × ") }
        for row in screens {
            let entry = try #require(Self.devices.first { $0["higRow"] as? String == row[1] }, "no device \(row[1])")
            let screen = try #require(entry["screen"] as? [String: Any])
            #expect(screen["points"] as? String == spaced(row[2]) && screen["pixels"] as? String == spaced(row[3]), "\(row[1])")
            #expect(screen["scale"] as? String == row[4] && screen["inEveryCopy"] as? Bool == (row[5] == "all"), "\(row[1])")
            let points = row[2].split(separator: "|")[0].split(separator: "x").map(String.init)
            let id = entry["id"] as! String
            for orientation in Orientation.allCases {
                let window = try Self.window(id, orientation)
                let (width, height) = orientation == .portrait ? (points[0], points[1]) : (points[1], points[0])
                for (key, value) in [("window.width", width), ("window.height", height)] {
                    let figure = try Self.figure(window, key)
                    #expect(figure.value == value + " pt" && figure.kind == "published" && figure.sources == ["hig-layout"], "\(id) \(orientation) \(key)")
                }
                // Size classes (table 2): iPads regular/regular; iPhones compact/regular in portrait; in landscape
                // the large models regular/compact, the rest compact/compact.
                let classes = switch (row[6], orientation) {
                case ("pad", _): ("regular", "regular")
                case (_, .portrait): ("compact", "regular")
                case ("large", .landscape): ("regular", "compact")
                default: ("compact", "compact")
                }
                #expect(try Self.figure(window, "sizeClasses.width").value == classes.0, "\(id) \(orientation)")
                #expect(try Self.figure(window, "sizeClasses.height").value == classes.1, "\(id) \(orientation)")
            }
        }
        for row in watches {
            let entry = try #require(Self.devices.first { $0["higRow"] as? String == row[1] }, "no watch \(row[1])")
            let screen = try #require(entry["screen"] as? [String: Any])
            #expect(screen["pixels"] as? String == spaced(row[3]) && screen["points"] is NSNull, "\(row[1])")
            // No points published: the window's size says unknown.
            let window = try Self.window(entry["id"] as! String, os: nil, size: nil)
            #expect(try Self.figure(window, "window.width").value == nil && Self.figure(window, "window.width").kind == "not-published")
        }
    }

    @Test("multitasking and margins as published and measured (§2, §3): 320 pt narrow app and Slide Over, 40 pt shorter; 16 and 20 pt margins")
    func multitaskingAndMargins() throws {
        for device in LayoutTable.allDevices where device.idiom == .pad {
            let screen = try #require(device.portraitPoints)
            for orientation in Orientation.allCases {
                let height = orientation == .portrait ? screen.height : screen.width
                let third = try Self.window(device.id, orientation, .oneThird, os: 18)
                #expect(try Self.figure(third, "window.width").value == "320 pt" && Self.figure(third, "window.width").kind == "measured")
                #expect(try Self.figure(third, "window.width").sources == ["hackworth-ipad-pro"])
                #expect(try Self.figure(third, "sizeClasses.width").value == "compact")
                let over = try Self.window(device.id, orientation, .slideOver, os: 18)
                #expect(try Self.figure(over, "window.width").value == "320 pt")
                #expect(try Self.figure(over, "window.height").value == LayoutFormat.number(height - 40) + " pt")
                // Compact width: 16 pt margins; the full screen is regular: 20 pt (Apple's documentation).
                #expect(try Self.figure(third, "layoutMargins.leading").value == "16 pt" && Self.figure(third, "layoutMargins.leading").kind == "published")
                #expect(try Self.figure(Self.window(device.id, orientation, os: 18), "layoutMargins.leading").value == "20 pt")
                // Only the two-thirds app in landscape is regular; both halves on the large iPad Pro (Apple's guide).
                let twoThirds = try Self.figure(Self.window(device.id, orientation, .twoThirds, os: 18), "sizeClasses.width").value
                #expect(twoThirds == (orientation == .landscape ? "regular" : "compact"), "\(device.id) \(orientation)")
            }
            // iPadOS 26 and later publish no Split View sizes: the page says unknown.
            let free = try Self.figure(Self.window(device.id, .landscape, .half, os: 27), "window.width")
            #expect(free.value == nil && free.kind == "not-published" && free.sources == ["apple-tn3192"])
        }
        let half = try Self.figure(Self.window("ipad-pro-12-9", .landscape, .half, os: 18), "sizeClasses.width")
        #expect(half.value == "regular" && half.kind == "published")
        #expect(try Self.figure(Self.window("ipad-10-2", .landscape, .half, os: 18), "sizeClasses.width").value == "compact")
        #expect(try Self.figure(Self.window("iphone-16"), "layoutMargins.leading").value == "16 pt")
    }

    @Test("what the page adds to a site, in bytes: under 400 KB in all, the index under 30 KB")
    func weight() {
        #expect(Self.written.bytes < 400_000, "\(Self.written.bytes) bytes")
        let index = try! SiteLayoutPage.shared.get().files.first { $0.path == "data/layout.js" }!.bytes.count
        #expect(index < 30_000, "\(index) bytes")
    }
}
