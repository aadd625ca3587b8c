import CatalogSystem

extension DataSet {
    /// The current symbol for `name`: a current name, an old (renamed) name, a legacy name,
    /// a variant name or an old name of one (resolved to the base symbol), or a right-to-left
    /// name without a base (a symbol of its own). Throws ``DataSetError/unknownSymbol``
    /// with close names when nothing matches.
    public func resolve(_ name: String) throws(DataSetError) -> (symbol: Symbol, resolution: NameResolution) {
        if let symbol = symbols[name] { return (symbol, .current) }
        if let current = renames[name], let symbol = symbols[current] { return (symbol, .renamed(from: name)) }
        if let current = legacyAliases[name], let symbol = symbols[current] { return (symbol, .legacy(from: name)) }
        if let variant = variants[name], let owner = variant.symbolName, let symbol = symbols[owner] {
            return (symbol, .variant(variant.localization))
        }
        // An old name of a variant: renamed with its base, so it is no symbol's old name.
        if let current = renames[name], let variant = variants[current], let owner = variant.symbolName,
           let symbol = symbols[owner] {
            return (symbol, .renamedVariant(from: name, variant.localization))
        }
        if let variant = variants[name], variant.symbolName == nil {
            return (Symbol(name: name, introduced: variant.localization.release), .variantWithoutBase(variant.localization))
        }
        if let scalar = Self.codePoint(in: name), let symbol = symbols.values.first(where: { $0.unicode == scalar }) {
            return (symbol, .codePoint(name))
        }
        throw .unknownSymbol(name: name, dataSet: self.name, suggestions: NameSuggestions.offered(closestNames(to: name)))
    }

    /// The scalar that `text` names: `U+F004` (4 to 6 hex digits) or one character.
    static func codePoint(in text: String) -> Unicode.Scalar? {
        let upper = text.uppercased()
        if upper.hasPrefix("U+"), (6...8).contains(upper.count), let value = UInt32(upper.dropFirst(2), radix: 16) {
            return Unicode.Scalar(value)
        }
        let scalars = text.unicodeScalars
        return scalars.count == 1 ? scalars.first : nil
    }

    /// Current symbol names close to `name`, best first (``NameSuggestions``' ranking over
    /// current and old names, an old name standing for its current one, with the names the
    /// data says were meant: ``meantNames(for:)``), at most `limit`.
    /// ``NameSuggestions/confident(_:)`` tells whether the first is safe to apply.
    ///
    /// A localized or right-to-left variant is offered only for a name written with such a
    /// suffix: then the variants with that suffix of the names closest to its base, else
    /// those names themselves.
    public func closestNames(to name: String, limit: Int = 3) -> [NameSuggestions.Ranked] {
        if let (base, suffix) = LocalizationSuffix.split(name, exists: { _ in true }), symbols[String(base)] == nil,
           renames[String(base)] == nil {
            let bases = closestNames(to: String(base), limit: limit * 2)
            let variants = bases.compactMap { ranked -> NameSuggestions.Ranked? in
                symbols[ranked.name]?.localizations.first { $0.suffix == suffix }.map { ranked.named($0.name) }
            }
            return Array((variants.isEmpty ? bases : variants).prefix(limit))
        }
        let oldNames = renames.keys.lazy.filter { self.symbols[$0] == nil }
        let ranked = NameSuggestions.ranked(
            name, among: [symbolNames.lazy, Array(oldNames).lazy].joined(), meant: meantNames(for: name), limit: limit * 2)
        var seen = Set<String>()
        var result = [NameSuggestions.Ranked]()
        // A localized or right-to-left variant only for a name written with such a suffix
        // (`text.rectangle.fill` was offered `numbers.rectangle.fill.ar` and `.hi`).
        let wantsVariant = LocalizationSuffix.split(name, exists: { _ in true }) != nil
        for candidate in ranked {
            let current = renames[candidate.name] ?? candidate.name
            guard wantsVariant || !isVariantName(current) else { continue }
            guard seen.insert(current).inserted else { continue }
            result.append(candidate.named(current))
            if result.count == limit { break }
        }
        return result
    }

    /// True when `name` ends with a localization suffix (`.ar`, `.zh.traditional`, `.rtl`)
    /// after a name of the data set or one of its old names.
    func isVariantName(_ name: String) -> Bool {
        LocalizationSuffix.split(name) { base in self.symbols[String(base)] != nil || self.renames[String(base)] != nil } != nil
    }
}
