@testable import CatalogSystem
import Foundation
import Testing

@Suite("The running process: its environment and binary")
struct RunningProcessTests {
    @Test("the environment is Foundation's, each value whole after its first '='")
    func environment() {
        let environment = RunningProcess.environment()
        #expect(environment == ProcessInfo.processInfo.environment)
        #expect(!environment.isEmpty)
    }

    @Test("the binary is the test runner's own file, links resolved")
    func executable() throws {
        let path = try #require(RunningProcess.executablePath())
        #expect(path.hasPrefix("/"))
        #expect(FileManager.default.isExecutableFile(atPath: path))
        #expect(URL(fileURLWithPath: path).resolvingSymlinksInPath().path == path)
    }

    @Test("standard streams that are no terminal give no width")
    func noTerminal() throws {
        let pipe = Pipe()
        #expect(TerminalDevice.size(of: pipe.fileHandleForWriting.fileDescriptor) == nil)
    }
}
