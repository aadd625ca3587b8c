// The keyboard: / focuses search, arrows move in the grid, Enter opens, Esc closes, c copies
// the name (the page's parts from app.js, window.CatalogApp).
(function () {
  'use strict';
  const { search, grid, pane, closeDetails, copy, cells, toggleFavorite } = window.CatalogApp;

  document.addEventListener('keydown', event => {
    const target = event.target;
    const typing = target instanceof HTMLInputElement && target.type !== 'checkbox' || target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement;
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    if (event.key === 'Escape' && !pane.hidden) { event.preventDefault(); closeDetails(true); return; }
    if (event.key === '/' && !typing) { event.preventDefault(); search.focus(); search.select(); return; }
    if (target === search && event.key === 'ArrowDown' && grid.querySelector('.cell')) { event.preventDefault(); window.scrollTo(0, 0); cells.focusIndex(0); return; }
    if (target === search && event.key === 'Enter' && grid.querySelector('.cell')) { event.preventDefault(); window.scrollTo(0, 0); const first = cells.focusIndex(0); if (first) first.click(); return; }
    if (typing) return;
    const cell = target.classList && target.classList.contains('cell') && grid.contains(target) ? target : null;
    if (event.key === 'c') {
      const name = cell ? cell.dataset.symbol : pane.hidden ? null : pane.getAttribute('data-symbol');
      if (name) { event.preventDefault(); copy(name); }
      return;
    }
    if (!cell) return;
    if (event.key === 'f') { event.preventDefault(); toggleFavorite(cell); return; }
    // The grid's keys (ARIA's grid pattern): Enter or Space opens, the arrows move a cell or a
    // row, Page Up and Down a window of rows, Home and End to the grid's ends; ArrowUp from the
    // first row returns to the search box.
    if (event.key === 'Enter' || event.key === ' ') { event.preventDefault(); cell.click(); return; }
    const index = cell.catalogIndex, columns = cells.columns(), page = cells.pageRows() * columns;
    const step = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: columns, ArrowUp: -columns, PageDown: page, PageUp: -page, Home: -index, End: Infinity }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    if (event.key === 'ArrowUp' && index < columns) { search.focus(); return; }
    cells.focusIndex(step === Infinity ? Number.MAX_SAFE_INTEGER : index + step);
  });
})();
