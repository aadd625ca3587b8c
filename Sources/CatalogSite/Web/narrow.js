// The filters' disclosure: below 600 px wide the filters are folded until "Filters" opens them.
(function () {
  'use strict';
  const toggle = document.getElementById('filters-toggle'), form = document.getElementById('filters');
  if (!toggle || !form) return;
  toggle.addEventListener('click', () => {
    const open = toggle.getAttribute('aria-expanded') !== 'true';
    toggle.setAttribute('aria-expanded', String(open));
    form.classList.toggle('open', open);
    if (open) { const first = form.querySelector('select, input'); if (first) first.focus(); }
  });
})();
