/// Errors that the CLI itself raises; library errors pass through unchanged.
enum CLIError: Error, Equatable {
    /// Bad command line: printed with a usage line, exit 64.
    case usage(String, command: String?)
    /// `--help` was asked for: print this text to stdout, exit 0.
    case help(String)
    /// Any other failure of the CLI's own (writing output, …): exit 1.
    case failure(String)
    /// A check could not run at all (lint: bad data set, unreadable tree): exit 2, so that
    /// scripts tell it from findings (exit 1).
    case cannotRun(String)
}
