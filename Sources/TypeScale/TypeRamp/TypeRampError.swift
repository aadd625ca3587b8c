/// Why a ``TypeRamp`` could not be built. ``description`` is the underlying error's one line.
public enum TypeRampError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The tables have no such category, style or leading on the platform.
    case dynamicType(DynamicTypeError)
    /// A style's font could not be resolved or read.
    case font(FontResolutionError)

    /// One line naming what failed, fit for stderr.
    public var description: String {
        switch self {
        case .dynamicType(let error): error.description
        case .font(let error): error.description
        }
    }
}
