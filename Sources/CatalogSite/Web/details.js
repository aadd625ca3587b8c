// The details pane: everything the data set says about one symbol, with copy buttons
// (the release notes are release-notes.js's).
(function () {
  'use strict';

  // An element with attributes (`text`: its text) and children; the other page scripts use it too.
  function element(tag, attributes, children) {
    const node = document.createElement(tag);
    for (const [key, value] of Object.entries(attributes || {})) {
      if (value === null || value === undefined || value === false) continue;
      if (key === 'text') node.textContent = value;
      else node.setAttribute(key, value === true ? '' : value);
    }
    for (const child of children || []) if (child) node.append(child);
    return node;
  }
  window.CatalogElement = element;

  function section(title, body) {
    if (!body) return null;
    return element('section', {}, [element('h3', { text: title }), body]);
  }

  function list(items) {
    if (!items.length) return null;
    return element('ul', {}, items.map(item => (typeof item === 'string' ? element('li', { text: item }) : element('li', {}, [item]))));
  }

  const hex = code => 'U+' + code.toString(16).toUpperCase().padStart(4, '0');

  // The copy formats in the page's order: `data-copy` names, the `catalog copy --format` ones.
  const LABELS = { name: 'Copy name', svg: 'Copy SVG', html: 'Copy HTML', swiftui: 'Copy SwiftUI Image',
                   uikit: 'Copy UIKit UIImage', appkit: 'Copy AppKit NSImage', character: 'Copy character' };

  // The style the page shows `symbol` in: the first of the set's `prefer` it has, else its first.
  function shownStyle(set, symbol) {
    const styles = symbol.s || [];
    const prefer = (set && set.html && set.html.prefer) || [];
    return prefer.find(s => styles.includes(s)) || styles[0] || '';
  }

  // A plain name's title as SymbolSnippet.title makes it: words between . - _ capitalised.
  const title = name => name.split(/[.\-_ ]/).filter(Boolean).map(w => w[0].toUpperCase() + w.slice(1)).join(' ');
  const PLAIN = /^[A-Za-z0-9._-]+$/;

  // `format`'s Swift code for `symbol` in `style` (set.swift: SiteSwiftSnippet), or null.
  function swift(set, symbol, style, format) {
    const data = set && set.swift;
    if (!data) return null;
    const { own } = window.CatalogTables;
    const exact = own(data.exact, symbol.n);
    if (exact) { const texts = own(exact, style) || own(exact, ''); return texts ? own(texts, format) || null : null; }
    if (!PLAIN.test(symbol.n)) return null;
    const templates = own(data.templates, style) || own(data.templates, '');
    const template = templates && own(templates, format);
    return template ? template.split('{name}').join(symbol.n).split('{title}').join(title(symbol.n)) : null;
  }

  // What to copy for `symbol` of `set` in `style` (default: the style shown first): [format,
  // label, text], each the text `catalog copy NAME --format FORMAT --style STYLE` writes.
  function copies(symbol, set, chosen) {
    const style = chosen || shownStyle(set, symbol);
    const styled = set ? styledFor(set, symbol, style) : undefined;
    const items = [['name', symbol.n]];
    const svg = set ? window.CatalogGlyphs.standalone(set, symbol, styled) : null;
    if (svg) items.push(['svg', svg]);
    const html = set ? window.CatalogGlyphs.html(set, symbol, chosen) : null;
    if (html) items.push(['html', html]);
    for (const format of ['swiftui', 'uikit', 'appkit']) {
      const text = swift(set, symbol, style, format);
      if (text) items.push([format, text]);
    }
    if (symbol.u) items.push(['character', String.fromCodePoint(symbol.u)]);
    return items.map(([format, text]) => [format, LABELS[format], text]);
  }

  // The style to read a glyph file of for `style`: none (the default file) for the style shown
  // first, else `style` when the set has a file per style.
  function styledFor(set, symbol, style) {
    return style && style !== shownStyle(set, symbol) && window.CatalogGlyphs.styleFile(set, style) ? style : undefined;
  }

  // The style chosen in the details (per set and symbol), else the grid's style filter's.
  let chosen = null;
  function detailsStyle(set, symbol) {
    if (chosen && chosen.set === set.name && chosen.name === symbol.n) return chosen.style;
    const select = document.querySelector('select[name=style]');
    return select && (symbol.s || []).includes(select.value) ? select.value : shownStyle(set, symbol);
  }

  // Every style of the symbol side by side, each a button that shows and copies it; a style's
  // drawing comes once its glyph file is loaded (then the pane is drawn again).
  function styles(pane, set, symbol, style, again) {
    const names = symbol.s || [];
    if (names.length < 2) return names.length ? section('Styles', element('p', { text: names.join(', ') })) : null;
    const row = element('div', { class: 'styles', role: 'group', 'aria-label': 'Styles' });
    const waiting = [];
    for (const name of names) {
      const styled = styledFor(set, symbol, name);
      if (styled && !window.CatalogGlyphs.thumbnail(set, symbol, styled)) waiting.push(window.CatalogGlyphs.load(set, styled));
      const drawing = window.CatalogGlyphs.thumbnail(set, symbol, styled);
      const button = element('button', { type: 'button', 'data-style': name, 'aria-pressed': String(name === style) },
        [drawing, element('span', { text: name })]);
      button.addEventListener('click', () => { chosen = { set: set.name, name: symbol.n, style: name }; again(); });
      row.append(button);
    }
    if (waiting.length) {
      Promise.all(waiting).then(loaded => { if (loaded.some(Boolean) && pane.getAttribute('data-symbol') === symbol.n) again(); });
    }
    return section('Styles', row);
  }

  // Fills `pane` for `symbol` of `set`; `copy(text)` copies, `close()` closes.
  function render(pane, set, symbol, copy, close) {
    const style = detailsStyle(set, symbol);
    const styled = styledFor(set, symbol, style);
    const again = () => { if (pane.getAttribute('data-symbol') === symbol.n) render(pane, set, symbol, copy, close); };
    const release = set.releases[symbol.r] || { id: '?', platforms: {} };
    pane.replaceChildren();
    pane.setAttribute('data-symbol', symbol.n);
    const header = element('div', { class: 'details-head' }, [
      element('h2', { id: 'details-name', text: symbol.n }),
      element('button', { type: 'button', class: 'close', 'aria-label': 'Close details', text: '×' }),
    ]);
    header.querySelector('.close').addEventListener('click', close);
    if (window.CatalogFavorites) header.insertBefore(window.CatalogFavorites.star(set, symbol), header.querySelector('.close'));
    pane.append(header);
    if (symbol.d) pane.append(element('p', { class: 'note', text: 'Deprecated: ' + symbol.d }));
    if (symbol.x) pane.append(element('p', { class: 'note', 'data-field': 'restriction', text: 'Restricted: ' + symbol.x }));

    const buttons = element('div', { class: 'copies', role: 'group', 'aria-label': 'Copy' });
    const glyph = window.CatalogGlyphs.figure(set, symbol, styled);
    if (glyph) pane.append(glyph);
    const styleRow = styles(pane, set, symbol, style, again);
    if (styleRow) pane.append(styleRow);
    for (const [format, label, text] of copies(symbol, set, style)) {
      const button = element('button', { type: 'button', 'data-copy': format, text: label });
      button.addEventListener('click', () => {
        copy(text, label.replace(/^Copy /, ''));
        button.textContent = 'Copied ✓';
        setTimeout(() => { button.textContent = label; }, 1500);
      });
      buttons.append(button);
    }
    pane.append(buttons);
    const downloads = window.CatalogDownloads ? window.CatalogDownloads.section(set, symbol, style, styled) : null;
    if (downloads) pane.append(downloads);

    const introduced = Object.entries(release.platforms).map(([platform, version]) => platform + ' ' + version);
    pane.append(section('Introduced', element('p', { 'data-field': 'introduced', text: release.id + (introduced.length ? ' — ' + introduced.join(', ') : '') })));
    if (symbol.p) {
      const lines = [];
      for (const [platform, names] of Object.entries(symbol.p)) {
        for (let i = 0; i + 1 < names.length; i++) lines.push('Before ' + platform + ' ' + names[i + 1][1] + ' use ' + names[i][0]);
      }
      pane.append(section('Names by OS', list(lines)));
    }
    if (symbol.o) pane.append(section('Old names', list(symbol.o)));
    const labels = new Map(set.categories.map(c => [c.key, c.label]));
    if (symbol.c) pane.append(section('Categories', list(symbol.c.map(key => labels.get(key) || key))));
    if (symbol.k) pane.append(section('Keywords', element('p', { 'data-field': 'keywords', text: symbol.k.join(', ') })));
    if (symbol.m) {
      pane.append(section('Rendering modes', list(Object.entries(symbol.m).map(([mode, r]) => mode + ' (' + (set.releases[r] ? set.releases[r].id : '?') + ')'))));
    }
    if (symbol.v) pane.append(section('Localizations', list(symbol.v.map(([name, , script, r]) => name + ' — ' + script + ' (' + (set.releases[r] ? set.releases[r].id : '?') + ')'))));
    if (symbol.u) pane.append(section('Code point', element('p', { 'data-field': 'codepoint', text: hex(symbol.u) })));
    pane.hidden = false;
  }

  window.CatalogDetails = { render, copies, shownStyle };
})();
