/// A UIKit size class: how much room a window has in one direction.
public enum SizeClass: String, Sendable, CaseIterable, Hashable {
    /// `.compact`.
    case compact
    /// `.regular`.
    case regular
}

/// A window's horizontal (width) and vertical (height) size classes.
public struct SizeClasses: Sendable, Hashable {
    /// The horizontal size class.
    public let width: SizeClass
    /// The vertical size class.
    public let height: SizeClass

    /// The classes `width` and `height`.
    public init(width: SizeClass, height: SizeClass) {
        self.width = width
        self.height = height
    }
}
