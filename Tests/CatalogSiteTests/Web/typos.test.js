// Typos in the page as in `catalog search`: a set whose words need more typo-index entries than
// the search keeps (2,000,000) matches no typos in either (the page corrected hxart → heart
// where the CLI found nothing); a set within the limit matches them in both.
'use strict';
const assert = require('node:assert');
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { describe, it, before } = require('node:test');
const { binary, writeSite, searchContext, query } = require('./support.js');

// A plist of `value` (strings, arrays of strings, dictionaries), in XML.
function plist(value) {
  const escape = text => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const write = v => typeof v === 'string' ? '<string>' + escape(v) + '</string>'
    : Array.isArray(v) ? '<array>' + v.map(write).join('') + '</array>'
    : '<dict>' + Object.keys(v).sort().map(k => '<key>' + escape(k) + '</key>' + write(v[k])).join('') + '</dict>';
  return '<?xml version="1.0" encoding="UTF-8"?>\n<plist version="1.0">' + write(value) + '</plist>\n';
}

// `heart` and `count` symbols with one 30-letter keyword each (466 typo-index entries a word).
function writeSet(folder, count) {
  fs.mkdirSync(folder, { recursive: true });
  let seed = 28;
  const letter = () => { seed = (seed * 1103515245 + 12345) % 2147483648; return 'abcdefghijklmnopqrstuvwxyz'[seed % 26]; };
  const names = { heart: '2019' }, keywords = { heart: ['love'] };
  for (let n = 0; n < count; n++) {
    names['s' + n] = '2019';
    keywords['s' + n] = [Array.from({ length: 30 }, letter).join('')];
  }
  fs.writeFileSync(path.join(folder, 'name_availability.plist'), plist({ symbols: names, year_to_release: { 2019: { iOS: '13.0' } } }));
  fs.writeFileSync(path.join(folder, 'symbol_search.plist'), plist(keywords));
}

function cli(folder, words) {
  try {
    return JSON.parse(execFileSync(binary(), ['search', ...words, '--json', '--data-set', folder],
                                   { env: { PATH: process.env.PATH, HOME: folder, CATALOG_NO_CACHE: '1' }, stdio: ['ignore', 'pipe', 'ignore'] })).results.map(r => r.name);
  } catch (error) {
    return JSON.parse(error.stdout).results.map(r => r.name);
  }
}

describe('typos: the page matches them where catalog search does', () => {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'catalog-node-typos-'));
  process.on('exit', () => fs.rmSync(scratch, { recursive: true, force: true }));
  const over = path.join(scratch, 'over'), within = path.join(scratch, 'within');
  let context;
  before(() => {
    writeSet(over, 5000);
    writeSet(within, 10);
    context = searchContext(writeSite([over, within]));
  });

  for (const [label, set, expected] of [['over the typo-index limit', 'over', []], ['within the limit', 'within', ['heart']]]) {
    it(`${label}: hxart finds ${JSON.stringify(expected)} in both`, () => {
      const folder = set === 'over' ? over : within;
      assert.deepStrictEqual(cli(folder, ['hxart']), expected);
      const page = Array.from(context.CatalogSearch.search(context.CATALOG_SETS[set], query(context, 'hxart')).results, r => r.name);
      assert.deepStrictEqual(page, expected);
      assert.strictEqual(context.CATALOG_SETS[set].typos, set !== 'over');
    });
  }
});
