/// The kind of device a window runs on, as UIKit's `UIUserInterfaceIdiom` names the two that
/// have windows, and the Apple Watch, whose screens the HIG lists too.
public enum Idiom: String, Sendable, CaseIterable, Hashable {
    /// iPhone and iPod touch (`.phone`).
    case phone
    /// iPad (`.pad`).
    case pad
    /// Apple Watch: the HIG gives its screens in pixels only, and none of UIKit's figures.
    case watch
}
