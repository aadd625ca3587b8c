extension SiteAssets {
    /// The app part's second half (in `assets/site.js`, after `appGrid`): permalinks and history, the details pane, the controls' events, the theme, the start.
    static let appNavigation = #"""
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
"""#
}
