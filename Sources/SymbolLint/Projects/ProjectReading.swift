import CatalogSystem

/// Reading a lint's Xcode projects within bounds. Every `.xcconfig` file is read once (its
/// lines and its settings kept), and the work of each project (its `project.pbxproj` and the
/// `.xcconfig` files it names) is counted against ``Limits``: a hostile project costs at most
/// its limits, never the product of its nesting. A limit reached is
/// ``LintError/projectLimit(path:limit:)``, naming the file and the limit.
struct ProjectReading {
    /// What one project may cost.
    struct Limits: Sendable {
        /// `#include` lines followed over the project's `.xcconfig` files (an include that
        /// two files make counts twice; a cycle is not followed).
        var includes = 1_000
        /// `.xcconfig` files nested in one another.
        var includeDepth = 16
        /// Bytes of setting values read or made by `$(inherited)` and `$(NAME)`.
        var expandedBytes = 16 << 20
        /// Objects of the project visited and settings merged.
        var nodes = 2_000_000
        /// The longest path of a group or file: a longer one names nothing that can be opened
        /// (Linux's `PATH_MAX`), so what is under it is not placed.
        var pathBytes = 4096
    }

    /// What was done, over every project read.
    struct Counts: Equatable {
        /// `.xcconfig` files read (each once).
        var filesRead = 0
        var includesFollowed = 0
        var bytesExpanded = 0
        var nodesVisited = 0
        /// Bytes of the group and file paths made.
        var pathBytes = 0
    }

    let limits: Limits
    /// Reads a file's text (nil: cannot be read, which leaves its settings out).
    let read: (String) -> String?
    /// How a path is shown in an error.
    let show: (String) -> String
    private(set) var counts = Counts()
    /// ``counts`` when the current project began.
    private var start = Counts()
    /// The `project.pbxproj` being read.
    private(set) var project = ""
    /// Each `.xcconfig` file's lines (nil: unreadable) and settings, by absolute path.
    var configLines = [String: [XcodeConfigFile.Line]?]()
    var configSettings = [String: [String: String]]()

    init(limits: Limits = Limits(), read: @escaping (String) -> String?, show: @escaping (String) -> String = { $0 }) {
        self.limits = limits
        self.read = read
        self.show = show
    }

    /// Starts counting against the limits for the project at `file`.
    mutating func begin(project file: String) {
        project = file
        start = counts
    }

    /// The lines of the `.xcconfig` file at `path`, read the first time only.
    mutating func lines(ofConfig path: String) -> [XcodeConfigFile.Line]? {
        if let known = configLines[path] { return known }
        let lines = read(path).map { XcodeConfigFile.lines($0, folder: Paths.parent(of: path)) }
        counts.filesRead += 1
        configLines[path] = lines
        return lines
    }

    /// Counts an `#include` in `file` at `depth` (the files open around it).
    mutating func include(in file: String, depth: Int) throws(LintError) {
        guard depth < limits.includeDepth else {
            throw .projectLimit(path: show(file), limit: "#include nested more than \(limits.includeDepth) files deep (the limit)")
        }
        counts.includesFollowed += 1
        guard counts.includesFollowed - start.includesFollowed <= limits.includes else {
            throw .projectLimit(path: show(file), limit: "more than \(limits.includes) #include lines followed for one project (the limit)")
        }
    }

    /// Counts `bytes` of a value of `key` expanded in `file` (nil: the project).
    mutating func expand(_ bytes: Int, key: String, in file: String?) throws(LintError) {
        counts.bytesExpanded += bytes
        guard counts.bytesExpanded - start.bytesExpanded <= limits.expandedBytes else {
            throw .projectLimit(path: show(file ?? project), limit: "build setting \(key): more than \(Self.size(limits.expandedBytes)) "
                                + "of setting values expanded for one project (the limit)")
        }
    }

    /// Counts `count` objects visited or settings merged.
    mutating func visit(_ count: Int = 1) throws(LintError) {
        counts.nodesVisited += count
        guard counts.nodesVisited - start.nodesVisited <= limits.nodes else {
            throw .projectLimit(path: show(project), limit: "more than \(limits.nodes) objects and settings visited (the limit)")
        }
    }

    /// `path` when it is within ``Limits/pathBytes``, counted; else nil.
    mutating func placed(_ path: String) -> String? {
        let bytes = path.utf8.count
        guard bytes <= limits.pathBytes else { return nil }
        counts.pathBytes += bytes
        return path
    }

    /// `16 MB`, or `4096 bytes` for a size that is not whole megabytes.
    static func size(_ bytes: Int) -> String {
        bytes % (1 << 20) == 0 ? "\(bytes >> 20) MB" : "\(bytes) bytes"
    }
}
