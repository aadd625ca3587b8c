/// One row of the HIG's device tables (`Data/layout/devices.tsv`): the models that share a
/// screen, and what the HIG publishes of it.
public struct Device: Sendable, Hashable {
    /// The row's key (its first model's): `iphone-17-pro-max`.
    public let id: String
    /// Every model of the row, as people name them; the first names the row.
    public let names: [DeviceName]
    /// The row's model column as the HIG prints it: `iPhone 17 Pro Max, 16 Pro Max`.
    public let higRow: String
    /// Phone, pad or watch.
    public let idiom: Idiom
    /// The screen in portrait, in points (nil for a watch: the HIG gives pixels only).
    public let portraitPoints: Dimensions?
    /// The screen in portrait, in pixels as the HIG prints them.
    public let printedPixels: Dimensions
    /// UIKit's scale factor (`UIScreen.scale`) as the HIG prints it; nil for a watch.
    public let uikitScale: Double?
    /// True when the printed pixels are the panel's (the Plus models, which render at @3x and
    /// downsample), false when they are the points times the scale.
    public let printedPixelsAreNative: Bool
    /// The panel's pixels where they differ from points x scale and a copy of the HIG gives
    /// them (the minis: the other copy's reading).
    public let nativePixels: Dimensions?
    /// Full-screen size classes in portrait (nil for a watch).
    public let portraitClasses: SizeClasses?
    /// Full-screen size classes in landscape (nil for a watch).
    public let landscapeClasses: SizeClasses?
    /// False for a row present in some copies of the HIG page only.
    public let inEveryCopy: Bool
    /// Where copies of the page disagree, the other copy's values.
    public let otherReading: String?

    /// The row's name: its first model's.
    public var name: String { names[0].name }

    /// The full-screen size classes in `orientation` (nil for a watch).
    public func classes(_ orientation: Orientation) -> SizeClasses? {
        orientation == .portrait ? portraitClasses : landscapeClasses
    }

    /// The screen in `orientation`, in points (nil for a watch).
    public func screenPoints(_ orientation: Orientation) -> Dimensions? {
        portraitPoints?.held(orientation)
    }

    /// The panel's pixels in portrait: printed where they are the panel's, else the other
    /// copy's, else the points times the scale (the same panel).
    public var panelPixels: Dimensions {
        printedPixelsAreNative ? printedPixels : nativePixels ?? printedPixels
    }

    /// The native scale (`UIScreen.nativeScale`): the panel's pixels over the points; nil for
    /// a watch.
    public var nativeScale: Double? {
        portraitPoints.map { panelPixels.width / $0.width }
    }

    /// True where the native scale differs from UIKit's (the Plus models, the minis).
    public var hasDistinctNativeScale: Bool {
        guard let nativeScale, let uikitScale else { return false }
        return nativeScale != uikitScale
    }
}
