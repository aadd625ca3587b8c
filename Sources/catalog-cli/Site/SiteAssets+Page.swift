extension SiteAssets {
    /// `index.html`: the page's structure, the theme chosen before the first paint, the scripts in
    /// order (the data, a loader that starts the shown set's data at once, ``script``).
    static let page = #"""
<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'self' 'unsafe-inline' file:; connect-src 'none'; img-src 'self' data: file:">
<title>Symbol catalogue</title>
<link rel="icon" href="data:,">
<script>
  // The theme before the first paint: the remembered choice, else the system's.
  (function () {
    var stored = null;
    try { stored = localStorage.getItem('catalog-theme'); } catch (e) {}
    var dark = stored ? stored === 'dark' : window.matchMedia('(prefers-color-scheme: dark)').matches;
    document.documentElement.setAttribute('data-theme', dark ? 'dark' : 'light');
  })();
</script>
<link rel="stylesheet" href="assets/site.css">
</head>
<body>
<a class="skip" href="#grid">Skip to the symbols</a>
<header class="bar">
  <h1>Symbols</h1>
  <label class="field">
    <span class="visually-hidden">Data set</span>
    <select name="set" id="set" aria-label="Data set"></select>
  </label>
  <label class="field search">
    <span class="visually-hidden">Search symbols</span>
    <input type="search" id="q" name="q" placeholder="Search (press /)" aria-label="Search symbols" autocomplete="off" spellcheck="false">
  </label>
  <a id="notes-link" href="#/releases">Release notes</a>
  <a id="type-link" href="#/type">Type</a>
  <a id="collections-link" href="#/collections">Collections</a>
  <button type="button" id="filters-toggle" class="filters-toggle" aria-expanded="false" aria-controls="filters">Filters</button>
  <button type="button" id="theme" aria-pressed="false">Dark mode</button>
</header>
<form id="filters" class="filters" aria-label="Filters" onsubmit="return false">
  <label>Category <select name="category"><option value="">All</option></select></label>
  <label>New in <select name="release"><option value="">Any release</option></select></label>
  <label>Platform <select name="platform"><option value="">Any</option></select></label>
  <label>Minimum OS <select name="version"><option value="">Any</option></select></label>
  <label>Restricted <select name="restricted"><option value="">Either</option><option value="only">Only</option><option value="none">None</option></select></label>
  <label>Rendering mode <select name="mode"><option value="">Any</option></select></label>
  <label>Style <select name="style"><option value="">Any</option></select></label>
  <label class="check"><input type="checkbox" name="localized"> Localized</label>
  <label class="check"><input type="checkbox" name="rtl"> Right to left</label>
</form>
<main>
  <p id="status" class="status" role="status" aria-live="polite">Loading…</p>
  <button type="button" id="clear-filters" class="clear-filters" hidden>Clear filters</button>
  <div id="grid" class="grid" role="list" aria-label="Symbols" tabindex="-1"></div>
  <div id="more" class="more" aria-hidden="true"></div>
  <section id="releases" class="releases" aria-label="Release notes" hidden></section>
  <section id="page" class="page" hidden></section>
</main>
<aside id="details" class="details" data-details hidden aria-labelledby="details-name" tabindex="-1"></aside>
<p id="copied" class="visually-hidden" role="status" aria-live="assertive"></p>
<script src="data/rules.js"></script>
<script src="data/sets.js"></script>
<script>
  // Scripts added once each (file:// pages may not fetch); the shown set's data is started
  // here, beside the page's own script, not once that has run.
  (function () {
    const loading = new Map();
    window.CatalogScripts = {
      load(src) {
        if (!loading.has(src)) {
          loading.set(src, new Promise((resolve, reject) => {
            const script = document.createElement('script');
            script.src = src;
            script.onload = resolve;
            script.onerror = () => { loading.delete(src); reject(new Error('cannot read ' + src)); };
            document.head.append(script);
          }));
        }
        return loading.get(src);
      },
    };
    const list = window.CATALOG_SET_LIST || [];
    const wanted = new URLSearchParams(location.hash.split('?')[1] || '').get('set');
    const entry = wanted ? list.find(e => e.name === wanted) : list[0];
    if (entry) window.CatalogScripts.load(entry.file).catch(() => {});
  })();
</script>
<script src="data/store.js"></script>
<script src="data/type.js"></script>
<script src="assets/site.js"></script>
</body>
</html>
"""#
}
