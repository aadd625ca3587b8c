// The details' "SF Symbol template" download: the custom symbol template that `catalog template
// export NAME --data-set SET --style STYLE` writes, from data/templates-SET[.STYLE]-K.js, which
// `catalog site` writes with the same Swift code (SiteTemplates): a file per style and per
// `chunk` symbols of the set's list (K: the symbol's place in it over `chunk`). The page only
// joins strings: a template is its file's shared pieces (by number) and the symbol's own text
// (its name, margins and placed outline), in order. The file is loaded when the link is
// first pointed at, focused or clicked.
(function () {
  'use strict';
  const { own, table, position } = window.CatalogTables;
  const store = window.CATALOG_TEMPLATES = window.CATALOG_TEMPLATES || table();

  // The template file of `symbol` (the `index`th of `set`'s list) in `style`: the style's
  // own files, else the set's (style ""); null when the site has none for it.
  function source(set, symbol, style, index = position(set, symbol)) {
    const listed = (window.CATALOG_SET_LIST || []).find(entry => entry.name === set.name);
    const templates = listed && listed.templates;
    if (!templates || index < 0) return null;
    const files = (style && own(templates.files, style)) || own(templates.files, '');
    const chunk = Math.floor(index / templates.chunk);
    return files && files[1].includes(chunk) ? files[0] + '-' + chunk + '.js' : null;
  }

  // The template of symbol `name` in a loaded file's `data`, or null when it has none.
  function assemble(data, name) {
    const parts = data && own(data.templates, name);
    if (!parts) return null;
    let text = '';
    for (const part of parts) text += typeof part === 'number' ? data.pieces[part] : part;
    return text;
  }

  // Loads `file` once; resolves to its data, or null.
  function load(file) {
    if (own(store, file)) return Promise.resolve(own(store, file));
    return window.CatalogScripts.load(file).then(() => own(store, file) || null, () => null);
  }

  // The download link of `symbol` in `style` (`NAME.svg`), or null when the set has no
  // templates in that style. A click before the file is loaded waits for it, then downloads.
  function link(set, symbol, style) {
    const file = source(set, symbol, style);
    if (!file) return null;
    const fileName = window.CatalogDownloads.fileSafe(symbol.n) + '.svg';
    const anchor = window.CatalogElement('a', { download: fileName, 'data-format': 'template', text: 'SF Symbol template' });
    let ready = null;
    const prepare = () => {
      ready = ready || load(file).then(data => {
        const text = assemble(data, symbol.n);
        if (text === null) {
          anchor.removeAttribute('download');
          anchor.textContent = 'No SF Symbol template';
          return false;
        }
        anchor.href = 'data:image/svg+xml;charset=utf-8,' + encodeURIComponent(text);
        return true;
      });
      return ready;
    };
    anchor.addEventListener('pointerenter', prepare);
    anchor.addEventListener('focus', prepare);
    anchor.addEventListener('click', event => {
      if (anchor.href) return;
      event.preventDefault();
      prepare().then(made => { if (made) anchor.click(); });
    });
    return anchor;
  }

  window.CatalogTemplateDownload = { source, assemble, load, link };
})();
