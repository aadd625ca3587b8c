#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A font file's bytes read into memory of our own, for `FT_New_Memory_Face`.
///
/// `FT_New_Face` maps the file (`mmap`): a font cut short by someone else while a face is
/// open (a package upgrade, a sync tool) would then kill the process with `SIGBUS` at the
/// next glyph load. A copy cannot change under us. The face keeps this object alive and
/// FreeType never frees it.
final class FontFileBytes {
    let base: UnsafeMutableRawPointer
    let count: Int

    /// The regular file at `path` read whole (at most ``FontFace/maximumFileSize`` bytes), or
    /// nil when it cannot be (the caller then lets FreeType open the path and say why).
    init?(path: String) {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG,
              Int(info.st_size) <= FontFace.maximumFileSize,
              let memory = malloc(max(1, Int(info.st_size))) else { return nil }
        // A file that shrinks meanwhile is read to its new end; one that grows is read to
        // the size it had (FreeType then sees a truncated or complete font, never a fault).
        var filled = 0
        let size = Int(info.st_size)
        while filled < size {
            let got = read(descriptor, memory + filled, size - filled)
            if got < 0 && errno == EINTR { continue }
            guard got > 0 else { break }
            filled += got
        }
        base = memory
        count = filled
    }

    deinit {
        free(base)
    }
}
