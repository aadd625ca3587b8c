import CatalogSystem

/// Why a layout question has no answer: a device, OS version or arrangement the table does not
/// have, a window size that cannot be one, or a readable-widths file that cannot be read.
/// ``description`` is one line fit for stderr, naming the value.
public enum LayoutError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No model has this name; `suggestions` are close names (possibly none).
    case unknownDevice(String, suggestions: [String])
    /// The name starts several models' names.
    case ambiguousDevice(String, candidates: [String])
    /// A model known by name that the table has no figures for.
    case notCovered(NotCoveredModel)
    /// An OS version the table does not answer for; `known` are those it does.
    case unknownOSVersion(String, known: [Int])
    /// A Split View or Slide Over arrangement asked of a phone or a watch.
    case noMultitasking(String, Idiom)
    /// Landscape asked of an Apple Watch.
    case noLandscape(String)
    /// A typed window of the watch idiom: the table has no window rules for it.
    case noWindowRules(Idiom)
    /// A typed width or height that is not a positive number of points up to 10,000.
    case invalidWindowSize(String, Double)
    /// Pixels asked of a typed window, which has no scale.
    case noScale
    /// A line of a readable-widths file that is not `CATEGORY WIDTH`, names an unknown
    /// category or a category twice, or gives a width that is not one.
    case readableWidthsLine(path: String, line: Int, reason: String)
    /// A readable-widths file that cannot be read (missing, too large, not UTF-8).
    case readableWidthsFile(SystemError)

    /// True for a bad command line (a name or number the user typed), false for a file that
    /// cannot be read.
    public var isUsage: Bool {
        switch self {
        case .readableWidthsLine, .readableWidthsFile: false
        default: true
        }
    }

    /// One line naming the value and what is wrong.
    public var description: String {
        switch self {
        case .unknownDevice(let name, let suggestions):
            "unknown device '\(name)'" + (suggestions.isEmpty
                ? "; 'catalog layout list' lists the devices" : NameSuggestions.didYouMeanClause(suggestions))
        case .ambiguousDevice(let name, let candidates):
            "'\(name)' names several devices: " + NameSuggestions.didYouMeanClause(candidates).dropFirst("; ".count)
        case .notCovered(let model):
            "'\(model.name)' is not covered: \(model.note) (the HIG's table as of September 9, 2025); 'catalog layout list' lists the devices"
        case .unknownOSVersion(let text, let known):
            "unknown OS version '\(text)'; the table answers for iOS and iPadOS "
                + known.map(String.init).joined(separator: ", ")
        case .noMultitasking(let name, let idiom):
            "\(name) has no Split View or Slide Over (\(idiom == .watch ? "an Apple Watch" : "an iPhone")): --split is for iPads"
        case .noLandscape(let name):
            "\(name) is an Apple Watch: it has no landscape orientation"
        case .noWindowRules(let idiom):
            "--idiom \(idiom.rawValue): a typed window is phone or pad"
        case .invalidWindowSize(let option, let value):
            "--\(option) needs a number of points greater than 0 and at most 10000, not \(Self.format(value))"
        case .noScale:
            "--pixels and --native-pixels need a DEVICE: a typed window has no scale"
        case .readableWidthsLine(let path, let line, let reason):
            "\(path):\(line): \(reason)"
        case .readableWidthsFile(let error):
            error.description
        }
    }

    /// `320`, `320.5`.
    static func format(_ value: Double) -> String {
        value.isFinite && value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(describing: value)
    }
}
