import Foundation
import Testing
@testable import catalog_cli

/// `Scripts/install.sh` into a temporary prefix, then the installed binary run from
/// elsewhere with a bare environment: it must find its data, its man page must render, and
/// its completion must work; `make uninstall` must take it all away again.
@Suite("Install into a prefix", .enabled(if: BinaryRunner.isBuilt, "needs the built catalog binary"))
struct InstallTests {
    static let script = CLI.packageRoot.appendingPathComponent("Scripts/install.sh").path

    /// `make install` with the test's binary (a real install builds a release binary first).
    @Test("make install: the installed binary finds its data, man page and completions",
          .enabled(if: ShellTool.path("make") != nil, "make is not installed"))
    func installAndRun() async throws {
        let home = try ShellTool.temporaryHome("install")
        defer { try? FileManager.default.removeItem(at: home) }
        let prefix = home.appendingPathComponent("prefix")
        let bash = try #require(ShellTool.path("bash"))
        let make = try #require(ShellTool.path("make"))
        let install = try await ShellTool.run(make, ["-s", "-C", CLI.packageRoot.path, "install", "PREFIX=\(prefix.path)",
                                               "BINARY=\(CLI.binary.path)"],
                                        environment: ["PATH": "/usr/bin:/bin"])
        #expect(install.status == 0, "\(install.standardError)")
        #expect(install.standardOutput == "installed catalog \(CatalogVersion.current) into \(prefix.path)\n")

        // From another folder, with no CATALOG_* variables: the data comes from PREFIX/share.
        let bare = ["PATH": prefix.appendingPathComponent("bin").path + ":/usr/bin:/bin", "HOME": home.path]
        let installed = prefix.appendingPathComponent("bin/catalog").path
        let version = try await ShellTool.run(installed, ["--version"], environment: bare, directory: URL(fileURLWithPath: "/"))
        #expect(version.standardOutput.contains("embedded data (\(prefix.path)/share/catalog/symbols):"))
        #expect(version.standardOutput.contains("fontawesome-6       version 6.6.0"))
        let show = try await ShellTool.run(installed, ["show", "heart", "--format", "tsv"], environment: bare, directory: URL(fileURLWithPath: "/"))
        #expect(show.status == 0)
        #expect(show.standardOutput.hasPrefix("heart\tresolvedFrom\t\nheart\tintroduced\t1.0.0\tFont Awesome=1.0.0\n"))

        // The missing-font error names the font installer this install has, and that script
        // reads the installed data.
        let emptyFonts = home.appendingPathComponent("fonts.conf")
        let fontFolder = URL(fileURLWithPath: FontFixtures.metrics).deletingLastPathComponent().path
        try Data("<?xml version=\"1.0\"?><fontconfig><dir>\(fontFolder)</dir><cachedir>\(home.path)/fc</cachedir></fontconfig>".utf8)
            .write(to: emptyFonts)
        let glyph = try await ShellTool.run(installed, ["glyph", "house"], environment: bare.merging(["FONTCONFIG_FILE": emptyFonts.path]) { $1 },
                                      directory: URL(fileURLWithPath: "/"))
        let installer = prefix.appendingPathComponent("share/catalog/install-fonts.sh").path
        #expect(glyph.standardError.contains("is not installed; install it with \(installer) fontawesome-6 (or give --font FILE)\n"),
                "\(glyph.standardError)")
        #expect(FileManager.default.isExecutableFile(atPath: installer))
        let unknown = try await ShellTool.run(bash, [installer, "nope"], environment: bare, directory: URL(fileURLWithPath: "/"))
        #expect(unknown.status == 1)
        #expect(unknown.standardError == "install-fonts: \(prefix.path)/share/catalog/symbols/nope/style_fonts.plist not found\n")

        for file in ["share/man/man1/catalog.1", "share/bash-completion/completions/catalog",
                     "share/zsh/site-functions/_catalog", "share/fish/vendor_completions.d/catalog.fish"] {
            #expect(FileManager.default.fileExists(atPath: prefix.appendingPathComponent(file).path), "\(file)")
        }
        let page = try String(contentsOf: prefix.appendingPathComponent("share/man/man1/catalog.1"), encoding: .utf8)
        #expect(page == CLI.run(["help", "--man"]).standardOutput)

        let completion = prefix.appendingPathComponent("share/bash-completion/completions/catalog").path
        let program = """
        source \(CompletionScript.quoted(completion))
        COMP_WORDS=( catalog show heart-cr ); COMP_CWORD=2; COMPREPLY=(); _catalog
        printf '%s\\n' "${COMPREPLY[@]}"
        """
        let completed = try await ShellTool.run(bash, ["--norc", "--noprofile", "-c", program], environment: bare,
                                          directory: URL(fileURLWithPath: "/"))
        #expect(completed.standardOutput == "heart-crack\n")

        let removed = try await ShellTool.run(make, ["-s", "-C", CLI.packageRoot.path, "uninstall", "PREFIX=\(prefix.path)"],
                                        environment: ["PATH": "/usr/bin:/bin"])
        #expect(removed.status == 0, "\(removed.standardError)")
        #expect(!FileManager.default.fileExists(atPath: installed))
        #expect(!FileManager.default.fileExists(atPath: prefix.appendingPathComponent("share/catalog").path))
    }

    @Test("DESTDIR stages the install under another root")
    func destdir() async throws {
        let home = try ShellTool.temporaryHome("destdir")
        defer { try? FileManager.default.removeItem(at: home) }
        let install = try await ShellTool.run(try #require(ShellTool.path("bash")),
                                        [Self.script, "--prefix", "/usr", "--destdir", home.path, "--binary", CLI.binary.path],
                                        environment: ["PATH": "/usr/bin:/bin"])
        #expect(install.status == 0, "\(install.standardError)")
        #expect(FileManager.default.isExecutableFile(atPath: home.path + "/usr/bin/catalog"))
        #expect(FileManager.default.fileExists(atPath: home.path + "/usr/share/catalog/symbols/fontawesome-6/name_availability.plist"))
    }

    @Test("an unknown argument is refused with exit 64")
    func unknownArgument() async throws {
        let outcome = try await ShellTool.run(try #require(ShellTool.path("bash")), [Self.script, "--prefx", "/tmp/x"],
                                        environment: ["PATH": "/usr/bin:/bin"])
        #expect(outcome.status == 64)
        #expect(outcome.standardError == "install.sh: unknown argument '--prefx' (see --help)\n")
    }
}
