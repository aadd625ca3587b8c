#!/usr/bin/env python3
"""Writes the fuzz targets' seed corpora (Scripts/fuzz.sh seeds).

    Scripts/fuzz-seeds.py OUTPUT_DIR

OUTPUT_DIR/<target>/ gets small, valid inputs made from real material, so the fuzzers start
deep in the readers instead of at the magic bytes:
  plist   each data-set file of ../shared/sfsymbols and Data/symbols cut down to a few keys
          and items (plistlib) and written binary and XML; .strings files cut to 40 lines;
          files under 16 KB whole; a few OpenStep-syntax documents
  loader  one input per data set: its files cut down as above, each prefixed with the file's
          number in the target's list and joined with "\\n@@\\n" (see Fuzz/Targets/loader.swift)
  store   collection stores and exports in the store's schema
  yaml    Font Awesome categories.yml (from the importer's download cache when present) and
          hand-made documents of the subset
  layout  device names and OS versions as typed, each over a readable-widths file
  args    every command with all its options and sample values (from the golden --help
          files), words joined with NUL
  font    the TypeScale fixture fonts (TTF, OTF, TTC, WOFF, variable, Type 1)
  output  names as data holds them, ordinary and hostile (`</style>`, quotes, backslashes,
          line breaks, controls, invisible and reordering characters, comment delimiters)
  project the package's own Package.swift files, hand-written manifests (comments, strings,
          raw and multi-line, each platform form), .xcconfig files with includes and
          $(inherited), and project.pbxproj files (groups, targets, settings, an .xcconfig
          beside them), parts joined with "\n@@\n" (see Fuzz/Targets/project.swift)
Nothing here is copied into the repository: the corpora live under .build/fuzz.
"""
import glob, os, plistlib, re, shlex, sys

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
out = sys.argv[1]
shared = os.path.join(root, "..", "shared", "sfsymbols")
# The fixture fonts every test target shares (Scripts/make-test-fonts.py, make-type1-fonts.py).
FONT_FIXTURES = os.path.join(root, "Tests", "CatalogTestSupport", "Fixtures", "fonts")

# The loader target's file list: MetadataFile.allCases × fileNames, in declaration order.
LOADER_FILES = [
    "name_availability.plist", "layerset_availability.plist", "categories.plist",
    "symbol_categories.plist", "symbol_search.plist", "name_aliases.strings",
    "name_aliases_strings.txt", "legacy_aliases.strings", "legacy_aliases_strings.txt",
    "symbol_restrictions.strings", "symbol_restrictions.plist", "restrictions.plist",
    "symbol_unicodes.plist", "version.plist", "symbol_styles.plist", "style_fonts.plist",
]


def write(target, name, data):
    folder = os.path.join(out, target)
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, name), "wb") as f:
        f.write(data)


def shrink(value, keys=6, items=3, depth=0):
    """The value with dictionaries cut to `keys` keys and arrays to `items` items. The first
    keys of name_availability's `symbols` are kept together with the releases they name."""
    if isinstance(value, dict):
        chosen = list(value.items())[:keys]
        return {k: shrink(v, keys, items, depth + 1) for k, v in chosen}
    if isinstance(value, list):
        return [shrink(v, keys, items, depth + 1) for v in value[:items]]
    return value


def small_versions(path):
    """(suffix, bytes) pairs: cut-down binary and XML plists, or the first lines of text."""
    data = open(path, "rb").read()
    versions = []
    if len(data) <= 16384:
        versions.append(("whole", data))
    try:
        value = plistlib.loads(data)
    except Exception:
        value = None
    if value is not None:
        small = shrink(value)
        if isinstance(value, dict) and isinstance(value.get("symbols"), dict):
            # name_availability: keep the releases the kept symbols name.
            small["symbols"] = dict(list(value["symbols"].items())[:8])
            releases = {v for v in small["symbols"].values() if isinstance(v, str)}
            if isinstance(value.get("year_to_release"), dict):
                small["year_to_release"] = {k: v for k, v in value["year_to_release"].items() if k in releases}
        versions.append(("bin", plistlib.dumps(small, fmt=plistlib.FMT_BINARY, sort_keys=False)))
        versions.append(("xml", plistlib.dumps(small, fmt=plistlib.FMT_XML, sort_keys=False)))
    elif path.endswith((".strings", ".txt")):
        lines = data.split(b"\n")
        versions.append(("head", b"\n".join(lines[:40]) + b"\n"))
    return versions


def data_sets():
    folders = sorted(glob.glob(os.path.join(shared, "sf*"))) + sorted(glob.glob(os.path.join(root, "Data", "symbols", "*")))
    return [f for f in folders if os.path.isfile(os.path.join(f, "name_availability.plist"))]


