// Glyphs from data/glyphs-NAME.js: each icon's drawing on its design grid (the bytes of
// `catalog glyph NAME --format svg --plain`), drawn as inline SVG, with its figures in font units (y up).
(function () {
  'use strict';
  const NS = 'http://www.w3.org/2000/svg';
  const { own, table, position } = window.CatalogTables;
  const store = window.CATALOG_GLYPHS = window.CATALOG_GLYPHS || table();
  const SIDE = 240;

  function entry(name) { return (window.CATALOG_SET_LIST || []).find(e => e.name === name) || null; }

  // The glyph file of `style` (data/glyphs-NAME.STYLE.js, a set of several styles), or null.
  function styleFile(set, style) {
    const listed = entry(set.name);
    return style && listed && listed.glyphStyles ? own(listed.glyphStyles, style) || null : null;
  }
  const key = (set, style) => (styleFile(set, style) ? set.name + '.' + style : set.name);

  // Loads the set's glyph script (with `style`, that style's) once; resolves true when loaded.
  function load(set, style) {
    const name = key(set, style);
    if (own(store, name)) return Promise.resolve(true);
    const listed = entry(set.name);
    const file = styleFile(set, style) || (listed && listed.glyphs);
    if (!file) return Promise.resolve(false);
    return window.CatalogScripts.load(file).then(() => Boolean(own(store, name)), () => false);
  }

  // The glyph of `symbol`: font (with its design grid), advance, bounds, optical centre, and
  // its design drawing's elements and viewBox width; or null. An entry leaves out from its end
  // the font's own advance and width, and font 0.
  // `style`: that style's glyph (null until its file is loaded); without, the default style's.
  function of(set, symbol, style) {
    const glyphs = own(store, key(set, style));
    const index = glyphs ? position(set, symbol) : -1;
    const item = index >= 0 ? glyphs.glyphs[index] : null;
    if (!item) return null;
    const font = glyphs.fonts[item.length > 5 ? item[5] : 0];
    const advance = item.length > 3 ? item[3] : font.advance;
    const box = item[1] ? { xMin: item[1][0], yMin: item[1][1], xMax: item[1][2], yMax: item[1][3] } : null;
    const alignment = font.alignment ? { xMin: 0, yMin: font.alignment[0], xMax: advance, yMax: font.alignment[1] } : null;
    return { font, advance, bounds: box, alignment, optical: item[2] ? { x: item[2][0], y: item[2][1] } : null,
      body: item[0], width: item.length > 4 ? item[4] : font.width };
  }

  function node(tag, attributes) {
    const element = document.createElementNS(NS, tag);
    for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, value);
    return element;
  }

  // The box a glyph is placed by: its bounds, else (no contours) its advance by one em.
  function drawnBox(g) { return g.bounds || { xMin: 0, yMin: 0, xMax: g.advance, yMax: g.font.unitsPerEm }; }

  // The icon's drawing as a group: the SVG file's paint and elements, moved from the design
  // grid by `transform` (its paths marked `outline` when filled); null if it does not parse.
  function drawing(g, transform) {
    const root = new DOMParser().parseFromString(standaloneOf(g), 'image/svg+xml').documentElement;
    if (!root || root.localName !== 'svg') return null;
    const group = node('g', { transform });
    for (const attribute of Array.from(root.attributes)) {
      if (!['xmlns', 'viewBox', 'width', 'height'].includes(attribute.name)) group.setAttribute(attribute.name, attribute.value);
    }
    const filled = group.getAttribute('fill') !== 'none';
    group.setAttribute('class', filled ? 'design' : 'design strokes');
    for (const child of Array.from(root.children)) {
      const element = document.importNode(child, true);
      if (filled && element.localName === 'path') element.setAttribute('class', 'outline');
      group.append(element);
    }
    return group;
  }

  // Design grid to font units: x / scale, (baseline − y) / scale; `flip` false keeps y down.
  function toFontUnits(g, flip) {
    const k = 1 / g.font.design.scale;
    return 'scale(' + k + ' ' + (flip ? -k : k) + ') translate(0 ' + (-g.font.design.baseline) + ')';
  }

  // Grid: the glyph in a square around its alignment box (and its bounds), so glyphs keep
  // their size and place relative to text.
  function small(g) {
    const boxes = [drawnBox(g)].concat(g.alignment ? [g.alignment] : []);
    const xMin = Math.min(...boxes.map(b => b.xMin)), xMax = Math.max(...boxes.map(b => b.xMax));
    const yMin = Math.min(...boxes.map(b => b.yMin)), yMax = Math.max(...boxes.map(b => b.yMax));
    const side = Math.max(xMax - xMin, yMax - yMin, 1);
    const x = (xMin + xMax - side) / 2, top = (yMax + yMin + side) / 2;
    const svg = node('svg', { class: 'glyph', viewBox: [x, -top, side, side].join(' '), 'aria-hidden': 'true', focusable: 'false' });
    const group = drawing(g, toFontUnits(g, false));
    if (group) svg.append(group);
    return svg;
  }

  // The style the grid draws: the style filter's, for a symbol that has it; else the default.
  function gridStyle(set, symbol) {
    const select = typeof document.querySelector === 'function' ? document.querySelector('select[name=style]') : null;
    const style = select ? select.value : '';
    const styles = symbol.s || [], prefer = (set.html && set.html.prefer) || [];
    const shown = prefer.find(p => styles.includes(p)) || styles[0] || '';
    return style && style !== shown && styles.includes(style) && styleFile(set, style) ? style : '';
  }

  // The cell's glyph for `symbol` (a cell rewritten for another symbol gets that one's), in
  // the chosen style once its file is loaded (then every cell is drawn again).
  function decorate(button, set, symbol) {
    let style = gridStyle(set, symbol);
    if (style && !own(store, key(set, style))) {
      const grid = button.closest('#grid');
      load(set, style).then(loaded => { if (loaded && grid) decorateAll(grid, set); });
      style = '';
    }
    const drawnAs = symbol.n + '/' + style;
    const drawn = button.querySelector('svg.glyph');
    if (drawn && drawn.dataset.glyphOf === drawnAs) return;
    if (drawn) drawn.remove();
    const g = of(set, symbol, style || undefined);
    button.classList.toggle('with-glyph', Boolean(g));
    if (!g) return;
    const svg = small(g);
    svg.dataset.glyphOf = drawnAs;
    button.prepend(svg);
  }

  function decorateAll(grid, set) {
    const byName = set.search && set.search.byName;
    for (const button of grid.querySelectorAll('.cell')) {
      const index = byName ? byName.get(button.dataset.symbol) : undefined;
      const symbol = index === undefined ? { n: button.dataset.symbol } : set.symbols[index];
      decorate(button, set, symbol);
    }
  }

  // Details: the reference app's alignment view as `glyph --format svg` draws it (the glyph's
  // larger side filling a grey square with centre lines; box and baseline orange, box centre,
  // optical centre red) with the alignment box dashed, all in font units in one transform.
  function large(g) {
    const box = drawnBox(g);
    const w = box.xMax - box.xMin, h = box.yMax - box.yMin;
    const k = SIDE / Math.max(w, h, 1);
    const tx = (SIDE - w * k) / 2 - box.xMin * k, baseline = (SIDE + h * k) / 2 + box.yMin * k;
    const svg = node('svg', { class: 'glyph-view', viewBox: '-24 -24 ' + (SIDE + 48) + ' ' + (SIDE + 48), role: 'img', 'aria-labelledby': 'glyph-caption' });
    svg.append(node('rect', { class: 'square', width: SIDE, height: SIDE }));
    svg.append(node('line', { class: 'centre-line', x1: SIDE / 2, y1: 0, x2: SIDE / 2, y2: SIDE }));
    svg.append(node('line', { class: 'centre-line', x1: 0, y1: SIDE / 2, x2: SIDE, y2: SIDE / 2 }));
    const group = node('g', { 'data-glyph': '', transform: 'translate(' + tx + ' ' + baseline + ') scale(' + k + ' ' + (-k) + ')' });
    const icon = drawing(g, toFontUnits(g, true));
    if (icon) group.append(icon);
    if (g.alignment) {
      const a = g.alignment;
      group.append(node('rect', { class: 'alignment', 'data-mark': 'alignment', x: a.xMin, y: a.yMin, width: a.xMax - a.xMin, height: a.yMax - a.yMin }));
    }
    if (g.bounds) {
      const b = g.bounds;
      group.append(node('rect', { class: 'bounds', 'data-mark': 'bounds', x: b.xMin, y: b.yMin, width: b.xMax - b.xMin, height: b.yMax - b.yMin }));
      group.append(node('circle', { class: 'box-center', cx: (b.xMin + b.xMax) / 2, cy: (b.yMin + b.yMax) / 2, r: 2.5 / k }));
    }
    group.append(node('line', { class: 'baseline', 'data-mark': 'baseline', x1: -tx / k, y1: 0, x2: (SIDE - tx) / k, y2: 0 }));
    if (g.optical) group.append(node('circle', { class: 'optical-center', 'data-mark': 'optical-center', cx: g.optical.x, cy: g.optical.y, r: 3.5 / k }));
    svg.append(group);
    return svg;
  }

  // The figure for the details pane, or null when the symbol has no glyph.
  function figure(set, symbol, style) {
    const g = of(set, symbol, style);
    if (!g) return null;
    const element = document.createElement('figure');
    element.className = 'glyph-figure';
    element.append(large(g));
    const caption = document.createElement('figcaption');
    caption.id = 'glyph-caption';
    const font = [g.font.family, g.font.style].filter(Boolean).join(' ');
    caption.append((font ? font + ', ' : '') + g.font.unitsPerEm + ' units/em. Box and baseline orange, optical centre red'
      + (g.alignment ? ', alignment box dashed.' : '.'));
    const listed = entry(set.name);
    if (listed && listed.licence) {
      const link = document.createElement('a');
      link.href = listed.licence;
      link.textContent = 'Licence';
      caption.append(' ', link);
    }
    element.append(caption);
    return element;
  }

  // Hundredths as GlyphPath.svgPathData writes them: `12`, `12.5`, `-0.25`.
  function number(hundredths) {
    const magnitude = Math.abs(hundredths), fraction = magnitude % 100;
    return (hundredths < 0 ? '-' : '') + Math.floor(magnitude / 100)
      + (fraction ? '.' + Math.floor(fraction / 10) + (fraction % 10 ? fraction % 10 : '') : '');
  }

  // A number of the short form in hundredths, read from its digits (no floating point).
  function hundredths(token) {
    const negative = token[0] === '-', [whole, fraction = ''] = token.replace('-', '').split('.');
    const value = Number(whole || '0') * 100 + Number((fraction + '00').slice(0, 2));
    return negative ? -value : value;
  }

  const ARITY = { m: 2, l: 2, h: 1, v: 1, q: 4, t: 2, c: 6, s: 4, z: 0 };

  // SiteGlyphPath's short form (each segment relative, m l h v q t c s, or absolute, M L H V Q
  // T C S, in hundredths; z after a contour whose closing line it left out, Z after one closed
  // without a line) as the absolute path data GlyphPath.svgPathData writes (M L Q C Z), byte for byte.
  function absolute(short) {
    const tokens = short.match(/[mlhvqtcszMLHVQTCSZ]|-?(?:\d+\.?\d*|\.\d+)/g) || [];
    let out = '', command = '', x = 0, y = 0, startX = 0, startY = 0, control = null;
    const point = (px, py) => number(px) + ' ' + number(py);
    for (let i = 0; i < tokens.length;) {
      if (/[a-zA-Z]/.test(tokens[i])) command = tokens[i++];
      if (command === 'z' || command === 'Z') {
        if (command === 'z' && (x !== startX || y !== startY)) out += 'L' + point(startX, startY);
        out += 'Z'; x = startX; y = startY; control = null; continue;
      }
      const lower = command.toLowerCase(), relative = command === lower;
      const n = ARITY[lower] || 0;
      if (!n || i + n > tokens.length) break;
      const d = tokens.slice(i, i + n).map(hundredths);
      i += n;
      // The segment's points, absolute: h and v move one coordinate, the others give pairs.
      const ox = relative ? x : 0, oy = relative ? y : 0;
      let next = null;
      if (lower === 'm' || lower === 'l' || lower === 'h' || lower === 'v') {
        const ex = lower === 'v' ? x : ox + d[0], ey = lower === 'h' ? y : lower === 'v' ? oy + d[0] : oy + d[1];
        out += (lower === 'm' ? 'M' : 'L') + point(ex, ey);
        x = ex; y = ey;
        if (lower === 'm') { startX = x; startY = y; }
      } else {
        const cubic = lower === 'c' || lower === 's', reflected = lower === 's' || lower === 't';
        const first = reflected ? (control && control.cubic === cubic ? [2 * x - control.x, 2 * y - control.y] : [x, y]) : [ox + d[0], oy + d[1]];
        const rest = d.slice(reflected ? 0 : 2);
        const points = [first];
        for (let k = 0; k < rest.length; k += 2) points.push([ox + rest[k], oy + rest[k + 1]]);
        out += (cubic ? 'C' : 'Q') + points.map(p => point(p[0], p[1])).join(' ');
        const c = points[points.length - 2];
        next = { x: c[0], y: c[1], cubic };
        [x, y] = points[points.length - 1];
      }
      control = next;
    }
    return out;
  }

  // `catalog glyph NAME --format svg --plain`: the font's design frame with the glyph's
  // viewBox width at its first `{width}` and its elements (or an outline's absolute path
  // data) at its last `{body}`.
  function standaloneOf(g) {
    const frame = g.font.design.frame, width = frame.indexOf('{width}'), body = frame.lastIndexOf('{body}');
    const elements = g.font.design.path ? absolute(g.body) : g.body;
    return frame.slice(0, width) + g.width + frame.slice(width + '{width}'.length, body) + elements + frame.slice(body + '{body}'.length);
  }

  function standalone(set, symbol, style) {
    const g = of(set, symbol, style);
    return g ? standaloneOf(g) : null;
  }

  // A small drawing of `symbol` in `style` (the details' styles side by side), or null.
  function thumbnail(set, symbol, style) {
    const g = of(set, symbol, style);
    return g ? small(g) : null;
  }

  // The set's HTML for the symbol as `catalog copy --html` writes it (in `style`, else the
  // style chosen first of set.html's `prefer` the symbol has, else its first), or null (SF Symbols).
  function html(set, symbol, chosen) {
    const html = set.html || { prefer: [], templates: {} };
    const styles = symbol.s || [];
    const style = chosen || html.prefer.find(s => styles.includes(s)) || styles[0] || '';
    const template = own(html.templates, style) || own(html.templates, '');
    // (The template holds {name} once; split and join, as a replace would read `$&` in a name.)
    return template ? template.split('{name}').join(window.CatalogHTML.attribute(symbol.n)) : null;
  }

  window.CatalogGlyphs = { load, loaded: name => Boolean(own(store, name)), of, decorate, decorateAll, figure, standalone, thumbnail, html, absolute, styleFile };
})();
