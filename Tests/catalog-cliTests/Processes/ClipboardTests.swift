import CatalogSystem
import CatalogTestSupport
import Foundation
import Testing
import CatalogFormats
@testable import catalog_cli

@Suite("Clipboard and external tools")
struct ClipboardTests {
    @Test("Base64 of RFC 4648's test vectors", arguments: [
        ("", ""), ("f", "Zg=="), ("fo", "Zm8="), ("foo", "Zm9v"), ("foob", "Zm9vYg=="), ("fooba", "Zm9vYmE="), ("foobar", "Zm9vYmFy"),
    ])
    func base64(text: String, encoded: String) {
        #expect(Base64.encode(Array(text.utf8)) == encoded)
    }

    @Test("OSC 52 sets the clipboard selection; the text travels in Base64, never raw")
    func osc52() {
        #expect(Clipboard.osc52("heart") == "\u{1B}]52;c;aGVhcnQ=\u{07}")
        #expect(Clipboard.osc52("\u{1B}]0;x\u{07}") == "\u{1B}]52;c;G10wO3gH\u{07}")
    }

    @Test("a terminal is used when given, and no tool is looked for")
    func terminalFirst() throws {
        var written = [String]()
        let method = try Clipboard.copy("heart", terminal: { written.append($0) }, environment: ["PATH": "/nonexistent"])
        #expect(method == .terminal(inTmux: false))
        #expect(written == [Clipboard.osc52("heart")])
    }

    /// A folder of fake clipboard tools: each records its arguments and input, then exits
    /// with the status given.
    static func tools(_ statuses: [String: Int]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-clipboard-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, status) in statuses {
            let script = folder.appendingPathComponent(name)
            try ExecutableScript.write("#!/bin/sh\necho \"$*\" > \"$0.arguments\"\n/bin/cat > \"$0.input\"\nexit \(status)\n", to: script.path)
        }
        return folder
    }

    @Test("without a terminal: the first tool on PATH that succeeds, in the order wl-copy, xclip, xsel")
    func tools() throws {
        let folder = try Self.tools(["wl-copy": 1, "xclip": 0, "xsel": 0])
        defer { try? FileManager.default.removeItem(at: folder) }
        let method = try Clipboard.copy("star.fill", terminal: nil, environment: ["PATH": "/nonexistent:" + folder.path])
        #expect(method == .tool("xclip"))
        #expect(try String(contentsOf: folder.appendingPathComponent("xclip.input"), encoding: .utf8) == "star.fill")
        #expect(try String(contentsOf: folder.appendingPathComponent("xclip.arguments"), encoding: .utf8) == "-selection clipboard\n")
        #expect(try String(contentsOf: folder.appendingPathComponent("wl-copy.input"), encoding: .utf8) == "star.fill")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("xsel.input").path))
    }

    @Test("no tool: none")
    func none() throws {
        let folder = try Self.tools(["wl-copy": 1])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try Clipboard.copy("x", terminal: nil, environment: ["PATH": folder.path]) == .none)
        #expect(try Clipboard.copy("x", terminal: nil, environment: ["PATH": ""]) == .none)
    }

    @Test("a tool's exit status, a signal as 128 + N, and a tool that reads nothing does not stop us")
    func exitStatus() throws {
        #expect(try ExternalTool.run("/bin/sh", ["-c", "exit 3"], input: [], environment: [:]) == 3)
        #expect(try ExternalTool.run("/bin/sh", ["-c", "kill -TERM $$"], input: [], environment: [:]) == 128 + SIGTERM)
        // 4 MB to a tool that exits at once: the write fails with EPIPE instead of a SIGPIPE.
        #expect(try ExternalTool.run("/bin/sh", ["-c", "exit 0"], input: Array(repeating: 0x61, count: 4 << 20), environment: [:]) == 0)
        #expect(throws: SystemError.self) { try ExternalTool.run("/nonexistent/tool", [], input: [], environment: [:]) }
        #expect(ExternalTool.find("sh", path: "/nonexistent:/bin") == "/bin/sh")
        #expect(ExternalTool.find("sh", path: "") == nil)
    }
}
