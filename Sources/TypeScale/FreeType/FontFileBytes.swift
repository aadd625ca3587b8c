internal import CFreeType
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

extension FontFace {
    /// Opens face `index` from a copy of the file (``FontFileBytes``), reading it again once
    /// when FreeType refuses the copy (a file rewritten while it was read). The bytes last
    /// read (to keep alive with the face, or to diagnose with), and FreeType's error (0 when
    /// `face` was opened).
    static func openFromMemory(
        path: String, index: FT_Long, library: FreeTypeLibrary, face: inout FT_Face?
    ) -> (bytes: FontFileBytes?, error: FT_Error) {
        var error = FT_Error(FT_Err_Cannot_Open_Resource)
        var last: FontFileBytes?
        for _ in 0..<2 {
            guard let bytes = FontFileBytes(path: path) else { break }
            last = bytes
            error = FT_New_Memory_Face(library.handle, bytes.base.assumingMemoryBound(to: FT_Byte.self), FT_Long(bytes.count), index, &face)
            if error == 0 { break }
        }
        return (last, error)
    }

    /// FreeType's own error for opening these bytes as a file (a memory stream reports a short
    /// file as an invalid stream operation, not by its format): they are opened from a private
    /// unlinked temporary file no one else can cut short (a mapped file cut short is `SIGBUS`), or, with no
    /// bytes, from `path`. Nil when they open; the face is closed at once.
    static func fileErrorCode(path: String, bytes: FontFileBytes?, index: FT_Long, library: FreeTypeLibrary) -> FT_Error? {
        var openPath = path
        var descriptor: Int32 = -1
        if let bytes {
            var template = Array("/tmp/catalog-font-XXXXXX".utf8CString)
            descriptor = mkstemp(&template)
            if descriptor >= 0 { unlink(String(cString: template)) }  // private from here on
            if descriptor >= 0, write(descriptor, bytes.base, bytes.count) == bytes.count {
                openPath = "/proc/self/fd/\(descriptor)"
            }
        }
        defer { if descriptor >= 0 { close(descriptor) } }
        var probe: FT_Face?
        let error = FT_New_Face(library.handle, openPath, index, &probe)
        if let probe { FT_Done_Face(probe) }
        return error == 0 ? nil : error
    }
}
