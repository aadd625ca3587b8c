// The details' copy buttons copy what `catalog copy --format FORMAT` prints: both run on the
// cases of Tests/CatalogSiteTests/Web/copy-cases.json (the SVG is the browser check's).
'use strict';
const assert = require('node:assert');
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { describe, it } = require('node:test');
const { ROOT, SHARED, pageContext, run, binary, writeSite } = require('./support.js');

const { formats, cases: all } = JSON.parse(fs.readFileSync(path.join(ROOT, 'Tests/CatalogSiteTests/Web/copy-cases.json'), 'utf8'));
// (An SF case needs ../shared/sfsymbols; without it only the embedded sets' cases run.)
const cases = all.filter(c => !c.set.startsWith('sf') || fs.existsSync(path.join(SHARED, c.set)));
const sets = [...new Set(cases.map(c => c.set))];
// An SF set is a folder of ../shared/sfsymbols (none is embedded); the site names it by the folder.
const argument = set => (fs.existsSync(path.join(SHARED, set)) ? path.join(SHARED, set) : set);
const site = writeSite(sets.map(argument));
const context = pageContext();
context.document = {};  // the scripts read no document when they are run
for (const name of ['tables.js', 'html.js', 'glyphs.js', 'details.js']) run(context, name);
for (const set of sets) run(context, path.join(site, 'data/' + set + '.js'));
const home = fs.mkdtempSync(path.join(os.tmpdir(), 'catalog-node-copies-'));
process.on('exit', () => fs.rmSync(home, { recursive: true, force: true }));

// `catalog copy` with no clipboard prints the text and a line feed (an SVG's own ends it).
function cli(set, name, format) {
  try {
    const out = execFileSync(binary(), ['copy', name, '--format', format, '--data-set', argument(set)],
                             { env: { PATH: '/nonexistent', HOME: home, XDG_CACHE_HOME: path.join(home, 'cache') }, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    return out.slice(0, -1);
  } catch (error) {
    return null;  // no such text for this symbol (a set without HTML, a symbol without a character)
  }
}

describe('details.js copies: catalog copy\'s texts', () => {
  it('has cases of every kind of set', () => assert.ok(cases.length >= 6 && sets.length >= 4));
  for (const c of cases) {
    it(c.set + ' ' + c.name + ': ' + c.why, () => {
      const set = context.CATALOG_SETS[c.set];
      const symbol = set.symbols.find(s => s.n === c.name);
      assert.ok(symbol, c.name + ' in ' + c.set);
      const page = Object.fromEntries(context.CatalogDetails.copies(symbol, set).map(([format, , text]) => [format, text]));
      for (const format of formats) assert.strictEqual(page[format] === undefined ? null : page[format], cli(c.set, c.name, format), format);
    });
  }
});
