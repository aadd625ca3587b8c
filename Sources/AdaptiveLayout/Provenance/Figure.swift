/// One figure of a layout: a value (nil where none is published or it does not apply) and
/// where it comes from.
public struct Figure<Value: Sendable & Hashable>: Sendable, Hashable {
    /// The value, in the layout's unit for a length; nil unless the kind carries one.
    public let value: Value?
    /// Its kind, sources, rule and note.
    public let provenance: Provenance

    /// `value` with `provenance`.
    public init(_ value: Value?, _ provenance: Provenance) {
        self.value = provenance.kind.hasValue ? value : nil
        self.provenance = provenance
    }

    /// A figure without a value.
    public static func none(_ provenance: Provenance) -> Figure {
        Figure(nil, provenance)
    }

    /// The kind.
    public var kind: FigureKind { provenance.kind }

    /// The same provenance with the value changed by `transform` (nil stays nil).
    func map<Other>(_ transform: (Value) -> Other) -> Figure<Other> {
        Figure<Other>(value.map(transform), provenance)
    }
}
