// fontbakery 1.1.0's vertical-metrics checks of its googlefonts profile, ported check by
// check (fontbakery/checks/…): the same conditions, comparisons and verdicts.

extension VerticalMetricsCheck {
    /// fontbakery's verdicts for `faces` checked together (each read with
    /// ``CheckProfile/googleFonts``), as `fontbakery check-googlefonts` gives them for the
    /// same files: per face `family/win_ascent_and_descent`, `linegaps` (fail, as the
    /// googlefonts profile overrides its warn), `os2_metrics_match_hhea`,
    /// `typoascender_exceeds_Agrave` and `googlefonts/vertical_metrics`; for the faces
    /// together `family/vertical_metrics` and `googlefonts/use_typo_metrics`. As in fontbakery
    /// the faces given are one family: the win check compares each face with the stored extent
    /// of all of them, and the family checks cover all of them.
    ///
    /// Where fontbakery raises an error the verdict here names why: a face without OS/2 fails
    /// `use_typo_metrics`; a face without outlines skips `typoascender_exceeds_Agrave`, and
    /// is left out of the extent the win check compares with (fontbakery's condition raises
    /// for every face then).
    public static func googleFontsChecks(_ faces: [VerticalMetricsCheck]) -> (faces: [VerticalMetricsCheck], families: [FamilyCheck]) {
        let read = faces.compactMap(\.googleFonts)
        let boxes = read.compactMap(\.box)
        let bottom = min(boxes.map(\.bottom).min() ?? 0, 0), top = max(boxes.map(\.top).max() ?? 0, 0)
        let unmeasured = read.count - boxes.count
        let checked = faces.map { face -> VerticalMetricsCheck in
            guard let facts = face.googleFonts else { return face }
            return face.replacing(checks: [
                face.fontbakeryWin(facts, top: top, bottom: bottom, unmeasured: unmeasured), face.fontbakeryLinegaps(facts), face.fontbakeryMatch(facts),
                face.fontbakeryAgrave(facts), face.fontbakeryVerticalMetrics(facts),
            ])
        }
        guard !read.isEmpty else { return (checked, []) }
        let families = Set(faces.map { $0.groupFamily ?? "" })
        let label = families.count == 1 && families.first != "" ? families.first! : "the \(faces.count) faces given"
        let members = Array(faces.indices)
        return (checked, [
            FamilyCheck(family: label, members: members, check: fontbakeryFamily(faces)),
            FamilyCheck(family: label, members: members, check: fontbakeryUseTypoMetrics(faces)),
        ])
    }

    private static func skipCJK(_ rule: MetricCheck.Rule, _ facts: GoogleFontsFace) -> MetricCheck? {
        guard facts.isCJK else { return nil }
        return MetricCheck(rule: rule, status: .skip, message: "skipped: a CJK font (\(facts.cjkCharacters) CJK characters, more than 150)")
    }

    /// `family/win_ascent_and_descent`.
    private func fontbakeryWin(_ facts: GoogleFontsFace, top: Int, bottom: Int, unmeasured: Int) -> MetricCheck {
        let rule = MetricCheck.Rule.fontbakeryWinAscentAndDescent
        if let skip = Self.skipCJK(rule, facts) { return skip }
        guard let win else { return MetricCheck(rule: rule, status: .fail, message: facts.hasOS2 ? "the OS/2 table has no win values" : "no OS/2 table") }
        var problems = [String]()
        if win.ascent < top { problems.append("usWinAscent \(win.ascent) < \(top), the highest stored glyph box of the fonts given") }
        if win.ascent > top * 2 { problems.append("usWinAscent \(win.ascent) > 2 × \(top) (the highest stored glyph box)") }
        if win.descent < -bottom { problems.append("usWinDescent \(win.descent) < \(-bottom), the lowest stored glyph box of the fonts given") }
        if win.descent > -bottom * 2 { problems.append("usWinDescent \(win.descent) > 2 × \(-bottom) (the lowest stored glyph box)") }
        let note = unmeasured == 0 ? "" : " (\(unmeasured) of the faces given without glyf or CFF outlines left out of the extent)"
        return MetricCheck(rule: rule, status: problems.isEmpty ? .pass : .fail,
                           message: (problems.isEmpty ? "usWinAscent \(win.ascent) and usWinDescent \(win.descent) cover \(top)/\(bottom), at most twice"
                               : problems.joined(separator: "; ")) + note,
                           values: [("usWinAscent", win.ascent), ("usWinDescent", win.descent), ("yMax", top), ("yMin", bottom)])
    }

