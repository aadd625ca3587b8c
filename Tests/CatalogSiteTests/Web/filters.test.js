// The page's filters (filters.js through search.js) select what `catalog search` selects with the
// same filters: each case searched by the site's JavaScript and by the binary (--json), on the
// embedded Font Awesome sets and, when present, a shared SF Symbols set.
'use strict';
const assert = require('node:assert');
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { describe, it, before } = require('node:test');
const { SHARED, binary, writeSite, searchContext, query, pageContext, run } = require('./support.js');

// Each case: the set, the words, the page's filters and the CLI's options for the same.
const FA = [
  { set: 'fontawesome-6', q: 'arrow', filters: { category: 'arrows' }, options: ['--category', 'arrows'] },
  { set: 'fontawesome-6', q: 'circle', filters: { release: '6.0.0' }, options: ['--introduced', '6.0.0'] },
  { set: 'fontawesome-6', q: 'heart', filters: { style: 'regular' }, options: [], style: 'regular' },
  { set: 'fontawesome-5.15.4', q: 'user', filters: { category: 'users-people' }, options: ['--category', 'users-people'] },
];
const SF_SET = 'sf6.0_2024-10_sfsafesymbols-fork';
const SF = [
  { set: SF_SET, q: 'doc', filters: { platform: 'iOS', version: '15.0' }, options: ['--available-in', 'iOS', '15.0'] },
  { set: SF_SET, q: 'apple', filters: { restricted: true }, options: ['--restricted'] },
  { set: SF_SET, q: 'text', filters: { restricted: false }, options: ['--unrestricted'] },
  { set: SF_SET, q: 'character', filters: { localized: true }, options: ['--localized'] },
  { set: SF_SET, q: 'arrow', filters: { rtl: true }, options: ['--rtl'] },
  { set: SF_SET, q: 'cloud', filters: { mode: 'multicolor' }, options: ['--layerset', 'multicolor'] },
];

// What the binary ranks, as the names shown (old names where --available-in shows them).
function cli(dataSet, terms, options) {
  const home = fs.mkdtempSync(path.join(os.tmpdir(), 'catalog-node-cli-'));
  try {
    const output = execFileSync(binary(), ['search', ...terms, ...options, '--json', '--data-set', dataSet],
                                { env: { PATH: process.env.PATH, HOME: home, CATALOG_NO_CACHE: '1' }, stdio: ['ignore', 'pipe', 'pipe'] });
    return JSON.parse(output).results.map(r => r.shownAs);
  } catch (error) {
    if (error.status === 1 && String(error.stdout).trim().startsWith('{')) return JSON.parse(error.stdout).results.map(r => r.shownAs);
    throw error;
  }
}

function compare(context, c, dataSet) {
  const set = context.CATALOG_SETS[c.set];
  assert.ok(set, `the site has no set ${c.set}`);
  let page = Array.from(context.CatalogSearch.search(set, query(context, c.q, c.filters)).results, r => r.name);
  let expected = cli(dataSet, c.q.split(' ').filter(Boolean), c.options);
  // The style filter is the page's own: the CLI's results narrowed to the symbols with that style.
  if (c.style) {
    const unstyled = expected.length;
    expected = expected.filter(name => (set.symbols[set.search.byName.get(name)].s || []).includes(c.style));
    assert.ok(expected.length < unstyled, `${JSON.stringify(c)}: the style narrows the results`);
  }
  assert.ok(expected.length > 0, `${JSON.stringify(c)}: the CLI finds something`);
  assert.deepStrictEqual(page, expected, JSON.stringify(c));
}

describe('the page filters as catalog search does', () => {
  describe('embedded Font Awesome data', () => {
    let context;
    before(() => { context = searchContext(writeSite([...new Set(FA.map(c => c.set))])); });
    for (const c of FA) it(`${c.set} '${c.q}' ${JSON.stringify(c.filters)}`, () => compare(context, c, c.set));
  });

  describe('a shared SF Symbols set', { skip: fs.existsSync(path.join(SHARED, SF_SET)) ? false : `../shared/sfsymbols/${SF_SET} is absent` }, () => {
    let context;
    before(() => { context = searchContext(writeSite([path.join(SHARED, SF_SET)])); });
    for (const c of SF) it(`${c.set} '${c.q}' ${JSON.stringify(c.filters)}`, () => compare(context, c, path.join(SHARED, SF_SET)));
  });
});

describe('filters.js: OS versions', () => {
  const context = pageContext();
  run(context, 'tables.js');
  run(context, 'filters.js');
  const { osVersion, compareVersions } = context.CatalogFilters;
  it('reads dotted numbers without trailing zeros and compares them numerically', () => {
    assert.deepStrictEqual(Array.from(osVersion('15.0')), [15]);
    assert.deepStrictEqual(Array.from(osVersion('10.15.0')), [10, 15]);
    for (const text of ['', 'x', '15.', '.5', '1..2', null, 15]) assert.strictEqual(osVersion(text), null, String(text));
    assert.ok(compareVersions(osVersion('10.15'), osVersion('10.9')) > 0);
    assert.strictEqual(compareVersions(osVersion('13'), osVersion('13.0.0')), 0);
  });
});
