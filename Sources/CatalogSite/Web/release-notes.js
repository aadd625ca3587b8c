// Release notes (`#/releases`, `&release=ID` opens one): per release, newest first, what
// `catalog diff --from PREVIOUS --to R` says, the symbols added and renamed drawn as grid cells
// (grid.js's `linkCell`: glyph above name), each linking to its details. A release's cells are
// made when it is opened, PAGE at a time ("Show N more"), so the page holds only what is open
// (Font Awesome's and MDI's thousands of first-release symbols are not in it until asked for).
(function () {
  'use strict';
  const element = window.CatalogElement;   // details.js
  const { own } = window.CatalogTables;
  const PAGE = 120;

  // The symbol `name` stands for in `set` now (an old name or alias resolves), or a stand-in
  // with the name alone (no glyph).
  function symbolOf(set, name) {
    let index = set.search ? set.search.byName.get(name) : undefined;
    if (index === undefined && set.search && own(set.aliases, name)) index = set.search.byName.get(own(set.aliases, name));
    return index === undefined ? { n: name } : set.symbols[index];
  }

  // `entries` ([name, note]) as cells, PAGE at a time, with a button for the rest.
  function cells(set, entries, label) {
    const list = element('div', { class: 'release-cells', role: 'list', 'aria-label': label });
    const more = element('button', { type: 'button', class: 'more' });
    const showMore = () => {
      const from = list.children.length;
      for (const [name, note] of entries.slice(from, from + PAGE)) {
        const cell = window.CatalogGrid.linkCell(set, symbolOf(set, name), '#/symbol/' + encodeURIComponent(name) + (set.linkSuffix || ''), note);
        cell.setAttribute('role', 'listitem');
        list.append(cell);
      }
      const left = entries.length - list.children.length;
      more.hidden = left <= 0;
      more.textContent = 'Show ' + Math.min(left, PAGE).toLocaleString('en') + ' more of ' + left.toLocaleString('en');
    };
    more.addEventListener('click', showMore);
    showMore();
    return element('div', {}, [list, more]);
  }

  function section(title, body) {
    return element('section', {}, [element('h3', { text: title }), body]);
  }

  // One release's body: its added and renamed symbols as cells, the removed names, and the
  // grid's "New in" filter for it.
  function body(set, note, release) {
    const inGrid = element('a', { href: window.CatalogRoutes.searchHash({ release: release.id }, set.name, (window.CATALOG_SET_LIST || []).length > 1), 'data-new-in': release.id,
      text: 'New in ' + release.id + ' in the grid' });
    return element('div', { class: 'notes' }, [
      note.a.length ? element('p', {}, [inGrid]) : null,
      note.a.length ? section('Added', cells(set, note.a.map(name => [name, '']), 'Added in ' + release.id)) : null,
      note.n.length ? section('Renamed', cells(set, note.n.map(([from, to]) => [to, 'was ' + from]), 'Renamed in ' + release.id)) : null,
      note.d.length ? section('Removed', element('p', { text: note.d.join(', ') })) : null,
    ]);
  }

  // Fills `container` with `set`'s release notes, `opened` (a release id) open and scrolled to.
  function render(container, set, opened) {
    container.replaceChildren(element('h2', { text: 'Release notes — ' + set.name }));
    const notes = (set.notes || []).slice().reverse();
    if (!notes.length) container.append(element('p', { text: 'This data set has one release.' }));
    let target = null;
    for (const note of notes) {
      const release = set.releases[note.r];
      const platforms = Object.entries(release.platforms).map(([p, v]) => p + ' ' + v).join(', ');
      const counts = [note.a.length + ' added', note.n.length + ' renamed', note.d.length + ' removed'].join(', ');
      const details = element('details', { 'data-release': release.id }, [
        element('summary', { text: release.id + (platforms ? ' (' + platforms + ')' : '') + ': ' + counts })]);
      // The body made when first opened, and dropped when closed: only open releases are in the page.
      details.addEventListener('toggle', () => {
        if (details.open && details.children.length === 1) details.append(body(set, note, release));
        else if (!details.open) while (details.children.length > 1) details.lastElementChild.remove();
      });
      if (release.id === opened) { details.open = true; details.append(body(set, note, release)); target = details; }
      container.append(details);
    }
    if (target) target.scrollIntoView();
    // The glyphs come after the names: drawn into the cells once loaded.
    window.CatalogGlyphs.load(set).then(loaded => {
      if (!loaded) return;
      for (const cell of container.querySelectorAll('.release-cells .cell')) window.CatalogGlyphs.decorate(cell, set, symbolOf(set, cell.dataset.symbol));
    });
  }

  window.CatalogReleaseNotes = { render, PAGE };
})();
