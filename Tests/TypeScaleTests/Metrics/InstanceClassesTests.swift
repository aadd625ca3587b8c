import CatalogTestSupport
import Foundation
import Testing
@testable import TypeScale

/// At a named instance or other coordinates, the weight and width classes and the italic angle
/// follow the axes as `fontTools.varLib.instancer` writes them into the instance's OS/2 and
/// post tables (`metrics 'Inter:bold'` kept the default's usWeightClass 400 under style Bold).
@Suite("Weight class, width class and italic angle at an instance, as fontTools' instancer sets them")
struct InstanceClassesTests {
    @Test("every named instance of the variable fixture, and coordinates between them",
          .enabled(if: WebMetricsReference.fontToolsAvailable, WebMetricsReference.fontToolsSkip),
          arguments: [
              FaceVariation.namedInstance(0), .namedInstance(2), .namedInstance(3), .namedInstance(4), .namedInstance(5),
              .designCoordinates(["wght": 333.4, "wdth": 93.75]), .designCoordinates(["wght": 100, "wdth": 81.25]),
          ])
    func instance(variation: FaceVariation) async throws {
        let path = try TestSupport.fixturePath("CatalogVariable.ttf")
        let face = try FontFace(path: path, variation: variation)
        let metrics = try face.metrics()
        let location = metrics.designCoordinates.map { "\($0.tag)=\($0.value)" }.joined(separator: ",")
        let reference = try #require(try await FaceMetricsReferenceTests.reference([path, "--instance", location]).first)
        #expect(metrics.weightClass == reference["weightClass"] as? Int, "\(location)")
        #expect(metrics.widthClass == reference["widthClass"] as? Int, "\(location)")
        #expect(metrics.italicAngle == (reference["italicAngle"] as? NSNumber)?.doubleValue, "\(location)")
    }

    @Test("at the default location the font's own OS/2 values stand")
    func defaultLocation() throws {
        let path = try TestSupport.fixturePath("CatalogVariable.ttf")
        let metrics = try FontFace(path: path).metrics()
        #expect(metrics.weightClass == 400 && metrics.widthClass == 5)
        #expect(FaceMetrics.instanceClasses(VariationSpace(axes: [], namedInstances: [], designCoordinates: [])) == (nil, nil, nil))
    }
}
