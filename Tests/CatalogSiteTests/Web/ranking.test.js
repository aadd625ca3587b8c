// The ranking cases of Tests/SymbolCatalogTests/Fixtures/ranking-cases.json (which Swift's
// RankingTableTests runs through SymbolCatalog) run through the site's JavaScript: the same
// first results, the same rule, the same pairs in order.
'use strict';
const assert = require('node:assert');
const fs = require('node:fs');
const path = require('node:path');
const { describe, it, before } = require('node:test');
const { ROOT, SHARED, writeSite, searchContext, query } = require('./support.js');

const cases = JSON.parse(fs.readFileSync(path.join(ROOT, 'Tests/SymbolCatalogTests/Fixtures/ranking-cases.json'), 'utf8')).cases;
const isShared = set => !set.startsWith('fontawesome');
const sharedPresent = fs.existsSync(SHARED);

function check(context, ranking) {
  const set = context.CATALOG_SETS[ranking.set];
  assert.ok(set, `the site has no set ${ranking.set}`);
  const results = context.CatalogSearch.search(set, query(context, ranking.query)).results;
  const names = Array.from(results, r => r.name);  // an array of this realm, not the context's
  assert.deepStrictEqual(names.slice(0, ranking.first.length), ranking.first, `${ranking.query}: ${ranking.why}`);
  assert.strictEqual(results[0].match, ranking.rule, `${ranking.query}: the first result's rule`);
  assert.deepStrictEqual(Array.from(results[0].vocabulary, v => [v.term, v.target]), ranking.vocabulary || [], `${ranking.query}: the everyday words`);
  for (const [earlier, later] of ranking.before || []) {
    assert.ok(names.includes(earlier) && names.includes(later), `${ranking.query}: ${earlier} and ${later} among the results`);
    assert.ok(names.indexOf(earlier) < names.indexOf(later), `${ranking.query}: ${earlier} before ${later}`);
  }
}

describe('the site ranks the ranking cases as catalog search does', () => {
  it('reads the cases: embedded and shared sets, each with a reason', () => {
    assert.ok(cases.filter(c => !isShared(c.set)).length >= 20 && cases.filter(c => isShared(c.set)).length >= 20);
    for (const c of cases) assert.ok(c.query && c.first.length && c.why && c.rule, JSON.stringify(c));
  });

  describe('embedded Font Awesome data', () => {
    let context;
    before(() => { context = searchContext(writeSite([...new Set(cases.filter(c => !isShared(c.set)).map(c => c.set))])); });
    for (const ranking of cases.filter(c => !isShared(c.set))) it(`${ranking.set} '${ranking.query}'`, () => check(context, ranking));
  });

  describe('shared SF Symbols sets', { skip: sharedPresent ? false : '../shared/sfsymbols is absent: SF ranking cases skipped' }, () => {
    let context;
    before(() => { context = searchContext(writeSite([...new Set(cases.filter(c => isShared(c.set)).map(c => path.join(SHARED, c.set)))])); });
    for (const ranking of cases.filter(c => isShared(c.set))) it(`${ranking.set} '${ranking.query}'`, () => check(context, ranking));
  });
});
