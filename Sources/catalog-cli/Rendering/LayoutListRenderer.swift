import AdaptiveLayout
import CatalogSystem

/// `catalog layout list` as text (JSON and TSV: ``LayoutReport/deviceListJSON()``).
enum LayoutListRenderer {
    static func text(style: ANSIStyle) -> String {
        let revision = LayoutTable.source("hig-layout")?.date.map { " as of " + $0 } ?? ""
        var lines = [style.bold("Devices") + style.dim(" (the HIG's Layout specifications\(revision), portrait; size classes width/height)")]
        var rows = [["DEVICE", "points", "pixels", "scale", "native", "portrait", "landscape", "the HIG's row"]]
        for device in LayoutTable.allDevices {
            let slug = device.names[0].slug
            rows.append([slug, LayoutFormat.size(device.portraitPoints), LayoutFormat.size(device.printedPixels),
                         device.uikitScale.map { "@" + LayoutFormat.number($0) + "x" } ?? "-", LayoutFormat.nativeScale(device),
                         LayoutFormat.classes(device.portraitClasses), LayoutFormat.classes(device.landscapeClasses),
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
}
