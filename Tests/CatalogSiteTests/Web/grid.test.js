// grid.js's window math, without a browser: which results the window shows, the columns that
// fit, the scroll that brings a row into view.
'use strict';
const assert = require('node:assert');
const { describe, it } = require('node:test');
const { pageContext, run } = require('./support.js');

const context = pageContext();
run(context, 'grid.js');
const Grid = context.CatalogGrid;
const plain = value => JSON.parse(JSON.stringify(value));

describe('grid.js: the window of rows', () => {
  it('fits columns of a minimum width with gaps between them', () => {
    assert.strictEqual(Grid.columnsFor(1256, 76, 6), 15);   // (1256 + 6) / 82 = 15.4
    assert.strictEqual(Grid.columnsFor(1224, 76, 6), 15);   // exactly 15 × 76 + 14 × 6
    assert.strictEqual(Grid.columnsFor(1223, 76, 6), 14);
    assert.strictEqual(Grid.columnsFor(366, 76, 6), 4);
    assert.strictEqual(Grid.columnsFor(10, 76, 6), 1);      // never none
  });

  it('shows the rows in the viewport and one more each side, within the results', () => {
    // 7,447 results in 15 columns, a row every 80 px: 497 rows.
    assert.deepStrictEqual(plain(Grid.windowFor(7447, 15, 80, -152, 800, 1)),
      { rows: 497, firstRow: 0, lastRow: 10, start: 0, end: 150, offset: 0 });
    assert.deepStrictEqual(plain(Grid.windowFor(7447, 15, 80, 8000, 800, 1)),
      { rows: 497, firstRow: 99, lastRow: 111, start: 1485, end: 1665, offset: 7920 });
    // Scrolled to the end: the last row is partial and nothing lies past it.
    assert.deepStrictEqual(plain(Grid.windowFor(7447, 15, 80, 497 * 80 - 800, 800, 1)),
      { rows: 497, firstRow: 486, lastRow: 497, start: 7290, end: 7447, offset: 38880 });
    // Scrolled past the end (a shorter list after typing far down): an empty window at the end.
    assert.deepStrictEqual(plain(Grid.windowFor(20, 15, 80, 5000, 800, 1)),
      { rows: 2, firstRow: 2, lastRow: 2, start: 20, end: 20, offset: 160 });
    assert.deepStrictEqual(plain(Grid.windowFor(0, 15, 80, 0, 800, 1)), { rows: 0, firstRow: 0, lastRow: 0, start: 0, end: 0, offset: 0 });
  });

  it('keeps the cells in the page bounded wherever the window is', () => {
    for (let top = -200; top < 497 * 80; top += 37) {
      const view = Grid.windowFor(7447, 15, 80, top, 800, 1);
      assert.ok(view.end - view.start <= 15 * (Math.ceil(800 / 80) + 3), `at ${top}: ${view.end - view.start} cells`);
      assert.ok(view.start <= Math.max(0, Math.floor(top / 80)) * 15 && view.end >= Math.min(7447, Math.ceil((top + 800) / 80) * 15), `at ${top}: the viewport's rows are in`);
    }
  });

  it('scrolls a row whole into view below the header, and not at all when it shows', () => {
    // The grid 150 px down the page, rows 74 px tall every 80, a 60 px sticky header, 800 px tall.
    assert.strictEqual(Grid.scrollFor(0, 80, 74, 150, 0, 60, 800), 0);
    assert.strictEqual(Grid.scrollFor(7, 80, 74, 150, 0, 60, 800), 0);          // 710…784: shows
    assert.strictEqual(Grid.scrollFor(8, 80, 74, 150, 0, 60, 800), 64);         // 790…864: its bottom at 800
    assert.strictEqual(Grid.scrollFor(2, 80, 74, 150, 1000, 60, 800), 250);     // 310: under the header
    assert.strictEqual(Grid.scrollFor(0, 80, 74, 150, 1000, 60, 800), 90);
  });
});
