import CatalogSystem

/// Why a data set could not be found, registered or removed.
public enum DataSetRegistryError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Neither a folder nor a registered or embedded name; `suggestions` are close names.
    case unknownDataSet(String, suggestions: [String])
    /// A value that names several data sets (`all`, `sf6,mdi`) where one is read.
    case severalNamed(String)
    /// No data set was asked for and no embedded one was found.
    case noEmbeddedDataSets(searched: [String])
    /// The default chosen with `catalog data-sets default` is no longer registered or
    /// embedded; `suggestions` are close names.
    case defaultGone(String, suggestions: [String])
    /// The file of the chosen default (`path`) is not what `data-sets default` writes: a link,
    /// not a regular file, or not one data-set name. Its contents are never quoted.
    case defaultDamaged(path: String)
    /// A name that cannot be a registry entry.
    case invalidName(String)
    /// The name is already registered (to `path`).
    case alreadyRegistered(String, path: String)
    /// The name belongs to an embedded data set.
    case embeddedName(String)
    /// `remove` of a name that is not registered.
    case notRegistered(String, suggestions: [String])
    /// The folder did not load; registering it is refused with the loader's error.
    case invalidDataSet(DataSetError)
    /// A path that cannot be registered (`reason` says why: a line break).
    case invalidPath(String, reason: String)
    /// No `HOME` or absolute `XDG_DATA_HOME` to keep the registry in.
    case noLocation
    /// The registry folder could not be changed.
    case registryUnwritable(path: String, reason: String)

    /// One line for stderr, with close names where there are some.
    public var description: String {
        switch self {
        case .unknownDataSet(let name, let suggestions):
            "unknown data set '\(name)' (not a folder, a registered name or an embedded one)"
                + NameSuggestions.didYouMeanClause(suggestions)
        case .severalNamed(let value):
            "'\(value)' names several data sets: only 'catalog search' reads several; give one name"
        case .noEmbeddedDataSets(let searched):
            "no embedded data sets found"
                + (searched.isEmpty ? "" : " (looked in \(searched.joined(separator: ", ")))")
                + "; pass --data-set PATH or set CATALOG_DATA_SET"
        case .defaultGone(let name, let suggestions):
            "the default data set '\(name)' is no longer registered or embedded; choose another with "
                + "'catalog data-sets default NAME', or go back to the newest embedded one with 'catalog data-sets default --clear'"
                + NameSuggestions.didYouMeanClause(suggestions)
        case .defaultDamaged(let path):
            "\(path): not a default data set as 'catalog data-sets default' writes it (one name in a file of its own); "
                + "choose one with 'catalog data-sets default NAME', or go back to the newest embedded one with 'catalog data-sets default --clear'"
        case .invalidName(let name):
            "invalid data-set name '\(name)': use letters, digits, '.', '_' and '-', starting with a letter or digit"
        case .alreadyRegistered(let name, let path):
            "data set '\(name)' is already registered (\(path)); remove it first"
        case .embeddedName(let name):
            "'\(name)' is an embedded data set; choose another name"
        case .notRegistered(let name, let suggestions):
            "no registered data set '\(name)'" + NameSuggestions.didYouMeanClause(suggestions)
        case .invalidDataSet(let error):
            "not registered: \(error)"
        case .invalidPath(let path, let reason):
            "cannot register '\(path)': \(reason)"
        case .noLocation:
            "no place for the data-set registry: set HOME or XDG_DATA_HOME (an absolute path)"
        case .registryUnwritable(let path, let reason):
            "\(path): cannot update the data-set registry: \(reason)"
        }
    }
}
