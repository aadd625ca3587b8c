import CatalogFormats

extension XcodeProject {
    /// The build settings of each configuration of `owner` (the project or a target) by name,
    /// each over `base` (the project's, for a target): the configuration's `.xcconfig`
    /// (`baseConfigurationReference`, or Xcode 16's `baseConfigurationReferenceAnchor`, a
    /// folder, with `baseConfigurationReferenceRelativePath`), then its own `buildSettings`,
    /// `$(inherited)` replaced.
    /// Every setting copied or merged counts as a node visited.
    static func configurations(
        of owner: [String: PropertyListValue], over base: [String: [String: String]], objects: ProjectObjects, paths: ProjectPaths,
        reading: inout ProjectReading
    ) throws(LintError) -> [(name: String, settings: [String: String])] {
        var result = [(name: String, settings: [String: String])]()
        for configuration in objects.list(objects.object(owner["buildConfigurationList"])?["buildConfigurations"]) {
            try reading.visit()
            guard let name = ProjectObjects.string(configuration["name"]) else { continue }
            var settings = base[name] ?? [:]
            try reading.visit(settings.count)
            if let config = paths.path(configuration["baseConfigurationReference"]) ?? paths.anchored(configuration) {
                let included = try XcodeConfigFile.settings(config, reading: &reading)
                try reading.visit(included.count)
                settings.merge(included) { _, own in own }
            }
            if case .dictionary(let own)? = configuration["buildSettings"] {
                try reading.visit(own.keys.count)
                for (key, value) in zip(own.keys, own.values) {
                    let text = switch value {
                    case .string(let text): text
                    case .array(let words): words.compactMap(ProjectObjects.string).joined(separator: " ")
                    default: ""
                    }
                    settings[key] = try XcodeSettings.replacingInherited(text, with: settings[key], key: key, in: nil, reading: &reading)
                }
            }
            result.append((name, settings))
        }
        return result
    }
}
