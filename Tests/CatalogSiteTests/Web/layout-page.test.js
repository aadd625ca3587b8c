// layout-page.js: the layout page's permalinks and what it shows, without a browser, on the data
// a site written by this checkout's `catalog` carries; each window checked against `catalog
// layout --json` and the heading against `catalog layout`'s, run by the same binary.
'use strict';
const assert = require('node:assert');
const { execFileSync } = require('node:child_process');
const path = require('node:path');
const { describe, it } = require('node:test');
const { pageContext, run, binary, writeSite } = require('./support.js');

const site = writeSite([path.resolve(__dirname, '../../CatalogTestSupport/Fixtures/mini')]);
const context = pageContext();
for (const name of ['tables.js', 'routes.js', 'layout-page.js']) run(context, name);
run(context, path.join(site, 'data/layout.js'));
for (const idiom of ['phone', 'pad', 'watch']) run(context, path.join(site, 'layout', idiom + '.js'));
const Layout = context.CatalogLayoutPage, Routes = context.CatalogRoutes, index = context.CATALOG_LAYOUT;
const data = idiom => context.CATALOG_LAYOUT_DATA[idiom];
const plain = value => JSON.parse(JSON.stringify(value));
const choose = hash => Layout.choose(index, Routes.parse(hash).parameters);
const summary = choice => ({ device: choice.device.id, orientation: choice.orientation, arrangement: choice.arrangement, os: choice.os,
                             size: choice.size, unknown: Array.from(choice.unknown) });
const catalog = args => execFileSync(binary(), args, { encoding: 'utf8', env: { PATH: process.env.PATH, NO_COLOR: '1' } });

// Windows across idioms, arrangements, OS versions and sizes: unknown figures, derived ones,
// Split View before and after iPadOS 26, an Apple Watch.
const CASES = [
  '#/layout?device=iphone-16&orientation=portrait&os=18&size=large',
  '#/layout?device=iphone-16&orientation=landscape&os=27&size=ax3',
  '#/layout?device=iphone-se-2&orientation=portrait&os=11&size=xsmall',
  '#/layout?device=iphone-8-plus&orientation=landscape&os=15&size=xxxlarge',
  '#/layout?device=ipad-pro-12-9&orientation=landscape&split=1/2&os=18&size=large',
  '#/layout?device=ipad-10-2&orientation=landscape&split=full-screen&os=12&size=ax1',
  '#/layout?device=ipad-mini-8-3&orientation=portrait&split=slide-over&os=18&size=medium',
  '#/layout?device=ipad-air-11&orientation=landscape&split=1/3&os=27&size=large',
  '#/layout?device=ipad-pro-13-m4&orientation=portrait&split=2/3&os=26&size=ax5',
  '#/layout?device=apple-watch-ultra-3',
];

