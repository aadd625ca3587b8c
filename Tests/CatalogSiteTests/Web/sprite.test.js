// sprite.js: a collection's "Export as SVG sprite" in the page, byte-equal to `catalog
// collection export NAME --format svg-sprite` for the same symbols. Ids and titles by the
// cases Swift runs too (Tests/catalog-cliTests/Fixtures/svg-sprite-cases.json); whole sprites
// against the CLI's on every open set whose glyphs the site has (Lucide's always: its strokes
// come with the set; the others with their fonts installed, Scripts/install-fonts.sh).
'use strict';
const assert = require('node:assert');
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { describe, it } = require('node:test');
const { ROOT, pageContext, run, binary } = require('./support.js');

function spriteContext() {
  const context = pageContext();
  context.document = {};  // the scripts read no document when they are run
  for (const name of ['tables.js', 'html.js', 'glyphs.js', 'details.js', 'sprite.js']) run(context, name);
  return context;
}
const cases = JSON.parse(fs.readFileSync(path.join(ROOT, 'Tests/catalog-cliTests/Fixtures/svg-sprite-cases.json'), 'utf8'));

describe('sprite.js: ids and titles by the cases Swift runs', () => {
  const { ids, title } = spriteContext().CatalogSprite;
  it('has the cases: 6 of ids, 9 titles', () => {
    assert.strictEqual(cases.ids.length, 6);
    assert.strictEqual(cases.titles.length, 9);
  });
  for (const example of cases.ids) it('ids: ' + example.why, () => assert.deepStrictEqual(Array.from(ids(example.names)), example.ids));
  for (const example of cases.titles) it('title: ' + example.why, () => assert.strictEqual(title(example.title), example.escaped));
});

describe('sprite.js: the page\'s sprite is the CLI\'s', () => {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'catalog-node-sprite-'));
  process.on('exit', () => fs.rmSync(scratch, { recursive: true, force: true }));
  const environment = { ...process.env, CATALOG_NO_CACHE: '1', XDG_CACHE_HOME: path.join(scratch, 'cache') };
  const cli = args => execFileSync(binary(), args, { env: environment, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 1 << 26 });
  const SETS = ['lucide', 'fontawesome-6', 'mdi', 'phosphor'];
  const site = path.join(scratch, 'site');
  cli(['site', '--no-type-pages', '--no-templates', '-o', site, ...SETS.flatMap(s => ['--data-set', s])]);
  const context = spriteContext();
  run(context, path.join(site, 'data/sets.js'));

  for (const name of SETS) {
    const listed = context.CATALOG_SET_LIST.find(e => e.name === name);
    const drawn = listed && listed.glyphs;
    it(name + ': 40 symbols across the set (every style it has), as collection export --format svg-sprite writes them',
       { skip: drawn || name === 'lucide' ? false : 'no glyphs of ' + name + ' in the site (Scripts/install-fonts.sh ' + name + ')' }, () => {
      assert.ok(drawn, name + ' has glyphs in the site');
      run(context, path.join(site, 'data/' + name + '.js'));
      run(context, path.join(site, listed.glyphs));
      const set = context.CATALOG_SETS[name];
      assert.strictEqual(set.name, name);
      // Every 1/40th of the set, then one symbol of each style it has (Font Awesome's brands).
      const step = Math.floor(set.symbols.length / 40);
      const picked = Array.from({ length: 40 }, (_, i) => set.symbols[i * step]);
      for (const style of set.styles) {
        const one = set.symbols.find(s => (s.s || []).includes(style) && !picked.includes(s));
        if (one) picked.push(one);
      }
      const store = path.join(scratch, name + '-store.json');
      cli(['collection', 'new', 'picked', '--store', store]);
      cli(['collection', 'add', 'picked', ...picked.map(s => s.n), '--data-set', name, '--store', store]);
      const expected = cli(['collection', 'export', 'picked', '--format', 'svg-sprite', '--data-set', name, '--store', store]);
      const page = context.CatalogSprite.sprite(set, picked);
      assert.deepStrictEqual(Array.from(page.left), []);
      assert.strictEqual(expected.split('\n').length, picked.length + 3);
      assert.strictEqual(page.text, expected);
    });
  }
});
