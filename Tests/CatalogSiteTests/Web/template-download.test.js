// The details' "SF Symbol template" download: template-download.js joins a template from the
// data/templates-SET[.STYLE].js that `catalog site` writes, and with the sets' fonts installed,
// the template it joins for several symbols of every style of every set with glyphs is byte for
// byte what `catalog template export NAME --data-set SET --style STYLE` writes.
'use strict';
const assert = require('node:assert');
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { describe, it } = require('node:test');
const { pageContext, run, binary } = require('./support.js');

function templateContext() {
  const context = pageContext();
  context.document = {};  // template-download.js reads no document when it is run
  for (const name of ['tables.js', 'template-download.js']) run(context, name);
  return context;
}

describe('template-download.js: pieces and own text joined in order', () => {
  const { assemble, source } = templateContext().CatalogTemplateDownload;
  const data = { pieces: ['<svg>', '</svg>\n', '<g>'], templates: { a: [0, 2, 'M0 0Z', 1], b: ['x', 0, 'y', 1] } };
  it('joins numbers as pieces and strings as they are', () => {
    assert.strictEqual(assemble(data, 'a'), '<svg><g>M0 0Z</svg>\n');
    assert.strictEqual(assemble(data, 'b'), 'x<svg>y</svg>\n');
  });
  it('a symbol without a template, and no data, give null', () => {
    assert.strictEqual(assemble(data, 'c'), null);
    assert.strictEqual(assemble(null, 'a'), null);
    assert.strictEqual(assemble(data, '__proto__'), null);
  });
  it('the file of the symbol\'s chunk in its style, else in the set\'s one style, else none', () => {
    const context = templateContext();
    context.CATALOG_SET_LIST = [{ name: 'fa', templates: { chunk: 2, files: { solid: ['data/templates-fa.solid', [0, 2]] } } },
                                { name: 'mdi', templates: { chunk: 2, files: { '': ['data/templates-mdi', [0, 1]] } } }, { name: 'sf' }];
    const fa = { name: 'fa', symbols: ['a', 'b', 'c', 'd', 'e'].map(n => ({ n })) };
    const mdi = { name: 'mdi', symbols: ['a', 'b', 'c'].map(n => ({ n })) };
    const sf = { name: 'sf', symbols: [{ n: 'a' }] };
    // The sets as their data scripts register them: a symbol's place is its place there.
    context.CATALOG_SETS = Object.assign(Object.create(null), { fa, mdi, sf });
    const found = context.CatalogTemplateDownload.source;
    assert.strictEqual(found(fa, fa.symbols[1], 'solid'), 'data/templates-fa.solid-0.js');
    assert.strictEqual(found(fa, fa.symbols[4], 'solid'), 'data/templates-fa.solid-2.js');
    assert.strictEqual(found(fa, fa.symbols[2], 'solid'), null, 'chunk 1 has no solid templates');
    assert.strictEqual(found(fa, fa.symbols[0], 'brands'), null);
    assert.strictEqual(found(fa, { n: 'z' }, 'solid'), null, 'not in the set');
    assert.strictEqual(found(mdi, mdi.symbols[2], ''), 'data/templates-mdi-1.js');
    assert.strictEqual(found(mdi, mdi.symbols[2], 'regular'), 'data/templates-mdi-1.js');
    assert.strictEqual(found(sf, sf.symbols[0], ''), null);
  });
  assert.strictEqual(typeof source, 'function');
});

// The installed fonts the embedded sets draw from, as glyph-files.test.js finds them.
const FONTS = path.join(process.env.XDG_DATA_HOME || path.join(os.homedir(), '.local/share'), 'fonts/catalog');
const SETS = [
  ['fontawesome-6', 'fontawesome-6.6.0/fa-solid-900.ttf'],
  ['fontawesome-7', 'fontawesome-7-7.3.1/CatalogFontAwesome7Free-Solid.otf'],
  ['mdi', 'mdi-7.4.47/CatalogMaterialDesignIcons-Regular.otf'],
  ['phosphor', 'phosphor-0.1.1/CatalogPhosphor-Regular.otf'],
  ['lucide', 'lucide-0.5.11/CatalogLucide-Regular.otf'],
];
const ready = SETS.every(([, font]) => fs.existsSync(path.join(FONTS, font)));

describe('every set\'s templates against catalog template export', { skip: ready ? false : 'needs the sets\' fonts (Scripts/install-fonts.sh SET)' }, () => {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'catalog-node-templates-'));
  process.on('exit', () => fs.rmSync(scratch, { recursive: true, force: true }));
  const site = path.join(scratch, 'site');
  const environment = { ...process.env, CATALOG_NO_CACHE: '1', XDG_CACHE_HOME: path.join(scratch, 'cache') };
  execFileSync(binary(), ['site', '--no-type-pages', '-o', site, ...SETS.flatMap(([set]) => ['--data-set', set])],
               { env: environment, stdio: ['ignore', 'ignore', 'pipe'] });
  const context = templateContext();
  run(context, path.join(site, 'data/sets.js'));
  const api = context.CatalogTemplateDownload;
  for (const [set] of SETS) {
    const listed = context.CATALOG_SET_LIST.find(entry => entry.name === set);
    run(context, path.join(site, listed.file));
    const data = context.CATALOG_SETS[set];
    it(set + ': template files for each style the site draws, a chunk of ' + (listed.templates || {}).chunk + ' symbols each', () => {
      assert.ok(listed.templates, set + ' lists no templates');
      assert.deepStrictEqual(Object.keys(listed.templates.files), listed.glyphStyles ? Object.keys(listed.glyphStyles) : ['']);
    });
    for (const style of Object.keys((listed.templates || {}).files || {})) {
      it(set + ' ' + (style || '(its one style)') + ': 6 symbols (Phosphor regular: 2 more, with interpolation sources) through the page\'s lookup, each the bytes of template export', () => {
        // The symbols of the style, spread over the set's list; Phosphor's regular also the ones with interpolation sources.
        const drawn = data.symbols.filter(symbol => !style || (symbol.s || []).includes(style));
        const step = Math.floor(drawn.length / 6), sample = Array.from({ length: 6 }, (_, i) => drawn[i * step + 1]);
        // Phosphor's regular with its thin and bold as interpolation sources (point-compatible: 57 of the first 128).
        const sources = set === 'phosphor' && style === 'regular' ? ['airplay', 'anchor'].map(n => data.symbols.find(s => s.n === n)) : [];
        sample.push(...sources);
        let total = 0;
        for (const symbol of sample) {
          const file = api.source(data, symbol, style);
          assert.ok(file, set + ' ' + style + ' ' + symbol.n + ': no template file');
          if (!context.CATALOG_TEMPLATES || !context.CATALOG_TEMPLATES[file]) run(context, path.join(site, file));
          const entry = context.CATALOG_TEMPLATES[file];
          assert.strictEqual(entry.name, set);
          assert.strictEqual(entry.style, style);
          const expected = execFileSync(binary(), ['template', 'export', symbol.n, '--data-set', set, ...(style ? ['--style', style] : [])],
                                        { env: environment, encoding: 'utf8', maxBuffer: 1 << 26, stdio: ['ignore', 'pipe', 'ignore'] });
          assert.strictEqual(api.assemble(entry, symbol.n), expected, set + ' ' + style + ' ' + symbol.n);
          if (sources.includes(symbol)) assert.ok(expected.includes('<g id="Ultralight-S"') && expected.includes('<g id="Black-S"'), symbol.n);
          total += 1;
        }
        assert.strictEqual(total, 6 + sources.length);
      });
    }
  }
});
