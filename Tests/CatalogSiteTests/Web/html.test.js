// html.js escapes as HTMLText does, on the cases Swift's HTMLTextTests runs
// (Tests/CatalogFormatsTests/Fixtures/html-escaping-cases.json), and the HTML copy button's
// snippet fills a template's {name} with the name escaped.
'use strict';
const assert = require('node:assert');
const fs = require('node:fs');
const path = require('node:path');
const { describe, it } = require('node:test');
const { ROOT, pageContext, run } = require('./support.js');

const cases = JSON.parse(fs.readFileSync(path.join(ROOT, 'Tests/CatalogFormatsTests/Fixtures/html-escaping-cases.json'), 'utf8')).cases;
const context = pageContext();
for (const name of ['tables.js', 'html.js']) run(context, name);

describe('html.js: the page escapes as HTMLText does', () => {
  it('has cases', () => assert.ok(cases.length >= 10));
  for (const c of cases) {
    it(c.why, () => {
      assert.strictEqual(context.CatalogHTML.attribute(c.input), c.attribute);
      assert.strictEqual(context.CatalogHTML.text(c.input), c.text);
    });
  }

  it('the HTML snippet fills {name} with the name escaped, once', () => {
    context.document = {};  // glyphs.js reads no document when it is run
    run(context, 'glyphs.js');
    const set = { html: { prefer: ['solid'], templates: { solid: '<i class="fa-solid fa-{name}"></i>' } } };
    const snippet = context.CatalogGlyphs.html(set, { n: 'x"><img src=x onerror=alert(1)>$&', s: ['solid'] });
    assert.strictEqual(snippet, '<i class="fa-solid fa-x&quot;&gt;&lt;img src=x onerror=alert(1)&gt;$&amp;"></i>');
  });
});
