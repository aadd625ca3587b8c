import AdaptiveLayout
import TypeScale

/// Every window of one device the layout page offers, laid out by AdaptiveLayout and drawn by
/// ``LayoutSVG/windowDocument(_:)``: each orientation, arrangement, OS version and size
/// category the device has (``SiteLayoutPage``), in that order of nesting, in points. A device's
/// windows are made on a core of their own; ``SiteLayoutFile`` numbers them into its idiom's
/// script.
struct SiteLayoutWindows: Sendable {
    /// One window: its drawing's number in ``drawings``, its figures and notes.
    struct Window: Sendable {
        let drawing: Int
        let entries: [LayoutEntry]
        let notes: [String]
    }

    let device: Device
    /// The device's drawings, each once.
    private(set) var drawings = [String]()
    /// Its windows: the size categories of the first OS version of the first arrangement in the
    /// first orientation, then those of the next OS version, and so on.
    private(set) var windows = [Window]()
    /// How many OS versions and size categories each orientation and arrangement has (one
    /// each where the device's windows do not depend on them).
    let osCount: Int, sizeCount: Int

    init(_ device: Device) throws(LayoutError) {
        self.device = device
        let versions = SiteLayoutPage.osVersions(device).map(Optional.some), sizes = SiteLayoutPage.sizes(device).map(Optional.some)
        let osAxis: [Int?] = versions.isEmpty ? [nil] : versions
        let sizeAxis: [ContentSizeCategory?] = sizes.isEmpty ? [nil] : sizes
        (osCount, sizeCount) = (osAxis.count, sizeAxis.count)
        let resolution = try DeviceNames.resolve(device.name)
        // Windows with the same figures draw the same (``LayoutSVG/windowDocument(_:)`` draws
        // the figures alone): each drawn once.
        var drawingOfFigures = [[LayoutEntry]: Int](), drawingNumbers = [String: Int]()
        for orientation in SiteLayoutPage.orientations(device) {
            for arrangement in SiteLayoutPage.arrangements(device) {
                for os in osAxis {
                    for size in sizeAxis {
                        let layout = try WindowLayout(SiteLayoutPage.query(resolution, orientation, arrangement, os: os, size: size))
                        let entries = layout.entries
                        let number: Int
                        if let drawn = drawingOfFigures[entries] {
                            number = drawn
                        } else {
                            let drawing = LayoutSVG.windowDocument(layout)
                            number = drawingNumbers[drawing] ?? drawings.count
                            if number == drawings.count {
                                drawingNumbers[drawing] = number
                                drawings.append(drawing)
                            }
                            drawingOfFigures[entries] = number
                        }
                        windows.append(Window(drawing: number, entries: entries, notes: layout.notes))
                    }
                }
            }
        }
    }
}
