import CatalogFormats

extension LayoutReport {
    /// `catalog layout list --json`: every device, the models not covered, the OS versions and the sources.
    package static func deviceListJSON() -> JSONOutput {
        func dimensions(_ d: Dimensions?) -> JSONOutput {
            d.map { .object([("width", .double($0.width)), ("height", .double($0.height))]) } ?? .null
        }
        func classes(_ c: SizeClasses?) -> JSONOutput {
            c.map { .object([("width", .string($0.width.rawValue)), ("height", .string($0.height.rawValue))]) } ?? .null
        }
        let devices = LayoutTable.allDevices.map { device -> JSONOutput in
            .object([
                ("id", .string(device.id)),
                ("names", .array(device.names.flatMap(\.spellings).map(JSONOutput.string))),
                ("higRow", .string(device.higRow)),
                ("idiom", .string(device.idiom.rawValue)),
                ("points", dimensions(device.portraitPoints)),
                ("pixels", dimensions(device.printedPixels)),
                ("scale", device.uikitScale.map(JSONOutput.double) ?? .null),
                ("nativeScale", device.hasDistinctNativeScale ? device.nativeScale.map { .double(rounded($0)) } ?? .null : .null),
                ("pixelsArePanel", .bool(device.printedPixelsAreNative)),
                ("portrait", classes(device.portraitClasses)),
                ("landscape", classes(device.landscapeClasses)),
                ("inEveryCopy", .bool(device.inEveryCopy)),
                ("otherReading", .optional(device.otherReading)),
            ])
        }
        return .object([
            ("schemaVersion", .int(schemaVersion)),
            ("devices", .array(devices)),
            ("notCovered", .array(LayoutTable.modelsNotCovered.map { .object([("name", .string($0.name)), ("note", .string($0.note))]) })),
            ("osVersions", .array(LayoutTable.releases.map { release in
                .object([("version", .int(release.version)), ("year", .int(release.year)), ("changes", .optional(release.changes)),
                         ("sources", .array(release.sources.map(JSONOutput.string)))])
            })),
            ("sources", sources(LayoutTable.allSources.map(\.id))),
        ])
    }

    /// `catalog layout list --format tsv`: one row per device.
    package static func deviceListTSV() -> String {
        TSV.render(LayoutTable.allDevices.map { device in
            [device.id, device.idiom.rawValue, LayoutFormat.size(device.portraitPoints), LayoutFormat.size(device.printedPixels),
             device.uikitScale.map(LayoutFormat.number) ?? "-", LayoutFormat.nativeScale(device),
             LayoutFormat.classes(device.portraitClasses), LayoutFormat.classes(device.landscapeClasses),
             device.names.flatMap(\.spellings).joined(separator: "|")]
        })
    }
}
