import Foundation

/// How much of a long campaign a test runs. `swift test` runs a small seeded sample of each;
/// `Scripts/campaign.sh` sets `CATALOG_CAMPAIGN_SCALE`: 1 for CI's counts, N for N times them.
/// A sample is part of the full campaign: the first of the same seeded cases, or a seeded
/// choice of the same files.
package enum Campaign {
    /// `CATALOG_CAMPAIGN_SCALE`, or nil in a plain `swift test` (unset or empty).
    package static let scale: Int? = {
        guard let text = ProcessInfo.processInfo.environment["CATALOG_CAMPAIGN_SCALE"], !text.isEmpty else { return nil }
        guard let value = Int(text), value >= 1 else {
            fatalError("CATALOG_CAMPAIGN_SCALE=\(text): a whole number from 1 (Scripts/campaign.sh)")
        }
        return value
    }()

    /// `sample` in `swift test`; `ci` times the scale in a campaign.
    package static func count(sample: Int, ci: Int) -> Int {
        scale.map { ci * $0 } ?? sample
    }

    /// All of `items` in a campaign; in `swift test`, `sample` of them chosen by `seed`, in
    /// their order.
    package static func subset<Item>(_ items: [Item], sample: Int, seed: UInt64) -> [Item] {
        guard scale == nil, items.count > sample else { return items }
        var generator = SeededGenerator(seed: seed)
        let chosen = Set(Array(items.indices).shuffled(using: &generator).prefix(sample))
        return items.indices.filter(chosen.contains).map { items[$0] }
    }
}
