// The page: data sets loaded on demand, the grid (grid.js), search as you type, filters,
// permalinks (routes.js), the details and the theme.
(function () {
  'use strict';
  const Routes = window.CatalogRoutes, TYPING_PAUSE_MS = window.CatalogGrid.TYPING_PAUSE_MS, { own, table } = window.CatalogTables;
  const $ = selector => document.querySelector(selector);
  const search = $('#q'), grid = $('#grid'), status = $('#status'), pane = $('#details'), notes = $('#releases');
  const pageSection = $('#page'), clearFilters = $('#clear-filters');
  const form = $('#filters'), setSelect = $('#set'), themeButton = $('#theme'), copied = $('#copied');
  const sets = window.CATALOG_SETS = window.CATALOG_SETS || table();
  const list = window.CATALOG_SET_LIST || [];
  // `every`: the cross-set view (`set=all`), its results `{set, result}` over `everySets`.
  const state = { set: null, every: false, everySets: [], results: [], shown: 0, lastCopied: null, timing: [] };
  const EVERY = Routes.EVERY_SET, STAR_CORNER_PX = 22;
  const severalSets = list.length > 1;
  const cells = window.CatalogGrid.create(grid, state);

  // Data sets: a script per set, added when first shown (index.html starts the first).
  function loadSet(name) {
    if (own(sets, name)) return Promise.resolve(own(sets, name));
    const entry = list.find(e => e.name === name);
    if (!entry) return Promise.reject(new Error('no data set ' + name));
    return window.CatalogScripts.load(entry.file).then(() => own(sets, name) || Promise.reject(new Error('data set ' + name + ' did not load')));
  }

  // The filters and the search box (filter-controls.js).
  const controls = window.CatalogFilterControls.create(form, search, state);
  const controlValues = controls.values, setControls = controls.set;
  function query(filtered = true) { return Routes.query(controlValues(), filtered); }

  // Each set's outcome for the controls' query, merged (every-set.js).
  function searchEvery(filtered) {
    const q = query(filtered), lists = [], fuzzy = new Set();
    let unmatched = null;
    for (const set of state.everySets) {
      const outcome = window.CatalogSearch.search(set, q);
      lists.push({ set, results: outcome.results });
      for (const term of outcome.fuzzyTerms) fuzzy.add(term);
      unmatched = unmatched === null ? outcome.unmatchedTerms.slice() : unmatched.filter(t => outcome.unmatchedTerms.includes(t));
    }
    return { results: window.CatalogEverySet.merge(lists, q.terms.length > 0), fuzzyTerms: Array.from(fuzzy), unmatchedTerms: unmatched || [] };
  }
  function searchShown(filtered = true) {
    return state.every ? searchEvery(filtered) : window.CatalogSearch.search(state.set, query(filtered));
  }

  // The search box and the filters only where they apply: the grid (not the release notes, the
  // type, layout or collections pages).
  const searchField = search.closest('label'), filtersToggle = $('#filters-toggle');
  function showSearch(shown) {
    searchField.hidden = form.hidden = filtersToggle.hidden = !shown;
  }

  function run() {
    if (!state.set && !state.every) return;
    // Results are shown in the grid: typing or filtering on another page returns to it.
    notes.hidden = true;
    pageSection.hidden = true;
    grid.hidden = false;
    showSearch(true);
    const started = performance.now();
    let outcome;
    try {
      outcome = searchShown();
    } catch (error) {
      status.textContent = error.message;
      return;
    }
    state.results = outcome.results;
    cells.renderFirst();
    const count = outcome.results.length;
    let text = count.toLocaleString('en') + (count === 1 ? ' symbol' : ' symbols');
    if (outcome.fuzzyTerms.length) text += ' (typos matched: ' + outcome.fuzzyTerms.join(', ') + ')';
    // Nothing shown though every term matched: the filters left nothing, so the status names
    // them, says what the terms find without them, and offers to clear them.
    const filters = count || outcome.unmatchedTerms.length ? [] : controls.active();
    if (!count && outcome.unmatchedTerms.length) text = 'No symbol matches ' + outcome.unmatchedTerms.map(t => '“' + t + '”').join(' or ');
    else if (filters.length) {
      const unfiltered = searchShown(false).results.length;
      text = 'No symbol with ' + filters.join(', ') + '; ' + unfiltered.toLocaleString('en') + ' without the filters';
    }
    status.textContent = text;
    clearFilters.hidden = !filters.length;
    // "Release notes" opens the release the "New in" filter names.
    if (!state.every) $('#notes-link').href = Routes.releasesHash(form.elements.release.value, state.set.name, severalSets);
    state.timing.push(performance.now() - started);
  }

  // Permalinks (routes.js): #/search?q=…&category=…&set=… and #/symbol/NAME?set=….
  function shownSet() { return state.every ? EVERY : state.set && state.set.name; }
  function searchHash() { return Routes.searchHash(controlValues(), shownSet(), severalSets); }
  function setSuffix(name) { return Routes.setSuffix(name, severalSets); }
  function symbolHash(name) { return Routes.symbolHash(name, state.set.name, severalSets); }



  let applying = false;
  async function route() {
    const { symbol, releases, page, parameters } = Routes.parse(location.hash);
    // A link to a set this site does not have (built without it since): the page stays usable
    // on the set shown (else the first) and says so.
    const names = list.map(e => e.name);
    const { name: wanted, missing } = Routes.wantedSet(parameters, shownSet(), names, severalSets);
    if (!wanted) { status.textContent = 'No data set in this site.'; return; }
    applying = true;
    try {
      // The type and layout pages show no set: the one shown stays. A symbol, the release notes
      // and the collections are one set's (the one shown in the cross-set view, else the first).
      const setless = page === 'type' || page === 'layout';
      const every = wanted === EVERY && !symbol && !releases && !page;
      const single = wanted !== EVERY ? wanted : state.set ? state.set.name : names[0];
      showSize(GlyphSize.chosen(parameters.get('size'), GlyphSize.kept()));
      if (every) { if (!state.every) await useEvery(); }
      else if (!(setless && state.set) && (!state.set || state.every || state.set.name !== single)) await useSet(single);
      notes.hidden = !releases;
      pageSection.hidden = !page;
      grid.hidden = releases || !!page;
      showSearch(!grid.hidden);
      if (grid.hidden) clearFilters.hidden = true;
      if (page) {
        status.textContent = '';
        window.CatalogPages[page].render(pageSection, state.set, parameters);
        closeDetails(false);
      } else if (releases) {
        status.textContent = '';
        state.set.linkSuffix = setSuffix(state.set.name);
        window.CatalogReleaseNotes.render(notes, state.set, parameters.get('release'));
        closeDetails(false);
      } else if (!symbol) {
        setControls(parameters);
        run();
        closeDetails(false);
      } else {
        if (!state.results.length) run();
        openDetails(symbol, false);
      }
      if (missing) {
        status.textContent = 'No data set “' + missing + '” in this site (it has ' + list.map(e => e.name).join(', ') + '); showing ' + state.set.name;
      }
    } catch (error) {
      status.textContent = error.message;
    } finally {
      applying = false;
    }
  }

  // The grid's glyph size (glyph-size.js): the permalink's, else the one kept in this browser.
  const GlyphSize = window.CatalogGlyphSize, sizeSelect = form.elements.size;
  for (const [size, label] of GlyphSize.SIZES) { const option = new Option(size + ' px', String(size)); option.title = label; sizeSelect.append(option); }
  let shownSize = null;
  function showSize(size) {
    sizeSelect.value = String(size);
    if (shownSize === size) return;
    shownSize = size;
    for (const [name, value] of Object.entries(GlyphSize.properties(size))) grid.style.setProperty(name, value);
    cells.relayout();
  }

  // The cross-set view: every set loaded (those not yet, now), searched side by side.
  async function useEvery() {
    status.textContent = 'Loading every set…';
    const loaded = await Promise.all(list.map(entry => loadSet(entry.name)));
    for (const set of loaded) if (!set.search) window.CatalogSearch.prepare(set);
    state.every = true;
    state.everySets = loaded;
    if (!state.set) state.set = loaded[0];
    state.results = [];
    state.shown = 0;
    setSelect.value = EVERY;
    $('#grid-link').href = '#/search?set=' + EVERY;
    $('#notes-link').href = Routes.releasesHash('', state.set.name, severalSets);
    $('#collections-link').href = '#/collections' + setSuffix(state.set.name);
    controls.fill(null);
    for (const set of loaded) {
      window.CatalogGlyphs.load(set).then(drawn => {
        if (!drawn || !state.every) return;
        for (const button of grid.querySelectorAll('.cell[data-set="' + CSS.escape(set.name) + '"]')) {
          const index = set.search.byName.get(button.dataset.symbol);
          if (index !== undefined) window.CatalogGlyphs.decorate(button, set, set.symbols[index]);
        }
      });
    }
    document.title = 'Every set — Symbol catalogue';
  }

  async function useSet(name) {
    status.textContent = 'Loading ' + name + '…';
    const set = await loadSet(name);
    if (!set.search) window.CatalogSearch.prepare(set);
    state.every = false;
    state.everySets = [];
    state.set = set;
    // The results so far index another set's symbols: none until the new set is searched.
    state.results = [];
    state.shown = 0;
    setSelect.value = name;
    $('#grid-link').href = '#/search' + setSuffix(name);
    $('#notes-link').href = Routes.releasesHash('', name, severalSets);
    $('#collections-link').href = '#/collections' + setSuffix(name);
    controls.fill(set);
    // The set's glyphs come after its names: drawn into the grid (and the details) once loaded.
    window.CatalogGlyphs.load(set).then(loaded => {
      if (!loaded || state.set !== set || state.every) return;
      window.CatalogGlyphs.decorateAll(grid, set);
      const shown = pane.hidden ? null : resolve(pane.getAttribute('data-symbol'));
      if (shown) window.CatalogDetails.render(pane, set, shown, copy, () => closeDetails(true));
      // The collections page lists its symbols with their glyphs: drawn again with them.
      const { page, parameters } = Routes.parse(location.hash);
      if (page === 'collections' && !pageSection.hidden) window.CatalogPages.collections.render(pageSection, set, parameters);
    });
    document.title = name + ' — Symbol catalogue';
  }

  // A new history entry (or, typing, the current one replaced); the hashchange it causes is
  // not applied again.
  let pushed = null;
  function go(hash, replace) {
    if (location.hash === hash) return;
    if (replace) { history.replaceState(null, '', hash); } else { pushed = hash; location.hash = hash; }
  }

  function resolve(name) {
    const set = state.set;
    let index = set.search.byName.get(name);
    if (index === undefined && own(set.aliases, name)) index = set.search.byName.get(own(set.aliases, name));
    return index === undefined ? null : set.symbols[index];
  }

  let opener = null;
  function openDetails(name, push) {
    const symbol = resolve(name);
    if (!symbol) { notFound(name); return; }
    if (push) {
      replaceTypedPermalink();   // back returns to the search typed just before
      go(symbolHash(symbol.n));
    }
    window.CatalogDetails.render(pane, state.set, symbol, copy, () => closeDetails(true));
    cells.select(state.set.name, symbol.n);
    document.body.classList.add('with-details');
    pane.focus();
  }

  // A name the set does not have (a typo in a link, a symbol of another set): its words,
  // searched with typos forgiven, fill the grid, and the first result is offered.
  function notFound(name) {
    closeDetails(false);
    search.value = Routes.words(name).join(' ');
    run();
    const said = 'No symbol “' + name + '” in ' + state.set.name;
    if (!state.results.length) { status.textContent = said; return; }
    const first = state.results[0].name, link = document.createElement('a');
    link.href = symbolHash(first);
    link.textContent = first;
    status.replaceChildren(said + '; did you mean ', link, '?');
  }

  function closeDetails(push) {
    if (pane.hidden) return;
    const name = pane.getAttribute('data-symbol');
    pane.hidden = true;
    pane.removeAttribute('data-symbol');
    cells.select(null, null);
    document.body.classList.remove('with-details');
    if (push) go(searchHash());
    // (A cell is rewritten for other results: the opener only if it still shows the symbol.)
    const back = opener && opener.isConnected && opener.dataset.symbol === name ? opener : grid.querySelector('[data-symbol="' + CSS.escape(name || '') + '"]');
    if (back) back.focus();
  }

  // Copies `text`; the live region says so (`what`: the copy button's name for it, else the text).
  async function copy(text, what) {
    state.lastCopied = text;
    let done = false;
    try {
      if (navigator.clipboard && window.isSecureContext) { await navigator.clipboard.writeText(text); done = true; }
    } catch (error) { done = false; }
    if (!done) {
      const area = document.createElement('textarea');
      area.value = text;
      area.setAttribute('readonly', '');
      area.className = 'offscreen';
      document.body.append(area);
      area.select();
      try { document.execCommand('copy'); } catch (error) { /* the status still says what to copy */ }
      area.remove();
    }
    copied.textContent = 'Copied ' + (what ? what + ' ✓' : (text.length > 60 ? text.slice(0, 60) + '…' : text));
    status.dataset.copied = text;
  }

  // The symbol a grid cell shows, in its own set.
  function cellSymbol(cell) {
    const set = cell.dataset.set === state.set.name ? state.set : state.everySets.find(s => s.name === cell.dataset.set);
    const index = set && set.search.byName.get(cell.dataset.symbol);
    return index === undefined ? null : { set, symbol: set.symbols[index] };
  }
  // A cell's favorite star toggled (its corner clicked, or `f`): the grid shows it at once.
  function toggleFavorite(cell) {
    const found = cellSymbol(cell);
    if (!found) return;
    window.CatalogFavorites.toggle(found.set, found.symbol);
    cells.render(true);
    copied.textContent = (window.CatalogFavorites.isStarred(found.set, found.symbol.n) ? 'Starred ' : 'Unstarred ') + found.symbol.n;
  }
  document.addEventListener('catalog-favorites', () => cells.render(true));

  grid.addEventListener('click', event => {
    const button = event.target.closest('.cell');
    if (!button) return;
    const box = button.getBoundingClientRect();
    if (event.clientX > box.right - STAR_CORNER_PX && event.clientY < box.top + STAR_CORNER_PX) { toggleFavorite(button); return; }
    opener = button;
    // In the cross-set view a symbol opens in its own set (back returns to the view).
    if (state.every) { replaceTypedPermalink(); location.hash = Routes.symbolHash(button.dataset.symbol, button.dataset.set, true); return; }
    openDetails(button.dataset.symbol, true);
  });

  // Typing replaces the permalink once typing pauses (TYPING_PAUSE_MS), not per keystroke:
  // each replaced history entry is work for the browser too, and on SF 6 on two cores a
  // keystroke's median work was about 1.4 times as long with one replaced per keystroke
  // (Benchmarks/README.md). Opening details replaces it at once; a navigation (back, forward,
  // a link) drops it.
  let typedPermalinkDue = false;
  function replaceTypedPermalink() {
    if (!typedPermalinkDue) return;
    typedPermalinkDue = false;
    const hash = searchHash();
    if (pane.hidden && location.hash !== hash) history.replaceState(null, '', hash);
  }
  function replaceTypedPermalinkOncePaused() {
    const typing = cells.untilTypingPauses();
    if (typing > 0) setTimeout(replaceTypedPermalinkOncePaused, typing);
    else replaceTypedPermalink();
  }
  // New results are shown from the first: typing or filtering far down the grid scrolls to
  // its top (the offset read before the cells change, while the layout is the last frame's).
  function toTop() { if (window.scrollY) window.scrollTo(0, 0); }
  search.addEventListener('input', () => {
    cells.keystroke();
    toTop();
    run();
    if (!typedPermalinkDue) { typedPermalinkDue = true; setTimeout(replaceTypedPermalinkOncePaused, TYPING_PAUSE_MS); }
  });
  form.addEventListener('change', event => {
    // The glyph size is no filter: kept, the grid laid out again, the permalink replaced.
    if (event.target.name === 'size') {
      const size = GlyphSize.parse(sizeSelect.value) || GlyphSize.DEFAULT;
      GlyphSize.keep(size);
      showSize(size);
      if (pane.hidden) go(searchHash(), true);
      return;
    }
    if (event.target.name === 'platform') controls.updateVersions();
    toTop();
    run();
    go(searchHash(), false);
  });
  clearFilters.addEventListener('click', () => {
    setControls(new URLSearchParams({ q: search.value }));   // every filter emptied, the search kept
    run();
    go(searchHash(), false);
    search.focus();
  });
  // Another set keeps the words and the filters it can use (a value the new set's control
  // lacks is emptied).
  setSelect.addEventListener('change', async () => {
    const kept = Routes.parse(searchHash()).parameters;
    if (setSelect.value === EVERY) await useEvery(); else await useSet(setSelect.value);
    setControls(kept);
    closeDetails(false);
    run();
    go(searchHash(), false);
  });
  window.addEventListener('hashchange', () => {
    const own = pushed !== null && location.hash === pushed;
    pushed = null;
    if (own) return;
    typedPermalinkDue = false;
    if (!applying) route();
  });

  // The header's height (it wraps on narrow screens) for the details pane to open below it.
  const bar = $('.bar');
  const barHeight = () => document.documentElement.style.setProperty('--bar-height', bar.offsetHeight + 'px');
  barHeight();
  if (window.ResizeObserver) new ResizeObserver(barHeight).observe(bar);

  // The theme: the system's until the toggle is used, then the remembered choice.
  function showTheme() {
    const dark = document.documentElement.getAttribute('data-theme') === 'dark';
    themeButton.setAttribute('aria-pressed', String(dark));
  }
  themeButton.addEventListener('click', () => {
    const dark = document.documentElement.getAttribute('data-theme') !== 'dark';
    document.documentElement.setAttribute('data-theme', dark ? 'dark' : 'light');
    try { localStorage.setItem('catalog-theme', dark ? 'dark' : 'light'); } catch (error) { /* not remembered */ }
    showTheme();
  });
  showTheme();

  for (const entry of list) setSelect.append(new Option(entry.name + ' (' + entry.symbols.toLocaleString('en') + ')', entry.name));
  if (severalSets) setSelect.append(new Option('Every set (' + list.reduce((n, e) => n + e.symbols, 0).toLocaleString('en') + ')', EVERY));
  window.CatalogApp = { search, grid, pane, state, closeDetails, copy, cells, toggleFavorite };
  window.catalogSite = {
    results: () => state.every ? state.results.map(e => e.result.name) : state.results.map(r => r.name),
    resultSets: () => state.every ? state.results.map(e => e.set.name) : state.results.map(() => state.set.name),
    state,
    search: (name, q) => loadSet(name).then(set => window.CatalogSearch.search(set, q).results.map(r => r.name)),
    ready: false,
  };
  route().then(() => {
    window.catalogSite.ready = true;
    document.documentElement.setAttribute('data-ready', 'true');
    requestAnimationFrame(() => {
      performance.mark('catalog-grid-painted');
      // The typo words, made once the grid is up rather than on the first typo.
      setTimeout(() => {
        if (!state.set) return;
        window.CatalogTypos.prepare(state.set);
        window.CatalogSearch.warm(state.set, query);
      }, 0);
    });
  });
})();
