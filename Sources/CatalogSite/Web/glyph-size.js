// The grid's glyph size, chosen by the user (`select[name=size]`): kept in localStorage and in
// the permalink (`size=`, when not the default), the cells sized from it. No page needed
// (glyph-size.test.js); app.js applies it to the grid, which lays its rows out again.
(function () {
  'use strict';
  // Glyph sides in CSS px, with their labels; the default is the grid's before the choice.
  const SIZES = [[20, 'Small'], [28, 'Medium'], [40, 'Large'], [56, 'Extra large'], [80, 'Huge']];
  const DEFAULT = 28, STORAGE_KEY = 'catalog-glyph-size';
  // A cell: the glyph above two lines of name (15 px each), 3 px between them, 9 px of padding
  // and a 1 px border; at least 64 px wide for the names; the cross-set view a line (16 px) more.
  const NAME_LINES_PX = 30, GAP_PX = 3, PADDING_PX = 9, BORDER_PX = 2, SIDES_PX = 48, MIN_WIDTH_PX = 64, SET_LINE_PX = 16;

  // `text` as a size the page offers, else null.
  function parse(text) {
    const size = Number(text);
    return SIZES.some(([s]) => s === size) ? size : null;
  }

  // The size shown: the permalink's, else the one kept, else the default.
  function chosen(fromLink, kept) { return parse(fromLink) || parse(kept) || DEFAULT; }

  // The permalink's `size=` value: none for the default.
  function linkValue(size) { return size === DEFAULT ? '' : String(size); }

  // A cell's width and height (and its height in the cross-set view) in CSS px for `size`.
  function cell(size) {
    const height = size + GAP_PX + NAME_LINES_PX + PADDING_PX + BORDER_PX + 2;
    return { width: Math.max(MIN_WIDTH_PX, size + SIDES_PX), height, everyHeight: height + SET_LINE_PX };
  }

  // The grid's style properties for `size` (grid.js reads --cell-width and --cell-height).
  function properties(size) {
    const c = cell(size);
    return { '--glyph-size': size + 'px', '--cell-width': c.width + 'px', '--cell-height-plain': c.height + 'px', '--cell-height-every': c.everyHeight + 'px' };
  }

  // The size kept in `storage` (default: the page's localStorage), and keeping one there.
  function kept(storage) { try { return (storage || window.localStorage).getItem(STORAGE_KEY); } catch (error) { return null; } }
  function keep(size, storage) { try { (storage || window.localStorage).setItem(STORAGE_KEY, String(size)); } catch (error) { /* not kept */ } }

  window.CatalogGlyphSize = { SIZES, DEFAULT, STORAGE_KEY, parse, chosen, linkValue, cell, properties, kept, keep };
})();
