extension SiteAssets {
    /// The narrow part of `assets/site.js`: on a narrow screen the filters fold behind the "Filters" button
    /// (`aria-expanded`), opened on request; the pages part of `assets/site.css` hides them below 600 px.
    static let narrow = #"""
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
"""#
}
