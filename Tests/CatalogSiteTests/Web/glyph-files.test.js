// The site's glyph files: glyphs.js turns SiteGlyphPath's short outlines back into the
// absolute path data `catalog glyph NAME --format svg --plain` writes, and with the installed
// fonts a sample of every open set's glyphs, as the page copies them, equals the SVG that
// Scripts/design-svg-reference.py draws with fontTools (no catalog code) from the same fonts.
'use strict';
const assert = require('node:assert');
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { describe, it } = require('node:test');
const { ROOT, pageContext, run, binary } = require('./support.js');

function glyphContext() {
  const context = pageContext();
  context.document = {};  // glyphs.js reads no document when it is run
  for (const name of ['tables.js', 'html.js', 'glyphs.js']) run(context, name);
  return context;
}

describe('glyphs.js: the short outlines made absolute', () => {
  const { absolute } = glyphContext().CatalogGlyphs;
  // The cases SiteGlyphPathTests writes with SiteGlyphPath.short, worked by hand.
  const { cases } = JSON.parse(fs.readFileSync(path.join(__dirname, 'glyph-path-cases.json'), 'utf8'));
  it('reads the cases file', () => assert.strictEqual(cases.length, 12));
  for (const { why, short, absolute: expected } of cases) {
    it(why, () => assert.strictEqual(absolute(short), expected));
  }
  // The page's reading alone: s after no curve takes the current point as its first control point.
  it('s after no curve', () => assert.strictEqual(absolute('m0 0s1 1 2 0'), 'M0 0C0 0 1 1 2 0'));
});

// The installed fonts and packages the reference script reads, as DesignSVGSetTests finds them.
const FONTS = path.join(process.env.XDG_DATA_HOME || path.join(os.homedir(), '.local/share'), 'fonts/catalog');
const SETS = [
  ['fontawesome-6', 'solid', 'fontawesome-6.6.0/fa-solid-900.ttf'],
  ['fontawesome-6', 'brands', 'fontawesome-6.6.0/fa-brands-400.ttf'],
  ['fontawesome-7', 'solid', 'fontawesome-7-7.3.1/CatalogFontAwesome7Free-Solid.otf'],
  ['fontawesome-7', 'brands', 'fontawesome-7-7.3.1/CatalogFontAwesome7Brands-Regular.otf'],
  ['mdi', 'regular', 'mdi-7.4.47/CatalogMaterialDesignIcons-Regular.otf'],
  ['phosphor', 'regular', 'phosphor-0.1.1/CatalogPhosphor-Regular.otf'],
  ['lucide', 'regular', '-'],
];
const ready = SETS.every(([, , font]) => font === '-' || fs.existsSync(path.join(FONTS, font)))
  && (() => { try { execFileSync('python3', ['-c', 'import fontTools']); return true; } catch (error) { return false; } })();

describe('every set\'s glyph file against fontTools', { skip: ready ? false : 'needs the sets\' fonts (Scripts/install-fonts.sh SET) and python3 fontTools' }, () => {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'catalog-node-glyph-files-'));
  process.on('exit', () => fs.rmSync(scratch, { recursive: true, force: true }));
  const site = path.join(scratch, 'site');
  const sets = [...new Set(SETS.map(s => s[0]))];
  execFileSync(binary(), ['site', '--no-type-pages', '--no-templates', '-o', site, ...sets.flatMap(s => ['--data-set', s])],
               { env: { ...process.env, CATALOG_NO_CACHE: '1', XDG_CACHE_HOME: path.join(scratch, 'cache') }, stdio: ['ignore', 'ignore', 'pipe'] });
  const context = glyphContext();
  run(context, path.join(site, 'data/sets.js'));
  for (const set of sets) {
    run(context, path.join(site, 'data/' + set + '.js'));
    run(context, path.join(site, 'data/glyphs-' + set + '.js'));
  }
  for (const [set, style, font] of SETS) {
    it(set + ' ' + style + ': 24 glyphs, every one the reference\'s bytes', () => {
      const data = context.CATALOG_SETS[set];
      const prefer = data.html.prefer;
      const shown = s => prefer.find(p => (s.s || []).includes(p)) || (s.s || [])[0] || 'regular';
      const drawn = data.symbols.filter(s => shown(s) === style && context.CatalogGlyphs.standalone({ name: set }, s));
      assert.ok(drawn.length >= 24, set + ' ' + style + ': ' + drawn.length + ' glyphs');
      const step = Math.floor(drawn.length / 24), sample = Array.from({ length: 24 }, (_, i) => drawn[i * step]);
      const script = path.join(ROOT, 'Scripts/design-svg-reference.py');
      const expected = execFileSync('python3', [script, set, style, font === '-' ? '-' : path.join(FONTS, font), ...sample.map(s => s.n)],
                                    { encoding: 'utf8', maxBuffer: 1 << 26 }).split('\n').filter(Boolean);
      assert.strictEqual(expected.length, sample.length);
      sample.forEach((symbol, i) => assert.strictEqual(context.CatalogGlyphs.standalone({ name: set }, symbol), expected[i] + '\n', symbol.n));
    });
  }
});
