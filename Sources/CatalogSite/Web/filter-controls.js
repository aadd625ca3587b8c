// The filter controls and the search box: each set's options, the filters a set can use (the
// others hidden), the controls' values as routes.js reads them, and their values set from a
// permalink. (The page's part of filters.js; app.js drives it.)
(function () {
  'use strict';
  const Routes = window.CatalogRoutes, { own } = window.CatalogTables;

  // The controls of `form` and the box `search`, for the page's `state`.
  function create(form, search, state) {
    function options(select, items, first) {
      select.replaceChildren(new Option(first, ''));
      for (const [value, label] of items) select.append(new Option(label, value));
    }

    function versionsOf(set, platform) {
      const seen = new Map();
      for (const release of set.releases) {
        const version = own(release.platforms, platform);
        const parsed = window.CatalogSearch.osVersion(version);
        if (parsed && !seen.has(parsed.join('.'))) seen.set(parsed.join('.'), [version, parsed]);
      }
      return Array.from(seen.values()).sort((a, b) => window.CatalogSearch.compareVersions(a[1], b[1])).map(([v]) => [v, v]);
    }

    // The filters a set can use, the others hidden; in the cross-set view (no set) those every
    // set reads alike (restricted, localized, right to left) where some set can use them.
    const PER_SET = ['category', 'release', 'platform', 'version', 'mode', 'style'];
    const usableFilters = new WeakMap();
    function usable(set) {
      if (!usableFilters.has(set)) usableFilters.set(set, window.CatalogFilters.usable(set));
      return usableFilters.get(set);
    }
    function showFilters(shown) {
      for (const name of Routes.FILTERS) {
        const label = form.elements[name].closest('label');
        label.hidden = !shown[name];
        if (!shown[name] && label.contains(document.activeElement)) search.focus();
      }
    }
    function fillFilters(set) {
      if (!set) {
        for (const name of PER_SET) { options(form.elements[name], [], name === 'category' ? 'All' : 'Any'); form.elements[name].disabled = true; }
        const any = name => state.everySets.some(s => usable(s)[name]);
        showFilters({ restricted: any('restricted'), localized: any('localized'), rtl: any('rtl') });
        return;
      }
      showFilters(usable(set));
      form.elements.category.disabled = form.elements.release.disabled = false;
      options(form.elements.category, set.categories.filter(c => c.key !== 'all').map(c => [c.key, c.label]), 'All');
      options(form.elements.release, set.releases.map(r => [r.id, r.id]), 'Any release');
      options(form.elements.platform, set.platforms.map(p => [p, p]), 'Any');
      options(form.elements.version, [], 'Any');
      options(form.elements.mode, set.layersets.map(m => [m, m]), 'Any');
      options(form.elements.style, set.styles.map(s => [s, s]), 'Any');
      for (const name of ['platform', 'version', 'mode', 'style']) form.elements[name].disabled = form.elements[name].options.length < 2 && name !== 'version';
      form.elements.version.disabled = true;
    }

    // The controls' values (routes.js's plain object), and the query they describe.
    function controlValues() {
      const values = { q: search.value };
      for (const name of Routes.FILTERS) {
        const control = form.elements[name];
        values[name] = control.type === 'checkbox' ? control.checked : control.value;
      }
      values.size = window.CatalogGlyphSize.linkValue(Number(form.elements.size.value));
      return values;
    }

    // The filters set, as their labels say them: `Category “Maps”`, `Localized`.
    function activeFilters() {
      const active = [];
      for (const name of Routes.FILTERS) {
        const control = form.elements[name];
        if (control.type === 'checkbox') { if (control.checked) active.push(control.parentNode.textContent.trim()); }
        else if (control.value) active.push(control.parentNode.firstChild.textContent.trim() + ' “' + control.selectedOptions[0].text + '”');
      }
      return active;
    }

    function setControls(parameters) {
      const values = Routes.values(parameters);
      search.value = values.q;
      for (const name of ['category', 'release', 'platform']) form.elements[name].value = values[name];
      updateVersions();
      for (const name of ['version', 'restricted', 'mode', 'style']) form.elements[name].value = values[name];
      form.elements.localized.checked = values.localized;
      form.elements.rtl.checked = values.rtl;
    }

    function updateVersions() {
      const platform = form.elements.platform.value;
      const current = form.elements.version.value;
      options(form.elements.version, platform ? versionsOf(state.set, platform) : [], 'Any');
      form.elements.version.disabled = !platform;
      if (platform) form.elements.version.value = current;
    }

    return { fill: fillFilters, values: controlValues, active: activeFilters, set: setControls, updateVersions };
  }

  window.CatalogFilterControls = { create };
})();