def plist_and_loader():
    for folder in data_sets():
        label = os.path.basename(folder)
        parts = []
        for name in sorted(os.listdir(folder)):
            path = os.path.join(folder, name)
            if not name.endswith((".plist", ".strings", ".txt")):
                continue
            versions = small_versions(path)
            for suffix, data in versions:
                write("plist", f"{label}-{name}-{suffix}", data)
            if name in LOADER_FILES and versions:
                # The smallest version (cut down) of each file goes into the folder seed.
                data = min((d for _, d in versions), key=len)
                parts.append(bytes([LOADER_FILES.index(name)]) + data)
        write("loader", label, b"\n@@\n".join(parts))
    openstep = [
        b'{ symbols = { heart = "2019"; "heart.fill" = 2019; }; year_to_release = { 2019 = "13.0"; }; }',
        b'/* comment */ "a" = "b";\n// line\n"c\\n" = "\\U00e9\\"";\n',
        b'( one, "two", <0fab 12>, { k = (); } )',
        b'\xff\xfe"\x00a\x00"\x00 \x00=\x00 \x00"\x00b\x00"\x00;\x00',
    ]
    for index, data in enumerate(openstep):
        write("plist", f"openstep-{index}", data)


def store():
    stores = [
        b'{\n  "schemaVersion": 1,\n  "favorites": [\n    {"names": ["doc.on.doc", "document.on.document"], "dataSet": "sf6"},\n'
        b'    {"names": ["heart"], "dataSet": "sf5"}\n  ],\n  "collections": [\n    {\n      "name": "Toolbar \xe2\x98\x85",\n'
        b'      "symbols": [\n        {"names": ["trash"], "dataSet": "sf5"}\n      ]\n    },\n    {\n      "name": "Empty",\n'
        b'      "symbols": []\n    }\n  ]\n}\n',
        b'{"schemaVersion": 1, "favorites": [], "collections": []}',
        b'{"schemaVersion": 1, "name": "Toolbar", "shownIn": "sf6", "symbols": [{"names": ["trash"], "dataSet": "sf6", "shownAs": "trash"}]}',
        b'\xef\xbb\xbf{"schemaVersion": 1, "favorites": [{"names": ["a\\u00e9\\ud83d\\ude00\\n"], "dataSet": "x"}], "collections": [{"name": "n", "symbols": [1e5, -0.5E-3, true, false, null]}]}',
    ]
    for index, data in enumerate(stores):
        write("store", f"store-{index}", data)


def yaml():
    documents = [
        b"# categories\naccessibility:\n  icons:\n    - audio-description\n    - 'braille'\n  label: \"Accessibility \\u00e9\"\n",
        b"---\nalert:\n  icons: []\n  label: Alert # trailing\nanimals:\n  icons:\n  - cat\n  - dog\n  label: Animals\n",
    ]
    for index, data in enumerate(documents):
        write("yaml", f"hand-{index}", data)
    cache = os.path.expanduser("~/.cache/catalog/fontawesome")
    for path in sorted(glob.glob(os.path.join(cache, "*", "**", "categories.yml"), recursive=True))[:3]:
        data = open(path, "rb").read()[:6000]
        write("yaml", "fa-" + path.split(os.sep)[-6 if "fontawesomefree" in path else -3], data[: data.rfind(b"\n") + 1])


def layout():
    """Device names and OS versions as people type them, each heading a readable-widths file."""
    names = ["iPhone 16 Pro", "iphone-16-pro", "ipad-pro-13-m4", 'iPad Pro 12.9"', "ipad-pro-11", "ipad-mini",
             "iphone-16-rpo", "iPhone X", "iOS 18.2", "ipados26", "Apple Watch Series 11 (46 mm)", ""]
    widths = ["# simulator\nLarge 672\nAX3 960pt\n", "Large\t700\n\nAX5 1e3\n", "Large 600\nLarge 700\n", "Huge 1\n"]
    for index, name in enumerate(names):
        write("layout", f"hand-{index}", (name + "\n" + widths[index % len(widths)]).encode())


def args():
    """One seed per command: its path, a sample for each argument and every option with a
    sample value (or the first of its choices), read from the golden --help files."""
    for path in sorted(glob.glob(os.path.join(root, "Tests", "catalog-cliTests", "Fixtures", "help", "*.txt"))):
        text = open(path).read()
        usage = re.match(r"Usage: catalog (.*)", text)
        if not usage:
            continue
        words = [w for w in usage.group(1).split() if re.fullmatch(r"[a-z][a-z-]*", w)]
        arguments = re.findall(r"^  ([A-Z][A-Z_]*)  ", text, re.M)
        words += [a.lower() for a in arguments]
        for line in text.splitlines():
            option = re.match(r"^  (?:-\w, )?\s*(--[a-z-]+)((?: [A-Z_|]+)*)\s{2,}(.*)", line)
            if not option:
                continue
            name, values, description = option.groups()
            if name == "--help":
                continue
            words.append(name)
            choices = re.search(r"One of: ([^.]*)\.", description)
            for _ in values.split():
                words.append(choices.group(1).split(", ")[0] if choices else "1")
        write("args", os.path.basename(path)[:-4], b"\0".join(w.encode() for w in words))