describe('layout-page.js: permalinks', () => {
  it('routes.js sends #/layout to the layout page, its parameters kept', () => {
    const route = Routes.parse('#/layout?device=iphone-16&split=1/3');
    assert.strictEqual(route.page, 'layout');
    assert.strictEqual(route.parameters.get('split'), '1/3');
    assert.strictEqual(Routes.parse('#/layouts').page, null);
  });

  it('chooses the first device, its first orientation and arrangement, the newest OS and Large by default', () => {
    assert.deepStrictEqual(summary(choose('#/layout')), { device: index.devices[0].id, orientation: 'portrait', arrangement: 'full-screen',
                                                          os: 27, size: 'large', unknown: [] });
    assert.strictEqual(index.newestOS, 27);
  });

  it('reads each parameter; a model\'s command-line word names its device; any case', () => {
    assert.deepStrictEqual(summary(choose('#/layout?device=ipad-pro-12-9&orientation=landscape&split=1/3&os=18&size=ax3')),
                           { device: 'ipad-pro-12-9', orientation: 'landscape', arrangement: '1/3', os: 18, size: 'ax3', unknown: [] });
    assert.strictEqual(choose('#/layout?device=iphone-16-pro').device.id, 'iphone-17');
    assert.strictEqual(choose('#/layout?device=IPhone-16&split=1%2F3').device.id, 'iphone-16');
    assert.strictEqual(choose('#/layout?device=ipad-air-11&split=1%2F3&size=AX3').arrangement, '1/3');
    assert.strictEqual(choose('#/layout?device=ipad-air-11&size=AX3').size, 'ax3');
  });

  it('a value the table lacks is replaced by the default and named', () => {
    assert.deepStrictEqual(summary(choose('#/layout?device=iphone-99&os=19')),
                           { device: index.devices[0].id, orientation: 'portrait', arrangement: 'full-screen', os: 27, size: 'large',
                             unknown: ['device “iphone-99”', 'OS version “19” for iPad Pro 13-inch (M4)'] });
    assert.deepStrictEqual(summary(choose('#/layout?device=iphone-16&split=1/3&size=huge')).unknown,
                           ['arrangement “1/3” for iPhone 16', 'size category “huge” for iPhone 16']);
    // An Apple Watch has no landscape, no arrangement, no OS version or size category of its own.
    assert.deepStrictEqual(summary(choose('#/layout?device=apple-watch-ultra-3&orientation=landscape')),
                           { device: 'apple-watch-ultra-3', orientation: 'portrait', arrangement: 'full-screen', os: null, size: null,
                             unknown: ['orientation “landscape” for Apple Watch Ultra 3 (49 mm)'] });
  });

  it('writes each choice the device has, `/` kept, and reads back what it writes for every device and choice', () => {
    assert.strictEqual(Layout.hash(choose('#/layout?device=ipad-air-11&orientation=landscape&split=1/3&os=18&size=ax3')),
                       '#/layout?device=ipad-air-11&orientation=landscape&split=1/3&os=18&size=ax3');
    assert.strictEqual(Layout.hash(choose('#/layout?device=iphone-16')), '#/layout?device=iphone-16&orientation=portrait&os=27&size=large');
    assert.strictEqual(Layout.hash(choose('#/layout?device=apple-watch-ultra-3')), '#/layout?device=apple-watch-ultra-3');
    let count = 0;
    for (const device of index.devices) {
      for (const orientation of device.orientations) {
        for (const split of device.arrangements) {
          for (const os of device.osVersions.length ? device.osVersions : [null]) {
            for (const size of device.sizes.length ? device.sizes : [null]) {
              const wanted = { device: device.id, orientation, arrangement: split, os, size, unknown: [] };
              const hash = Layout.hash(Object.assign({}, wanted, { device }));
              assert.deepStrictEqual(summary(choose(hash)), wanted, hash);
              count += 1;
            }
          }
        }
      }
    }
    assert.strictEqual(count, 12729);
  });
});

describe('layout-page.js: each window is what catalog layout answers', () => {
  const text = value => (typeof value === 'number' ? String(value) + ' pt'
    : value && typeof value === 'object' ? [value.top, value.left, value.bottom, value.right].join(' ') + ' pt' : value);
  for (const hash of CASES) {
    it(hash, () => {
      const choice = choose(hash);
      assert.deepStrictEqual(Array.from(choice.unknown), []);
      const shown = Layout.windowOf(index, data(choice.device.idiom), choice);
      const args = Layout.command(index, choice).split(' ').slice(1);
      const expected = JSON.parse(catalog(args.concat('--json')));
      assert.strictEqual(expected.subject.id, choice.device.id);
      assert.deepStrictEqual(plain(shown.figures.map(f => f.key)), expected.figures.map(f => f.key));
      for (const [figure, wanted] of shown.figures.map((f, i) => [f, expected.figures[i]])) {
        assert.strictEqual(figure.value, wanted.value === null ? null : text(wanted.value), figure.key);
        assert.deepStrictEqual(plain({ kind: figure.kind, references: figure.sources, rule: figure.rule, inputs: figure.inputs, note: figure.note }),
                               wanted.source, figure.key);
      }
      assert.deepStrictEqual(Array.from(shown.notes), expected.notes);
      assert.deepStrictEqual(plain(shown.sources.map(s => s.id)), expected.sources.map(s => s.id));
      // The heading is catalog layout's, without the unit (the page is in points).
      assert.strictEqual(Layout.heading(index, choice) + ', in points', catalog(args).split('\n')[0]);
      assert.ok(shown.drawing.startsWith('<?xml') && shown.drawing.includes('<title>' + index.legend + '</title>'));
    });
  }
});

