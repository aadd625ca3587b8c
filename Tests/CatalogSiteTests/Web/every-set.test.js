// every-set.js: the cross-set view's merge equals `catalog search --data-set A --data-set B …`
// (SetSearch's merge) on the same sets, each result with its set.
'use strict';
const assert = require('node:assert');
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { describe, it, before } = require('node:test');
const { binary, writeSite, searchContext, query, run } = require('./support.js');

const SETS = ['fontawesome-6', 'mdi', 'lucide', 'fontawesome-5.15.4'];
// Words with ties between sets (the same name in several), typos, several words, a category word.
const QUERIES = ['heart', 'arrow up', 'hart', 'user profile', 'star', 'calendar', 'x', 'trash can', 'weather', 'zzzzqx'];

// What `catalog search` prints for `words` over SETS, as [set, name] pairs (none when nothing matches).
function cliSearch(words) {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'catalog-node-every-'));
  try {
    const output = execFileSync(binary(), ['search', ...words.split(' '), ...SETS.flatMap(s => ['--data-set', s]), '--json'],
                                { env: { PATH: process.env.PATH, HOME: scratch, XDG_CACHE_HOME: path.join(scratch, 'cache') },
                                  stdio: ['ignore', 'pipe', 'pipe'] }).toString();
    const json = JSON.parse(output);
    assert.deepStrictEqual(json.dataSets, SETS);
    return json.results.map(r => [r.dataSet, r.shownAs]);
  } catch (error) {
    if (error.status === 1 && !String(error.stdout || '').trim().startsWith('{')) return [];
    if (error.status === 1) return JSON.parse(error.stdout.toString()).results.map(r => [r.dataSet, r.shownAs]);
    throw error;
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

describe('every-set.js: the cross-set view merges as catalog search --data-set all does', () => {
  let context;
  before(() => {
    context = searchContext(writeSite(SETS));
    run(context, 'every-set.js');
  });
  for (const words of QUERIES) {
    it(`'${words}' over ${SETS.join(', ')}`, () => {
      const lists = SETS.map(name => {
        const set = context.CATALOG_SETS[name];
        return { set, results: context.CatalogSearch.search(set, query(context, words)).results };
      });
      const merged = Array.from(context.CatalogEverySet.merge(lists, true), e => [e.set.name, e.result.name]);
      const expected = cliSearch(words);
      if (words === 'zzzzqx') assert.strictEqual(expected.length, 0);
      else assert.ok(new Set(expected.map(([set]) => set)).size >= 2, `${words}: results from several sets`);
      assert.deepStrictEqual(merged, expected);
    });
  }
  it('keeps each set\'s order and merges by name with no words', () => {
    const lists = [
      { set: { name: 'a' }, results: [{ name: 'b', score: 0 }, { name: 'd', score: 0 }] },
      { set: { name: 'b' }, results: [{ name: 'a', score: 0 }, { name: 'b', score: 0 }, { name: 'z', score: 0 }] },
    ];
    assert.deepStrictEqual(Array.from(context.CatalogEverySet.merge(lists, false), e => e.set.name + ':' + e.result.name),
                           ['b:a', 'a:b', 'b:b', 'a:d', 'b:z']);
    // By relevance: the higher score, then the shorter name, then the name; a tie to the set named first.
    const scored = [
      { set: { name: 'a' }, results: [{ name: 'heart', score: 90 }, { name: 'heart-crack', score: 50 }] },
      { set: { name: 'b' }, results: [{ name: 'heart', score: 90 }, { name: 'heart-x', score: 50 }, { name: 'heart-b', score: 50 }] },
    ];
    assert.deepStrictEqual(Array.from(context.CatalogEverySet.merge(scored, true), e => e.set.name + ':' + e.result.name),
                           ['a:heart', 'b:heart', 'b:heart-x', 'b:heart-b', 'a:heart-crack']);
  });
});
