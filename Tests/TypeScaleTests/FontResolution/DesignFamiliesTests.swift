import Foundation
import Testing
import TypeScale

@Suite("Design families: defaults, configuration file, environment")
struct DesignFamiliesTests {
    @Test("built-in families: generic names, and Comfortaa or Quicksand for rounded with a substitute")
    func builtIn() {
        let families = DesignFamilies.builtIn
        #expect(families[.default].candidates == [.family("sans-serif")])
        #expect(families[.serif].candidates == [.family("serif")])
        #expect(families[.monospaced].candidates == [.family("monospace")])
        #expect(families[.rounded].candidates == [.family("Comfortaa"), .family("Quicksand")])
        #expect(families[.rounded].fallback == "sans-serif")
        #expect(FontDesign.allCases.filter { families[$0].fallback != nil } == [.rounded])
        #expect(FontDesign.allCases.allSatisfy { families[$0].source == .builtIn })
        #expect(families[.rounded].description == "rounded: Comfortaa, Quicksand (else sans-serif as a substitute; built in)")
    }

    @Test("environment variables and the configuration file's place")
    func names() {
        #expect(FontDesign.allCases.map(DesignFamilies.environmentVariable(for:))
            == ["CATALOG_FONT_DEFAULT", "CATALOG_FONT_ROUNDED", "CATALOG_FONT_SERIF", "CATALOG_FONT_MONOSPACED"])
        #expect(DesignFamilies.configurationFile(environment: ["XDG_CONFIG_HOME": "/x", "HOME": "/h"]) == "/x/catalog/font-designs.conf")
        #expect(DesignFamilies.configurationFile(environment: ["XDG_CONFIG_HOME": "", "HOME": "/h"]) == "/h/.config/catalog/font-designs.conf")
        #expect(DesignFamilies.configurationFile(environment: [:]) == nil)
        // A relative XDG_CONFIG_HOME is ignored (the XDG specification); it was followed from the current folder.
        #expect(DesignFamilies.configurationFile(environment: ["XDG_CONFIG_HOME": "config", "HOME": "/h"]) == "/h/.config/catalog/font-designs.conf")
    }

    @Test("a configuration file: designs by any spelling, families and files, comments")
    func parse() throws {
        let text = """
            # catalog: fonts for each design
            rounded = Comfortaa,Quicksand

              SERIF=  Noto Serif  \r
            mono = /usr/share/fonts/truetype/hack/Hack-Regular.ttf
            """
        let families = try DesignFamilies.parse(text, path: "designs.conf")
        #expect(families.map(\.design) == [.rounded, .serif, .monospaced])
        #expect(families[0].candidates == [.family("Comfortaa"), .family("Quicksand")])
        #expect(families[0].fallback == nil)
        #expect(families[0].source == .configurationFile(path: "designs.conf", line: 2))
        #expect(families[1].candidates == [.family("Noto Serif")])
        #expect(families[1].source.description == "designs.conf:4")
        #expect(families[2].candidates == [.file("/usr/share/fonts/truetype/hack/Hack-Regular.ttf")])
        #expect(try DesignFamilies.parse("", path: "empty.conf").isEmpty)
    }

    @Test(
        "configuration file errors name the file and line",
        arguments: [
            ("rounded Comfortaa", "f.conf:1: expected 'DESIGN = FAMILY[, FAMILY…]', got 'rounded Comfortaa'"),
            ("# ok\n = Comfortaa", "f.conf:2: expected 'DESIGN = FAMILY[, FAMILY…]', got '= Comfortaa'"),
            ("roundd = Comfortaa", "f.conf:1: unknown font design 'roundd'; did you mean 'rounded'?"),
            ("sherif = X", "f.conf:1: unknown font design 'sherif'; did you mean 'serif'?"),
            ("serif =", "f.conf:1: no family given for 'serif' (write 'serif = FAMILY')"),
            ("serif = A, , B", "f.conf:1: empty family name in 'A, , B'"),
            ("serif = A,", "f.conf:1: empty family name in 'A,'"),
            ("serif = A\n\nui-serif = B", "f.conf:3: 'serif' is already set on line 1"),
        ]
    )
    func parseErrors(text: String, expected: String) {
        #expect(throws: DesignFamiliesError.self) { _ = try DesignFamilies.parse(text, path: "f.conf") }
        do {
            _ = try DesignFamilies.parse(text, path: "f.conf")
        } catch {
            #expect(error.description == expected)
            #expect(!error.description.contains("\n"))
        }
    }

    @Test("the environment wins over the file, which wins over the defaults")
    func precedence() throws {
        try TestSupport.withTemporaryDirectory { directory in
            let folder = directory.appendingPathComponent("catalog")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let file = try TestSupport.write("rounded = Quicksand\nserif = Noto Serif\n", to: "font-designs.conf", in: folder)
            let families = try DesignFamilies(environment: [
                "XDG_CONFIG_HOME": directory.path,
                "CATALOG_FONT_SERIF": "DejaVu Serif, Liberation Serif",
                "CATALOG_FONT_MONOSPACED": "  ",  // blank: ignored
            ])
            #expect(families[.default] == DesignFamilies.builtIn[.default])
            #expect(families[.rounded].candidates == [.family("Quicksand")])
            #expect(families[.rounded].fallback == nil)
            #expect(families[.rounded].source == .configurationFile(path: file, line: 1))
            #expect(families[.serif].candidates == [.family("DejaVu Serif"), .family("Liberation Serif")])
            #expect(families[.serif].source == .environment(variable: "CATALOG_FONT_SERIF"))
            #expect(families[.serif].source.description == "$CATALOG_FONT_SERIF")
            #expect(families[.monospaced] == DesignFamilies.builtIn[.monospaced])
        }
    }

    @Test("no configuration file: the defaults")
    func missingFile() throws {
        try TestSupport.withTemporaryDirectory { directory in
            let withoutFile = try DesignFamilies(environment: ["XDG_CONFIG_HOME": directory.path])
            #expect(withoutFile == DesignFamilies.builtIn)
            let withoutHome = try DesignFamilies(environment: [:])
            #expect(withoutHome == DesignFamilies.builtIn)
        }
    }

    @Test("unusable configuration files and variables")
    func unusable() throws {
        try TestSupport.withTemporaryDirectory { directory in
            let folder = directory.appendingPathComponent("catalog")
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("font-designs.conf"), withIntermediateDirectories: true)
            let path = folder.appendingPathComponent("font-designs.conf").path
            let environment = ["XDG_CONFIG_HOME": directory.path]
            let folderError = try #require(#expect(throws: DesignFamiliesError.self) { _ = try DesignFamilies(environment: environment) })
            #expect(folderError.description == "\(path): cannot read the font designs file")

            try FileManager.default.removeItem(atPath: path)
            try Data([0x73, 0x65, 0x72, 0x69, 0x66, 0x3D, 0xFF, 0xFE]).write(to: URL(fileURLWithPath: path))
            let binary = try #require(#expect(throws: DesignFamiliesError.self) { _ = try DesignFamilies(environment: environment) })
            #expect(binary.description == "\(path): the font designs file is not UTF-8 text")

            try Data("default = Catalog Variable\nrounded = \n".utf8).write(to: URL(fileURLWithPath: path))
            let line = try #require(#expect(throws: DesignFamiliesError.self) { _ = try DesignFamilies(environment: environment) })
            #expect(line.description == "\(path):2: no family given for 'rounded' (write 'rounded = FAMILY')")
        }
        let variable = try #require(#expect(throws: DesignFamiliesError.self) {
            _ = try DesignFamilies(environment: ["CATALOG_FONT_ROUNDED": "Comfortaa,,Quicksand"])
        })
        #expect(variable.description == "CATALOG_FONT_ROUNDED: empty family name in 'Comfortaa,,Quicksand'")
    }
}
