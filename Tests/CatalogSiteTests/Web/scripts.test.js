// Every web script is a script of its own: valid JavaScript alone (no piece of another file),
// in strict mode inside its own function, and the scripts search needs run without a page.
'use strict';
const assert = require('node:assert');
const fs = require('node:fs');
const path = require('node:path');
const vm = require('node:vm');
const { describe, it } = require('node:test');
const { WEB, SEARCH_SCRIPTS, pageContext, run } = require('./support.js');

const scripts = fs.readdirSync(WEB).filter(name => name.endsWith('.js')).sort();

describe('the page\'s scripts', () => {
  it('there are scripts', () => assert.ok(scripts.length >= 10, scripts.join(', ')));
  for (const name of scripts) {
    it(`${name} is valid JavaScript on its own, one strict function run once`, () => {
      const text = fs.readFileSync(path.join(WEB, name), 'utf8');
      assert.doesNotThrow(() => new vm.Script(text, { filename: name }));
      const code = text.replace(/^\s*\/\/.*$/gm, '').trim();
      assert.ok(code.startsWith('(function () {\n  \'use strict\';'), `${name} starts with its own strict function`);
      assert.ok(code.endsWith('})();'), `${name} ends by running it`);
    });
  }

  it('the scripts search needs run in order without a page, each adding its namespace', () => {
    const context = pageContext();
    context.CATALOG_RULES = { rules: ['exact-name', 'fuzzy'], thousands: { 'exact-name': 6 }, points: { 'exact-name': 0, fuzzy: 5 }, startBonus: 10 };
    const before = new Set(Object.keys(context));
    for (const name of SEARCH_SCRIPTS) run(context, name);
    const added = Object.keys(context).filter(key => !before.has(key)).sort();
    assert.deepStrictEqual(added, ['CatalogFilters', 'CatalogRoutes', 'CatalogScore', 'CatalogSearch', 'CatalogTables', 'CatalogTerms', 'CatalogTypos']);
  });
});
