import SymbolCatalog

/// Why a lint could not run.
public enum LintError: Error, Equatable, CustomStringConvertible {
    /// The data set maps no release to an Apple platform (the Font Awesome sets).
    case noApplePlatforms(dataSet: String)
    /// A path to lint, or a file in the tree, cannot be read.
    case unreadable(path: String, reason: String)
    /// A `Package.swift` whose `platforms:` cannot be read as Swift (not a list of literal
    /// versions; a comment or string that does not end): its targets are not guessed.
    case unreadableManifest(path: String, line: Int, reason: String)
    /// A project over one of the limits on reading projects (``ProjectReading/Limits``): the
    /// file (a `project.pbxproj` or an `.xcconfig`) and the limit.
    case projectLimit(path: String, limit: String)
    /// A baseline file is not one that `--write-baseline` writes.
    case invalidBaseline(path: String, reason: String)
    /// A rewritten file could not be saved.
    case cannotWrite(path: String, reason: String)
    /// `--fix` stopped on `error` after fixing these names in earlier files (they are
    /// reported too: those files are changed).
    indirect case stopped(LintError, fixed: [LintFix])

    /// One line for stderr, naming the file where there is one.
    public var description: String {
        switch self {
        case .noApplePlatforms(let dataSet):
            "data set '\(dataSet)' has no Apple platforms, so there is nothing to check names against; register an SF Symbols metadata folder with 'catalog data-sets add NAME PATH' and pass --data-set NAME (or --data-set PATH)"
        case .unreadable(let path, let reason): "\(path): cannot read: \(reason)"
        case .unreadableManifest(let path, let line, let reason):
            "\(path):\(line): cannot read the package's platforms: \(reason); pass --deployment-target PLATFORM VERSION to lint without them"
        case .projectLimit(let path, let limit): "\(path): \(limit)"
        case .invalidBaseline(let path, let reason): "\(path): not a lint baseline: \(reason)"
        case .cannotWrite(let path, let reason): "\(path): cannot write: \(reason)"
        case .stopped(let error, _): error.description
        }
    }
}
