import CatalogSystem

extension VerticalMetricsCheck {
    /// Every font of `arguments` checked under `profile`, as `catalog check` checks them: a
    /// file is every face of it, a fontconfig pattern the face it matches. Patterns are
    /// matched first, in order (fontconfig stays on this thread); then every argument is
    /// checked, on every core when there are several, the results in argument order; then the
    /// families (the profile's family rules over all the faces).
    /// - Returns: the report, and one line per argument that could not be read (the others
    ///   are still checked).
    package static func checkFonts(_ arguments: [String], profile: CheckProfile, environment: [String: String],
                                   progress: ProgressReporter = .silent) -> (report: FontCheckReport, unreadable: [String]) {
        var configuration: FontconfigConfiguration?
        let targets: [Result<(path: String, faceIndex: Int?), any Error>] = arguments.map { argument in
            Result { try target(argument, environment: environment, configuration: &configuration) }
        }
        progress.update("Checking fonts", done: 0, of: arguments.count)
        let limit = FileSizeLimit.of(environment)
        let checked = ParallelMap.map(count: targets.count, threshold: 2) { index in
            Result { () throws -> [VerticalMetricsCheck] in
                let (path, faceIndex) = try targets[index].get()
                if let faceIndex { return [try VerticalMetricsCheck(path: path, faceIndex: faceIndex, limit: limit, profile: profile)] }
                return try VerticalMetricsCheck.faces(inFile: path, limit: limit, profile: profile)
            }
        }
        var faces = [VerticalMetricsCheck](), unreadable = [String]()
        for result in checked {
            switch result {
            case .success(let checks): faces += checks
            case .failure(let error): unreadable.append("\(error)")
            }
        }
        progress.finish()
        var families = [FamilyCheck]()
        switch profile {
        case .standard: families = familyChecks(faces)
        case .googleFonts: (faces, families) = googleFontsChecks(faces)
        }
        return (FontCheckReport(faces: faces, families: families, profile: profile), unreadable)
    }

    /// What an argument checks: every face of a file (`faceIndex` nil), or the face a
    /// pattern matches (the configuration loaded on first need).
    static func target(_ argument: String, environment: [String: String],
                       configuration: inout FontconfigConfiguration?) throws -> (path: String, faceIndex: Int?) {
        switch FontReference(argument) {
        case .file(let path):
            return (path, nil)
        case .pattern(let pattern):
            let fontconfig = try configuration ?? SharedFontconfig.configurationLoader(environment)()
            configuration = fontconfig
            let match = try fontconfig.match(pattern)
            return (match.path, match.faceIndex)
        }
    }
}
