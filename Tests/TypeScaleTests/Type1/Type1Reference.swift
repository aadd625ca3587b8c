import Foundation
import Testing
@testable import TypeScale

/// FreeType as the reference for the Type 1 reader: the same font read both ways.
enum Type1Reference {
    /// The Type 1 fonts of Debian's fonts-urw-base35 (`.ci/run` installs it): each of the 35
    /// as PFB and as `.t1` (clear text, then the binary private part).
    static let urwFolders = ["/usr/share/fonts/X11/Type1": ".pfb", "/usr/share/fonts/type1/urw-base35": ".t1"]
    static var urwFonts: [String] {
        urwFolders.sorted { $0.key < $1.key }.flatMap { folder, suffix in
            ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
                .filter { $0.hasSuffix(suffix) }.sorted().map { folder + "/" + $0 }
        }
    }
    static let urwSkip: Comment = "needs Debian's fonts-urw-base35 (.ci/run installs it)"

    struct GlyphReport {
        var compared = 0
        /// Glyphs the reader leaves to FreeType, and why (`seac` in the URW fonts).
        var left: [String: String] = [:]
        var differences: [String] = []
    }

    /// Every glyph's control box, read by the Type 1 reader and by FreeType (by name).
    static func compareGlyphs(_ path: String) throws -> GlyphReport {
        let font = try Type1Font(path: path, limit: .standard, keepingEveryGlyph: true)
        let face = try FontFace(path: path)
        var freeType = [String: GlyphBox?]()
        for index in 0..<face.glyphCount {
            let name = try #require(face.glyphName(index))
            freeType[name] = try face.controlBox(glyphIndex: index)
        }
        var report = GlyphReport()
        for (name, charString) in font.everyGlyph {
            let theirs = try #require(freeType[name], "\(path): FreeType has no glyph \(name)")
            do {
                let ours = try Type1Outline.controlBox(of: charString, subroutines: font.subroutines)
                report.compared += 1
                let same = ours.map { GlyphBox(xMin: Double($0.xMin), yMin: Double($0.yMin), xMax: Double($0.xMax), yMax: Double($0.yMax)) } == theirs
                if !same { report.differences.append("\(path) \(name): \(String(describing: ours)) vs \(String(describing: theirs))") }
            } catch {
                report.left[name] = error.reason
            }
        }
        return report
    }

    /// The segments of the PFB font at `path` (type and data), up to the end marker.
    static func segments(ofPFB path: String) throws -> [(kind: UInt8, data: [UInt8])] {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        var segments = [(kind: UInt8, data: [UInt8])]()
        var offset = 0
        while offset + 6 <= bytes.count, bytes[offset] == 0x80, bytes[offset + 1] != 3 {
            let length = (0..<4).reduce(0) { $0 | Int(bytes[offset + 2 + $1]) << (8 * $1) }
            segments.append((bytes[offset + 1], Array(bytes[(offset + 6)..<(offset + 6 + length)])))
            offset += 6 + length
        }
        return segments
    }

    /// `plain` encrypted with the eexec cipher from `key` (Type 1 Font Format, 7.1, written out
    /// here, independently of the reader).
    static func encrypted(_ plain: [UInt8], key: UInt16 = EexecCipher.eexecKey) -> [UInt8] {
        var key = key
        return plain.map { byte in
            let cipher = byte ^ UInt8(key >> 8)
            key = (UInt16(cipher) &+ key) &* 52845 &+ 22719
            return cipher
        }
    }

    /// The PFB font at `path` written without segments: its clear text (the line end after
    /// `eexec` made `lineEnd`), then the private part in binary (as `.t1` files have it) or
    /// in hexadecimal (PFA), then the rest.
    static func unsegmented(fromPFB path: String, hex: Bool, lineEnd: String, in folder: URL) throws -> String {
        var text = [UInt8]()
        for (kind, segment) in try segments(ofPFB: path) {
            if kind == 1, text.isEmpty {
                text += segment
                while let last = text.last, last == 0x0A || last == 0x0D { text.removeLast() }
                text += Array(lineEnd.utf8)
            } else if kind == 2, hex {
                for (index, byte) in segment.enumerated() {
                    text += Array(String(format: "%02x", byte).utf8)
                    if index % 32 == 31 { text.append(0x0A) }
                }
            } else {
                text += segment
            }
        }
        let url = folder.appendingPathComponent(hex ? "font.pfa" : "font.t1")
        try Data(text).write(to: url)
        return url.path
    }
}

extension Type1Reference {
    /// The PFB font at `path` with its private part decrypted, changed by `change`, and
    /// encrypted again, saved in `folder`.
    static func withPrivatePart(of path: String, in folder: URL, _ change: ([UInt8]) -> [UInt8]) throws -> String {
        let segments = try segments(ofPFB: path)
        var cipher = EexecCipher(key: EexecCipher.eexecKey)
        let plain = segments.filter { $0.kind == 2 }.flatMap(\.data).withUnsafeBytes { cipher.decrypt($0) }
        var bytes = [UInt8]()
        let parts = [segments.first { $0.kind == 1 }!, (kind: 2, data: encrypted(change(plain))), segments.last { $0.kind == 1 }!]
        for part in parts {
            bytes += [0x80, part.kind] + (0..<4).map { UInt8(truncatingIfNeeded: part.data.count >> (8 * $0)) } + part.data
        }
        bytes += [0x80, 0x03]
        let url = folder.appendingPathComponent("changed-\(UUID().uuidString).pfb")
        try Data(bytes).write(to: url)
        return url.path
    }
    /// `bytes` with the first `old` replaced by `new`.
    static func replacing(_ old: String, with new: String, in bytes: [UInt8]) -> [UInt8] {
        let old = Array(old.utf8)
        guard let start = (0...(bytes.count - old.count)).first(where: { bytes[$0..<($0 + old.count)].elementsEqual(old) }) else {
            return bytes
        }
        return Array(bytes[..<start]) + Array(new.utf8) + Array(bytes[(start + old.count)...])
    }
}
