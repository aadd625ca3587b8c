import Foundation
import TypeScale

/// `catalog-bench --glyphs FONT`: exact bounds and area centroids (``GlyphGeometry``) of every
/// glyph of a font, in-process, as `Benchmarks/peer/glyph_geometry_fonttools.py` times
/// fontTools' BoundsPen + StatisticsPen on the same font.
///
/// Figures (median and minimum of N rounds, ms):
/// - open + measure: open the face with FreeType, then load, decompose and measure every glyph;
/// - measure only: the same on a face opened beforehand;
/// - geometry only: ``GlyphGeometry`` of outlines decomposed beforehand (the maths alone).
enum GlyphBenchmark {
    static func run(font: String, options: BenchmarkOptions) throws {
        let face = try FontFace(path: font)
        let count = face.glyphCount
        let outlines = try (0..<count).map { try face.glyphMetrics(glyphIndex: $0).path.elements }
        var checksum = 0.0
        let timings = try Timing.measureInterleaved(warmUp: options.warmUp, repetitions: options.repetitions, [
            {
                let opened = try FontFace(path: font)
                for index in 0..<count { consume(try opened.glyphMetrics(glyphIndex: index).geometry) }
            },
            {
                for index in 0..<count { consume(try face.glyphMetrics(glyphIndex: index).geometry) }
            },
            {
                var sum = 0.0
                for elements in outlines { sum += GlyphGeometry(elements).opticalCenter?.x ?? 0 }
                checksum = sum
            },
        ])
        print("catalog-bench --glyphs: \(count) glyphs of \(font), \(options.repetitions) rounds after \(options.warmUp) warm-up")
        for (label, timing) in zip(["open + measure", "measure only", "geometry only"], timings) {
            let padded = label.padding(toLength: 16, withPad: " ", startingAt: 0)
            print("  " + padded + String(format: " median %8.3f ms  min %8.3f ms  (%.2f µs per glyph)",
                                         timing.median, timing.minimum, timing.median * 1000 / Double(count)))
        }
        print(String(format: "  checksum (sum of centroid x): %.6f", checksum))
        if options.emitsJSON {
            let object: [String: Any] = [
                "font": font, "glyphs": count, "repetitions": options.repetitions,
                "openAndMeasure": ["median": timings[0].median, "min": timings[0].minimum],
                "measureOnly": ["median": timings[1].median, "min": timings[1].minimum],
                "geometryOnly": ["median": timings[2].median, "min": timings[2].minimum],
            ]
            let data = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
            if let path = options.jsonFile {
                try data.write(to: URL(fileURLWithPath: path))
            } else {
                print(String(decoding: data, as: UTF8.self))
            }
        }
    }
}
