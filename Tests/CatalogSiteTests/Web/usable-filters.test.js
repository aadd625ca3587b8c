// The filters a set can use (filters.js `usable`, which filter-controls.js shows; the others are
// hidden): exactly those of which some value shows some but not all of the set's symbols. Each
// value the page offers is searched with no words on every embedded open set and, when
// present, a shared SF Symbols set; the platform is read with each minimum OS its releases give,
// and the Minimum OS filter goes with its platform.
'use strict';
const assert = require('node:assert');
const fs = require('node:fs');
const path = require('node:path');
const { describe, it, before } = require('node:test');
const { SHARED, writeSite, searchContext, query } = require('./support.js');

const SF_SET = 'sf6.0_2024-10_sfsafesymbols-fork';
const OPEN = ['fontawesome-6', 'fontawesome-5.15.4', 'mdi', 'lucide', 'phosphor'];

// Every value the page's controls offer for `name` on `set` (as filter-controls.js fills them).
function values(context, set, name) {
  switch (name) {
    case 'category': return set.categories.filter(c => c.key !== 'all').map(c => ({ category: c.key }));
    case 'release': return set.releases.map(r => ({ release: r.id }));
    // A platform alone filters nothing: it is read with a minimum OS, its versions as the releases give them.
    case 'platform': return set.platforms.flatMap(p => [...new Set(set.releases.map(r => r.platforms[p]).filter(Boolean))].map(v => ({ platform: p, version: v })));
    case 'restricted': return [{ restricted: true }, { restricted: false }];
    case 'mode': return set.layersets.map(m => ({ mode: m }));
    case 'style': return set.styles.map(s => ({ style: s }));
    case 'localized': return [{ localized: true }];
    case 'rtl': return [{ rtl: true }];
    default: throw new Error(name);
  }
}

// Whether some value of filter `name` shows some but not all of the set's symbols.
function narrows(context, set, name) {
  const all = context.CatalogSearch.search(set, query(context, '')).results.length;
  return values(context, set, name).some(filters => {
    const shown = context.CatalogSearch.search(set, query(context, '', filters)).results.length;
    return shown > 0 && shown < all;
  });
}

function check(context, setName, expected) {
  const set = context.CATALOG_SETS[setName];
  assert.ok(set, 'the site has ' + setName);
  const usable = context.CatalogFilters.usable(set);
  const found = {};
  for (const name of ['category', 'release', 'platform', 'restricted', 'mode', 'style', 'localized', 'rtl']) {
    found[name] = narrows(context, set, name);
    assert.strictEqual(usable[name], found[name], setName + ': the ' + name + ' filter ' + (found[name] ? 'narrows the set' : 'shows all or nothing'));
  }
  assert.strictEqual(usable.version, usable.platform, setName + ': Minimum OS goes with its platform');
  assert.deepStrictEqual(Object.keys(found).filter(name => found[name]), expected, setName);
}

describe('the filters a set can use: those that narrow it', () => {
  describe('embedded open sets', () => {
    let context;
    before(() => { context = searchContext(writeSite(OPEN)); });
    // (Font Awesome's platform is Font Awesome itself, its minimum version the release; MDI
    // has no categories; Lucide one release; Phosphor's six weights are every symbol's.)
    it('Font Awesome 6: category, release, platform, restricted (Pro), style', () => check(context, 'fontawesome-6', ['category', 'release', 'platform', 'restricted', 'style']));
    it('Font Awesome 5.15.4: the same', () => check(context, 'fontawesome-5.15.4', ['category', 'release', 'platform', 'restricted', 'style']));
    it('MDI: release, platform', () => check(context, 'mdi', ['release', 'platform']));
    it('Lucide: category', () => check(context, 'lucide', ['category']));
    it('Phosphor: category, release, platform; no style', () => check(context, 'phosphor', ['category', 'release', 'platform']));
  });

  describe('a shared SF Symbols set', { skip: fs.existsSync(path.join(SHARED, SF_SET)) ? false : `../shared/sfsymbols/${SF_SET} is absent` }, () => {
    let context;
    before(() => { context = searchContext(writeSite([path.join(SHARED, SF_SET)])); });
    // (This fork's data has no categories; SF has no styles.)
    it('SF 6: every filter but category and style', () => check(context, Object.keys(context.CATALOG_SETS)[0],
      ['release', 'platform', 'restricted', 'mode', 'localized', 'rtl']));
  });
});
