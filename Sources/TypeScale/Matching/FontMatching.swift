/// What answers font matches: a ``FontconfigConfiguration``, or a stand-in that answers from
/// matches fontconfig made in an earlier run while they still hold (and asks fontconfig
/// otherwise). ``FontResolver`` matches through it.
public protocol FontMatching: AnyObject {
    /// The face `pattern` matches, as ``FontconfigConfiguration/match(_:)``.
    func match(_ pattern: String) throws(FontconfigError) -> FontMatch
    /// The face `pattern` matches at `weight` and `width`, as
    /// ``FontconfigConfiguration/match(_:weight:width:)``.
    func match(_ pattern: String, weight: Double?, width: Double?) throws(FontconfigError) -> FontMatch
}

extension FontconfigConfiguration: FontMatching {}
