import AdaptiveLayout
import TypeScale

/// What `catalog layout` and `layout compare` ask of a window besides its subject: the
/// orientation, the Split View or Slide Over share, the content size category, the OS version,
/// the unit and the user's readable widths. The subject (a DEVICE, or `--width --height
/// --idiom`) is each command's own.
struct LayoutOptions: Sendable {
    static let orientation = OptionSpec(name: "orientation", valueName: "ORIENTATION", choices: Orientation.allCases.map(\.rawValue),
                                        summary: "portrait or landscape (default: portrait).")
    static let split = OptionSpec(name: "split", valueName: "SHARE",
                                  choices: [Arrangement.oneThird, .half, .twoThirds, .slideOver].map(\.rawValue),
                                  summary: "An iPad's Split View share (1/3, 1/2, 2/3) or slide-over (default: full screen).")
    static let sizeCategory = OptionSpec(name: "size-category", valueName: "NAME",
                                         summary: "Content size category (default: Large); only the readable guide depends on it.",
                                         suggestions: ContentSizeCategory.allCases.map(\.higName))
    static let os = OptionSpec(name: "os", valueName: "VERSION",
                               summary: "iOS or iPadOS version, \(LayoutTable.versionRanges) (default: the newest, \(LayoutTable.newestOS)).",
                               suggestions: LayoutTable.releases.map { String($0.version) })
    static let pixels = OptionSpec(name: "pixels", summary: "Lengths in pixels at UIKit's scale (UIScreen.scale).")
    static let nativePixels = OptionSpec(name: "native-pixels",
                                         summary: "Lengths in pixels at the native scale (UIScreen.nativeScale), where it differs.")
    static let readableWidths = OptionSpec(name: "readable-widths", valueName: "FILE",
                                           summary: "Readable widths you measured: a line 'CATEGORY WIDTH' each; they answer first.",
                                           completion: .file)

    /// The options every layout query takes, in help's order.
    static let options = [orientation, split, sizeCategory, os, pixels, nativePixels, readableWidths]
    /// `--pixels` and `--native-pixels` exclude each other.
    static let rules = [OptionRule.exclusive(pixels, nativePixels)]

    var orientation: Orientation
    var arrangement: Arrangement
    /// The category's HIG name.
    var sizeCategory: String
    var os: Int
    var unit: LengthUnit
    /// `--readable-widths`, read when the command runs (a file is no usage error).
    var readableWidthsPath: String?

    init(_ parsed: ParsedCommand) throws(CLIError) {
        orientation = parsed.choice(Self.orientation) ?? .portrait
        arrangement = parsed.choice(Self.split) ?? .fullScreen
        if let text = parsed.value(Self.sizeCategory) {
            guard let category = ContentSizeCategory(name: text) else {
                throw parsed.unknownName(text, option: Self.sizeCategory, ContentSizeCategory.self)
            }
            sizeCategory = category.higName
        } else {
            sizeCategory = LayoutQuery.defaultSizeCategory
        }
        os = LayoutTable.newestOS
        if let text = parsed.value(Self.os) {
            do {
                os = try LayoutTable.osVersion(text)
            } catch {
                throw parsed.usageError("--os: " + error.description)
            }
        }
        unit = parsed.flag(Self.pixels) ? .pixels : parsed.flag(Self.nativePixels) ? .nativePixels : .points
        readableWidthsPath = parsed.value(Self.readableWidths)
    }

    /// The layout of `subject` with these options, in their unit.
    func layout(_ subject: LayoutQuery.Subject, _ context: CommandContext) throws(LayoutError) -> WindowLayout {
        var query = LayoutQuery(subject)
        query.orientation = orientation
        query.arrangement = arrangement
        query.sizeCategory = sizeCategory
        query.os = os
        if let path = readableWidthsPath {
            query.readableWidths = try ReadableWidths.read(path: path, limit: context.fileLimit) { ContentSizeCategory(name: $0)?.higName }
        }
        return try WindowLayout(query).converted(to: unit)
    }

    /// A device by any name people type, or a usage error with did-you-mean.
    static func device(_ name: String) throws(LayoutError) -> LayoutQuery.Subject {
        .device(try DeviceNames.resolve(name))
    }
}