    /// `linegaps` (googlefonts: its warns are fails).
    private func fontbakeryLinegaps(_ facts: GoogleFontsFace) -> MetricCheck {
        let rule = MetricCheck.Rule.fontbakeryLinegaps
        guard let hhea, let typo, facts.hasOS2 else { return MetricCheck(rule: rule, status: .fail, message: Self.lacking(facts)) }
        let values = [("hheaLineGap", hhea.lineGap), ("typoLineGap", typo.lineGap)]
        if hhea.lineGap != 0 { return MetricCheck(rule: rule, status: .fail, message: "hhea lineGap is \(hhea.lineGap), not 0", values: values) }
        if typo.lineGap != 0 { return MetricCheck(rule: rule, status: .fail, message: "OS/2 sTypoLineGap is \(typo.lineGap), not 0", values: values) }
        return MetricCheck(rule: rule, status: .pass, message: "OS/2 sTypoLineGap and hhea lineGap are both 0", values: values)
    }

    /// `os2_metrics_match_hhea`.
    private func fontbakeryMatch(_ facts: GoogleFontsFace) -> MetricCheck {
        let rule = MetricCheck.Rule.fontbakeryMetricsMatchHhea
        if let skip = Self.skipCJK(rule, facts) { return skip }
        guard let hhea, let typo, facts.hasOS2 else { return MetricCheck(rule: rule, status: .fail, message: Self.lacking(facts)) }
        for (field, ours, theirs) in [("sTypoAscender", typo.ascender, hhea.ascender), ("sTypoDescender", typo.descender, hhea.descender),
                                      ("sTypoLineGap", typo.lineGap, hhea.lineGap)] where ours != theirs {
            return MetricCheck(rule: rule, status: .fail, message: "OS/2 \(field) \(ours) differs from hhea's \(theirs)",
                               values: [("typo", ours), ("hhea", theirs)])
        }
        return MetricCheck(rule: rule, status: .pass, message: "OS/2 typo ascender, descender and line gap equal hhea's")
    }

    /// `typoascender_exceeds_Agrave`.
    private func fontbakeryAgrave(_ facts: GoogleFontsFace) -> MetricCheck {
        let rule = MetricCheck.Rule.fontbakeryTypoAscenderAgrave
        guard let typo, facts.hasOS2 else { return MetricCheck(rule: rule, status: .fail, message: "no OS/2 table") }
        guard facts.box != nil else { return MetricCheck(rule: rule, status: .skip, message: "skipped: the font has no outlines") }
        guard let agrave = facts.agrave else { return MetricCheck(rule: rule, status: .skip, message: "skipped: no /Agrave glyph") }
        guard let glyphTop = agrave.top else {
            return MetricCheck(rule: rule, status: .skip, message: "skipped: '\(agrave.name)' has no outline", glyph: agrave.name)
        }
        let ok = Double(typo.ascender) >= glyphTop
        return MetricCheck(rule: rule, status: ok ? .pass : .warn,
                           message: "sTypoAscender \(typo.ascender) " + (ok ? "reaches" : "is below") + " the top of '\(agrave.name)' (\(JSONNumber.format(glyphTop)))",
                           values: [("sTypoAscender", typo.ascender), ("glyphTop", Int(glyphTop.rounded(.up)))], glyph: agrave.name)
    }

    /// `googlefonts/vertical_metrics` (run offline: fontbakery skips it only for a family
    /// already on Google Fonts, which it asks the network).
    private func fontbakeryVerticalMetrics(_ facts: GoogleFontsFace) -> MetricCheck {
        let rule = MetricCheck.Rule.fontbakeryVerticalMetrics
        if let skip = Self.skipCJK(rule, facts) { return skip }
        guard let hhea, let typo, let win, facts.hasOS2 else { return MetricCheck(rule: rule, status: .fail, message: Self.lacking(facts)) }
        var problems = [(MetricCheck.Status, String)]()
        if typo.lineGap != 0 { problems.append((.fail, "OS/2 sTypoLineGap is \(typo.lineGap), not 0")) }
        if hhea.lineGap != 0 { problems.append((.fail, "hhea lineGap is \(hhea.lineGap), not 0")) }
        let sum = hhea.ascender + abs(hhea.descender) + hhea.lineGap
        let ems = Double(sum) / Double(unitsPerEm)
        if ems < 1.2 {
            problems.append((.fail, "hhea ascender + |descender| + lineGap is \(sum), under 1.2 em (\(Int(Double(unitsPerEm) * 1.2)))"))
        } else if ems > 2 {
            problems.append((.fail, "hhea ascender + |descender| + lineGap is \(sum), over 2 em (\(unitsPerEm * 2))"))
        } else if ems > 1.5 {
            problems.append((.warn, "hhea ascender + |descender| + lineGap is \(sum), over 1.5 em (1.2-1.5 recommended)"))
        }
        if typo.ascender < 0 { problems.append((.fail, "OS/2 sTypoAscender \(typo.ascender) is negative")) }
        if hhea.ascender <= 0 { problems.append((.fail, "hhea ascender \(hhea.ascender) is not positive")) }
        if win.ascent <= 0 { problems.append((.fail, "usWinAscent \(win.ascent) is not positive")) }
        if typo.descender > 0 { problems.append((.fail, "OS/2 sTypoDescender \(typo.descender) is positive")) }
        if hhea.descender > 0 { problems.append((.fail, "hhea descender \(hhea.descender) is positive")) }
        return MetricCheck(rule: rule, status: problems.map(\.0).max() ?? .pass,
                           message: problems.isEmpty ? "line gaps 0, hhea sum \(sum) (\(JSONNumber.format((ems * 1000).rounded() / 1000)) em)"
                               : problems.map(\.1).joined(separator: "; "),
                           values: [("hheaSum", sum), ("unitsPerEm", unitsPerEm)])
    }

