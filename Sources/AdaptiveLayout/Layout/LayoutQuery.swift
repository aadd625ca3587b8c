/// What a layout is asked for: a device's window (full screen, Split View or Slide Over, in
/// an orientation) or a window of a typed size, on an OS version, at a content size category.
public struct LayoutQuery: Sendable {
    /// The window's subject.
    public enum Subject: Sendable {
        /// A device of the table, as a name resolved it.
        case device(DeviceNames.Resolution)
        /// A window of a typed size in points, of the phone or pad idiom.
        case window(widthPoints: Double, heightPoints: Double, idiom: Idiom)
    }

    /// The device or typed window.
    public var subject: Subject
    /// The device's orientation (a typed window's follows from its size).
    public var orientation: Orientation = .portrait
    /// The share of an iPad's screen.
    public var arrangement: Arrangement = .fullScreen
    /// The iOS or iPadOS major version (``LayoutTable/releases``).
    public var os: Int = LayoutTable.newestOS
    /// The content size category's HIG name (`Large`, `AX3`: TypeScale's
    /// `ContentSizeCategory.higName`). Only the readable content guide depends on it.
    public var sizeCategory = Self.defaultSizeCategory
    /// Readable widths the user measured, which answer before the table's.
    public var readableWidths: ReadableWidths?

    /// The default content size category on iOS and iPadOS.
    public static let defaultSizeCategory = "Large"

    /// A query of `subject` with every default.
    public init(_ subject: Subject) {
        self.subject = subject
    }

    /// The device row, or nil for a typed window.
    public var device: Device? {
        if case .device(let resolution) = subject { return resolution.device }
        return nil
    }

    /// The idiom of the device or the typed window.
    public var idiom: Idiom {
        switch subject {
        case .device(let resolution): resolution.device.idiom
        case .window(_, _, let idiom): idiom
        }
    }

    /// The model's name, or `a WIDTH x HEIGHT pt IDIOM window`.
    public var subjectName: String {
        switch subject {
        case .device(let resolution): resolution.model
        case .window(let width, let height, let idiom):
            "a \(LayoutError.format(width)) × \(LayoutError.format(height)) pt \(idiom.rawValue) window"
        }
    }
}
