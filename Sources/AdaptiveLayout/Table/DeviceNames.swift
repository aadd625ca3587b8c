import CatalogFormats
import CatalogSystem

/// Device names as people type them: `"iPhone 16 Pro"`, `iphone-16-pro`, `ipad-pro-13-m4`,
/// `iPad Pro 12.9"`. Names are compared by their key (``key(_:)``): lowercased letters and
/// digits only, without the words `inch`, `generation` and `mm`; a name that is none is an
/// error with did-you-mean (CatalogSystem's ``NameSuggestions``, over the keys).
public enum DeviceNames {
    /// A resolved name: the device row and the model's own name.
    public struct Resolution: Sendable, Hashable {
        /// The row of the HIG's table.
        public let device: Device
        /// The model's name as the table writes it (`iPhone 15 Pro`).
        public let model: String
    }

    /// The model `text` names.
    public static func resolve(_ text: String) throws(LayoutError) -> Resolution {
        let wanted = key(text)
        for device in LayoutTable.devices {
            for name in device.names where name.spellings.contains(where: { key($0) == wanted }) {
                return Resolution(device: device, model: name.name)
            }
        }
        if let model = LayoutTable.notCovered.first(where: { key($0.name) == wanted }) {
            throw .notCovered(model)
        }
        // The start of one model's name names it (`ipad-mini`); of several, lists them
        // (`ipad-pro-11`: the M4 and the 1st–4th generation).
        let starting = candidates().filter { $0.key.hasPrefix(wanted) && !wanted.isEmpty }
        if starting.count == 1, wanted.count >= 4, let only = starting.first,
           let device = LayoutTable.devices.first(where: { $0.names.contains { $0.name == only.name } }) {
            return Resolution(device: device, model: only.name)
        }
        if starting.count > 1, starting.count <= 8, wanted.count >= 4 {
            throw .ambiguousDevice(text, candidates: starting.map(\.name))
        }
        let keys = candidates()
        let nameOfKey = Dictionary(keys.map { ($0.key, $0.name) }, uniquingKeysWith: { first, _ in first })
        let ranked = NameSuggestions.ranked(wanted, among: keys.map(\.key), limit: 3)
        let suggestions = NameSuggestions.offered(ranked.map { $0.named(nameOfKey[$0.name] ?? $0.name) })
        throw .unknownDevice(text, suggestions: suggestions)
    }

    /// The key names are compared by: `iPad Pro 12.9-inch` → `ipadpro129`.
    public static func key(_ text: String) -> String {
        var key = String(text.lowercased().unicodeScalars.filter { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) })
        for word in ["generation", "inch", "mm"] {
            key = key.replacingEvery(word, with: "")
        }
        return key
    }

    /// Every model's name with its key, in the table's order.
    static func candidates() -> [(key: String, name: String)] {
        LayoutTable.devices.flatMap { device in device.names.map { (key($0.name), $0.name) } }
    }
}
