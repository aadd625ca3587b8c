/// Errors that the CLI itself raises; library errors pass through unchanged.
enum CLIError: Error, Equatable {
    /// Bad command line: printed with a usage line, exit 64.
    case usage(String, command: String?)
    /// `--help` was asked for: print this text to stdout, exit 0.
    case help(String)
    /// Any other failure of the CLI's own (writing output, …): exit 1.
    case failure(String)
}
