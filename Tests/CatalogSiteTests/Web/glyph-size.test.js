// glyph-size.js: the grid's glyph size chosen by the user, kept in the browser and the
// permalink, and the cells (and so the cells per row) it gives; without a browser.
'use strict';
const assert = require('node:assert');
const { describe, it } = require('node:test');
const { pageContext, run } = require('./support.js');

const context = pageContext();
for (const name of ['routes.js', 'grid.js', 'glyph-size.js']) run(context, name);
const { CatalogGlyphSize: Size, CatalogRoutes: Routes, CatalogGrid: Grid } = context;
const plain = value => JSON.parse(JSON.stringify(value));

// A storage as localStorage behaves (strings kept by key), or one that refuses (a private window).
function storage() {
  const items = new Map();
  return { getItem: key => (items.has(key) ? items.get(key) : null), setItem: (key, value) => items.set(key, String(value)), items };
}
const refusing = { getItem() { throw new Error('SecurityError'); }, setItem() { throw new Error('QuotaExceededError'); } };

describe('glyph-size.js: the size chosen', () => {
  it('offers five sizes, the grid’s own 28 px the default', () => {
    assert.deepStrictEqual(plain(Size.SIZES.map(([size]) => size)), [20, 28, 40, 56, 80]);
    assert.strictEqual(Size.DEFAULT, 28);
  });

  it('shows the permalink’s size, else the one kept, else the default; other values are ignored', () => {
    assert.strictEqual(Size.chosen('40', '56'), 40);
    assert.strictEqual(Size.chosen(null, '56'), 56);
    assert.strictEqual(Size.chosen('', '20'), 20);
    assert.strictEqual(Size.chosen(null, null), 28);
    for (const wrong of ['41', '0', '-20', '4e1', 'large', '28px', ' ']) {
      assert.strictEqual(Size.chosen(wrong, null), wrong === '4e1' ? 40 : 28, wrong);   // Number('4e1') is 40: still a size offered
      assert.strictEqual(Size.chosen(null, wrong), wrong === '4e1' ? 40 : 28, wrong);
    }
  });

  it('keeps the size in the browser’s storage, and does without one that refuses', () => {
    const kept = storage();
    assert.strictEqual(Size.kept(kept), null);
    Size.keep(56, kept);
    assert.strictEqual(kept.items.get('catalog-glyph-size'), '56');
    assert.strictEqual(Size.chosen(null, Size.kept(kept)), 56);
    Size.keep(40, refusing);
    assert.strictEqual(Size.kept(refusing), null);
  });

  it('is in the permalink when not the default, read back as the controls’ value', () => {
    const values = { q: 'heart', category: '', release: '', platform: '', version: '', restricted: '', mode: '', style: '', localized: false, rtl: false };
    assert.strictEqual(Routes.searchHash({ ...values, size: Size.linkValue(28) }, 'mdi', true), '#/search?q=heart&set=mdi');
    const hash = Routes.searchHash({ ...values, size: Size.linkValue(56) }, 'mdi', true);
    assert.strictEqual(hash, '#/search?q=heart&size=56&set=mdi');
    assert.strictEqual(Routes.values(Routes.parse(hash).parameters).size, '56');
    assert.strictEqual(Size.chosen(Routes.parse(hash).parameters.get('size'), '20'), 56);
    // The size is no filter: the query is the same at every size.
    assert.deepStrictEqual(plain(Routes.query({ ...values, size: '56' })), plain(Routes.query({ ...values, size: '' })));
  });
});

describe('glyph-size.js: the cells it gives', () => {
  it('sizes a cell around the glyph and two lines of name; the default is the grid’s 76 × 74 (90 with a set line)', () => {
    assert.deepStrictEqual(plain(Size.cell(28)), { width: 76, height: 74, everyHeight: 90 });
    assert.deepStrictEqual(plain(Size.cell(20)), { width: 68, height: 66, everyHeight: 82 });
    assert.deepStrictEqual(plain(Size.cell(80)), { width: 128, height: 126, everyHeight: 142 });
    assert.deepStrictEqual(plain(Size.properties(40)),
      { '--glyph-size': '40px', '--cell-width': '88px', '--cell-height-plain': '86px', '--cell-height-every': '102px' });
  });

  it('puts fewer cells in a row as the glyphs grow (the grid 1,256 px wide at 1280 × 800, 366 at 390 × 844)', () => {
    const perRow = width => Size.SIZES.map(([size]) => Grid.columnsFor(width, Size.cell(size).width, 6));
    assert.deepStrictEqual(plain(perRow(1256)), [17, 15, 13, 11, 9]);
    assert.deepStrictEqual(plain(perRow(366)), [5, 4, 3, 3, 2]);
  });
});
