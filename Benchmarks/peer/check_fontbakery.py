#!/usr/bin/env python3
"""fontbakery's checks for the rules `catalog check` has, face by face, and the two verdicts side by side.

Usage: python3 peer/check_fontbakery.py CATALOG_CHECK.json [--out SUMMARY.json]
    (CATALOG_CHECK.json: `catalog check --json FILE...`; collections' faces are left out:
    fontbakery's Font reads single fonts.)

fontbakery 1.1.0's own check functions are called on each font alone (so family-wide
conditions see one font, as `catalog check FILE` does), mapped to catalog's rules:
  win-ascent / win-descent   family/win_ascent_and_descent (its "ascent" / "descent" messages)
  line-height-match          os2_metrics_match_hhea
  use-typo-metrics           googlefonts/use_typo_metrics
  line-gap                   linegaps
  family-metrics             family/vertical_metrics (faces grouped by catalog's family)
A verdict is "problem" (warn or fail) or "ok" (pass, skip). fontbakery's win check also fails
usWin values over twice the extent, a rule catalog does not have: counted apart. Each difference is explained
where the two rules are known to differ, else listed as unexplained.
"""
import json
import re
import sys
from collections import defaultdict

from fontTools.ttLib import TTFont
from fontbakery.testable import Font
from fontbakery.utils import get_bounding_box
import fontbakery.checks.conditions  # noqa: F401  (registers Font.is_cjk_font)
import fontbakery.checks.family.win_ascent_and_descent as win_module
import fontbakery.checks.family.vertical_metrics as family_module
import fontbakery.checks.linegaps as linegaps_module
import fontbakery.checks.os2_metrics_match_hhea as match_module
import fontbakery.checks.vendorspecific.googlefonts.use_typo_metrics as typo_module


class ReaderFile:  # os2_metrics_match_hhea names the file through ttFont.reader.file.name
    pass


def results(generator):
    return [(status.name, message if isinstance(message, str) else getattr(message, "message", str(message)),
             getattr(message, "code", None)) for status, message in generator]


def problem(entries, code=None):
    return any(s in ("FAIL", "WARN") and (code is None or c == code) for s, _, c in entries)


def fontbakery_face(path):
    font = TTFont(path)
    ymin, ymax = get_bounding_box(font)
    vmetrics = {"ymin": min(0, ymin), "ymax": max(0, ymax)}
    win = results(win_module.check_family_win_ascent_and_descent.__wrapped__(font, vmetrics))
    messages = [m for _, m, _ in win]
    covers = lambda code: any(s == "FAIL" and c == code and "equal or greater" in m for s, m, c in win)
    return {
        # The rule catalog has (cover the extent); fontbakery's second one (not over twice the
        # extent) has no counterpart and is counted apart.
        "win-ascent": covers("ascent"), "win-descent": covers("descent"),
        "winTooLarge": any("too large" in m for m in messages),
        "storedTop": vmetrics["ymax"], "storedBottom": vmetrics["ymin"], "cff": font.sfntVersion == "OTTO",
        "line-height-match": problem(results(match_module.check_os2_metrics_match_hhea.__wrapped__(font))),
        "use-typo-metrics": problem(results(typo_module.check_use_typo_metrics.__wrapped__([Font(path)]))),
        "line-gap": problem(results(linegaps_module.check_linegaps.__wrapped__(font))),
        "font": font,
    }


def explain(rule, ours, theirs, face, fb):
    checks = {c["rule"]: c for c in face["checks"]}
    if rule in ("win-ascent", "win-descent"):
        limit_name = "usWinAscent" if rule == "win-ascent" else "usWinDescent"
        limit = checks[rule]["values"].get(limit_name)
        stored = fb["storedTop"] if rule == "win-ascent" else -fb["storedBottom"]
        if theirs and not ours and limit is not None and stored > limit:
            kind = "head bbox (CFF)" if fb["cff"] else "stored glyph boxes"
            return f"fontbakery compares {kind} ({stored}) with {limit}; the exact outline extrema stay within it"
        if not theirs and ours:
            return "exact extrema above the stored boxes (rounded out to whole units)"
    if rule == "line-height-match" and theirs and not ours:
        return "fontbakery asks ascender, descender and line gap each to match; catalog only their sum (the line height)"
    return None


def main():
    args = sys.argv[1:]
    out = None
    if "--out" in args:
        at = args.index("--out")
        out = args[at + 1]
        del args[at:at + 2]
    report = json.load(open(args[0]))
    rules = ["win-ascent", "win-descent", "line-height-match", "use-typo-metrics", "line-gap"]
    tally = {rule: {"faces": 0, "same": 0, "explained": defaultdict(int), "unexplained": [], "explainedFiles": []} for rule in rules + ["family-metrics"]}
    fb_faces = {}
    skipped = []
    for face in report["faces"]:
        path = face["file"]
        if face["faceIndex"] > 0 or path.lower().endswith((".ttc", ".otc")):
            skipped.append(f"{path}#{face['faceIndex']}")
            continue
        try:
            fb = fontbakery_face(path)
        except Exception as error:  # fontbakery cannot read it
            skipped.append(f"{path}: {error}")
            continue
        fb_faces[path] = fb
        checks = {c["rule"]: c for c in face["checks"]}
        for rule in rules:
            ours = checks[rule]["status"] != "pass"
            theirs = fb[rule]
            tally[rule]["faces"] += 1
            if ours == theirs:
                tally[rule]["same"] += 1
            else:
                why = explain(rule, ours, theirs, face, fb)
                if why:
                    tally[rule]["explained"][why] += 1
                    tally[rule]["explainedFiles"].append(path)
                else:
                    tally[rule]["unexplained"].append(f"{path}: catalog {checks[rule]['status']}, fontbakery {'problem' if theirs else 'ok'}")
    for family in report["families"]:
        members = [p for p in family["faces"] if p in fb_faces]
        if len(members) < 2:
            continue
        theirs = problem(results(family_module.check_family_vertical_metrics.__wrapped__([fb_faces[p]["font"] for p in members])))
        ours = family["status"] != "pass"
        tally["family-metrics"]["faces"] += 1
        if ours == theirs:
            tally["family-metrics"]["same"] += 1
        else:
            tally["family-metrics"]["unexplained"].append(f"{family['family']}: catalog {family['status']}, fontbakery {'problem' if theirs else 'ok'}")
    summary = {rule: {"compared": t["faces"], "same": t["same"], "explained": dict(t["explained"]), "explainedFiles": t["explainedFiles"],
                      "unexplained": t["unexplained"]} for rule, t in tally.items()}
    summary["skipped"] = skipped
    summary["fontbakeryOnly"] = {"winTooLarge": sum(1 for fb in fb_faces.values() if fb["winTooLarge"])}
    for rule, t in tally.items():
        explained = sum(t["explained"].values())
        print(f"{rule:18} {t['faces']:5} compared  {t['same']:5} same  {explained:4} differ, explained  {len(t['unexplained']):3} unexplained"
              + (" (families)" if rule == "family-metrics" else ""))
        for why, count in t["explained"].items():
            print(f"{'':20}{count:5} x {why}")
        for line in t["unexplained"][:10]:
            print(f"{'':20}unexplained: {line}")
    print(f"skipped (collections, unreadable): {len(skipped)}; fontbakery's extra win rule (over 2x the extent) fails {summary['fontbakeryOnly']['winTooLarge']} faces")
    if out:
        json.dump(summary, open(out, "w"), indent=1)
    sys.exit(1 if any(t["unexplained"] for t in tally.values()) else 0)


if __name__ == "__main__":
    main()
