import AdaptiveLayout

/// `catalog layout list`: every device of the table, with the HIG's screen figures and the
/// models it knows by name but does not cover.
enum LayoutListCommand {
    static let spec = CommandSpec(
        path: ["layout", "list"],
        summary: "List the devices 'catalog layout' knows: the HIG's screens in points, pixels and scale, and their size classes.",
        discussion: """
        One row per row of the HIG's Layout specifications (models sharing a screen share a \
        row; any of their names works as DEVICE): points and pixels in portrait, UIKit's scale \
        (and the native one where it differs), and the full-screen size classes in portrait and \
        landscape, width/height. Apple Watch screens are in pixels only. Then the models known \
        by name that the table does not cover, and the OS versions it answers for.

        JSON: {schemaVersion, devices: [{id, names, higRow, idiom, points, pixels, scale, \
        nativeScale, pixelsArePanel, portrait, landscape, inEveryCopy, otherReading}], \
        notCovered: [{name, note}], osVersions: [{version, year, changes, sources}], sources}. \
        TSV: one row per device: id, idiom, points, pixels, scale, native scale, portrait, \
        landscape, names (`|` between).
        """,
        options: OutputOptions.options(),
        examples: [
            CommandExample("catalog layout list", "Every device with its screen and size classes."),
            CommandExample("catalog layout list --format tsv", "The same for scripts."),
        ],
        run: { (output: OutputOptions, context) in
            let text = switch output.format {
            case .json: LayoutReport.deviceListJSON().rendered()
            case .tsv: LayoutReport.deviceListTSV()
            default: LayoutListRenderer.text(style: context.style(output))
            }
            try context.emit(text, to: output)
        })
}
