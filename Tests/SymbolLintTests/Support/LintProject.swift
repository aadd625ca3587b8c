import Foundation
import SymbolCatalog
import CatalogTestSupport
@testable import SymbolLint

/// A project folder written by a test, linted in-process.
typealias LintProject = ProjectFolder

extension ProjectFolder {
    static let mini: DataSet = try! DataSetLoader.load(path: Fixtures.miniDataSet, name: "mini")

    /// Lints the whole folder with paths shown relative to it.
    func lint(
        _ targets: [(Platform, String)] = [(.iOS, "15.0")], dataSet: DataSet = LintProject.mini,
        configure: (inout LintOptions) -> Void = { _ in }
    ) throws -> LintReport {
        var options = LintOptions(paths: [root.path])
        options.currentDirectory = root.path
        options.targets = targets.map { DeploymentTarget(platform: $0.0, version: OSVersion($0.1)!, source: .flag) }
        configure(&options)
        return try Linter.run(options, dataSet: dataSet)
    }

    /// `(line, column, name)` of every finding.
    static func places(_ report: LintReport) -> [String] {
        report.findings.map { "\($0.location.line):\($0.location.column) \($0.rule.rawValue) \($0.name)" }
    }
}

/// A Swift file with every call form, literals that must not count, and non-literal values.
enum LintSources {
    static let callForms = ##"""
import SwiftUI
let a = Image(systemName: "f1")
let b = UIImage(systemName: "f2")
let c = UIImage(systemName: "f3", withConfiguration: config)
let d = NSImage(systemSymbolName: "f4", accessibilityDescription: nil)
let e = Label("Label", systemImage: "f5")
let f = Button("Button", systemImage: "f6") { }
let g = Tab("Tab", systemImage: "f7") { Text("x") }
let h = ContentUnavailableView("None", systemImage: "f8", description: Text("x"))
let i = UIApplicationShortcutIcon(systemImageName: "f9")
let j = Image(
    systemName:
        "f10"
)
// Image(systemName: "c1")
/* Image(systemName: "c2") /* nested */ Image(systemName: "c3") */
let s = "Image(systemName: \"s1\")"
let m = """
  Image(systemName: "s2")
  """
let r = #"Image(systemName: "s3") \(x)"#
let t = "\(Image(systemName: "f11")) and \(Image(systemName: "f12"))"
func icon(systemName: String) -> Image { Image(systemName: systemName) }
init?(systemImage: String) {}
let k = UIImage.init(systemName:)
let ü = Image(systemName: "f13")
let u = Image(systemName: "\(base).fill")
let v = Image(systemName: flag ? "a" : "b")
let w = Label("x", systemImage: "f14" + suffix)
let y = Image(systemName: #"f15"#)
let z = Image(systemName: #"\#(base)"#)
"""##
}
