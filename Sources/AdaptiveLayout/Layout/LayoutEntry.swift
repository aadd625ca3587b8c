/// One figure of a ``WindowLayout`` with its key, for writers that go through them all in
/// Adaptivity's order (text, JSON, TSV, the site).
public struct LayoutEntry: Sendable, Hashable {
    /// A figure's value, whatever its type.
    public enum Value: Sendable, Hashable {
        /// A length, in the layout's unit.
        case length(Double)
        /// Four insets, in the layout's unit.
        case insets(EdgeInsets)
        /// A size class.
        case sizeClass(SizeClass)
    }

    /// The key: `window.width`, `safeArea`, `layoutMargins.leading`, `sizeClasses.width`.
    public let key: String
    /// The value, or nil.
    public let value: Value?
    /// Its provenance.
    public let provenance: Provenance

    init<V>(_ key: String, _ figure: Figure<V>, _ wrap: (V) -> Value) {
        self.key = key
        value = figure.value.map(wrap)
        provenance = figure.provenance
    }
}

extension WindowLayout {
    /// Every figure in Adaptivity's order: the window, its safe area, the layout margins and
    /// the space between them, the readable guide, the bars and the space between them, the
    /// size classes.
    public var entries: [LayoutEntry] {
        let length = LayoutEntry.Value.length
        return [
            LayoutEntry("window.width", width, length),
            LayoutEntry("window.height", height, length),
            LayoutEntry("safeArea", safeArea, LayoutEntry.Value.insets),
            LayoutEntry("layoutMargins.leading", margins.leading, length),
            LayoutEntry("layoutMargins.trailing", margins.trailing, length),
            LayoutEntry("layoutMargins.leadingFromEdge", margins.leadingFromEdge, length),
            LayoutEntry("layoutMargins.trailingFromEdge", margins.trailingFromEdge, length),
            LayoutEntry("layoutMargins.between", margins.between, length),
            LayoutEntry("readableGuide.readableWidth", readable.readableWidth, length),
            LayoutEntry("readableGuide.leading", readable.leading, length),
            LayoutEntry("readableGuide.width", readable.width, length),
            LayoutEntry("bars.statusBar", bars.statusBar, length),
            LayoutEntry("bars.navigationBar", bars.navigationBar, length),
            LayoutEntry("bars.largeTitle", bars.largeTitle, length),
            LayoutEntry("bars.toolbar", bars.toolbar, length),
            LayoutEntry("bars.tabBar", bars.tabBar, length),
            LayoutEntry("bars.between", bars.between, length),
            LayoutEntry("sizeClasses.width", widthClass, LayoutEntry.Value.sizeClass),
            LayoutEntry("sizeClasses.height", heightClass, LayoutEntry.Value.sizeClass),
        ]
    }
}
