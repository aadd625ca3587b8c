/// A sidebar category from `categories.plist`, in file order.
public struct SymbolCategory: Hashable, Sendable {
    /// Stable key, e.g. `communication`; symbols list these keys.
    public let key: String
    /// Display label, e.g. `Objects & Tools` (from `label`, or `name` in SF 3.2).
    public let label: String
    /// The symbol name used as the category's icon.
    public let icon: String

    /// The category `key`, shown as `label` with the symbol `icon`.
    public init(key: String, label: String, icon: String) {
        self.key = key
        self.label = label
        self.icon = icon
    }
}
