// Permalinks and the query the page's controls describe, without the page: #/search?q=…&
// category=…&set=…, #/symbol/NAME?set=…, #/releases, #/type, #/collections, #/layout. The controls'
// values are a plain object: `q`, each filter's value, `localized` and `rtl` as booleans, and
// `size`, the grid's glyph size (glyph-size.js; empty for the default), which is no filter.
(function () {
  'use strict';
  const FILTERS = ['category', 'release', 'platform', 'version', 'restricted', 'mode', 'style', 'localized', 'rtl'];
  const CHECKBOXES = new Set(['localized', 'rtl']);
  const EVERY_SET = 'all';
  // White space as Unicode's White_Space property has it, as SymbolQuery.words splits (JavaScript's
  // \s differs: it has U+FEFF and lacks U+0085).
  const SPACE = '\\t-\\r \\u0085\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000';
  const WHITE_SPACE = new RegExp('[' + SPACE + ']+'), NAME_SEPARATORS = new RegExp('[' + SPACE + '._-]+');

  // `#/search?…` for `values`, with `set=` when the site has several sets.
  function searchHash(values, setName, severalSets) {
    const parameters = new URLSearchParams();
    if (values.q) parameters.set('q', values.q);
    for (const name of FILTERS) {
      const value = CHECKBOXES.has(name) ? (values[name] ? '1' : '') : values[name];
      if (value) parameters.set(name, value);
    }
    if (values.size) parameters.set('size', values.size);
    if (setName && (severalSets || setName === EVERY_SET)) parameters.set('set', setName);
    const text = parameters.toString();
    return '#/search' + (text ? '?' + text : '');
  }

  // `?set=NAME` for a permalink into `name`'s set when the site has several; a symbol's permalink.
  function setSuffix(name, severalSets) { return severalSets ? '?set=' + encodeURIComponent(name) : ''; }
  function symbolHash(name, setName, severalSets) { return '#/symbol/' + encodeURIComponent(name) + setSuffix(setName, severalSets); }

  // `#/releases`, with the release to open (`release=`, as the "New in" filter names it) and
  // `set=` when the site has several sets.
  function releasesHash(release, setName, severalSets) {
    const parameters = new URLSearchParams();
    if (release) parameters.set('release', release);
    if (setName && severalSets) parameters.set('set', setName);
    const text = parameters.toString();
    return '#/releases' + (text ? '?' + text : '');
  }

  // What a hash asks for: a symbol, the release notes, a page (`type`, `collections`, `layout`) or a
  // search, with its parameters.
  function parse(hash) {
    const place = decodeURIComponent(hash.replace(/^#/, '').split('?')[0]);
    const parameters = new URLSearchParams(hash.split('?')[1] || '');
    const symbol = /^\/symbol\/(.+)$/.exec(place);
    const page = /^\/(type|collections|layout)$/.exec(place);
    return { symbol: symbol ? symbol[1] : null, releases: place === '/releases', page: page ? page[1] : null, parameters };
  }

  // The controls' values a permalink's parameters set (a filter it does not name is emptied).
  function values(parameters) {
    const result = { q: parameters.get('q') || '' };
    for (const name of FILTERS) result[name] = CHECKBOXES.has(name) ? parameters.get(name) === '1' : parameters.get(name) || '';
    result.size = parameters.get('size') || '';
    return result;
  }

  // The set a permalink wants: `set=` when the site has it (`all`, the cross-set view, when
  // `every` allows it), else the first set: a permalink means one set on load and after
  // navigation alike. A set the site lacks is named (`missing`) and the one shown stays (else
  // the first).
  function wantedSet(parameters, shown, names, every = false) {
    const asked = parameters.get('set');
    const first = names[0] || null;
    if (asked && (names.includes(asked) || (every && asked === EVERY_SET))) return { name: asked, missing: null };
    if (asked) return { name: shown || first, missing: asked };
    return { name: first, missing: null };
  }

  // The search query `values` describe; with `filtered` false, the same terms with no filter
  // (one shape either way: the search's compiled code sees one kind of query).
  function query(values, filtered = true) {
    return {
      terms: terms(values.q),
      category: filtered ? values.category : '', release: filtered ? values.release : '',
      platform: filtered ? values.platform : '', version: filtered ? values.version : '',
      restricted: !filtered ? null : values.restricted === 'only' ? true : values.restricted === 'none' ? false : null,
      mode: filtered ? values.mode : '', style: filtered ? values.style : '',
      localized: filtered && values.localized, rtl: filtered && values.rtl,
    };
  }

  // The words typed: `q` split at white space (`"user profile"` is two words; `star.fill` one).
  function terms(text) { return text.split(WHITE_SPACE).filter(Boolean); }

  // The words of a name to search when a permalink names a symbol the set lacks.
  function words(name) { return name.split(NAME_SEPARATORS).filter(Boolean); }

  window.CatalogRoutes = { FILTERS, EVERY_SET, searchHash, setSuffix, symbolHash, releasesHash, parse, values, wantedSet, query, terms, words };
})();