describe('layout-page.js: what the page writes', () => {
  // Elements as plain objects: the page's parts without a document.
  const element = (tag, attributes, children) => ({ tag, attributes: attributes || {}, children: (children || []).filter(Boolean) });
  const textOf = node => (typeof node === 'string' ? node : (node.attributes.text || '') + node.children.map(textOf).join(''));
  const find = (node, test) => (typeof node === 'string' ? [] : (test(node) ? [node] : []).concat(...node.children.map(c => find(c, test))));

  it('a row per figure: its label, its value or unknown, its kind in words, where it comes from', () => {
    const choice = choose('#/layout?device=ipad-air-11&orientation=landscape&split=1/3&os=27&size=large');
    const parts = Layout.build(element, index, data('pad'), choice), root = element('div', {}, parts);
    const rows = find(root, n => n.tag === 'tr' && n.attributes['data-figure']);
    assert.strictEqual(rows.length, index.figures.length);
    const width = plain(rows[0].children.map(textOf));
    assert.deepStrictEqual(width.slice(0, 3), ['Window width', 'unknown', 'not published']);
    assert.strictEqual(width[3], 'Sources: apple-tn3192. Note: iPadOS 26 resizes windows freely: no Split View or Slide Over sizes are published.');
    assert.strictEqual(rows[0].attributes['data-kind'], 'not-published');
    const status = plain(find(root, n => n.attributes['data-figure'] === 'bars.statusBar')[0].children.map(textOf));
    assert.deepStrictEqual(status.slice(0, 3), ['Status bar', '20 pt', 'measured']);
    assert.strictEqual(textOf(find(root, n => n.attributes['data-layout-command'])[0]),
                       'catalog layout ipad-air-11-inch --orientation landscape --split 1/3 --os 27 --size-category Large');
    assert.strictEqual(textOf(find(root, n => n.attributes['data-layout-heading'])[0]), 'iPad Air 11-inch, landscape, Split View 1/3, iPadOS 27, Large');
    // The drawing is the data's SVG, whole, as a data: URL; its key names the window.
    const figure = find(root, n => n.attributes['data-layout-drawing'])[0];
    assert.strictEqual(figure.attributes['data-layout-drawing'], 'ipad-air-11/landscape/1/3/27/large');
    const image = find(figure, n => n.tag === 'img')[0];
    assert.strictEqual(decodeURIComponent(image.attributes.src.slice('data:image/svg+xml;charset=utf-8,'.length)),
                       Layout.windowOf(index, data('pad'), choice).drawing);
    assert.ok(image.attributes.alt.startsWith('The window drawn to scale: iPad Air 11-inch, landscape, Split View 1/3, iPadOS 27, Large; unknown by unknown'));
    // The sources the figures cite, each with its citation.
    const sources = find(root, n => n.tag === 'tr' && n.attributes['data-source']).map(n => n.attributes['data-source']);
    assert.deepStrictEqual(sources, plain(Layout.windowOf(index, data('pad'), choice).sources.map(s => s.id)));
  });

  it('values and their words: a length, insets, a class; unknown; does not apply', () => {
    const shown = Layout.windowOf(index, data('phone'), choose('#/layout?device=iphone-16&orientation=landscape&os=18'));
    const value = key => Layout.valueText(shown.figures.find(f => f.key === key));
    assert.deepStrictEqual(['window.width', 'safeArea', 'sizeClasses.width', 'bars.toolbar'].map(k => value(k)), ['852 pt', '0 59 21 59 pt', 'compact', 'unknown']);
    const watch = Layout.windowOf(index, data('watch'), choose('#/layout?device=apple-watch-ultra-3'));
    const applies = watch.figures.find(f => f.kind === 'not-applicable');
    assert.ok(applies, 'an Apple Watch has figures that do not apply');
    assert.strictEqual(Layout.valueText(applies), 'does not apply');
  });

  it('the device as the HIG lists it: points, pixels, scale; the native scale and another copy\'s reading where there are', () => {
    const device = id => index.devices.find(d => d.id === id);
    assert.strictEqual(Layout.screenText(device('iphone-16')), 'iPhone 16, 15, 15 Pro, 14 Pro (the HIG\u2019s row); 393 × 852 pt, 1179 × 2556 px @3x in portrait.');
    assert.strictEqual(Layout.screenText(device('iphone-8-plus')),
                       'iPhone 8 Plus, 7 Plus, 6s Plus, 6 Plus (the HIG\u2019s row); 414 × 736 pt, 1080 × 1920 px @3x (the panel\u2019s, as the HIG prints them) in portrait; native scale 2.6087.');
    assert.ok(Layout.screenText(device('iphone-13-mini')).includes('; native scale 2.88; another copy reads 360x780 pt'), Layout.screenText(device('iphone-13-mini')));
    assert.strictEqual(Layout.screenText(device('apple-watch-ultra-3')), 'Ultra 3 49 mm (the HIG\u2019s row); points not published, 422 × 514 px in portrait.');
    assert.ok(Layout.screenText(device('ipad-pro-13-m4')).endsWith('; in some copies of the HIG page only.'));
  });
});
