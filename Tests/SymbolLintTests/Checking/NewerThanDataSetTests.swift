import Foundation
import SymbolCatalog
import Testing
import CatalogTestSupport
@testable import SymbolLint

/// The fixture `mini` knows up to iOS 15.0 and macOS 12.0 (2021). CotEditor (macOS 26) names
/// `finder`, which SF 6 does not know: a later symbol, not a typo the data set can tell.
@Suite("Lint: names a data set may be too old to know")
struct NewerThanDataSetTests {
    @Test("an unknown name is an error unless every target is past what the data set knows", arguments: [
        ("a target the data set knows", "Image(systemName: \"hart\")", [(Platform.iOS, "15.0")],
         "unknown-symbol 'hart' is not a symbol in mini; did you mean 'heart'?"),
        ("every target past it", "Image(systemName: \"hart\")", [(.iOS, "16.0"), (.macOS, "13.0")],
         "newer-than-data-set 'hart' is not a symbol in mini, which knows up to iOS 15.0, macOS 12.0; the deployment targets are "
            + "iOS 16.0, macOS 13.0, so it may be a later symbol (lint with a newer data set); did you mean 'heart'?"),
        ("one target it knows", "Image(systemName: \"hart\")", [(.iOS, "16.0"), (.macOS, "12.0")],
         "unknown-symbol 'hart' is not a symbol in mini; did you mean 'heart'?"),
        ("a guard past it", "if #available(iOS 16, *) { Image(systemName: \"hart\") }", [(.iOS, "14.0")],
         "newer-than-data-set 'hart' is not a symbol in mini, which knows up to iOS 15.0; the deployment target is "
            + "iOS 16.0 (if #available on line 1), so it may be a later symbol (lint with a newer data set); did you mean 'heart'?"),
    ])
    func beyond(form: String, source: String, targets: [(Platform, String)], expected: String) throws {
        let project = LintProject()
        defer { project.remove() }
        project.write("View.swift", source)
        let report = try project.lint(targets)
        #expect(report.findings.map { "\($0.rule.rawValue) \($0.message)" } == [expected], "\(form)")
        #expect(report.findings.allSatisfy { $0.rule != .newerThanDataSet || $0.replacement == nil && $0.severity == .note })
    }

    @Test("an assumed target may be newer than the data set: its unknown names are notes")
    func assumed() throws {
        let project = LintProject()
        defer { project.remove() }
        project.write("App.xcodeproj/project.pbxproj", XcodeTargetSettingsTests.project("SDKROOT = iphoneos;", ""))
        project.write("App/View.swift", "Image(systemName: \"hart\")\n")
        let report = try project.lint([])
        #expect(report.findings.map(\.rule) == [.newerThanDataSet])
        #expect(report.findings.first?.message.contains("the deployment target is iOS 15.0 assumed (App)") == true)
    }
}