def fonts():
    paths = sorted(glob.glob(os.path.join(FONT_FIXTURES, "*")))
    if not paths:
        sys.exit(f"fuzz-seeds: no fixture fonts in {FONT_FIXTURES}")
    for path in paths:
        if path.endswith((".ttf", ".otf", ".ttc", ".woff", ".woff2", ".pfb")):
            write("font", os.path.basename(path), open(path, "rb").read())


def output():
    """Font, file and symbol names: the ordinary ones of the fixtures, the hostile ones of the
    CSS and codegen tests (HostileNames, CSSTextTests), and those of the HTML, Markdown and XML
    tests (html-escaping-cases.json, MarkdownTextTests, XMLTextTests)."""
    names = [
        "Noto Sans", "DejaVu Sans Mono", "CatalogMetrics-Regular", "Catalog Variable Regular", "sans-serif",
        "3D", "-1x", "inherit", "'Quoted'", '"Lucide', "square.and.arrow.up", "0.circle", "repeat", "init",
        "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", "Apple\u2019s service",
        "X</style><script>alert(1)</script>", "</STYLE >", 'x</style><script>alert(1)</script>"\\\ny',
        "esc\x1bbel\x07nul\x00del\x7f", "ls\u2028ps\u2029nel\x85", "cr\rtab\tff\x0c", 'q"\u0301',
        "*/ /* c \\(x) \\u{41}", "bidi\u202ertl\ufeffbom\U000e0041tag\u200b", "old\nname\x1b*/",
        "a\"b'c\\d", "\x1b1 2\x1b f", "*/ /* <!-- -->", "\U0001f600 \xe9 \u4e2d", "**/", "/*/", "\\", "\u0301",
        'x"><img src=x onerror=alert(1)>', "it's &amp; &#x3C; &copy", "a\r\nb\rc", "$& $' $` {name}",
        "[click](javascript:alert(1)) ![x](y) <http://e.example>", "https://e.example www.e.example WWW.X",
        "*em* **strong** _u_ __uu__ ~~del~~ $x$ `c` ``c``", "# h #", "- item", "+ item", "1. item", "1) item",
        "> quote", "===", "    indented", "\ttab", "a | b", "line\n# break", "trailing \\", "snake_case _a_",
        "fa-x\x1b[2J", "nul\x00", "ok\ufffe\uffff", "vt\x0bff\x0c", "]]> <![CDATA[x]]>",
    ]
    for index, name in enumerate(names):
        write("output", f"name-{index}", name.encode())
    write("output", "invalid-utf8", b"\xff\xfe<\xc0\x80/style\xed\xa0\x80")


def limits():
    """Binary plists that share objects by reference (one array under many keys, arrays of
    arrays) near and past ReadingLimits.maximumExpandedObjects, and WOFF/WOFF2 headers."""
    for keys, shared in [(4, 4), (64, 64), (1447, 1447), (1500, 1500), (200, 20000)]:
        array = [f"k{i}" for i in range(shared)]
        write("limits", f"shared-{keys}x{shared}.bplist",
              plistlib.dumps({f"s{i}": array for i in range(keys)}, fmt=plistlib.FMT_BINARY))
    level = ["x"]
    for depth in range(12):
        level = [level, level, level, level]
        if depth in (5, 11):
            write("limits", f"nested-{depth}.bplist", plistlib.dumps(level, fmt=plistlib.FMT_BINARY))
    for path in sorted(glob.glob(os.path.join(FONT_FIXTURES, "*.woff*"))):
        data = open(path, "rb").read()
        write("limits", os.path.basename(path), data)
        write("limits", "big-" + os.path.basename(path), data[:16] + b"\x80\0\0\0" + data[20:])
    header = b"wOF2" + b"\0\1\0\0" + b"\0\0\0\x64" + b"\0\2\0\0" + b"\0\0\x03\xe8" + b"\0" * 28
    write("limits", "tables.woff2", header + b"\0\x94\x80\x80\0" * 2 + b"\0" * 16)


