extension SiteAssets {
    /// The app part of `assets/site.js`: sets loaded on demand, the lazily rendered grid, search as you type, filters, permalinks, the keyboard, the theme.
    static let app = appGrid + appNavigation

    /// The app part's first half (in `assets/site.js`): data sets, filters, the grid's cells, search as you type.
    static let appGrid = #"""
// The page: data sets loaded on demand, the grid rendered as it scrolls, search as you type,
// filters, permalinks (#/symbol/NAME, #/search?q=…), the keyboard and the theme.
(function () {
  'use strict';
  const CHUNK = 120, FILL_CELLS = 8, FILL_MS = 6, TYPING_PAUSE_MS = 300;
  const $ = selector => document.querySelector(selector);
  const search = $('#q'), grid = $('#grid'), more = $('#more'), status = $('#status'), pane = $('#details'), notes = $('#releases');
  const pageSection = $('#page'), clearFilters = $('#clear-filters');
  const form = $('#filters'), setSelect = $('#set'), themeButton = $('#theme'), copied = $('#copied');
  const sets = window.CATALOG_SETS = window.CATALOG_SETS || {};
  const list = window.CATALOG_SET_LIST || [];
  const state = { set: null, results: [], shown: 0, lastCopied: null, timing: [] };
  const filterNames = ['category', 'release', 'platform', 'version', 'restricted', 'mode', 'style', 'localized', 'rtl'];

  // Data sets: a script per set, added when first shown (index.html starts the first).
  function loadSet(name) {
    if (sets[name]) return Promise.resolve(sets[name]);
    const entry = list.find(e => e.name === name);
    if (!entry) return Promise.reject(new Error('no data set ' + name));
    return window.CatalogScripts.load(entry.file).then(() => sets[name] || Promise.reject(new Error('data set ' + name + ' did not load')));
  }

  function options(select, items, first) {
    select.replaceChildren(new Option(first, ''));
    for (const [value, label] of items) select.append(new Option(label, value));
  }

  function versionsOf(set, platform) {
    const seen = new Map();
    for (const release of set.releases) {
      const version = release.platforms[platform];
      const parsed = window.CatalogSearch.osVersion(version);
      if (parsed && !seen.has(parsed.join('.'))) seen.set(parsed.join('.'), [version, parsed]);
    }
    return Array.from(seen.values()).sort((a, b) => window.CatalogSearch.compareVersions(a[1], b[1])).map(([v]) => [v, v]);
  }

  function fillFilters(set) {
    options(form.elements.category, set.categories.filter(c => c.key !== 'all').map(c => [c.key, c.label]), 'All');
    options(form.elements.release, set.releases.map(r => [r.id, r.id]), 'Any release');
    options(form.elements.platform, set.platforms.map(p => [p, p]), 'Any');
    options(form.elements.version, [], 'Any');
    options(form.elements.mode, set.layersets.map(m => [m, m]), 'Any');
    options(form.elements.style, set.styles.map(s => [s, s]), 'Any');
    for (const name of ['platform', 'version', 'mode', 'style']) form.elements[name].disabled = form.elements[name].options.length < 2 && name !== 'version';
    form.elements.version.disabled = true;
  }

  // The query the controls describe; with `filtered` false, the same terms with no filter
  // (one shape either way: the search's compiled code sees one kind of query).
  function query(filtered = true) {
    const f = form.elements;
    return {
      terms: search.value.split(/\s+/).filter(Boolean),
      category: filtered ? f.category.value : '', release: filtered ? f.release.value : '',
      platform: filtered ? f.platform.value : '', version: filtered ? f.version.value : '',
      restricted: !filtered ? null : f.restricted.value === 'only' ? true : f.restricted.value === 'none' ? false : null,
      mode: filtered ? f.mode.value : '', style: filtered ? f.style.value : '',
      localized: filtered && f.localized.checked, rtl: filtered && f.rtl.checked,
    };
  }

  // The filters set, as their labels say them: `Category “Maps”`, `Localized`.
  function activeFilters() {
    const active = [];
    for (const name of filterNames) {
      const control = form.elements[name];
      if (control.type === 'checkbox') { if (control.checked) active.push(control.parentNode.textContent.trim()); }
      else if (control.value) active.push(control.parentNode.firstChild.textContent.trim() + ' “' + control.selectedOptions[0].text + '”');
    }
    return active;
  }

  // A grid cell: a button named by its symbol, showing the name and its release (and typos,
  // a restriction); `show` rewrites one in place for another result. The two lines are kept
  // on the button by reference: a set's glyph is put before them once its glyphs load.
  function cell() {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'cell';
    button.setAttribute('role', 'listitem');
    const name = document.createElement('span');
    name.className = 'name';
    const meta = document.createElement('span');
    meta.className = 'meta';
    button.append(name, meta);
    button.catalogName = name;
    button.catalogMeta = meta;
    button.catalogKey = '';
    return button;
  }

  function show(button, result) {
    const symbol = state.set.symbols[result.index];
    const release = state.set.releases[result.release];
    const corrections = result.corrections.length ? ' · ≈ ' + result.corrections.map(c => c.word).join(' ') : '';
    const meta = (release ? release.id : '') + corrections + (symbol.x ? ' · restricted' : '');
    const key = result.index + '|' + result.name + '|' + result.note + '|' + meta;
    if (button.catalogKey === key) return;
    button.catalogKey = key;
    button.dataset.symbol = result.name;
    button.setAttribute('aria-label', result.name + (result.note ? ' (' + result.note + ')' : ''));
    button.catalogName.textContent = result.name;
    button.catalogMeta.textContent = meta;
    window.CatalogGlyphs.decorate(button, state.set, symbol);
  }

  function append(count) {
    const end = Math.min(state.results.length, state.shown + count);
    const fragment = document.createDocumentFragment();
    for (let i = state.shown; i < end; i++) { const button = cell(); show(button, state.results.at(i)); fragment.append(button); }
    grid.append(fragment);
    state.shown = end;
  }
  function renderMore() { append(CHUNK); }

  // How many cells fill the grid's part of the window: its columns times the rows that fit
  // below its top, read from the grid as laid out (once a window size); a CHUNK until the
  // grid is shown with a cell in it.
  let visible = null;
  function visibleCount() {
    if (visible !== null) return visible;
    const style = getComputedStyle(grid), first = grid.firstElementChild;
    if (style.gridTemplateColumns === 'none' || !first) return CHUNK;
    const row = first.offsetHeight + (parseFloat(style.rowGap) || 0);
    const top = Math.max(0, grid.getBoundingClientRect().top);
    visible = style.gridTemplateColumns.split(' ').length * Math.max(1, Math.ceil((window.innerHeight - top) / row));
    return visible;
  }
  window.addEventListener('resize', () => { visible = null; });

  // The first cells of a new result list, in the cells already in the grid: a keystroke
  // rewrites only the cells on screen whose result changed; the rest follow in idle time.
  function renderFirst() {
    const end = Math.min(state.results.length, visibleCount()), shown = grid.children;
    if (shown.length > end) {
      const rest = document.createRange();
      rest.setStartBefore(shown[end]);
      rest.setEndAfter(grid.lastChild);
      rest.deleteContents();
    }
    for (let i = 0; i < Math.min(end, shown.length); i++) show(shown[i], state.results.at(i));
    state.shown = Math.min(end, shown.length);
    append(end - state.shown);
    wanted = CHUNK;
    fillLater();
  }

  // The cells below the window: a few an idle period up to `wanted` (CHUNK, and a CHUNK more
  // each time the end comes within 800 px of the window), so a keystroke waits for one batch
  // at most; none while typing (each batch is laid out in the next keystroke's frame), from
  // TYPING_PAUSE_MS after the last keystroke. (Browsers without requestIdleCallback get a
  // batch every 50 ms.)
  const whenIdle = window.requestIdleCallback ? work => requestIdleCallback(work, { timeout: 300 })
    : work => setTimeout(() => work({ didTimeout: true, timeRemaining: () => 0 }), 50);
  let filling = false, wanted = CHUNK, lastKeystroke = -Infinity;
  const untilTypingPauses = () => TYPING_PAUSE_MS - (performance.now() - lastKeystroke);
  function fillLater() {
    if (filling) return;
    filling = true;
    whenIdle(function fill(deadline) {
      const typing = untilTypingPauses();
      if (typing > 0) { setTimeout(() => whenIdle(fill), typing); return; }
      const end = Math.min(wanted, state.results.length);
      while (state.shown < end && (deadline.didTimeout || deadline.timeRemaining() > FILL_MS)) {
        append(Math.min(FILL_CELLS, end - state.shown));
        if (deadline.didTimeout) break;
      }
      if (state.shown < end) { whenIdle(fill); return; }
      filling = false;
      // Observed again, the end reports where it is now (the observer speaks only of changes).
      endObserver.unobserve(more);
      endObserver.observe(more);
    });
  }

  function run() {
    if (!state.set) return;
    // Results are shown in the grid: typing or filtering on another page returns to it.
    notes.hidden = true;
    pageSection.hidden = true;
    grid.hidden = false;
    const started = performance.now();
    let outcome;
    try {
      outcome = window.CatalogSearch.search(state.set, query());
    } catch (error) {
      status.textContent = error.message;
      return;
    }
    state.results = outcome.results;
    renderFirst();
    const count = outcome.results.length;
    let text = count.toLocaleString('en') + (count === 1 ? ' symbol' : ' symbols');
    if (outcome.fuzzyTerms.length) text += ' (typos matched: ' + outcome.fuzzyTerms.join(', ') + ')';
    // Nothing shown though every term matched: the filters left nothing, so the status names
    // them, says what the terms find without them, and offers to clear them.
    const filters = count || outcome.unmatchedTerms.length ? [] : activeFilters();
    if (!count && outcome.unmatchedTerms.length) text = 'No symbol matches ' + outcome.unmatchedTerms.map(t => '“' + t + '”').join(' or ');
    else if (filters.length) {
      const unfiltered = window.CatalogSearch.search(state.set, query(false)).results.length;
      text = 'No symbol with ' + filters.join(', ') + '; ' + unfiltered.toLocaleString('en') + ' without the filters';
    }
    status.textContent = text;
    clearFilters.hidden = !filters.length;
    state.timing.push(performance.now() - started);
  }


"""#
}
