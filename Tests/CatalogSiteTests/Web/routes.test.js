// routes.js: the page's permalinks and the query its controls describe, without a browser.
'use strict';
const assert = require('node:assert');
const { describe, it } = require('node:test');
const { pageContext, run } = require('./support.js');

const context = pageContext();
run(context, 'routes.js');
const Routes = context.CatalogRoutes;
// Values of this realm (the context's objects have its own prototypes).
const plain = value => JSON.parse(JSON.stringify(value));
const noFilters = { q: '', category: '', release: '', platform: '', version: '', restricted: '', mode: '', style: '', localized: false, rtl: false, size: '' };

describe('routes.js: permalinks', () => {
  it('parses a symbol, the release notes, the type and collections pages, and a search', () => {
    const symbol = Routes.parse('#/symbol/heart.fill?set=sf6');
    assert.strictEqual(symbol.symbol, 'heart.fill');
    assert.strictEqual(symbol.parameters.get('set'), 'sf6');
    assert.strictEqual(Routes.parse('#/symbol/caf%C3%A9').symbol, 'café');
    assert.deepStrictEqual(plain(Routes.parse('#/releases?set=mdi')), plain({ symbol: null, releases: true, page: null, parameters: {} }));
    assert.strictEqual(Routes.parse('#/releases?set=mdi').parameters.get('set'), 'mdi');
    assert.strictEqual(Routes.parse('#/type').page, 'type');
    assert.strictEqual(Routes.parse('#/collections').page, 'collections');
    for (const hash of ['', '#', '#/search', '#/search?q=heart', '#/typed', '#/symbol/']) {
      const route = Routes.parse(hash);
      assert.strictEqual(route.symbol, null, hash);
      assert.strictEqual(route.page, null, hash);
      assert.strictEqual(route.releases, false, hash);
    }
  });

  it('writes a search permalink: the words, each filter set, the set only when the site has several', () => {
    const values = { ...noFilters, q: 'star fill', category: 'weather', localized: true, restricted: 'none' };
    assert.strictEqual(Routes.searchHash(values, 'sf6', true), '#/search?q=star+fill&category=weather&restricted=none&localized=1&set=sf6');
    assert.strictEqual(Routes.searchHash(values, 'sf6', false), '#/search?q=star+fill&category=weather&restricted=none&localized=1');
    assert.strictEqual(Routes.searchHash(noFilters, 'sf6', false), '#/search');
    assert.strictEqual(Routes.searchHash({ ...noFilters, q: 'a&b=c#d' }, null, true), '#/search?q=a%26b%3Dc%23d');
  });

  it('reads back what it writes: permalink → controls → permalink', () => {
    const cases = [
      { ...noFilters, q: 'heart' },
      { ...noFilters, q: 'arrow up', release: '2021', platform: 'iOS', version: '15.0', mode: 'multicolor', style: 'solid', rtl: true },
      { ...noFilters, q: 'ünïcødé & more', category: 'a b', restricted: 'only', localized: true },
      { ...noFilters, q: 'heart', size: '56' },
    ];
    for (const values of cases) {
      const hash = Routes.searchHash(values, 'fontawesome-6', true);
      const route = Routes.parse(hash);
      assert.deepStrictEqual(plain(Routes.values(route.parameters)), values, hash);
      assert.strictEqual(route.parameters.get('set'), 'fontawesome-6');
    }
  });

  it('writes a release notes permalink: the release to open, the set when the site has several', () => {
    assert.strictEqual(Routes.releasesHash('', 'mdi', false), '#/releases');
    assert.strictEqual(Routes.releasesHash('', 'mdi', true), '#/releases?set=mdi');
    assert.strictEqual(Routes.releasesHash('6.1.0', 'fontawesome-6', true), '#/releases?release=6.1.0&set=fontawesome-6');
    const route = Routes.parse(Routes.releasesHash('a b&c', 'my set', true));
    assert.strictEqual(route.releases, true);
    assert.strictEqual(route.parameters.get('release'), 'a b&c');
    assert.strictEqual(route.parameters.get('set'), 'my set');
  });

  it('writes a symbol permalink with its name escaped', () => {
    assert.strictEqual(Routes.symbolHash('heart.fill', 'sf6', false), '#/symbol/heart.fill');
    assert.strictEqual(Routes.symbolHash('a/b c?', 'my set', true), '#/symbol/a%2Fb%20c%3F?set=my%20set');
    assert.strictEqual(Routes.parse(Routes.symbolHash('a/b c?', 'my set', true)).symbol, 'a/b c?');
  });

  it('chooses the set a permalink wants: the one named, else the first (on load and after navigation alike); a set the site lacks is named', () => {
    const names = ['fontawesome-6', 'mdi'];
    const want = (hash, shown, every = true) => plain(Routes.wantedSet(Routes.parse(hash).parameters, shown, names, every));
    assert.deepStrictEqual(want('#/search?set=mdi', 'fontawesome-6'), { name: 'mdi', missing: null });
    // No `set=`: the first set, whichever is shown (the fix: it meant the one shown after navigation).
    assert.deepStrictEqual(want('#/search', 'mdi'), { name: 'fontawesome-6', missing: null });
    assert.deepStrictEqual(want('#/search', null), { name: 'fontawesome-6', missing: null });
    assert.deepStrictEqual(want('#/search?q=heart', 'all'), { name: 'fontawesome-6', missing: null });
    assert.deepStrictEqual(want('#/search?set=all', 'mdi'), { name: 'all', missing: null });
    assert.deepStrictEqual(want('#/search?set=all', 'mdi', false), { name: 'mdi', missing: 'all' });
    assert.deepStrictEqual(want('#/search?set=lucide', 'mdi'), { name: 'mdi', missing: 'lucide' });
    assert.deepStrictEqual(want('#/search?set=lucide', null), { name: 'fontawesome-6', missing: 'lucide' });
    assert.deepStrictEqual(plain(Routes.wantedSet(Routes.parse('#/').parameters, null, [])), { name: null, missing: null });
  });

  it('a permalink names its set: every search and symbol the page writes, read back, wants the set it was written on', () => {
    const names = ['fontawesome-6', 'mdi'];
    for (const shown of [...names, 'all']) {
      for (const other of names) {
        const hash = Routes.searchHash({ ...noFilters, q: 'heart', category: 'x' }, shown, true);
        assert.strictEqual(Routes.wantedSet(Routes.parse(hash).parameters, other, names, true).name, shown, hash);
      }
    }
    for (const shown of names) {
      const hash = Routes.symbolHash('heart', shown, true);
      for (const other of names) assert.strictEqual(Routes.wantedSet(Routes.parse(hash).parameters, other, names, true).name, shown, hash);
    }
    // The cross-set view is named even on a site of one set (the view is offered only with several).
    assert.strictEqual(Routes.searchHash({ ...noFilters, q: 'a' }, 'all', false), '#/search?q=a&set=all');
  });
});

