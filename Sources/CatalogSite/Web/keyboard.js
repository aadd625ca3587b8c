// The keyboard: / focuses search, arrows move in the grid, Enter opens, Esc closes, c copies
// the name (the page's parts from app.js, window.CatalogApp).
(function () {
  'use strict';
  const { search, grid, pane, state, closeDetails, copy, renderMore } = window.CatalogApp;

  function columns() {
    const cells = grid.children;
    if (!cells.length) return 1;
    const top = cells[0].offsetTop;
    let count = 0;
    while (count < cells.length && cells[count].offsetTop === top) count += 1;
    return Math.max(1, count);
  }

  document.addEventListener('keydown', event => {
    const target = event.target;
    const typing = target instanceof HTMLInputElement && target.type !== 'checkbox' || target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement;
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    if (event.key === 'Escape' && !pane.hidden) { event.preventDefault(); closeDetails(true); return; }
    if (event.key === '/' && !typing) { event.preventDefault(); search.focus(); search.select(); return; }
    if (target === search && event.key === 'ArrowDown' && grid.firstElementChild) { event.preventDefault(); grid.firstElementChild.focus(); return; }
    if (target === search && event.key === 'Enter' && grid.firstElementChild) { event.preventDefault(); grid.firstElementChild.click(); return; }
    if (typing) return;
    if (event.key === 'c') {
      const name = target.classList && target.classList.contains('cell') ? target.dataset.symbol : pane.hidden ? null : pane.getAttribute('data-symbol');
      if (name) { event.preventDefault(); copy(name); }
      return;
    }
    if (!(target.classList && target.classList.contains('cell'))) return;
    const cells = grid.children;
    const index = Array.prototype.indexOf.call(cells, target);
    const step = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: columns(), ArrowUp: -columns(), Home: -index, End: cells.length - 1 - index }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    let next = index + step;
    if (next >= cells.length && state.shown < state.results.length) renderMore();
    next = Math.max(0, Math.min(grid.children.length - 1, next));
    if (event.key === 'ArrowUp' && index < columns()) { search.focus(); return; }
    grid.children[next].focus();
  });

})();