    /// `family/vertical_metrics`: values compared by fontTools' best full name, as
    /// fontbakery keys them (faces of one full name count once).
    private static func fontbakeryFamily(_ faces: [VerticalMetricsCheck]) -> MetricCheck {
        let rule = MetricCheck.Rule.fontbakeryFamilyVerticalMetrics
        let lacking = faces.filter { !($0.googleFonts?.hasOS2 ?? false) || $0.hhea == nil }
        if !lacking.isEmpty {
            return MetricCheck(rule: rule, status: .fail,
                               message: "no OS/2 or hhea table in " + files(lacking))
        }
        let fields: [(String, (VerticalMetricsCheck) -> Int?)] = [
            ("sTypoAscender", { $0.typo?.ascender }), ("sTypoDescender", { $0.typo?.descender }), ("sTypoLineGap", { $0.typo?.lineGap }),
            ("usWinAscent", { $0.win?.ascent }), ("usWinDescent", { $0.win?.descent }), ("ascent", { $0.hhea?.ascender }),
            ("descent", { $0.hhea?.descender }), ("lineGap", { $0.hhea?.lineGap }),
        ]
        var differing = [String]()
        for (name, value) in fields {
            var byName = [String: Int?]()
            for face in faces { byName[face.googleFonts?.fullName ?? "None"] = value(face) }
            if Set(byName.values.map { $0.map(String.init) ?? "none" }).count > 1 { differing.append(name) }
        }
        return MetricCheck(rule: rule, status: differing.isEmpty ? .pass : .fail,
                           message: differing.isEmpty ? "\(faces.count) faces share their vertical metrics"
                               : differing.joined(separator: ", ") + " differ across the \(faces.count) faces given")
    }

    /// `googlefonts/use_typo_metrics`.
    private static func fontbakeryUseTypoMetrics(_ faces: [VerticalMetricsCheck]) -> MetricCheck {
        let rule = MetricCheck.Rule.fontbakeryUseTypoMetrics
        if let cjk = faces.first(where: { $0.googleFonts?.isCJK == true }) {
            return MetricCheck(rule: rule, status: .skip, message: "skipped: \(cjk.path) is a CJK font, so the check does not apply to the faces given")
        }
        let lacking = faces.filter { $0.googleFonts?.fsSelection == nil }
        if !lacking.isEmpty {
            return MetricCheck(rule: rule, status: .fail, message: "no OS/2 table in " + files(lacking))
        }
        let bad = faces.filter { ($0.googleFonts?.fsSelection ?? 0) & 0x80 == 0 }
        return MetricCheck(rule: rule, status: bad.isEmpty ? .pass : .fail,
                           message: bad.isEmpty ? "fsSelection bit 7 is set in all \(faces.count) faces"
                               : "fsSelection bit 7 is not set in \(bad.count) of \(faces.count) faces: " + files(bad))
    }

    /// The files of `faces`, the first five and how many more.
    private static func files(_ faces: [VerticalMetricsCheck]) -> String {
        faces.prefix(5).map(\.path).joined(separator: ", ") + (faces.count > 5 ? " and \(faces.count - 5) more" : "")
    }

    private static func lacking(_ facts: GoogleFontsFace) -> String {
        let missing = [facts.hasHhea ? nil : "hhea", facts.hasOS2 ? nil : "OS/2"].compactMap { $0 }.map { "no \($0) table" }
        return missing.isEmpty ? "the OS/2 table is too short for typo and win values" : missing.joined(separator: ", ")
    }
}
