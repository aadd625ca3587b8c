// The page's filters, as `catalog search` resolves its own (SymbolCatalog/Search/ResolvedFilter.swift),
// and the OS versions they compare.
(function () {
  'use strict';
  const { own } = window.CatalogTables;

  function osVersion(text) {
    if (typeof text !== 'string' || !/^\d+(\.\d+)*$/.test(text)) return null;
    const parts = text.split('.').map(Number);
    while (parts.length > 1 && parts[parts.length - 1] === 0) parts.pop();
    return parts;
  }
  function compareVersions(a, b) {
    for (let i = 0; i < Math.max(a.length, b.length); i++) { const x = a[i] || 0, y = b[i] || 0; if (x !== y) return x - y; }
    return 0;
  }

  // ResolvedFilter: the page's filters (release = `--introduced`, platform and version =
  // `--available-in`; style is the page's own).
  function filter(query, set) {
    const available = query.platform && query.version ? { platform: query.platform, version: osVersion(query.version) } : null;
    const releaseIndex = query.release != null && query.release !== '' ? set.releases.findIndex(r => r.id === query.release) : null;
    const admitsRelease = release => releaseIndex === null || release === releaseIndex;
    const isAvailable = release => {
      if (!available || !available.version) return !available;
      const shipped = set.releases[release] && osVersion(own(set.releases[release].platforms, available.platform));
      return !!shipped && compareVersions(shipped, available.version) <= 0;
    };
    return {
      admits(symbol) {
        if (query.category && !(symbol.c || []).includes(query.category)) return false;
        if (query.restricted === true && !symbol.x) return false;
        if (query.restricted === false && symbol.x) return false;
        if (query.localized && !(symbol.v || []).some(v => v[1] !== 'rtl')) return false;
        if (query.rtl && !(symbol.v || []).some(v => v[1] === 'rtl')) return false;
        if (query.mode && own(symbol.m, query.mode) === undefined) return false;
        if (query.style && !(symbol.s || []).includes(query.style)) return false;
        return true;
      },
      // Whether the current name is shown; else `name`: with availability the newest old name that passes.
      current: symbol => admitsRelease(symbol.r) && isAvailable(symbol.r),
      name(symbol) {
        if (!available) return null;
        let chosen = null;
        for (const [old, release] of symbol.a || []) {
          if (!(admitsRelease(release) && isAvailable(release))) continue;
          if (!chosen || release > chosen[1] || (release === chosen[1] && old < chosen[0])) chosen = [old, release];
        }
        return chosen && { name: chosen[0], release: chosen[1], note: 'renamed to ' + symbol.n };
      },
    };
  }

  // The filters `set` can use: those of which some value shows some of its symbols but not all
  // (a control that could only ever show all or nothing is left out): a category; a release
  // some symbols are new in and others not; a platform whose minimum OS tells symbols apart
  // (their releases ship in more than one version of it, or some not at all: Lucide's one
  // release does not); a restricted symbol; a rendering mode or a style some symbols have and
  // others lack (Phosphor's six weights are every symbol's); a localized or right-to-left symbol.
  // (usable-filters.test.js searches every value of each filter to check it.)
  function usable(set) {
    const symbols = set.symbols;
    const some = test => { for (let i = 0; i < symbols.length; i++) if (test(symbols[i])) return true; return false; };
    const releases = new Set();
    for (let i = 0; i < symbols.length; i++) releases.add(symbols[i].r);
    const tellsApart = platform => new Set(Array.from(releases, r => set.releases[r] ? own(set.releases[r].platforms, platform) : undefined)).size > 1;
    const platforms = set.platforms.some(tellsApart);
    const partly = (has) => some(has) && some(s => !has(s));
    return {
      category: set.categories.some(c => c.key !== 'all' && partly(s => (s.c || []).includes(c.key))), release: releases.size > 1,
      platform: platforms, version: platforms, restricted: partly(s => !!s.x),
      mode: set.layersets.some(m => partly(s => own(s.m, m) !== undefined)),
      style: set.styles.some(style => partly(s => (s.s || []).includes(style))),
      localized: some(s => (s.v || []).some(v => v[1] !== 'rtl')), rtl: some(s => (s.v || []).some(v => v[1] === 'rtl')),
    };
  }

  window.CatalogFilters = { filter, usable, osVersion, compareVersions };
})();
