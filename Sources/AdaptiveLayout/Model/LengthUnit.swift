/// The unit of every length of a ``WindowLayout``.
public enum LengthUnit: String, Sendable, CaseIterable, Hashable {
    /// Points, UIKit's unit (the HIG's tables).
    case points
    /// Pixels at the UIKit scale (`UIScreen.scale`): what an app renders.
    case pixels
    /// Pixels at the native scale (`UIScreen.nativeScale`): the panel's, where they differ.
    case nativePixels = "native-pixels"

    /// The short form after a number: `pt` or `px`.
    public var symbol: String { self == .points ? "pt" : "px" }
}
