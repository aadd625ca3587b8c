"""fontbakery 1.1.0 profile: the vertical-metrics checks of its googlefonts profile that
`catalog check --profile googlefonts` ports, with that profile's overrides, and nothing else.

    fontbakery check-profile Scripts/fontbakery-vertical-metrics.py FONT... --json OUT.json

(`fontbakery check-googlefonts -c ...` needs the googlefonts extras, which this profile does
not: every check listed is in fontbakery itself.) Left out: googlefonts/vertical_metrics_regressions
and googlefonts/cjk_vertical_metrics_regressions (they download the family from Google Fonts),
googlefonts/cjk_vertical_metrics and superfamily/vertical_metrics (not ported).
"""

PROFILE = {
    "sections": {
        "Vertical metrics (googlefonts)": [
            "family/vertical_metrics",
            "family/win_ascent_and_descent",
            "linegaps",
            "os2_metrics_match_hhea",
            "typoascender_exceeds_Agrave",
            "googlefonts/use_typo_metrics",
            "googlefonts/vertical_metrics",
        ],
    },
    # googlefonts.py's overrides of these checks: every linegaps message is a FAIL there.
    "overrides": {
        "linegaps": [
            {"code": "hhea", "status": "FAIL", "reason": "For Google Fonts, all messages from this check are considered FAILs."},
            {"code": "OS/2", "status": "FAIL", "reason": "For Google Fonts, all messages from this check are considered FAILs."},
        ],
    },
}
