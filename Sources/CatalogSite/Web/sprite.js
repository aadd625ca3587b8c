// A collection's SVG sprite as `catalog collection export NAME --format svg-sprite` writes it,
// byte for byte: one <svg> with a <symbol id> per symbol that has a glyph here, each the
// glyph file's `design.symbol` frame (DesignDrawing.symbolFrame, written by Swift) filled with
// its id, title, width and drawing. Ids and titles by the cases both run
// (Tests/catalog-cliTests/Fixtures/svg-sprite-cases.json); sprite.test.js compares whole
// sprites with the CLI's.
(function () {
  'use strict';
  const { own } = window.CatalogTables;
  const ID_CHARACTER = /^[A-Za-z0-9._-]$/;

  // SVGSprite.ids: an id for each of `names`, in order, that XML accepts and no other has.
  function ids(names) {
    const used = new Set(), result = [];
    for (const name of names) {
      let id = Array.from(name, c => (ID_CHARACTER.test(c) ? c : '_')).join('');
      if (id && !/^[A-Za-z_]/.test(id)) id = '_' + id;
      if (!id) id = '_';
      let unique = id, count = 1;
      while (used.has(unique)) { count += 1; unique = id + '-' + count; }
      used.add(unique);
      result.push(unique);
    }
    return result;
  }

  // True for a character XML 1.0 holds (its Char production; a lone surrogate is none).
  function allowed(code) {
    return code === 0x09 || code === 0x0a || code === 0x0d || (code >= 0x20 && code <= 0xd7ff) || (code >= 0xe000 && code <= 0xfffd) || code >= 0x10000;
  }
  const hex = (code, digits) => code.toString(16).toUpperCase().padStart(digits, '0');
  const REFERENCES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '\r': '&#13;' };

  // A title as element content: XMLText.content with TerminalText.visibleForm for what XML
  // cannot hold (ESC as \e, the other controls as \xHH, else \u{HEX}).
  function title(text) {
    let out = '';
    for (const c of String(text)) {
      const code = c.codePointAt(0);
      if (own(REFERENCES, c)) out += REFERENCES[c];
      else if (allowed(code)) out += c;
      else if (code === 0x1b) out += '\\e';
      else if (code < 0x20) out += '\\x' + hex(code, 2);
      else out += '\\u{' + hex(code, 2) + '}';
    }
    return out;
  }

  // `symbols` of `set` as the sprite's text, and those left out for want of a glyph here:
  // each in its default style (the glyph file's), named as the set's `sprite` templates say.
  function sprite(set, symbols) {
    const drawn = [], left = [];
    for (const symbol of symbols) {
      const g = window.CatalogGlyphs.of(set, symbol);
      if (!g || !g.font.design.symbol) { left.push(symbol.n); continue; }
      const style = window.CatalogDetails.shownStyle(set, symbol);
      const template = own(set.sprite || {}, style) || own(set.sprite || {}, '') || '{name}';
      drawn.push({ g, title: symbol.n, asset: template.split('{name}').join(symbol.n) });
    }
    const named = ids(drawn.map(d => d.asset));
    const lines = drawn.map((d, i) => fill(d.g, named[i], d.title) + '\n');
    return { text: '<svg xmlns="http://www.w3.org/2000/svg">\n' + lines.join('') + '</svg>\n', left };
  }

  // The font's symbol frame filled, each placeholder where the frame has it: {id}, {title},
  // {width} (the first of each) and the drawing at the last {body} (an outline's path data
  // made absolute, as the SVG file has it).
  function fill(g, id, name) {
    const frame = g.font.design.symbol;
    const parts = [['{id}', frame.indexOf('{id}'), id], ['{title}', frame.indexOf('{title}'), title(name)],
                   ['{width}', frame.indexOf('{width}'), g.width],
                   ['{body}', frame.lastIndexOf('{body}'), g.font.design.path ? window.CatalogGlyphs.absolute(g.body) : g.body]];
    let out = '', at = 0;
    for (const [placeholder, where, value] of parts.sort((a, b) => a[1] - b[1])) {
      out += frame.slice(at, where) + value;
      at = where + placeholder.length;
    }
    return out + frame.slice(at);
  }

  window.CatalogSprite = { ids, title, sprite };
})();
