// Favorites and collections: the store's lists as they stood when the site was built
// (window.CATALOG_STORE, read-only); favorites starred here (in the details or the grid) and
// collections made, renamed and filled here, kept in localStorage per set; each exported in
// the format of `catalog collection export` (what `collection import` reads).
(function () {
  'use strict';
  const { own } = window.CatalogTables;
  const store = window.CATALOG_STORE || { sets: {} };
  const exportName = 'site-favorites';

  const element = window.CatalogElement;  // details.js

  const storageKey = set => 'catalog-favorites:' + set.name;
  function starred(set) {
    try {
      const names = JSON.parse(localStorage.getItem(storageKey(set)) || '[]');
      return Array.isArray(names) ? names.filter(n => typeof n === 'string') : [];
    } catch (error) { return []; }
  }
  function keep(set, names) {
    try { localStorage.setItem(storageKey(set), JSON.stringify(names)); } catch (error) { /* not kept */ }
    starredNow.delete(set.name);
  }
  // The current names starred in each set, made once a change (the grid asks per cell).
  const starredNow = new Map();
  function isStarred(set, name) {
    if (!starredNow.has(set.name)) starredNow.set(set.name, new Set(starredSymbols(set).map(s => s.n)));
    return starredNow.get(set.name).has(name);
  }
  function toggle(set, symbol) {
    const names = starred(set).filter(n => { const s = symbolOf(set, n); return !(s && s.n === symbol.n); });
    if (!isStarred(set, symbol.n)) names.push(symbol.n);
    keep(set, names);
  }

  // Collections made here: [{name, symbols: [current names]}], per set.
  const collectionsKey = set => 'catalog-collections:' + set.name;
  function collections(set) {
    try {
      const lists = JSON.parse(localStorage.getItem(collectionsKey(set)) || '[]');
      return Array.isArray(lists) ? lists.filter(l => l && typeof l.name === 'string' && Array.isArray(l.symbols))
        .map(l => ({ name: l.name, symbols: l.symbols.filter(n => typeof n === 'string') })) : [];
    } catch (error) { return []; }
  }
  function keepCollections(set, lists) {
    try { localStorage.setItem(collectionsKey(set), JSON.stringify(lists)); } catch (error) { /* not kept */ }
  }
  // A collection's name as `catalog collection` takes one: trimmed, not empty, not taken
  // (`favorites` is the store's own). Returns the reason it cannot be, or null.
  function nameProblem(set, name, except) {
    if (!name) return 'A collection needs a name.';
    if (name === 'favorites' || name === exportName) return '“' + name + '” is taken by the favorites.';
    if (collections(set).some(l => l.name === name && l.name !== except)) return 'There is a collection “' + name + '” already.';
    return null;
  }
  function addTo(set, listName, symbol) {
    const lists = collections(set), list = lists.find(l => l.name === listName);
    if (!list || list.symbols.includes(symbol.n)) return;
    list.symbols.push(symbol.n);
    keepCollections(set, lists);
  }

  // The symbol `name` stands for in `set` (an old name or alias resolves), or null.
  function symbolOf(set, name) {
    let index = set.search ? set.search.byName.get(name) : undefined;
    if (index === undefined && own(set.aliases, name) && set.search) index = set.search.byName.get(own(set.aliases, name));
    if (index === undefined) { const found = set.symbols.findIndex(s => s.n === name); index = found < 0 ? undefined : found; }
    return index === undefined ? null : set.symbols[index];
  }

  // The starred symbols of `set`, current names, each once, in the order starred.
  function starredSymbols(set) {
    const seen = new Set(), symbols = [];
    for (const name of starred(set)) {
      const symbol = symbolOf(set, name);
      if (symbol && !seen.has(symbol.n)) { seen.add(symbol.n); symbols.push(symbol); }
    }
    return symbols;
  }

  // The details pane's star: aria-pressed says whether `symbol` is a favorite here.
  // (With a collection made here, a select beside it adds the symbol to one.)
  function star(set, symbol) {
    const button = element('button', { type: 'button', class: 'star', 'data-favorite': true, 'aria-label': 'Favorite (kept in this browser)' });
    const show = () => {
      const on = isStarred(set, symbol.n);
      button.setAttribute('aria-pressed', String(on));
      button.textContent = on ? '★ Favorite' : '☆ Favorite';
    };
    button.addEventListener('click', () => {
      toggle(set, symbol);
      show();
      document.dispatchEvent(new CustomEvent('catalog-favorites', { detail: { set: set.name } }));
    });
    show();
    const lists = collections(set);
    if (!lists.length) return button;
    const adding = element('select', { 'data-add-to': true, 'aria-label': 'Add ' + symbol.n + ' to a collection' },
      [element('option', { value: '', text: 'Add to…' })].concat(lists.map(l =>
        element('option', { value: l.name, text: l.name + (l.symbols.includes(symbol.n) ? ' ✓' : '') }))));
    adding.addEventListener('change', () => {
      if (!adding.value) return;
      addTo(set, adding.value, symbol);
      adding.selectedOptions[0].textContent = adding.value + ' ✓';
      adding.value = '';
    });
    return element('span', { class: 'favorite-controls' }, [button, adding]);
  }

  // The export document: `catalog collection export`'s JSON, every name of each symbol; the
  // favorites as `site-favorites`, a collection by its name.
  function exported(set, name = exportName, symbols = starredSymbols(set)) {
    const info = own(store.sets, set.name) || {};
    const dataSet = info.dataSet || set.name;
    return {
      schemaVersion: 1, name, shownIn: dataSet,
      symbols: symbols.map(s => Object.assign({ shownAs: s.n, names: [s.n].concat(s.o || []), dataSet },
        info.family ? { family: info.family } : {})),
    };
  }
  const symbolsOf = (set, names) => names.map(n => symbolOf(set, n)).filter(Boolean);

  const fileName = (set, name, extension) => (name === exportName ? 'favorites-' + set.name : name + '-' + set.name).replace(/[^A-Za-z0-9._-]+/g, '_') + extension;
  function save(text, file, type) {
    const link = element('a', { href: URL.createObjectURL(new Blob([text], { type })), download: file });
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(link.href), 60000);
  }
  function download(set, name = exportName, symbols = starredSymbols(set)) {
    save(JSON.stringify(exported(set, name, symbols), null, 2) + '\n', fileName(set, name, '.json'), 'application/json');
  }

  // "Export as SVG sprite": the symbols as `catalog collection export NAME --format svg-sprite`
  // writes them (sprite.js), once the set's glyphs are loaded; `said` names those left out.
  function spriteButton(set, name, symbols, said) {
    const button = element('button', { type: 'button', 'data-export-sprite': name, text: 'Export as SVG sprite' });
    button.disabled = !symbols.length;
    button.addEventListener('click', async () => {
      await window.CatalogGlyphs.load(set);
      const { text, left } = window.CatalogSprite.sprite(set, symbols);
      said.textContent = left.length === symbols.length
        ? 'No glyph of these symbols in this site' + (set.html && Object.keys(set.html.templates || {}).length ? '.' : ': SF Symbols’ glyphs come only from a font of yours (catalog site --symbols-font FILE).')
        : left.length ? 'Left out of the sprite, without a glyph here: ' + left.join(', ') : '';
      if (left.length < symbols.length) save(text, fileName(set, name, '.svg'), 'image/svg+xml');
    });
    return button;
  }

  // Links to the symbols, each with its glyph where the set has one.
  function links(set, names) {
    const suffix = (window.CATALOG_SET_LIST || []).length > 1 ? '?set=' + encodeURIComponent(set.name) : '';
    return element('ul', { class: 'symbol-list' }, names.map(name => {
      const link = element('a', { href: '#/symbol/' + encodeURIComponent(name) + suffix, 'data-symbol-link': name },
        [element('span', { text: name })]);
      const symbol = symbolOf(set, name);
      if (symbol && window.CatalogGlyphs) window.CatalogGlyphs.decorate(link, set, symbol);
      return element('li', {}, [link]);
    }));
  }

  // The collections made here: each with its symbols, Rename and Export; a form makes one.
  function ownCollections(container, set) {
    const section = element('section', { 'data-browser-collections': true, 'aria-labelledby': 'browser-collections' }, [
      element('h3', { id: 'browser-collections', text: 'Collections in this browser' }),
      element('p', { class: 'muted', text: 'Make a collection here, then add symbols to it from their details (“Add to…”). '
        + 'Export writes it as a file that catalog collection import FILE reads, under its name; Export as SVG sprite, its icons as one SVG '
        + '(a <symbol id> each, as catalog collection export NAME --format svg-sprite writes them).' }),
    ]);
    const problem = element('p', { class: 'note', role: 'alert' });
    const rerender = () => render(container, set);
    const nameInput = element('input', { type: 'text', name: 'collection-name', 'aria-label': 'New collection name', placeholder: 'New collection name', autocomplete: 'off' });
    const create = element('button', { type: 'submit', 'data-create-collection': true, text: 'Make collection' });
    const form = element('form', { class: 'collection-form' }, [nameInput, create]);
    form.addEventListener('submit', event => {
      event.preventDefault();
      const name = nameInput.value.trim(), why = nameProblem(set, name);
      if (why) { problem.textContent = why; return; }
      keepCollections(set, collections(set).concat([{ name, symbols: [] }]));
      rerender();
    });
    section.append(form, problem);
    for (const list of collections(set)) {
      const renameInput = element('input', { type: 'text', name: 'rename', value: list.name, 'aria-label': 'New name for ' + list.name, autocomplete: 'off' });
      const rename = element('button', { type: 'submit', 'data-rename': true, text: 'Rename' });
      const renameForm = element('form', { class: 'collection-form' }, [renameInput, rename]);
      renameForm.addEventListener('submit', event => {
        event.preventDefault();
        const name = renameInput.value.trim(), why = nameProblem(set, name, list.name);
        if (why) { problem.textContent = why; return; }
        keepCollections(set, collections(set).map(l => l.name === list.name ? { name, symbols: l.symbols } : l));
        rerender();
      });
      const symbols = symbolsOf(set, list.symbols);
      const exportButton = element('button', { type: 'button', 'data-export-collection': list.name, text: 'Export ' + list.name });
      exportButton.disabled = !symbols.length;
      exportButton.addEventListener('click', () => download(set, list.name, symbols));
      const said = element('p', { class: 'muted', 'data-sprite-note': list.name, role: 'status' });
      section.append(element('div', { 'data-collection': list.name }, [
        element('h4', { text: list.name + ' (' + symbols.length + ')' }),
        symbols.length ? links(set, symbols.map(s => s.n)) : element('p', { text: 'Nothing in it yet.' }),
        renameForm, element('div', { class: 'collection-form' }, [exportButton, spriteButton(set, list.name, symbols, said)]), said,
      ]));
    }
    container.append(section);
  }

  function render(container, set) {
    container.replaceChildren(element('h2', { text: 'Favorites and collections — ' + set.name }));
    const mine = starredSymbols(set);
    const exportButton = element('button', { type: 'button', 'data-export': true, text: 'Export favorites' });
    exportButton.disabled = !mine.length;
    exportButton.addEventListener('click', () => download(set));
    container.append(element('section', { 'data-browser-favorites': true, 'aria-labelledby': 'browser-favorites' }, [
      element('h3', { id: 'browser-favorites', text: 'Starred in this browser (' + mine.length + ')' }),
      element('p', { class: 'muted', text: 'Star a symbol in its details or in the grid (the star in its cell’s corner, or f); the stars stay in this browser, per data set. '
        + 'Export writes them as a file that catalog collection import FILE reads (as the collection ' + exportName + ', or --as NAME).' }),
      mine.length ? links(set, mine.map(s => s.n)) : element('p', { text: 'No symbol starred yet.' }),
      exportButton,
    ]));
    ownCollections(container, set);

    const info = own(store.sets, set.name);
    const lists = info ? info.lists.filter(l => l.symbols.length || l.missing.length) : [];
    const section = element('section', { 'data-store': true, 'aria-labelledby': 'store-lists' }, [
      element('h3', { id: 'store-lists', text: 'From your store' }),
      element('p', { class: 'muted', text: 'As the store stood when this site was built (read-only); names as this data set has them now.' }),
    ]);
    if (!lists.length) section.append(element('p', { text: 'The store had no favorites or collections when this site was built.' }));
    for (const list of lists) {
      const title = (list.name === 'favorites' ? 'Favorites' : list.name) + ' (' + list.symbols.length + ')';
      section.append(element('div', { 'data-list': list.name }, [
        element('h4', { text: title }),
        list.symbols.length ? links(set, list.symbols) : null,
        list.missing.length ? element('p', { class: 'muted', text: 'Not in ' + set.name + ': ' + list.missing.join(', ') }) : null,
      ]));
    }
    container.append(section);
  }

  (window.CatalogPages = window.CatalogPages || {}).collections = { render };
  window.CatalogFavorites = { star, starred, isStarred, toggle, exported, collections };
})();
