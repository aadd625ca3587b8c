import CatalogSystem

/// The most variation axes and named instances a variable face may have for catalog to read
/// its variation space, by either reader.
///
/// Every instance lists a coordinate for every axis, so `fvar` grows with their product: a
/// 62.6 MB font of 2,000 axes and 7,800 instances held 15.6 million coordinates, and
/// `metrics --json` printed 375 MB of them while `type-ramp --font` took 2.5 GB (FreeType's
/// description of the space is 8 bytes a coordinate, made again for every face opened at an
/// instance). The limits are 64 axes and 1,024 named instances: Roboto Flex, among the
/// variable fonts with the most, has 13 axes; at both limits a face has 65,536 coordinates. A
/// face past either is refused, one line naming the file, the count and the limit, before
/// any coordinate is read.
public enum VariationLimits {
    /// The most variation axes: 64.
    public static let axes = 64
    /// The most named instances `fvar` may list: 1,024.
    public static let namedInstances = 1_024

    /// Which limit a face is past, and by how many.
    public enum Excess: Sendable, Hashable {
        /// The face has `count` axes, over ``VariationLimits/axes``.
        case axes(count: Int)
        /// The face lists `count` named instances, over ``VariationLimits/namedInstances``.
        case namedInstances(count: Int)

        /// `"2,000 variation axes, over the limit of 64 for a variable font"`.
        public var message: String {
            switch self {
            case .axes(let count):
                "\(Numbers.grouped(count)) variation axes, over the limit of \(VariationLimits.axes) for a variable font"
            case .namedInstances(let count):
                "\(Numbers.grouped(count)) named instances, over the limit of "
                    + "\(Numbers.grouped(VariationLimits.namedInstances)) for a variable font"
            }
        }
    }

    /// The limit a face of `axisCount` axes and `instanceCount` named instances is past, or
    /// nil when it is within both.
    static func excess(axisCount: Int, instanceCount: Int) -> Excess? {
        if axisCount > axes { return .axes(count: axisCount) }
        if instanceCount > namedInstances { return .namedInstances(count: instanceCount) }
        return nil
    }
}