describe('routes.js: the query the controls describe', () => {
  it('splits the words at any whitespace and maps each filter; unfiltered, the same words and no filter', () => {
    const values = { ...noFilters, q: '  star\tfill  ', category: 'weather', release: '2021', platform: 'iOS', version: '15.0',
                     restricted: 'only', mode: 'draw', style: 'solid', localized: true, rtl: true };
    assert.deepStrictEqual(plain(Routes.query(values)), {
      terms: ['star', 'fill'], category: 'weather', release: '2021', platform: 'iOS', version: '15.0', restricted: true,
      mode: 'draw', style: 'solid', localized: true, rtl: true,
    });
    assert.deepStrictEqual(plain(Routes.query(values, false)), {
      terms: ['star', 'fill'], category: '', release: '', platform: '', version: '', restricted: null, mode: '', style: '',
      localized: false, rtl: false,
    });
    assert.strictEqual(Routes.query({ ...values, restricted: 'none' }).restricted, false);
    assert.strictEqual(Routes.query({ ...values, restricted: '' }).restricted, null);
    // One shape either way: the same keys in the same order (the search's compiled code sees one kind).
    assert.deepStrictEqual(Object.keys(Routes.query(values)), Object.keys(Routes.query(noFilters, false)));
  });

  it('the words of a name a permalink names but the set lacks', () => {
    assert.deepStrictEqual(plain(Routes.words('heart.fill-x  y_z')), ['heart', 'fill', 'x', 'y', 'z']);
    assert.deepStrictEqual(plain(Routes.words('...')), []);
  });
});

describe('routes.js: the words typed', () => {
  // Unicode's White_Space (PropList.txt), which SymbolQuery.words splits at too.
  const WHITE_SPACE = [0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x20, 0x85, 0xA0, 0x1680, 0x2000, 0x2001, 0x2002, 0x2003, 0x2004, 0x2005,
                       0x2006, 0x2007, 0x2008, 0x2009, 0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000];
  it('splits at exactly Unicode\'s white space, nothing else (not U+FEFF, not a dot)', () => {
    const splitting = [];
    for (let code = 0; code <= 0x10FFFF; code++) {
      if (code >= 0xD800 && code <= 0xDFFF) continue;
      if (Routes.terms('a' + String.fromCodePoint(code) + 'b').length === 2) splitting.push(code);
    }
    assert.deepStrictEqual(splitting, WHITE_SPACE);
  });
  it('a quoted phrase is its words; a dotted word stays one', () => {
    assert.deepStrictEqual(Array.from(Routes.terms(' user  profile\t')), ['user', 'profile']);
    assert.deepStrictEqual(Array.from(Routes.terms('star.fill')), ['star.fill']);
    assert.deepStrictEqual(Array.from(Routes.terms('')), []);
  });
});
