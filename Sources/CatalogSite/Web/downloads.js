// Downloads in the details pane: the icon's SVG (the bytes of `catalog glyph NAME --format svg
// --plain`) and PNGs at 1x, 2x and 3x of a chosen size, drawn in the page from that SVG.
(function () {
  'use strict';
  const SIZES = [16, 24, 32, 48, 64, 128, 256], DEFAULT_SIZE = 64;

  // A file name's part from a symbol name: no path separators or characters files lack.
  const fileSafe = text => text.replace(/[\\/:*?"<>|\u0000-\u001f]/g, '-');

  // The PNG's size in pixels: `size` px to the viewBox height, times `scale`, its width in proportion.
  function pixels(svg, size, scale) {
    const box = /viewBox="0 0 ([-\d.]+) ([-\d.]+)"/.exec(svg);
    const width = box ? Number(box[1]) : 1, height = box ? Number(box[2]) : 1;
    return { width: Math.max(1, Math.round(width / Math.max(height, 1e-9) * size * scale)), height: Math.max(1, Math.round(size * scale)) };
  }

  // `svg` drawn on a canvas of `width` x `height`: resolves to a PNG's object URL.
  function png(svg, width, height) {
    return new Promise((resolve, reject) => {
      const image = new Image();
      image.onload = () => {
        const canvas = document.createElement('canvas');
        canvas.width = width;
        canvas.height = height;
        canvas.getContext('2d').drawImage(image, 0, 0, width, height);
        canvas.toBlob(blob => (blob ? resolve(URL.createObjectURL(blob)) : reject(new Error('no PNG'))), 'image/png');
      };
      image.onerror = () => reject(new Error('the SVG did not draw'));
      image.src = 'data:image/svg+xml;charset=utf-8,' + encodeURIComponent(svg);
    });
  }

  // Why a symbol has no SVG or PNG here.
  function why(set) {
    const listed = (window.CATALOG_SET_LIST || []).find(e => e.name === set.name);
    if (listed && listed.glyphs) return 'No SVG or PNG: this symbol has no glyph in ' + set.name + '\u2019s fonts.';
    return 'No SVG or PNG: this site has no glyphs for ' + set.name + ' (SF Symbols\u2019 glyphs are not shipped; '
      + 'catalog site --symbols-font FILE draws them from a font that has them).';
  }

  // The details' Download section for `symbol` of `set`, or a note saying why there is none.
  function section(set, symbol, style, styled) {
    const element = window.CatalogElement;
    const body = element('section', { class: 'downloads', 'data-downloads': '' }, [element('h3', { text: 'Download' })]);
    const svg = window.CatalogGlyphs.standalone(set, symbol, styled);
    if (!svg) {
      body.append(element('p', { class: 'note', 'data-field': 'no-svg', text: why(set) }));
      return body;
    }
    const stem = fileSafe(symbol.n + (style ? '-' + style : ''));
    const svgLink = element('a', { download: stem + '.svg', 'data-format': 'svg', text: 'SVG' });
    svgLink.href = 'data:image/svg+xml;charset=utf-8,' + encodeURIComponent(svg);
    const select = element('select', { name: 'png-size', 'aria-label': 'PNG size in pixels' },
      SIZES.map(size => element('option', { value: String(size), selected: size === DEFAULT_SIZE, text: size + ' px' })));
    const links = [1, 2, 3].map(scale => element('a', { 'data-format': 'png', 'data-scale': String(scale), text: 'PNG ' + scale + '\u00d7' }));
    let urls = [];
    function update() {
      const size = Number(select.value);
      for (const url of urls) URL.revokeObjectURL(url);
      urls = [];
      links.forEach((link, index) => {
        const scale = index + 1, { width, height } = pixels(svg, size, scale);
        link.setAttribute('download', stem + '-' + size + (scale > 1 ? '@' + scale + 'x' : '') + '.png');
        link.removeAttribute('href');
        png(svg, width, height).then(url => { urls.push(url); link.href = url; }, () => link.removeAttribute('download'));
      });
    }
    select.addEventListener('change', update);
    update();
    body.append(element('p', { class: 'download-links' }, [svgLink, ' ', select, ' ', ...links.flatMap(link => [link, ' '])]));
    const template = window.CatalogTemplateDownload ? window.CatalogTemplateDownload.link(set, symbol, style) : null;
    if (template) body.append(element('p', { class: 'download-links' }, [template]));
    return body;
  }

  window.CatalogDownloads = { section, pixels, fileSafe };
})();
