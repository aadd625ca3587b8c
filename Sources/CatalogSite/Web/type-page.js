// The type pages: a platform's Dynamic Type ramp at a size category in a design, the specimen
// `catalog type-ramp --format svg` draws, and which real font drew each design.
(function () {
  'use strict';

  const element = window.CatalogElement;  // details.js

  function choice(name, label, items, value) {
    const select = element('select', { name });
    for (const [key, text] of items) select.append(new Option(text, key, false, key === value));
    return element('label', {}, [label + ' ', select]);
  }

  // A design's specimens: a script added when the design is first shown (file:// pages may not fetch).
  function loadDesign(design) {
    const loaded = window.CATALOG_TYPE_SVG && window.CATALOG_TYPE_SVG[design.design];
    if (loaded) return Promise.resolve(loaded);
    return window.CatalogScripts.load(design.file).then(() => (window.CATALOG_TYPE_SVG && window.CATALOG_TYPE_SVG[design.design])
      || Promise.reject(new Error(design.file + ' did not load')));
  }

  const fontLine = font => font.name + ' (' + font.file + (font.resolution ? '; ' + font.resolution : '')
    + (font.substitutes ? '; a substitute: none of ' + font.substitutes.join(', ') + ' is installed' : '') + ')';

  let shown = 0;
  function render(container, set, parameters) {
    const turn = ++shown;
    const data = window.CATALOG_TYPE;
    container.replaceChildren(element('h2', { text: 'Type ramps' }));
    if (!data || data.omitted) {
      container.append(element('p', { text: 'This site was built without type pages (catalog site --no-type-pages).' }));
      return;
    }
    const platform = data.platforms.find(p => p.platform === parameters.get('platform')) || data.platforms[0];
    const size = platform.sizes.find(s => s.key === parameters.get('size')) || platform.sizes.find(s => s.key === 'large') || platform.sizes[0];
    const design = data.designs.find(d => d.design === parameters.get('design')) || data.designs[0];
    const form = element('form', { class: 'controls', 'aria-label': 'Type ramp', 'data-type-controls': true }, [
      choice('ramp-platform', 'Platform', data.platforms.map(p => [p.platform, p.name]), platform.platform),
      choice('ramp-size', 'Size category', platform.sizes.map(s => [s.key, s.name]), size.key),
      choice('ramp-design', 'Design', data.designs.map(d => [d.design, d.design]), design.design),
    ]);
    form.addEventListener('submit', event => event.preventDefault());
    form.addEventListener('change', () => {
      const f = form.elements, chosen = data.platforms.find(p => p.platform === f['ramp-platform'].value) || platform;
      const sizeKey = chosen.sizes.some(s => s.key === f['ramp-size'].value) ? f['ramp-size'].value : 'large';
      location.hash = '#/type?' + new URLSearchParams({ platform: chosen.platform, size: sizeKey, design: f['ramp-design'].value }).toString();
    });
    container.append(form);

    const key = platform.platform + '/' + design.design + '/' + size.key;
    const specimen = data.specimens[key];
    const title = platform.name + ' text styles at ' + size.name + ', ' + design.design + ' design';
    if (design.error || !specimen) {
      container.append(element('p', { 'data-specimen': key, class: 'note', text: title + ': no specimen — ' + (design.error || 'not drawn') }));
    } else {
      const fonts = specimen.fonts.map(f => f.name).join(', ');
      const image = element('img', { alt: title + ', each style\u2019s name drawn in ' + fonts });
      container.append(element('figure', { class: 'specimen', 'data-specimen': key }, [
        image,
        element('figcaption', {}, [element('span', { text: title + '. Drawn in: ' }),
          element('span', { 'data-fonts': true, text: specimen.fonts.map(fontLine).join('; ') })]),
      ]));
      loadDesign(design).then(svgs => {
        if (turn === shown && svgs[key]) image.src = 'data:image/svg+xml;charset=utf-8,' + encodeURIComponent(svgs[key]);
      }, error => { if (turn === shown) image.replaceWith(element('p', { class: 'note', text: error.message })); });
    }

    // Which real font drew each design (type-ramp's substitutes named).
    const rows = data.designs.map(d => element('tr', { 'data-design': d.design }, [
      element('th', { scope: 'row', text: d.design }),
      element('td', { text: d.error ? 'not drawn: ' + d.error : d.fonts.map(fontLine).join('; ') }),
    ]));
    container.append(element('h3', { text: 'Fonts by design' }),
      element('table', {}, [element('thead', {}, [element('tr', {}, [element('th', { scope: 'col', text: 'Design' }),
        element('th', { scope: 'col', text: 'Drawn from' })])]), element('tbody', {}, rows)]),
      element('p', { class: 'muted', text: 'Sizes and leadings from Apple\u2019s Dynamic Type tables; each style\u2019s name is drawn from the font\u2019s glyph outlines (no kerning or shaping) in its line box, with baseline and cap-height guides, as catalog type-ramp --format svg draws it.' }));
  }

  (window.CatalogPages = window.CatalogPages || {}).type = { render };
})();
