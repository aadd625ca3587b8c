/// Every figure Adaptivity's main window shows for a window, each with its provenance: size,
/// safe area, layout margins, readable content guide, bars and size classes, in points (or, by
/// ``converted(to:)``, in pixels). A figure no source gives is not published, never made up.
public struct WindowLayout: Sendable {
    /// What was asked.
    public let query: LayoutQuery
    /// The unit of every length.
    public internal(set) var unit = LengthUnit.points
    /// The scale from points to ``unit`` (nil in points).
    public internal(set) var scale: Figure<Double>?
    /// The device's orientation, or a typed window's (landscape when wider than tall).
    public let orientation: Orientation
    /// The window's width.
    public internal(set) var width: Figure<Double>
    /// The window's height.
    public internal(set) var height: Figure<Double>
    /// The safe area's insets from the window's edges.
    public internal(set) var safeArea: Figure<EdgeInsets>
    /// The root view's layout margins.
    public internal(set) var margins: LayoutMargins
    /// The readable content guide.
    public internal(set) var readable: ReadableGuide
    /// The bars.
    public internal(set) var bars: BarHeights
    /// The horizontal size class.
    public let widthClass: Figure<SizeClass>
    /// The vertical size class.
    public let heightClass: Figure<SizeClass>
    /// What a reader should know beyond the figures: the size category's reach, the OS
    /// version's reported changes.
    public let notes: [String]

    /// The layout `query` asks for.
    public init(_ query: LayoutQuery) throws(LayoutError) {
        let frame = try WindowFrame(query)
        self.query = query
        orientation = frame.orientation
        width = frame.width
        height = frame.height
        safeArea = frame.safeArea
        widthClass = frame.widthClass
        heightClass = frame.heightClass
        margins = LayoutMargins(frame: frame)
        readable = ReadableGuide(frame: frame, margins: margins, userWidths: query.readableWidths)
        bars = BarHeights(frame: frame)
        notes = Self.notes(query)
    }

    static func notes(_ query: LayoutQuery) -> [String] {
        var notes = [String]()
        if query.idiom != .watch {
            notes.append("Size category \(query.sizeCategory): only the readable content guide depends on it; "
                         + "every other figure is the same at every size.")
        }
        if let release = LayoutTable.osReleases.first(where: { $0.version == query.os }), let changes = release.changes {
            notes.append("iOS \(release.version) (\(release.year)): \(changes).")
        }
        if query.arrangement != .fullScreen, query.os >= 26 {
            notes.append("Split View and Slide Over had fixed sizes up to iPadOS 18: asked of iPadOS 18, the table gives what was published and measured for them.")
        }
        if query.os >= 27, query.idiom == .phone, case .device = query.subject {
            notes.append("A resized phone-idiom window stays compact in width on iOS 27; whether a full screen in landscape "
                         + "does too is not published: the classes here are the HIG's (September 2025).")
        }
        if let widths = query.readableWidths {
            notes.append("Readable widths from \(widths.path), measured by you: they answer before the table's.")
        }
        return notes
    }

    /// The ids of every source a figure names, in the order of ``entries`` (the scale's first).
    public var sourceIDs: [String] {
        ((scale?.provenance.sources ?? []) + entries.flatMap(\.provenance.sources)).uniqued()
    }
}
