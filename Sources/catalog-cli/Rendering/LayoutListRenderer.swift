import AdaptiveLayout
import CatalogFormats
import CatalogSystem

/// `catalog layout list` as text, JSON and TSV.
enum LayoutListRenderer {
    static func size(_ dimensions: Dimensions?) -> String {
        dimensions.map { LayoutFormat.number($0.width) + "x" + LayoutFormat.number($0.height) } ?? "-"
    }

    static func classes(_ classes: SizeClasses?) -> String {
        classes.map { $0.width.rawValue + "/" + $0.height.rawValue } ?? "-"
    }

    static func nativeScale(_ device: Device) -> String {
        device.hasDistinctNativeScale ? device.nativeScale.map(LayoutFormat.number) ?? "-" : "-"
    }

    static func text(style: ANSIStyle) -> String {
        let revision = LayoutTable.source("hig-layout")?.date.map { " as of " + $0 } ?? ""
        var lines = [style.bold("Devices") + style.dim(" (the HIG's Layout specifications\(revision), portrait; size classes width/height)")]
        var rows = [["DEVICE", "points", "pixels", "scale", "native", "portrait", "landscape", "the HIG's row"]]
        for device in LayoutTable.allDevices {
            let slug = device.names[0].slug
            rows.append([slug, size(device.portraitPoints), size(device.printedPixels),
                         device.uikitScale.map { "@" + LayoutFormat.number($0) + "x" } ?? "-", nativeScale(device),
                         classes(device.portraitClasses), classes(device.landscapeClasses),
                         device.higRow + (device.inEveryCopy ? "" : " ¹") + (device.otherReading == nil ? "" : " ²")])
        }
        lines += TextTable.align(rows).enumerated().map { $0 == 0 ? style.dim($1) : $1 }
        lines.append(style.dim("¹ in some copies of the HIG page only; ² copies disagree ('catalog layout DEVICE' shows the other reading)."))
        lines.append(style.dim("The 8 Plus class's pixels are the panel's, as the HIG prints them; its UIKit pixels are points x 3."))
        lines.append("")
        lines.append(style.bold("Known by name, not covered") + style.dim(" (not in the dated copy of the HIG's table)"))
        lines += TextTable.align(LayoutTable.modelsNotCovered.map { ["  " + $0.name, $0.note] })
        lines.append("")
        lines.append(style.bold("OS versions") + "  " + LayoutTable.releases.map { String($0.version) }.joined(separator: ", ")
                     + style.dim(" (--os; default \(LayoutTable.newestOS))"))
        return TerminalText.lines(lines)
    }

    static func json() -> JSONOutput {
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
                ("nativeScale", device.hasDistinctNativeScale ? device.nativeScale.map { .double(LayoutRenderer.rounded($0)) } ?? .null : .null),
                ("pixelsArePanel", .bool(device.printedPixelsAreNative)),
                ("portrait", classes(device.portraitClasses)),
                ("landscape", classes(device.landscapeClasses)),
                ("inEveryCopy", .bool(device.inEveryCopy)),
                ("otherReading", .optional(device.otherReading)),
            ])
        }
        return .object([
            ("schemaVersion", .int(LayoutRenderer.schemaVersion)),
            ("devices", .array(devices)),
            ("notCovered", .array(LayoutTable.modelsNotCovered.map { .object([("name", .string($0.name)), ("note", .string($0.note))]) })),
            ("osVersions", .array(LayoutTable.releases.map { release in
                .object([("version", .int(release.version)), ("year", .int(release.year)), ("changes", .optional(release.changes)),
                         ("sources", .array(release.sources.map(JSONOutput.string)))])
            })),
            ("sources", LayoutRenderer.sources(LayoutTable.allSources.map(\.id))),
        ])
    }

    static func tsv() -> String {
        TSV.render(LayoutTable.allDevices.map { device in
            [device.id, device.idiom.rawValue, size(device.portraitPoints), size(device.printedPixels),
             device.uikitScale.map(LayoutFormat.number) ?? "-", nativeScale(device),
             classes(device.portraitClasses), classes(device.landscapeClasses),
             device.names.flatMap(\.spellings).joined(separator: "|")]
        })
    }
}
