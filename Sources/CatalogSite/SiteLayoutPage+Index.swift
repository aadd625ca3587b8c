import AdaptiveLayout
import CatalogFormats
import TypeScale

extension SiteLayoutPage {
    /// `data/layout.js`'s document (`schemaVersion` first): `legend` (what the drawing's colours
    /// are), `figures` (each `{key, label}`, Adaptivity's order), `kinds` (kind → its words),
    /// `orientations`, `arrangements` (each `{key, name}`), `releases` (each `{version, year,
    /// changes, sources}`) and `newestOS`, `sizes` (each `{key, name}`: the permalink's key, the
    /// HIG's name) and `defaultSize`, `devices` and `sources` (each `{id, citation, gives}`).
    ///
    /// A device: `id`, `name` (its first model's), `higRow`, `idiom`, `osName` (iOS, iPadOS or
    /// null), `file`, `models` and `slugs` (every model's name and command-line word), the keys
    /// of its `orientations`, `arrangements`, `osVersions` and `sizes` (empty where its layouts
    /// do not depend on them), and `screen`: the HIG's `points` and `pixels` in portrait
    /// (`W × H`, points null for a watch), whether those `pixelsAreNative`, the UIKit `scale`, the
    /// `nativeScale` where it differs, `inEveryCopy` and the `otherReading` of copies that
    /// disagree.
    static func index() throws(LayoutError) -> JSONOutput {
        let sample = try WindowLayout(query(try DeviceNames.resolve(LayoutTable.allDevices[0].name), .portrait, .fullScreen, os: nil, size: nil))
        return .object([
            ("schemaVersion", .int(1)),
            ("legend", .string(LayoutSVG.subheading(sample))),
            ("figures", .array(sample.entries.map { entry in
                .object([("key", .string(entry.key)), ("label", .string(LayoutFormat.labels[entry.key] ?? entry.key))])
            })),
            ("kinds", .object(FigureKind.allCases.map { ($0.rawValue, .string(LayoutFormat.kind($0))) })),
            ("orientations", .array(Orientation.allCases.map { .object([("key", .string($0.rawValue)), ("name", .string($0.rawValue))]) })),
            ("arrangements", .array(Arrangement.allCases.map { .object([("key", .string($0.rawValue)), ("name", .string($0.displayName))]) })),
            ("releases", .array(LayoutTable.releases.map { release in
                .object([("version", .int(release.version)), ("year", .int(release.year)), ("changes", .optional(release.changes)),
                         ("sources", .array(release.sources.map(JSONOutput.string)))])
            })),
            ("newestOS", .int(LayoutTable.newestOS)),
            ("sizes", .array(sizeCategories.map { .object([("key", .string(SiteTypePages.sizeKey($0))), ("name", .string($0.higName))]) })),
            ("defaultSize", .string(SiteTypePages.sizeKey(ContentSizeCategory(name: LayoutQuery.defaultSizeCategory) ?? .large))),
            ("devices", .array(LayoutTable.allDevices.map(entry))),
            ("sources", .array(LayoutTable.allSources.map { source in
                .object([("id", .string(source.id)), ("citation", .string(source.citation)), ("gives", .string(source.gives))])
            })),
        ])
    }

    /// A device's entry in the index.
    static func entry(_ device: Device) -> JSONOutput {
        let size = { (dimensions: Dimensions) in LayoutFormat.number(dimensions.width) + " × " + LayoutFormat.number(dimensions.height) }
        let osName: String? = switch device.idiom {
        case .phone: "iOS"
        case .pad: "iPadOS"
        case .watch: nil
        }
        return .object([
            ("id", .string(device.id)),
            ("name", .string(device.name)),
            ("higRow", .string(device.higRow)),
            ("idiom", .string(device.idiom.rawValue)),
            ("osName", .optional(osName)),
            ("file", .string(scriptPath(device.idiom))),
            ("models", .array(device.names.map { .string($0.name) })),
            ("slugs", .array(device.names.map { .string($0.slug) })),
            ("orientations", .array(orientations(device).map { .string($0.rawValue) })),
            ("arrangements", .array(arrangements(device).map { .string($0.rawValue) })),
            ("osVersions", .array(osVersions(device).map(JSONOutput.int))),
            ("sizes", .array(sizes(device).map { .string(SiteTypePages.sizeKey($0)) })),
            ("screen", .object([
                ("points", .optional(device.portraitPoints.map(size))),
                ("pixels", .string(size(device.printedPixels))),
                ("pixelsAreNative", .bool(device.printedPixelsAreNative)),
                ("scale", .optional(device.uikitScale.map(LayoutFormat.number))),
                ("nativeScale", .optional(device.hasDistinctNativeScale ? device.nativeScale.map(LayoutFormat.number) : nil)),
                ("inEveryCopy", .bool(device.inEveryCopy)),
                ("otherReading", .optional(device.otherReading)),
            ])),
        ])
    }
}
