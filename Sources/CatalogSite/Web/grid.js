// The grid: an ARIA grid of icon-first cells over the results, virtualized: only the rows in and
// near the window exist (a row leaving it is recycled for one coming in; a row in both stays
// untouched), so MDI's 7,447 symbols scrolled to the end keep a few hundred elements. One Tab
// stop (roving tabindex): the active cell, moved by the arrows (keyboard.js).
(function () {
  'use strict';
  const OVERSCAN_ROWS = 1, TYPING_PAUSE_MS = 300;

  // The window math, no page needed (grid.test.js). Columns that fit `width` px of cells at
  // least `cellWidth` wide with `gap` between them.
  function columnsFor(width, cellWidth, gap) { return Math.max(1, Math.floor((width + gap) / (cellWidth + gap))); }

  // The results a viewport shows: `count` results in rows of `columns`, a row every `pitch` px;
  // the viewport `height` px tall, its top `top` px below the grid's (negative above it);
  // `overscan` rows more on each side. Rows [firstRow, lastRow) hold results [start, end); the
  // first is `offset` px below the grid's top.
  function windowFor(count, columns, pitch, top, height, overscan) {
    const rows = Math.ceil(count / columns);
    const firstRow = Math.min(rows, Math.max(0, Math.floor(top / pitch) - overscan));
    const lastRow = Math.min(rows, Math.max(firstRow, Math.ceil((top + height) / pitch) + overscan));
    return { rows, firstRow, lastRow, start: Math.min(count, firstRow * columns), end: Math.min(count, lastRow * columns), offset: firstRow * pitch };
  }

  // The window's scroll offset that shows row `row` (a row `cellHeight` tall, every `pitch` px,
  // the grid's top at `gridTop` px in the document) whole between `viewTop` px (below the sticky
  // header) and `viewHeight` px of a window scrolled to `scrollY`: unchanged when it shows.
  function scrollFor(row, pitch, cellHeight, gridTop, scrollY, viewTop, viewHeight) {
    const rowTop = gridTop + row * pitch, rowBottom = rowTop + cellHeight;
    if (rowTop < scrollY + viewTop) return Math.max(0, rowTop - viewTop);
    if (rowBottom > scrollY + viewHeight) return rowBottom - viewHeight;
    return scrollY;
  }

  // A cell: a gridcell named by its symbol (and its set in the cross-set view; ", favorite"
  // when starred, a star in its corner, which a click toggles, as `f` does), showing the
  // glyph (glyphs.js puts it first), the name (broken only after `.` and `-`) and, in the
  // cross-set view only, a line of notes (the set, release, typos, restriction; elsewhere the
  // title has them, and a cell is an element fewer: MDI scrolled keeps under 1,500).
  function cell() {
    const element = document.createElement('div');
    element.className = 'cell';
    element.setAttribute('role', 'gridcell');
    element.tabIndex = -1;
    const name = document.createElement('span');
    name.className = 'name';
    element.append(name);
    element.catalogName = name;
    element.catalogMeta = null;
    element.catalogKey = '';
    element.catalogIndex = -1;
    return element;
  }

  // The name with a break opportunity after each `.` and `-` and nowhere else.
  function showName(span, name) {
    span.replaceChildren();
    const parts = name.split(/(?<=[.-])/);
    parts.forEach((part, i) => {
      span.append(part);
      if (i < parts.length - 1) span.append(document.createElement('wbr'));
    });
  }

  // `marked`: the cross-set view, where each cell names its set.
  function show(element, set, result, marked) {
    const symbol = set.symbols[result.index];
    const release = set.releases[result.release];
    const corrections = result.corrections.length ? ' · ≈ ' + result.corrections.map(c => c.word).join(' ') : '';
    const everyday = result.vocabulary.length ? ' · ' + result.vocabulary.map(v => v.term + ' → ' + v.target).join(', ') : '';
    const meta = (marked ? set.name + ' · ' : '') + (release ? release.id : '') + corrections + everyday + (symbol.x ? ' · restricted' : '');
    const starred = !!(window.CatalogFavorites && window.CatalogFavorites.isStarred(set, symbol.n));
    const key = set.name + '|' + result.index + '|' + result.name + '|' + result.note + '|' + meta + '|' + starred;
    if (element.catalogKey === key) return;
    // Another set's glyph of the same name is not this one's.
    if (element.dataset.set !== set.name) { const drawn = element.querySelector('svg.glyph'); if (drawn) drawn.remove(); }
    element.catalogKey = key;
    element.dataset.symbol = result.name;
    element.dataset.set = set.name;
    element.setAttribute('aria-label', result.name + (result.note ? ' (' + result.note + ')' : '') + (marked ? ', ' + set.name : '') + (symbol.x ? ', restricted' : '') + (starred ? ', favorite' : ''));
    element.classList.toggle('starred', starred);
    element.title = result.name + (meta ? '\n' + meta : '');
    showName(element.catalogName, result.name);
    if (marked) {
      if (!element.catalogMeta) {
        element.catalogMeta = document.createElement('span');
        element.catalogMeta.className = 'meta';
        element.append(element.catalogMeta);
      }
      element.catalogMeta.textContent = meta;
    } else if (element.catalogMeta) { element.catalogMeta.remove(); element.catalogMeta = null; }
    window.CatalogGlyphs.decorate(element, set, symbol);
  }

  // A link to `symbol` drawn as a cell (its glyph above its name, `note` below), for lists
  // outside the grid: the release notes.
  function linkCell(set, symbol, href, note) {
    const element = document.createElement('a');
    element.className = 'cell';
    element.href = href;
    element.dataset.symbol = symbol.n;
    element.dataset.set = set.name;
    const name = document.createElement('span');
    name.className = 'name';
    showName(name, symbol.n);
    element.append(name);
    if (note) { const meta = document.createElement('span'); meta.className = 'meta'; meta.textContent = note; element.append(meta); }
    element.title = symbol.n + (note ? '\n' + note : '');
    window.CatalogGlyphs.decorate(element, set, symbol);
    return element;
  }

  function row() {
    const element = document.createElement('div');
    element.className = 'row';
    element.setAttribute('role', 'row');
    element.catalogRow = -1;
    return element;
  }

  // The grid of `grid` showing `state.results` of `state.set`, or in the cross-set view
  // (`state.every`) `{set, result}`s; `state.shown` is the end of the results in the window.
  function create(grid, state) {
    let columns = 1, cellHeight = 84, gap = 6, pitch = 90, measured = false, active = 0, view = null;
    const live = new Map();   // row number → its element, in the window

    function showAt(element, i) {
      if (state.every) { const entry = state.results[i]; show(element, entry.set, entry.result, true); }
      else show(element, state.set, state.results.at(i));
    }

    // The cell size from the style (`--cell-width`, `--cell-height`, `--cell-gap` on the grid).
    function measure() {
      const style = getComputedStyle(grid);
      const width = parseFloat(style.getPropertyValue('--cell-width')) || 76;
      cellHeight = parseFloat(style.getPropertyValue('--cell-height')) || 84;
      gap = parseFloat(style.getPropertyValue('--cell-gap')) || 6;
      pitch = cellHeight + gap;
      const next = columnsFor(grid.clientWidth, width, gap);
      if (next !== columns) { columns = next; for (const element of live.values()) element.catalogRow = -1; }
      grid.style.setProperty('--columns', String(columns));
      measured = true;
    }

    function fillRow(element, r, count) {
      element.catalogRow = r;
      element.setAttribute('aria-rowindex', String(r + 1));
      const from = r * columns, to = Math.min(count, from + columns);
      while (element.children.length > to - from) element.lastElementChild.remove();
      while (element.children.length < to - from) element.append(cell());
      for (let i = from; i < to; i++) {
        const c = element.children[i - from];
        showAt(c, i);
        markSelected(c);
        c.catalogIndex = i;
        c.setAttribute('aria-colindex', String(i - from + 1));
      }
    }

    // The window as scrolled now: rows that left it recycled for those that came in.
    let every = false;
    function render(refill = false) {
      if (grid.hidden || (!state.set && !state.every)) return;
      // The cross-set view's cells are taller (a line names the set).
      if (every !== state.every) { every = state.every; grid.classList.toggle('every-set', every); measured = false; }
      if (!measured) measure();
      const count = state.results.length;
      const top = -grid.getBoundingClientRect().top;
      view = windowFor(count, columns, pitch, top, window.innerHeight, OVERSCAN_ROWS);
      grid.style.height = view.rows ? view.rows * pitch - gap + 'px' : '0px';
      grid.style.paddingTop = view.offset + 'px';
      grid.setAttribute('aria-rowcount', String(view.rows));
      grid.setAttribute('aria-colcount', String(Math.min(columns, count)));
      const spare = [];
      for (const [r, element] of live) {
        if (r < view.firstRow || r >= view.lastRow || refill || element.catalogRow !== r) { live.delete(r); spare.push(element); }
      }
      spare.reverse();   // refilled in order: the rows keep their places
      let previous = null;
      for (let r = view.firstRow; r < view.lastRow; r++) {
        let element = live.get(r);
        if (!element) {
          element = spare.pop() || row();
          fillRow(element, r, count);
          live.set(r, element);
        }
        if (element.parentNode !== grid || element.previousElementSibling !== previous) grid.insertBefore(element, previous ? previous.nextSibling : grid.firstChild);
        previous = element;
      }
      for (const element of spare) element.remove();
      state.shown = view.end;
      tabStop();
    }

    // The cell of the symbol the details show is selected (aria-selected), the others not.
    let selected = '';
    function markSelected(c) {
      const wanted = String(selected === c.dataset.set + '\n' + c.dataset.symbol);
      if (c.getAttribute('aria-selected') !== wanted) c.setAttribute('aria-selected', wanted);
    }
    function select(setName, name) {
      selected = name ? setName + '\n' + name : '';
      for (const element of live.values()) for (const c of element.children) markSelected(c);
    }

    // One Tab stop: the active cell when it is in the window, else the window's first.
    function tabStop() {
      if (active >= state.results.length) active = Math.max(0, state.results.length - 1);
      const stop = view && active >= view.start && active < view.end ? active : view ? view.start : 0;
      for (const element of live.values()) {
        for (const c of element.children) { const wanted = c.catalogIndex === stop ? 0 : -1; if (c.tabIndex !== wanted) c.tabIndex = wanted; }
      }
    }

    // The cell of result `i` made active, scrolled into view (below the sticky header) and focused.
    function focusIndex(i) {
      if (!state.results.length) return null;
      active = Math.max(0, Math.min(state.results.length - 1, i));
      if (!measured) measure();
      const header = document.querySelector('.bar');
      const viewTop = header ? header.getBoundingClientRect().bottom : 0;
      const gridTop = grid.getBoundingClientRect().top + window.scrollY;
      const y = scrollFor(Math.floor(active / columns), pitch, cellHeight, gridTop, window.scrollY, Math.max(0, viewTop), window.innerHeight);
      if (y !== window.scrollY) window.scrollTo(0, y);
      render();
      const target = cellOf(active);
      if (target) target.focus({ preventScroll: true });
      return target;
    }
    function cellOf(i) {
      const element = live.get(Math.floor(i / columns));
      return element ? element.children[i - element.catalogRow * columns] || null : null;
    }

    // A new result list, from the first result (app.js scrolls to the top first).
    function renderFirst() { active = 0; render(true); }

    let pending = false;
    function renderSoon() {
      if (pending) return;
      pending = true;
      requestAnimationFrame(() => { pending = false; render(); });
    }
    window.addEventListener('scroll', renderSoon, { passive: true });
    window.addEventListener('resize', () => { measured = false; renderSoon(); });
    grid.addEventListener('focusin', event => {
      const c = event.target.closest && event.target.closest('.cell');
      if (c && c.catalogIndex >= 0) { active = c.catalogIndex; tabStop(); }
    });

    let lastKeystroke = -Infinity;
    const untilTypingPauses = () => TYPING_PAUSE_MS - (performance.now() - lastKeystroke);
    return {
      renderFirst, render, focusIndex, select, untilTypingPauses,
      // The cell size changed (the glyph size chosen): the rows laid out again.
      relayout() { measured = false; render(true); },
      columns: () => { if (!measured) measure(); return columns; },
      // The rows that fit in the window (Page Up and Page Down move by them).
      pageRows: () => Math.max(1, Math.floor(window.innerHeight / pitch) - 1),
      // A keystroke: the permalink waits until typing pauses.
      keystroke() { lastKeystroke = performance.now(); },
    };
  }

  window.CatalogGrid = { create, linkCell, columnsFor, windowFor, scrollFor, TYPING_PAUSE_MS };
})();
