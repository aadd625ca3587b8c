// The grid: a cell per result, the first that fill the window rewritten in place on each
// keystroke, the rest added in idle time and as the end scrolls into view.
(function () {
  'use strict';
  const CHUNK = 120, FILL_CELLS = 8, FILL_MS = 6, TYPING_PAUSE_MS = 300;

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

  // `marked`: the cross-set view, where each cell names its set.
  function show(button, set, result, marked) {
    const symbol = set.symbols[result.index];
    const release = set.releases[result.release];
    const corrections = result.corrections.length ? ' · ≈ ' + result.corrections.map(c => c.word).join(' ') : '';
    const everyday = result.vocabulary.length ? ' · ' + result.vocabulary.map(v => v.term + ' → ' + v.target).join(', ') : '';
    const meta = (marked ? set.name + ' · ' : '') + (release ? release.id : '') + corrections + everyday + (symbol.x ? ' · restricted' : '');
    const key = set.name + '|' + result.index + '|' + result.name + '|' + result.note + '|' + meta;
    if (button.catalogKey === key) return;
    // Another set's glyph of the same name is not this one's.
    if (button.dataset.set !== set.name) { const drawn = button.querySelector('svg.glyph'); if (drawn) drawn.remove(); }
    button.catalogKey = key;
    button.dataset.symbol = result.name;
    button.dataset.set = set.name;
    button.setAttribute('aria-label', result.name + (result.note ? ' (' + result.note + ')' : '') + (marked ? ', ' + set.name : ''));
    button.catalogName.textContent = result.name;
    button.catalogMeta.textContent = meta;
    window.CatalogGlyphs.decorate(button, set, symbol);
  }

  // The grid of `grid`, its end marked by `more`, showing `state.results` of `state.set`
  // (`state.shown` of them so far), or in the cross-set view (`state.every`) `{set, result}`s.
  function create(grid, more, state) {
    function showAt(button, i) {
      if (state.every) { const entry = state.results[i]; show(button, entry.set, entry.result, true); }
      else show(button, state.set, state.results.at(i));
    }
    function append(count) {
      const end = Math.min(state.results.length, state.shown + count);
      const fragment = document.createDocumentFragment();
      for (let i = state.shown; i < end; i++) { const button = cell(); showAt(button, i); fragment.append(button); }
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
      for (let i = 0; i < Math.min(end, shown.length); i++) showAt(shown[i], i);
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

    // More of the grid as its end scrolls into view.
    const endObserver = new IntersectionObserver(entries => {
      if (!entries[entries.length - 1].isIntersecting || state.shown < wanted || state.shown >= state.results.length) return;
      wanted = state.shown + CHUNK;
      fillLater();
    }, { rootMargin: '800px' });
    endObserver.observe(more);

    return {
      renderFirst, renderMore, visibleCount, untilTypingPauses,
      // A keystroke: the cells below the window wait until typing pauses.
      keystroke() { lastKeystroke = performance.now(); },
    };
  }

  window.CatalogGrid = { create, TYPING_PAUSE_MS };
})();
