// Favorites and collections: the store's lists as they stood when the site was built
// (window.CATALOG_STORE, read-only), favorites starred here kept in localStorage per set, and
// their export in the format of `catalog collection export` (what `collection import` reads).
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
  function star(set, symbol) {
    const button = element('button', { type: 'button', class: 'star', 'data-favorite': true, 'aria-label': 'Favorite (kept in this browser)' });
    const show = () => {
      const on = starred(set).some(n => { const s = symbolOf(set, n); return s && s.n === symbol.n; });
      button.setAttribute('aria-pressed', String(on));
      button.textContent = on ? '★ Favorite' : '☆ Favorite';
    };
    button.addEventListener('click', () => {
      const names = starred(set).filter(n => { const s = symbolOf(set, n); return !(s && s.n === symbol.n); });
      if (button.getAttribute('aria-pressed') !== 'true') names.push(symbol.n);
      keep(set, names);
      show();
    });
    show();
    return button;
  }

  // The export document: `catalog collection export`'s JSON, every name of each symbol.
  function exported(set) {
    const info = own(store.sets, set.name) || {};
    const dataSet = info.dataSet || set.name;
    return {
      schemaVersion: 1, name: exportName, shownIn: dataSet,
      symbols: starredSymbols(set).map(s => Object.assign({ shownAs: s.n, names: [s.n].concat(s.o || []), dataSet },
        info.family ? { family: info.family } : {})),
    };
  }

  function download(set) {
    const text = JSON.stringify(exported(set), null, 2) + '\n';
    const link = element('a', { href: URL.createObjectURL(new Blob([text], { type: 'application/json' })),
      download: 'favorites-' + set.name.replace(/[^A-Za-z0-9._-]+/g, '_') + '.json' });
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(link.href), 60000);
  }

  function links(set, names) {
    const suffix = (window.CATALOG_SET_LIST || []).length > 1 ? '?set=' + encodeURIComponent(set.name) : '';
    return element('ul', { class: 'symbol-list' }, names.map(name =>
      element('li', {}, [element('a', { href: '#/symbol/' + encodeURIComponent(name) + suffix, 'data-symbol-link': name, text: name })])));
  }

  function render(container, set) {
    container.replaceChildren(element('h2', { text: 'Favorites and collections — ' + set.name }));
    const mine = starredSymbols(set);
    const exportButton = element('button', { type: 'button', 'data-export': true, text: 'Export favorites' });
    exportButton.disabled = !mine.length;
    exportButton.addEventListener('click', () => download(set));
    container.append(element('section', { 'data-browser-favorites': true, 'aria-labelledby': 'browser-favorites' }, [
      element('h3', { id: 'browser-favorites', text: 'Starred in this browser (' + mine.length + ')' }),
      element('p', { class: 'muted', text: 'Star a symbol in its details; the stars stay in this browser, per data set. '
        + 'Export writes them as a file that catalog collection import FILE reads (as the collection ' + exportName + ', or --as NAME).' }),
      mine.length ? links(set, mine.map(s => s.n)) : element('p', { text: 'No symbol starred yet.' }),
      exportButton,
    ]));

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
  window.CatalogFavorites = { star, starred, exported };
})();