def project():
    """Package.swift, .xcconfig and project.pbxproj texts for lint's project readers; the
    reproducers of issue 42 are the regression inputs (Tests/SymbolLintTests/Fixtures/fuzz)."""
    for path in ["Package.swift", "Benchmarks/Package.swift"]:
        write("project", "manifest-" + path.replace("/", "-"), open(os.path.join(root, path), "rb").read())
    manifests = [
        'let package = Package(name: "Kit", platforms: [.iOS(.v18_2), .macOS("13.5"), .visionOS(.v1), .macCatalyst(.v17)])',
        '// platforms: [.iOS(.v18)]\n/* a /* nested */ platforms: [] */\nlet package = Package(\n  name: "Kit",\n  platforms: [.tvOS(.v17), .watchOS("10.0"),]\n)',
        'let s = #"platforms: [.iOS(.v1)]"#\nlet m = """\n  \\(x) platforms:\n  """\nlet package = Package(name: "\\(n)", platforms: [.iOS(.v16)])',
        'let platforms: [SupportedPlatform] = [.iOS(.v15)]\nlet package = Package(name: "A", platforms: platforms)',
        'let package = Package(name: "A", platforms: [.custom("linux", versionString: "1.0"), .iOS(minimum)])',
    ]
    for index, text in enumerate(manifests):
        write("project", f"manifest-{index}", text.encode())
    configs = [
        '#include "b.xcconfig"\n#include? "missing.xcconfig"\nIPHONEOS_DEPLOYMENT_TARGET = 17.0 // wins\n'
        'IPHONEOS_DEPLOYMENT_TARGET[sdk=iphonesimulator*] = 15.0\nOTHER = $(inherited) -b\n@@\n'
        'IPHONEOS_DEPLOYMENT_TARGET = 16.0\nOTHER = -a\n#include "c.xcconfig"\n@@\nXROS_DEPLOYMENT_TARGET = $(TEAM)\nTEAM = 2.0\n',
        '#include "b.xcconfig"\n#include "c.xcconfig"\nX = $(inherited) a\n@@\n#include "c.xcconfig"\nX = $(inherited) b\n@@\nX = ${inherited} c\n',
    ]
    for index, text in enumerate(configs):
        write("project", f"xcconfig-{index}", text.encode())
    objects = (
        'P = {isa = PBXProject; mainGroup = G; projectDirPath = "../Sources"; targets = (T, W); buildConfigurationList = PL; };\n'
        'PL = {isa = XCConfigurationList; buildConfigurations = (PC); };\n'
        'PC = {isa = XCBuildConfiguration; baseConfigurationReference = C; buildSettings = {SDKROOT = iphoneos; '
        'IPHONEOS_DEPLOYMENT_TARGET = 16.4; SUPPORTED_PLATFORMS = "iphoneos xros"; }; name = Release; };\n'
        'G = {isa = PBXGroup; children = (A, V, C, Y); sourceTree = "<group>"; };\n'
        'A = {isa = PBXGroup; children = (A1); path = Feature; sourceTree = "<group>"; };\n'
        'A1 = {isa = PBXFileReference; path = "Deep/View.swift"; sourceTree = "<group>"; };\n'
        'V = {isa = PBXVariantGroup; children = (V1); name = Main.storyboard; sourceTree = "<group>"; };\n'
        'V1 = {isa = PBXFileReference; path = Base.lproj/Main.storyboard; sourceTree = "<group>"; };\n'
        'C = {isa = PBXFileReference; path = a.xcconfig; sourceTree = SOURCE_ROOT; };\n'
        'Y = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (E); path = Widget; sourceTree = "<group>"; };\n'
        'E = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Info.plist); target = W; };\n'
        'T = {isa = PBXNativeTarget; name = App; buildPhases = (SP); buildConfigurationList = TL; };\n'
        'W = {isa = PBXNativeTarget; name = Widget; fileSystemSynchronizedGroups = (Y); buildConfigurationList = TL; };\n'
        'TL = {isa = XCConfigurationList; buildConfigurations = (TC); };\n'
        'TC = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_FILE = "$(SRCROOT)/App/Info.plist"; '
        'MACOSX_DEPLOYMENT_TARGET = "$(inherited)"; PRODUCT_NAME = "$(TARGET_NAME:c99extidentifier)"; }; name = Release; };\n'
        'SP = {isa = PBXSourcesBuildPhase; files = (B1, B2); };\n'
        'B1 = {isa = PBXBuildFile; fileRef = A1; };\nB2 = {isa = PBXBuildFile; fileRef = V; };\n'
    )
    project_text = "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tobjects = {\n" + objects + "\t};\n\trootObject = P;\n}\n"
    write("project", "pbxproj-app", project_text.encode())
    write("project", "pbxproj-with-xcconfig", (project_text + "\n@@\nIPHONEOS_DEPLOYMENT_TARGET = 15.0\nSDKROOT = iphoneos\n").encode())
    write("project", "pbxproj-lines", b"\t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 15.0;\n\t\t\t\tMACOSX_DEPLOYMENT_TARGET = \"12.0\";\n")


plist_and_loader()
project()
limits()
store()
yaml()
layout()
args()
fonts()
output()
for target in sorted(os.listdir(out)):
    print(f"{target}: {len(os.listdir(os.path.join(out, target)))} seeds")
