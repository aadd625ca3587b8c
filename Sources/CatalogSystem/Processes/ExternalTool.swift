#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Another program run to do one job (a clipboard tool): found on `PATH`, given text on its
/// standard input, its output discarded, waited for.
package enum ExternalTool {
    /// The first executable file named `name` in the folders of `path` (`PATH`'s form).
    package static func find(_ name: String, path: String) -> String? {
        for folder in path.split(separator: ":", omittingEmptySubsequences: true) {
            let candidate = String(folder) + (folder.hasSuffix("/") ? "" : "/") + name
            var info = stat()
            if stat(candidate, &info) == 0, info.st_mode & S_IFMT == S_IFREG, access(candidate, X_OK) == 0 {
                return candidate
            }
        }
        return nil
    }

    /// Runs `executable` with `arguments` and `environment`, writes `input` to its standard
    /// input and closes it, and returns its exit status (128 + N when signal N ended it).
    /// Its standard output and error go to `/dev/null`: a tool that leaves a process behind
    /// to serve the clipboard (`wl-copy`, `xclip`) then holds no pipe of ours open.
    package static func run(
        _ executable: String, _ arguments: [String], input: [UInt8], environment: [String: String]
    ) throws(SystemError) -> Int32 {
        var pipeEnds: [Int32] = [-1, -1]
        guard pipe(&pipeEnds) == 0 else { throw .fromErrno(path: executable) }
        let (readEnd, writeEnd) = (pipeEnds[0], pipeEnds[1])
        // Close-on-exec: no other program started meanwhile inherits them (dup2 clears it on
        // the tool's standard input).
        _ = fcntl(readEnd, F_SETFD, FD_CLOEXEC)
        _ = fcntl(writeEnd, F_SETFD, FD_CLOEXEC)
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, readEnd, STDIN_FILENO)
        posix_spawn_file_actions_addclose(&actions, writeEnd)
        posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0)
        // The tool starts with default signal handling whatever this process ignores.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t(), empty = sigset_t()
        sigemptyset(&defaults)
        sigemptyset(&empty)
        for signal in [SIGPIPE, SIGINT, SIGTERM, SIGTSTP, SIGWINCH] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var child = pid_t()
        let spawned = posix_spawn(&child, executable, &actions, &attributes, argv, envp)
        close(readEnd)
        guard spawned == 0 else {
            close(writeEnd)
            throw SystemError(path: executable, code: spawned)
        }
        // A tool that exits without reading must not kill us with SIGPIPE: write with it
        // ignored, and take EPIPE as the end.
        var ignore = sigaction(), previous = sigaction()
        ignore.__sigaction_handler.sa_handler = SIG_IGN
        sigaction(SIGPIPE, &ignore, &previous)
        try? DescriptorWriter(descriptor: writeEnd, path: executable).write(input)
        close(writeEnd)
        sigaction(SIGPIPE, &previous, nil)
        var status: Int32 = 0
        while waitpid(child, &status, 0) < 0 {
            guard errno == EINTR else { throw .fromErrno(path: executable) }
        }
        let signal = status & 0x7F
        return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
    }
}
