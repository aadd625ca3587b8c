import Foundation
import SymbolCatalog
import Testing
import CatalogTestSupport
@testable import SymbolLint

/// File names are bytes: one that is not UTF-8 is skipped and said, never the end of the lint.
@Suite("Lint: names that are not UTF-8")
struct ByteNameTests {
    /// Before, `r\xE9sum\xE9.swift` was listed as `r�sum�.swift`, which names no file: the
    /// lint stopped with `cannot read` and reported nothing else.
    @Test("a file and a folder whose names are not UTF-8 are skipped and listed by their escaped bytes; the rest is checked")
    func skippedAndListed() throws {
        let project = LintProject()
        defer { project.remove() }
        project.write("Sources/View.swift", #"let a = Image(systemName: "hart")"# + "\n")
        project.write("Sources/Other/Later.swift", #"let b = Image(systemName: "dcument")"# + "\n")
        let sources = project.root.path + "/Sources"
        #expect(ByteNames.makeFile(ByteNames.join(sources, ByteNames.resume), text: #"let c = Image(systemName: "x")"#))
        #expect(ByteNames.makeFolder(ByteNames.join(sources, ByteNames.cafe)))
        #expect(ByteNames.makeFile(ByteNames.join(sources, ByteNames.cafe, Array("Inside.swift".utf8))))
        // A project above the linted folder whose name is not UTF-8 is said too, once.
        #expect(ByteNames.makeFolder(ByteNames.join(project.root.path, ByteNames.cafe + Array(".xcodeproj".utf8))))
        let report = try project.lint([])
        #expect(LintProject.places(report) == ["1:28 unknown-symbol dcument", "1:28 unknown-symbol hart"])
        #expect(report.findings.map(\.location.file) == ["Sources/Other/Later.swift", "Sources/View.swift"])
        #expect(report.skippedNames == [#"caf\xE9.xcodeproj"#, #"Sources/caf\xE9"#, #"Sources/r\xE9sum\xE9.swift"#])
        #expect(report.fileCount == 2)
        // Linting below it, the project above is found looking upward, and said.
        let below = try project.lint([]) { $0.paths = [sources] }
        #expect(below.skippedNames == [#"Sources/caf\xE9"#, #"Sources/r\xE9sum\xE9.swift"#, #"caf\xE9.xcodeproj"#])
    }
}
