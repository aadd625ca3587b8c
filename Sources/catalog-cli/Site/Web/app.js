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

  // Permalinks: #/search?q=…&category=…&set=… and #/symbol/NAME?set=….
  function searchHash() {
    const parameters = new URLSearchParams();
    if (search.value) parameters.set('q', search.value);
    for (const name of filterNames) {
      const control = form.elements[name];
      const value = control.type === 'checkbox' ? (control.checked ? '1' : '') : control.value;
      if (value) parameters.set(name, value);
    }
    if (state.set && list.length > 1) parameters.set('set', state.set.name);
    const text = parameters.toString();
    return '#/search' + (text ? '?' + text : '');
  }

  // `?set=NAME` for a permalink into `name`'s set when the site has several; a symbol's permalink.
  function setSuffix(name) { return list.length > 1 ? '?set=' + encodeURIComponent(name) : ''; }
  function symbolHash(name) { return '#/symbol/' + encodeURIComponent(name) + setSuffix(state.set.name); }

  function parseHash() {
    const hash = decodeURIComponent(location.hash.replace(/^#/, '').split('?')[0]);
    const parameters = new URLSearchParams(location.hash.split('?')[1] || '');
    const symbolMatch = /^\/symbol\/(.+)$/.exec(hash);
    const page = /^\/(type|collections)$/.exec(hash);
    return { symbol: symbolMatch ? symbolMatch[1] : null, releases: hash === '/releases', page: page ? page[1] : null, parameters };
  }

  function setControls(parameters) {
    search.value = parameters.get('q') || '';
    for (const name of ['category', 'release', 'platform']) form.elements[name].value = parameters.get(name) || '';
    updateVersions();
    for (const name of ['version', 'restricted', 'mode', 'style']) form.elements[name].value = parameters.get(name) || '';
    form.elements.localized.checked = parameters.get('localized') === '1';
    form.elements.rtl.checked = parameters.get('rtl') === '1';
  }

  function updateVersions() {
    const platform = form.elements.platform.value;
    const current = form.elements.version.value;
    options(form.elements.version, platform ? versionsOf(state.set, platform) : [], 'Any');
    form.elements.version.disabled = !platform;
    if (platform) form.elements.version.value = current;
  }

  let applying = false;
  async function route() {
    const { symbol, releases, page, parameters } = parseHash();
    const shown = state.set ? state.set.name : list.length ? list[0].name : null;
    let wanted = parameters.get('set') || shown;
    // A link to a set this site does not have (built without it since): the page stays usable
    // on the set shown (else the first) and says so.
    const missing = wanted && !list.some(e => e.name === wanted) ? wanted : null;
    if (missing) wanted = shown;
    if (!wanted) { status.textContent = 'No data set in this site.'; return; }
    applying = true;
    try {
      if (!state.set || state.set.name !== wanted) await useSet(wanted);
      notes.hidden = !releases;
      pageSection.hidden = !page;
      grid.hidden = releases || !!page;
      if (grid.hidden) clearFilters.hidden = true;
      if (page) {
        status.textContent = '';
        window.CatalogPages[page].render(pageSection, state.set, parameters);
        closeDetails(false);
      } else if (releases) {
        status.textContent = '';
        state.set.linkSuffix = setSuffix(state.set.name);
        window.CatalogDetails.releases(notes, state.set);
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

  async function useSet(name) {
    status.textContent = 'Loading ' + name + '…';
    const set = await loadSet(name);
    if (!set.search) window.CatalogSearch.prepare(set);
    state.set = set;
    // The results so far index another set's symbols: none until the new set is searched.
    state.results = [];
    state.shown = 0;
    setSelect.value = name;
    $('#notes-link').href = '#/releases' + setSuffix(name);
    fillFilters(set);
    // The set's glyphs come after its names: drawn into the grid (and the details) once loaded.
    window.CatalogGlyphs.load(set).then(loaded => {
      if (!loaded || state.set !== set) return;
      window.CatalogGlyphs.decorateAll(grid, set);
      const shown = pane.hidden ? null : resolve(pane.getAttribute('data-symbol'));
      if (shown) window.CatalogDetails.render(pane, set, shown, copy, () => closeDetails(true));
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
    if (index === undefined && set.aliases[name]) index = set.search.byName.get(set.aliases[name]);
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
    document.body.classList.add('with-details');
    pane.focus();
  }

  // A name the set does not have (a typo in a link, a symbol of another set): its words,
  // searched with typos forgiven, fill the grid, and the first result is offered.
  function notFound(name) {
    closeDetails(false);
    search.value = name.split(/[\s._-]+/).filter(Boolean).join(' ');
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
    document.body.classList.remove('with-details');
    if (push) go(searchHash());
    // (A cell is rewritten for other results: the opener only if it still shows the symbol.)
    const back = opener && opener.isConnected && opener.dataset.symbol === name ? opener : grid.querySelector('[data-symbol="' + CSS.escape(name || '') + '"]');
    if (back) back.focus();
  }

  async function copy(text) {
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
    copied.textContent = 'Copied ' + (text.length > 60 ? text.slice(0, 60) + '…' : text);
    status.dataset.copied = text;
  }

  grid.addEventListener('click', event => {
    const button = event.target.closest('.cell');
    if (!button) return;
    opener = button;
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
    const typing = untilTypingPauses();
    if (typing > 0) setTimeout(replaceTypedPermalinkOncePaused, typing);
    else replaceTypedPermalink();
  }
  // New results are shown from the first: typing or filtering far down the grid scrolls to
  // its top (the offset read before the cells change, while the layout is the last frame's).
  function toTop() { if (window.scrollY) window.scrollTo(0, 0); }
  search.addEventListener('input', () => {
    lastKeystroke = performance.now();
    toTop();
    run();
    if (!typedPermalinkDue) { typedPermalinkDue = true; setTimeout(replaceTypedPermalinkOncePaused, TYPING_PAUSE_MS); }
  });
  form.addEventListener('change', event => {
    if (event.target.name === 'platform') updateVersions();
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
  setSelect.addEventListener('change', async () => {
    await useSet(setSelect.value);
    search.value = '';
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

  // More of the grid as its end scrolls into view.
  const endObserver = new IntersectionObserver(entries => {
    if (!entries[entries.length - 1].isIntersecting || state.shown < wanted || state.shown >= state.results.length) return;
    wanted = state.shown + CHUNK;
    fillLater();
  }, { rootMargin: '800px' });
  endObserver.observe(more);

  for (const entry of list) setSelect.append(new Option(entry.name + ' (' + entry.symbols.toLocaleString('en') + ')', entry.name));
  window.CatalogApp = { search, grid, pane, state, closeDetails, copy, renderMore };
  window.catalogSite = {
    results: () => state.results.map(r => r.name),
    state,
    search: (name, q) => loadSet(name).then(set => window.CatalogSearch.search(set, q).results.map(r => r.name)),
    ready: false,
  };
  route().then(() => {
    window.catalogSite.ready = true;
    document.documentElement.setAttribute('data-ready', 'true');
    requestAnimationFrame(() => {
      performance.mark('catalog-grid-painted');
      // The typo words, made once the grid is up rather than on the first typo; and the cells
      // that fill the window, measured on the grid as painted (not by the first keystroke).
      setTimeout(() => {
        if (!state.set) return;
        if (!grid.hidden) visibleCount();
        window.CatalogTypos.prepare(state.set);
        window.CatalogSearch.warm(state.set, query);
      }, 0);
    });
  });
})();
