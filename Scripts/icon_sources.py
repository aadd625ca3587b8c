"""Where the icon sets' SVGs come from, shared by Scripts/build-icon-fonts.py (which draws them
into fonts) and Scripts/icon-geometry-reference.py (which measures them with fontTools' pens).

An embedded data set under Data/symbols that has a glyph_sources.plist (fontawesome-7, mdi,
phosphor, lucide) names the package, its version and a template of a Python expression giving
one icon's SVG text ('{name}', '{style}'). The package is the one Scripts/fetch-icon-sets.sh
installed with pip --target into the cache; its export (same folder) lists the icons, their
styles and code points, as the package's own API gave them.
"""
import contextlib
import importlib
import io
import json
import os
import plistlib
import re
import sys
import warnings

HERE = os.path.dirname(os.path.abspath(__file__))
# The embedded data, found as Scripts/install-fonts.sh finds it: CATALOG_DATA_DIR, else beside
# an installed copy, else the source tree's.
SYMBOLS = (os.environ.get("CATALOG_DATA_DIR")
           or (os.path.join(HERE, "symbols") if os.path.isdir(os.path.join(HERE, "symbols")) else None)
           or os.path.join(HERE, "..", "Data", "symbols"))

# The data set folder → the `set` of its export (Scripts/export-icon-sets.py).
EXPORT_SETS = {"fontawesome-7": "fa7", "mdi": "mdi", "phosphor": "phosphor", "lucide": "lucide"}


def cache_root():
    """$CATALOG_CACHE, else $XDG_CACHE_HOME/catalog, else ~/.cache/catalog."""
    if os.environ.get("CATALOG_CACHE"):
        return os.environ["CATALOG_CACHE"]
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return os.path.join(base, "catalog")


def read_plist(data_set, name, symbols=SYMBOLS):
    with open(os.path.join(symbols, data_set, name), "rb") as f:
        return plistlib.load(f)


class IconSource:
    """One data set's SVGs: `icons` is [(name, styles, codepoint or None)] sorted by name."""

    def __init__(self, data_set, symbols=SYMBOLS):
        if data_set not in EXPORT_SETS:
            sys.exit(f"{data_set}: not an icon set with glyph sources ({', '.join(EXPORT_SETS)})")
        self.data_set = data_set
        self.symbols = symbols
        source = read_plist(data_set, "glyph_sources.plist", symbols)
        self.package, self.version, self.template = source["package"], source["version"], source["template"]
        cache = os.path.join(cache_root(), "icon-sets")
        self.package_folder = os.path.join(cache, "packages", f"{self.package}-{self.version}")
        export = os.path.join(cache, "exports", f"{EXPORT_SETS[data_set]}-{self.version}.json")
        if not os.path.isdir(self.package_folder) or not os.path.isfile(export):
            sys.exit(f"{self.package} {self.version} is not in {cache}; run Scripts/fetch-icon-sets.sh")
        with open(export, encoding="utf-8") as f:
            document = json.load(f)
        self.icons = sorted((icon["name"], icon["styles"], icon.get("codepoint")) for icon in document["icons"])
        # This version's package, before any other on sys.path.
        sys.path.insert(0, self.package_folder)
        module_name = self.template.split(".", 1)[0]
        self.module = importlib.import_module(module_name)
        self.module_name = module_name

    def svg(self, name, style):
        """The SVG text of icon `name` in `style` (ignored by sets without styles)."""
        expression = self.template.replace("{name}", name).replace("{style}", style)
        # MDI and Lucide warn about deprecated icons (Lucide through warnings, MDI on stderr).
        with warnings.catch_warnings(), contextlib.redirect_stderr(io.StringIO()):
            warnings.simplefilter("ignore")
            return eval(expression, {self.module_name: self.module})  # the template is our own data

    def names(self, style):
        """The icons drawn in `style`: those that list it, or all when the set has no styles."""
        return [name for name, styles, _ in self.icons if not styles or style in styles]


def view_box(svg):
    """(minX, minY, width, height) of the root element's viewBox."""
    match = re.search(r'viewBox="([^"]+)"', svg)
    if not match:
        raise ValueError("SVG without a viewBox")
    return tuple(float(v) for v in re.split(r"[\s,]+", match.group(1).strip()))


class FontUnits:
    """SVG user units → font units, the convention of every font build-icon-fonts.py makes:
    the viewBox height is one em (units per em = height × SCALE[set]); x runs from the viewBox's
    left edge; y is flipped and the viewBox bottom sits at −1/8 em (Font Awesome's and Material
    Design Icons' own web fonts: ascender 7/8 em, descender −1/8 em)."""

    # Font units per SVG unit: enough that the packages' decimals stay exact (Font Awesome: one
    # decimal; MDI: two, 99.8 % of them; Phosphor: two decimals on 256 would need 25,600 units
    # per em, over the 16,384 FreeType accepts, so 50: a coordinate moves at most 0.5 unit).
    SCALE = {"fontawesome-7": 10, "mdi": 100, "phosphor": 50, "lucide": 100}

    def __init__(self, data_set, box):
        self.min_x, self.min_y, self.width, self.height = box
        self.scale = self.SCALE[data_set]
        self.units_per_em = round(self.height * self.scale)
        self.descender = -self.units_per_em // 8

    @property
    def advance(self):
        return round(self.width * self.scale)

    def transform(self):
        """The affine (xx, xy, yx, yy, dx, dy) taking SVG coordinates to font units."""
        s = self.scale
        return (s, 0, 0, -s, -self.min_x * s, (self.min_y + self.height) * s + self.descender)
