/// A window's root-view layout margins: the leading and trailing margin as UIKit sets them
/// (from the safe area), the same from the window's edges, and the space between them (the
/// layout margins guide's width). Left to right: leading is left.
public struct LayoutMargins: Sendable, Hashable {
    /// The leading margin, from the safe area (16 pt at compact width, 20 at regular: published).
    public let leading: Figure<Double>
    /// The trailing margin, from the safe area.
    public let trailing: Figure<Double>
    /// The leading margin from the window's leading edge: the safe area's inset plus the margin.
    public let leadingFromEdge: Figure<Double>
    /// The trailing margin from the window's trailing edge.
    public let trailingFromEdge: Figure<Double>
    /// The space between the margins: the layout margins guide's width.
    public let between: Figure<Double>

    /// Each length changed by `transform` (points to pixels).
    func mapLengths(_ transform: (Figure<Double>) -> Figure<Double>) -> LayoutMargins {
        LayoutMargins(leading: transform(leading), trailing: transform(trailing), leadingFromEdge: transform(leadingFromEdge),
                      trailingFromEdge: transform(trailingFromEdge), between: transform(between))
    }

    private init(leading: Figure<Double>, trailing: Figure<Double>, leadingFromEdge: Figure<Double>, trailingFromEdge: Figure<Double>,
                 between: Figure<Double>) {
        (self.leading, self.trailing, self.leadingFromEdge, self.trailingFromEdge, self.between)
            = (leading, trailing, leadingFromEdge, trailingFromEdge, between)
    }

    init(frame: WindowFrame) {
        guard frame.context.idiom != .watch else {
            let none = Figure<Double>.none(.notApplicable("watchOS has no UIKit layout margins"))
            (leading, trailing, leadingFromEdge, trailingFromEdge, between) = (none, none, none, none, none)
            return
        }
        let margin = frame.context.widthClass == nil
            ? .none(.notPublished("the margin follows the window's width class, which is not known"))
            : frame.context.row(.layoutMargin)?.points ?? .none(.notPublished("no source gives this margin"))
        (leading, trailing) = (margin, margin)
        leadingFromEdge = Self.fromEdge(margin, inset: frame.safeArea.map(\.left), side: "left")
        trailingFromEdge = Self.fromEdge(margin, inset: frame.safeArea.map(\.right), side: "right")
        between = Figure.combined(
            [("window width", frame.width), ("leading margin from the edge", leadingFromEdge),
             ("trailing margin from the edge", trailingFromEdge)],
            rule: "the window's width less both margins from the edges") { $0[0] - $0[1] - $0[2] }
    }

    /// The margin widened by the safe area's inset on `side`.
    static func fromEdge(_ margin: Figure<Double>, inset: Figure<Double>, side: String) -> Figure<Double> {
        Figure.combined([("safe area \(side)", inset), ("margin", margin)],
                        rule: "the safe area's \(side) inset plus the margin (margins are measured from the safe area)") { $0[0] + $0[1] }
    }
}
