/// A window's readable content guide: the readable width of the text size, and the guide
/// UIKit makes of it (never wider than the layout margins guide, centred in it, no wider than
/// the readable width: Apple's published rules; Apple publishes no widths).
public struct ReadableGuide: Sendable, Hashable {
    /// The readable width of the content size category: measured (the table's, or the user's
    /// file) or not published.
    public let readableWidth: Figure<Double>
    /// The guide's leading edge, from the window's leading edge.
    public let leading: Figure<Double>
    /// The guide's width.
    public let width: Figure<Double>

    /// Each length changed by `transform` (points to pixels).
    func mapLengths(_ transform: (Figure<Double>) -> Figure<Double>) -> ReadableGuide {
        ReadableGuide(readableWidth: transform(readableWidth), leading: transform(leading), width: transform(width))
    }

    private init(readableWidth: Figure<Double>, leading: Figure<Double>, width: Figure<Double>) {
        (self.readableWidth, self.leading, self.width) = (readableWidth, leading, width)
    }

    init(frame: WindowFrame, margins: LayoutMargins, userWidths: ReadableWidths?) {
        guard frame.context.idiom != .watch else {
            let none = Figure<Double>.none(.notApplicable("watchOS has no readable content guide"))
            (readableWidth, leading, width) = (none, none, none)
            return
        }
        readableWidth = userWidths?.width(for: frame.context.category)
            ?? frame.context.row(.readableWidth)?.points
            ?? .none(.notPublished("no source gives the readable width of this text size"))
        let guide = Figure.combined(
            [("layout margins guide", margins.between), ("readable width", readableWidth)],
            rule: "the narrower of the layout margins guide and the readable width") { $0.min() ?? 0 }
        width = guide.adding(source: "apple-readable-guide")
        leading = Figure.combined(
            [("leading margin from the edge", margins.leadingFromEdge), ("layout margins guide", margins.between), ("readable guide width", width)],
            rule: "centred in the layout margins guide: the leading margin plus half the room the guide leaves") {
                $0[0] + ($0[1] - $0[2]) / 2
            }.adding(source: "apple-readable-guide")
    }
}

extension Figure {
    /// The same figure naming `source` too (a derived figure's rule source).
    func adding(source: String) -> Figure {
        guard provenance.kind == .derived, !provenance.sources.contains(source) else { return self }
        let p = provenance
        return Figure(value, Provenance(p.kind, sources: p.sources + [source], rule: p.rule, inputs: p.inputs, note: p.note))
    }
}
