#!/usr/bin/env python3
"""Drives a site written by `catalog site` in headless Chromium (Debian's chromium and
chromium-driver, PyPI selenium) as a user would, and prints a JSON report.

    Scripts/site-browser-check.py SITE_DIR CASES.json [--screenshots DIR] [--glyphs-only]

CASES.json (written by the test, SiteBrowserTests): {"sets": {NAME: [{"terms": [...],
"filters": {...}, "names": [...]}, ...]}, "permalink": {...}} where "names" is what
`catalog search --json` ranked; an optional "glyphs": {"set", "symbols": [{"name", "d", "alignment",
"bounds", "optical", "svg", "html", "copies": {FORMAT: TEXT}}], "without": [NAME...]} checks the
glyphs in the grid and the details, every button[data-copy=FORMAT] (the clipboard read back)
and the a[download] SVG and PNGs against the CLI's (--glyphs-only: only that); an optional
"copies": [{"set", "name", "copies": {FORMAT: TEXT}}] checks a symbol's copy buttons per set. The report: {"failures": [...], "compared": N, ...}; the
test fails on any failure. It also picks each glyph size (the grid laid out again, kept in the
browser and the permalink) and measures the details pane below the header's links. --screenshots writes the grid, the details pane and dark mode at
1280x800 and 390x844, and the cross-set view. (Times are Benchmarks/site-keystrokes.py's.)
"""
import json, os, sys, time, urllib.parse
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import site_chromium  # noqa: E402
from selenium import webdriver
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.common.exceptions import TimeoutException
from selenium.webdriver.support.ui import Select

site, cases_path = os.path.abspath(sys.argv[1]), sys.argv[2]
screenshots = sys.argv[sys.argv.index('--screenshots') + 1] if '--screenshots' in sys.argv else None
cases = json.load(open(cases_path))
index = 'file://' + os.path.join(site, 'index.html')
failures, report = [], {'compared': 0}
PATIENCE = 90


def fail(what):
    failures.append(what)


began = time.monotonic()


def phase(name):
    report.setdefault('phases', []).append([name, round(time.monotonic() - began, 1)])


driver = site_chromium.start()
driver.set_script_timeout(PATIENCE)
wait = site_chromium.waiter(driver, PATIENCE)


def js(script, *arguments):
    return driver.execute_script(script, *arguments)


def ready(set_name=None):
    wait.until(lambda d: js('return !!(window.catalogSite && window.catalogSite.ready && window.catalogSite.state.set)'))
    if set_name:
        wait.until(lambda d: js('return window.catalogSite.state.set && window.catalogSite.state.set.name') == set_name)


def grid_names():
    return js('return Array.from(document.querySelectorAll("#grid [data-symbol]"), e => e.dataset.symbol)')


def misnamed():
    """The grid's cells whose visible name is not the symbol they stand for (`data-symbol`),
    as [symbol, name shown] pairs."""
    return js('return Array.from(document.querySelectorAll("#grid .cell"), c => [c.dataset.symbol, c.querySelector(".name").textContent])'
              '.filter(([symbol, shown]) => symbol !== shown)')


def details_symbol():
    """The symbol the details pane shows, or False when it is closed."""
    return js('const p = document.querySelector("[data-details]"); return !!p && !p.hidden && p.dataset.symbol')


def status_text():
    return js('return document.getElementById("status").textContent')


def wait_first(name, what):
    """Waits until the grid starts with `name`; else stops the check with what the page shows
    instead (the box, the status, the first cells, the focus, the warm-up, the console), so
    that a failure says where typing went wrong."""
    try:
        wait.until(lambda d: (grid_names() or [None])[0] == name)
    except TimeoutException:
        shown = js('''const q = document.querySelector('input[type=search]'), status = document.getElementById('status'), set = window.catalogSite.state.set;
          return {box: q.value, status: status && status.textContent, first: Array.from(document.querySelectorAll('#grid [data-symbol]'), e => e.dataset.symbol).slice(0, 3),
                  focus: document.activeElement && (document.activeElement.id || document.activeElement.tagName), warmed: !!(set && set.search && set.search.warmed)}''')
        raise SystemExit('%s: after %d s the grid does not start with %r: %s; console: %r' % (
            what, PATIENCE, name, json.dumps(shown), [e['message'][:200] for e in driver.get_log('browser')][:5]))


def reopen(hash_=None, set_name=None):
    """The page at `hash_` (else the one shown) loaded afresh (`site_chromium.reopen`) and ready."""
    site_chromium.reopen(driver, None if hash_ is None else index + hash_, PATIENCE)
    ready(set_name)


def open_page(hash_=''):
    driver.get(index + hash_)
    ready()


def controls():
    """The set shown (`all` in the cross-set view), the search box and each filter's value."""
    return js('''const form = document.getElementById('filters'), out = {set: document.getElementById('set').value,
        q: document.querySelector('input[type=search]').value};
      for (const e of form.elements) if (e.name) out[e.name] = e.type === 'checkbox' ? e.checked : e.value;
      return out;''')


def every_walk(permalink, first_set):
    names = js('return window.CATALOG_SET_LIST.map(e => e.name)')
    other_set = next(name for name in names if name != first_set)
    reopen('#/search?q=' + permalink['typed'] + '&category=' + permalink['category'] + '&set=' + first_set, first_set)
    wait.until(lambda d: js('return window.catalogSite.results()') == permalink['categoryNames'])
    steps = [controls()]
    options = js('return Array.from(document.getElementById("set").options, o => o.value)')
    if options != names + ['all']:
        fail('the set switcher offers %r, not every set and then all' % options)
    Select(driver.find_element(By.ID, 'set')).select_by_value(other_set)
    wait.until(lambda d: js('return window.catalogSite.state.set.name') == other_set and status_text() and not status_text().startswith('Loading'))
    steps.append(controls())
    if steps[-1]['q'] != permalink['typed']:
        fail('switching to %s dropped the search %r: the box holds %r' % (other_set, permalink['typed'], steps[-1]['q']))
    expected = js('return window.catalogSite.search(arguments[0], arguments[1])', other_set,
                  {'terms': [permalink['typed']], 'category': steps[-1]['category'], 'release': '', 'platform': '', 'version': '', 'restricted': None,
                   'mode': '', 'style': '', 'localized': False, 'rtl': False})
    if js('return window.catalogSite.results()') != expected:
        fail('switched to %s with %r kept: the grid is not that search' % (other_set, permalink['typed']))
    Select(driver.find_element(By.ID, 'set')).select_by_value('all')
    wait.until(lambda d: js('return window.catalogSite.state.every') and js('return window.catalogSite.results().length') > 0)
    steps.append(controls())
    if steps[-1]['q'] != permalink['typed'] or 'set=all' not in driver.current_url:
        fail('the cross-set view: the box holds %r, the permalink is %s' % (steps[-1]['q'], driver.current_url))
    merged = js('const s = window.catalogSite; const sets = s.resultSets(); return s.results().map((n, i) => [sets[i], n])')
    wanted = permalink['every']
    if merged[:len(wanted)] != wanted:
        fail('the cross-set view of %r: %r…, catalog search --data-set …: %r…' % (permalink['typed'], merged[:6], wanted[:6]))
    report['compared'] += 1
    # Every set loaded: the JS heap after a collection at most 150 MB.
    heap = heap_after_collection()
    report['everySetHeapMB'] = round(heap, 1)
    if heap > 150:
        fail('the cross-set view, every set loaded: %.1f MB of JS heap' % heap)
    unmarked = js('''return Array.from(document.querySelectorAll('#grid .cell')).filter(c => !c.dataset.set || !c.getAttribute('aria-label').endsWith(', ' + c.dataset.set)).length''')
    if unmarked or len(set(s for s, _ in merged)) < 2:
        fail('the cross-set view: %d cells without their set; sets shown %r' % (unmarked, sorted(set(s for s, _ in merged))))
    # A cell of another set than the first opens in its own set; back returns to the view.
    cell = driver.find_element(By.CSS_SELECTOR, '#grid .cell[data-set="%s"]' % other_set)
    opened = cell.get_attribute('data-symbol')
    cell.click()
    wait.until(lambda d: details_symbol() == opened and js('return window.catalogSite.state.set.name') == other_set)
    for expected_step in reversed(steps):
        driver.back()
        try:
            wait.until(lambda d: controls() == expected_step and js('return document.querySelector("[data-details]").hidden')
                       and not status_text().startswith('Loading'))
        except TimeoutException:
            fail('back: the page shows %r, not %r' % (controls(), expected_step))
            return
    if js('return window.catalogSite.results()') != permalink['categoryNames']:
        fail('back to the first search: the grid is not its results')
    for expected_step in steps[1:]:
        driver.forward()
        try:
            wait.until(lambda d: controls() == expected_step and not status_text().startswith('Loading'))
        except TimeoutException:
            fail('forward: the page shows %r, not %r' % (controls(), expected_step))
            return
    # Without `set=`: the first set, whichever was shown (by navigation here, by load below).
    js('location.hash = arguments[0]', '#/search?q=' + permalink['typed'])
    wait.until(lambda d: controls()['set'] == first_set)
    after_navigation = js('return window.catalogSite.results()')
    reopen('#/search?q=' + permalink['typed'], first_set)
    if js('return window.catalogSite.results()') != after_navigation:
        fail('#/search?q=%s without set= shows another grid after navigation than on load' % permalink['typed'])


def heap_after_collection():
    """The page's JS heap in MB after a garbage collection (CDP Performance.getMetrics, JSHeapUsedSize)."""
    driver.execute_cdp_cmd('HeapProfiler.enable', {})
    driver.execute_cdp_cmd('HeapProfiler.collectGarbage', {})
    driver.execute_cdp_cmd('Performance.enable', {})
    metrics = {m['name']: m['value'] for m in driver.execute_cdp_cmd('Performance.getMetrics', {})['metrics']}
    return metrics['JSHeapUsedSize'] / 1e6


def density_and_memory(first_set):
    """At 1280x800 (the window site_chromium opens) the cells on screen, at least twice the 42
    the text-box grid showed of Font Awesome 6 (the page before issue 46, measured the same
    way: a cell counts when any of it is in the window); with MDI in the site, its 7,447
    symbols scrolled to the end, the page stays under 1,500 elements and the JS heap after a
    collection (CDP Performance.getMetrics, JSHeapUsedSize) at most 60 MB."""
    driver.set_window_size(1280, 800)
    reopen('#/search?set=' + first_set, first_set)
    wait.until(lambda d: len(grid_names()) > 0)
    on_screen = '''return Array.from(document.querySelectorAll('#grid .cell')).filter(c => { const r = c.getBoundingClientRect();
      return r.bottom > 0 && r.top < innerHeight && r.right > 0 && r.left < innerWidth; }).length'''
    whole = '''return Array.from(document.querySelectorAll('#grid .cell')).filter(c => { const r = c.getBoundingClientRect();
      return r.top >= 0 && r.bottom <= innerHeight; }).length'''
    report['cellsOnScreen'] = {'set': first_set, 'any': js(on_screen), 'whole': js(whole), 'before': 42}
    if report['cellsOnScreen']['any'] < 2 * 42:
        fail('at 1280x800 %d cells of %s on screen, not twice the 42 before' % (report['cellsOnScreen']['any'], first_set))
    if 'mdi' not in js('return window.CATALOG_SET_LIST.map(e => e.name)'):
        return
    reopen('#/search?set=mdi', 'mdi')
    wait.until(lambda d: len(grid_names()) > 0)
    most, steps = 0, 0
    while steps < 2000:
        js('window.scrollBy(0, innerHeight)')
        steps += 1
        if steps % 5 == 0:
            js('return new Promise(resolve => requestAnimationFrame(() => requestAnimationFrame(resolve)))')
            most = max(most, js('return document.getElementsByTagName("*").length'))
        if js('return innerHeight + scrollY >= document.documentElement.scrollHeight - 1'):
            break
    js('return new Promise(resolve => requestAnimationFrame(() => requestAnimationFrame(resolve)))')
    most = max(most, js('return document.getElementsByTagName("*").length'))
    last = js('const r = window.catalogSite.results(); return r[r.length - 1]')
    if grid_names()[-1:] != [last]:
        fail('MDI scrolled to the end: the last cell is %r, not %r' % (grid_names()[-1:], last))
    heap = heap_after_collection()
    report['mdiScrolled'] = {'steps': steps, 'mostElements': most, 'heapMB': round(heap, 1)}
    if most >= 1500 or heap > 60:
        fail('MDI scrolled to the end: %d elements at most, %.1f MB of JS heap' % (most, heap))


def glyph_sizes(first_set):
    """The glyph size chosen in the page (select[name=size]) at 1280x800: each size lays the
    grid out again (its cells that size, fewer to a row as they grow, the rows one cell and
    a gap apart, the glyphs drawn at the size), is in the permalink (size=, not for the
    default) and kept in the browser (a permalink without size= shows it; one with size= wins),
    and the virtualized grid is still a run of the ranking wherever it is scrolled."""
    driver.set_window_size(1280, 800)
    js('localStorage.removeItem("catalog-glyph-size")')
    reopen('#/search?set=' + first_set, first_set)
    wait.until(lambda d: len(grid_names()) > 0)
    default = js('return window.CatalogGlyphSize.DEFAULT')
    sizes = js('return Array.from(document.querySelector("select[name=size]").options, o => Number(o.value))')
    if js('return document.querySelector("select[name=size]").value') != str(default):
        fail('glyph size: the page opens at %r, not the default' % js('return document.querySelector("select[name=size]").value'))
    layout = '''const grid = document.getElementById('grid'), rows = Array.from(grid.querySelectorAll('.row'));
      const row = n => rows.find(r => r.getAttribute('aria-rowindex') === String(n));
      const first = row(1), second = row(2), cells = first ? Array.from(first.children) : [];
      const boxes = cells.map(c => c.getBoundingClientRect()), glyph = grid.querySelector('.cell svg.glyph');
      return {perRow: cells.length, width: boxes.length ? Math.round(boxes[0].width) : 0, height: boxes.length ? Math.round(boxes[0].height) : 0,
              sameTop: boxes.every(b => Math.abs(b.top - boxes[0].top) < 0.5),
              pitch: first && second ? Math.round(second.getBoundingClientRect().top - first.getBoundingClientRect().top) : null,
              glyph: glyph ? Math.round(glyph.getBoundingClientRect().width) : null, gridWidth: grid.clientWidth,
              cell: window.CatalogGlyphSize.cell(arguments[0])}'''
    measured, previous = [], None
    for size in sizes:
        Select(driver.find_element(By.NAME, 'size')).select_by_value(str(size))
        try:
            wait.until(lambda d: js(layout, size)['height'] == js(layout, size)['cell']['height'])
        except TimeoutException:
            pass
        got = js(layout, size)
        measured.append({'size': size, 'perRow': got['perRow'], 'cell': [got['width'], got['height']], 'glyph': got['glyph']})
        label = 'glyph size %d px at 1280x800: ' % size
        if got['height'] != got['cell']['height'] or got['width'] < got['cell']['width'] or not got['sameTop']:
            fail(label + 'cells %dx%d (a row aligned: %r), not at least %dx%d' % (got['width'], got['height'], got['sameTop'], got['cell']['width'], got['cell']['height']))
        if got['pitch'] is not None and got['pitch'] != got['cell']['height'] + 6:
            fail(label + 'rows %d px apart, not %d' % (got['pitch'], got['cell']['height'] + 6))
        # As many cells to a row as the grid's width holds: one more would not fit.
        if (got['perRow'] + 1) * got['cell']['width'] + got['perRow'] * 6 <= got['gridWidth'] or got['perRow'] * got['width'] > got['gridWidth']:
            fail(label + '%d cells to a row of %d px, each %d px wide' % (got['perRow'], got['gridWidth'], got['width']))
        if previous is not None and got['perRow'] >= previous:
            fail(label + '%d cells to a row, not fewer than the %d of the size before' % (got['perRow'], previous))
        previous = got['perRow']
        if got['glyph'] is not None and got['glyph'] != size:
            fail(label + 'glyphs drawn %d px wide' % got['glyph'])
        linked = urllib.parse.parse_qs(driver.current_url.split('#', 1)[1].split('?', 1)[-1]).get('size')
        if linked != (None if size == default else [str(size)]):
            fail(label + 'the permalink is %s' % driver.current_url)
    report['glyphSizes'] = measured
    # Kept: a permalink without size= shows the size chosen last; one with size= shows its own.
    last = sizes[-1]
    reopen('#/search?q=e&set=' + first_set, first_set)
    wait.until(lambda d: len(grid_names()) > 0)
    if js('return document.querySelector("select[name=size]").value') != str(last) or js(layout, last)['perRow'] != measured[-1]['perRow']:
        fail('glyph size: reopened without size=, the page shows %r, not the %d px kept' % (js('return document.querySelector("select[name=size]").value'), last))
    reopen('#/search?q=e&size=%d&set=%s' % (sizes[0], first_set), first_set)
    wait.until(lambda d: len(grid_names()) > 0)
    if js('return document.querySelector("select[name=size]").value') != str(sizes[0]) or js(layout, sizes[0])['perRow'] != measured[0]['perRow']:
        fail('glyph size: the permalink\'s size=%d is not shown' % sizes[0])
    ranked = js('return window.catalogSite.results()')
    for fraction in [0.5, 1]:
        js('window.scrollTo(0, (document.documentElement.scrollHeight - innerHeight) * arguments[0])', fraction)
        js('return new Promise(resolve => requestAnimationFrame(() => requestAnimationFrame(resolve)))')
        names, start = js('''const cells = Array.from(document.querySelectorAll('#grid .cell'));
          return [cells.map(c => c.dataset.symbol), cells.length ? cells[0].catalogIndex : -1]''')
        if start < 0 or names != ranked[start:start + len(names)] or misnamed():
            fail('glyph size %d px, scrolled to %d%%: the grid is not a run of the ranking from %d' % (sizes[0], fraction * 100, start))
    js('localStorage.removeItem("catalog-glyph-size")')


def details_off_header(first_set, name):
    """The details pane opens below the sticky header: at 1280x800 and 390x844, at the top and
    scrolled down, its box meets none of the header's links and controls."""
    out = {}
    for width, height in [(1280, 800), (390, 844)]:
        driver.set_window_size(width, height)
        reopen('#/symbol/%s?set=%s' % (name, first_set), first_set)
        wait.until(lambda d: details_symbol() == name)
        for scrolled in [0, 600]:
            js('window.scrollTo(0, arguments[0])', scrolled)
            js('return new Promise(resolve => requestAnimationFrame(() => requestAnimationFrame(resolve)))')
            found = js('''const box = e => { const r = e.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]; };
              const pane = box(document.querySelector('[data-details]'));
              const items = Array.from(document.querySelectorAll('.bar a, .bar button, .bar select, .bar input'))
                .filter(e => !e.closest('[hidden]') && e.getBoundingClientRect().width > 1);
              const meets = b => b[0] < pane[2] && pane[0] < b[2] && b[1] < pane[3] && pane[1] < b[3];
              return {pane: pane.map(Math.round), header: Math.round(document.querySelector('.bar').getBoundingClientRect().bottom),
                      covered: items.filter(e => meets(box(e))).map(e => e.id || e.name || e.textContent.trim()), items: items.length}''')
            out['%dx%d%s' % (width, height, ' scrolled' if scrolled else '')] = found
            if found['covered'] or found['items'] < 3:
                fail('at %dx%d%s the details pane %r covers the header\'s %r (of %d links and controls)' % (
                    width, height, ' scrolled' if scrolled else '', found['pane'], found['covered'], found['items']))
    report['detailsBelowHeader'] = out
    driver.set_window_size(1280, 800)


def release_notes(first_set, notes):
    """The release notes: closed, no release's symbols are in the page; a release opened by
    permalink (`release=`) shows its added symbols as grid cells (glyph above name, linking to
    the details) in `catalog diff`'s order, PAGE at a time ("Show N more"); the release with the
    most added symbols, opened, keeps the page under 1,500 elements; its "New in" link filters
    the grid by the release, and the header's "Release notes" then opens that release."""
    release = notes['release']
    reopen('#/releases?set=' + first_set, first_set)
    wait.until(lambda d: js('return document.querySelectorAll("#releases [data-release]").length') > 0)
    if status_text():
        fail('the release notes opened by permalink: the status still says %r' % status_text())
    if js('return document.getElementById("grid").hidden') is not True:
        fail('the release notes did not replace the grid')
    closed = js('return [document.querySelectorAll("#releases .cell").length, document.getElementsByTagName("*").length]')
    report['releaseNotesClosed'] = {'cells': closed[0], 'elements': closed[1]}
    if closed[0]:
        fail('release notes, every release closed: %d cells in the page' % closed[0])
    reopen('#/releases?release=%s&set=%s' % (release, first_set), first_set)
    wait.until(lambda d: js('const d = document.querySelector(\'#releases [data-release="\' + arguments[0] + \'"]\'); return !!d && d.open', release))
    while js('const b = document.querySelector(\'#releases [data-release="\' + arguments[0] + \'"] .more\'); return !!b && !b.hidden', release):
        driver.find_element(By.CSS_SELECTOR, '#releases [data-release="%s"] .more' % release).click()
    added = js('''const d = document.querySelector('#releases [data-release="' + arguments[0] + '"]');
      const s = Array.from(d.querySelectorAll('section')).find(x => x.querySelector('h3').textContent === 'Added');
      return s ? Array.from(s.querySelectorAll('a.cell'), a => a.dataset.symbol) : [];''', release)
    if added != notes['added']:
        fail('release notes of %s: the page adds %r…, diff %r…' % (release, (added or [])[:3], notes['added'][:3]))
    wrong = js('''return Array.from(document.querySelectorAll('#releases a.cell')).filter(a => a.querySelector('.name').textContent !== a.dataset.symbol
      || !a.getAttribute('href').startsWith('#/symbol/' + encodeURIComponent(a.dataset.symbol))
      || (window.CatalogGlyphs.loaded(arguments[0]) && !a.querySelector('svg.glyph'))).map(a => a.dataset.symbol).slice(0, 3)''', first_set)
    if wrong:
        fail('release notes of %s: cells without their name, link or glyph: %r' % (release, wrong))
    # The release with the most added symbols, opened: one page of cells, the page bounded.
    largest, count = js('''const set = window.catalogSite.state.set, notes = set.notes.slice().sort((a, b) => b.a.length - a.a.length);
      return [set.releases[notes[0].r].id, notes[0].a.length]''')
    reopen('#/releases?release=%s&set=%s' % (largest, first_set), first_set)
    wait.until(lambda d: js('return document.querySelectorAll("#releases .release-cells .cell").length') > 0)
    page = js('return window.CatalogReleaseNotes.PAGE')
    shown = js('''const d = document.querySelector('#releases [data-release="' + arguments[0] + '"]');
      const s = Array.from(d.querySelectorAll('section')).find(x => x.querySelector('h3').textContent === 'Added');
      return [s ? s.querySelectorAll('.cell').length : 0, document.getElementsByTagName('*').length]''', largest)
    report['releaseNotesLargest'] = {'release': largest, 'added': count, 'cells': shown[0], 'elements': shown[1]}
    if shown[0] != min(count, page) or shown[1] >= 1500:
        fail('release notes of %s (%d added) opened: %d cells, %d elements' % (largest, count, shown[0], shown[1]))
    # "New in": the grid filtered by the release; then "Release notes" opens it.
    reopen('#/releases?release=%s&set=%s' % (release, first_set), first_set)
    wait.until(lambda d: js('return !!document.querySelector(\'[data-new-in="\' + arguments[0] + \'"]\')', release))
    driver.find_element(By.CSS_SELECTOR, '[data-new-in="%s"]' % release).click()
    wait.until(lambda d: not js('return document.getElementById("grid").hidden'))
    if Select(driver.find_element(By.NAME, 'release')).first_selected_option.get_attribute('value') != release or sorted(js('return window.catalogSite.results()')) != sorted(notes['added']):
        fail('the "New in %s" link: the filter is %r, %d results' % (release, Select(driver.find_element(By.NAME, 'release')).first_selected_option.get_attribute('value'), len(js('return window.catalogSite.results()'))))
    driver.find_element(By.ID, 'notes-link').click()
    try:
        wait.until(lambda d: js('const d = document.querySelector(\'#releases [data-release="\' + arguments[0] + \'"]\'); return !!d && d.open', release))
    except TimeoutException:
        fail('with "New in" %s, the header\'s Release notes did not open that release: %s' % (release, driver.current_url))


def filters_where_they_apply(set_names):
    """On each set's grid only the filters it can use are shown (filters.js `usable`, which
    usable-filters.test.js checks by searching every value); the release notes and the
    collections page show neither the search box nor the filters (nor the 390 px toggle)."""
    shown_filters = '''const form = document.getElementById('filters'), usable = window.CatalogFilters.usable(window.catalogSite.state.set);
      return window.CatalogRoutes.FILTERS.filter(name => form.elements[name].closest('label').offsetParent !== null)
        .concat(['|']).concat(window.CatalogRoutes.FILTERS.filter(name => usable[name]))'''
    out = {}
    for set_name in set_names:
        reopen('#/search?set=' + set_name, set_name)
        shown = js(shown_filters)
        split = shown.index('|')
        out[set_name] = shown[:split]
        if shown[:split] != shown[split + 1:]:
            fail('%s: the filters shown are %r, those it can use %r' % (set_name, shown[:split], shown[split + 1:]))
    report['filtersShown'] = out
    for width, height in [(1280, 800), (390, 844)]:
        driver.set_window_size(width, height)
        for hash_ in ['#/releases?set=' + set_names[0], '#/collections?set=' + set_names[0]]:
            reopen(hash_)
            wait.until(lambda d: not status_text().startswith('Loading'))
            visible = js('''return ['input[type=search]', '#filters', '#filters-toggle'].filter(s => { const e = document.querySelector(s);
              return e && e.offsetParent !== null && e.getBoundingClientRect().width > 0; })''')
            if visible:
                fail('at %dx%d %s shows %r' % (width, height, hash_, visible))
    driver.set_window_size(1280, 800)


def axe_source():
    """axe-core's axe.min.js as PyPI's axe-playwright-python 0.1.8 ships it (axe-core 4.12.1;
    installed with --no-deps: only the script is read, Playwright is not needed)."""
    import importlib.util
    spec = importlib.util.find_spec('axe_playwright_python')
    path = spec and os.path.join(os.path.dirname(spec.origin), 'axe.min.js')
    if not path or not os.path.exists(path):
        raise SystemExit('axe-core not found: python3 -m pip install --no-deps axe-playwright-python==0.1.8')
    return open(path, encoding='utf-8').read()


def axe_checks(first_set):
    """axe-core on the grid, the details, the cross-set view and the release notes, in both
    themes at 1280x800 and 390x844: no serious or critical violation."""
    source = axe_source()
    views = ['#/search?q=heart&set=' + first_set, '#/symbol/heart?set=' + first_set, '#/search?q=heart&set=all', '#/releases?set=' + first_set]
    checked = 0
    for width, height in [(1280, 800), (390, 844)]:
        driver.set_window_size(width, height)
        for theme in ['light', 'dark']:
            js('localStorage.setItem("catalog-theme", arguments[0])', theme)
            for view in views:
                reopen(view)
                wait.until(lambda d: not status_text().startswith('Loading'))
                js(source)
                found = js('''return axe.run(document).then(r => ({version: axe.version, violations: r.violations.map(v =>
                  ({id: v.id, impact: v.impact, nodes: v.nodes.slice(0, 3).map(n => n.target.join(' '))}))}))''')
                report['axeVersion'] = found['version']
                checked += 1
                for violation in found['violations']:
                    if violation['impact'] in ('serious', 'critical'):
                        fail('axe %s at %d px, %s theme, %s: %s (%s) at %r' % (found['version'], width, theme, view, violation['id'], violation['impact'], violation['nodes']))
                    else:
                        report.setdefault('axeMinor', []).append([width, theme, view, violation['id'], violation['impact']])
    js('localStorage.removeItem("catalog-theme")')
    driver.set_window_size(1280, 800)
    report['axeViews'] = checked


def checks():
    # 0. Left idle, the page makes the one-letter outcomes ahead (warm.js), so the first
    # keystroke of a search finds its results made.
    open_page()
    kept = 'return Array.from(window.catalogSite.state.set.search.pinned.keys()).filter(k => JSON.parse(k).terms[0].length === arguments[0]).length'
    try:
        wait.until(lambda d: js(kept, 1) == 36)
    except TimeoutException:
        fail('idle, the page made %r of the 36 one-letter outcomes' % js(kept, 1))
    # 1. The ranking: each set's cases through the page's controls, against the CLI's.
    for set_name, set_cases in cases['sets'].items():
        reopen('#/search?set=' + set_name, set_name)
        # The set's data, started by index.html's loader and taken over by the app: read once.
        loaded = js('return Array.from(document.querySelectorAll("script[src]"), e => e.getAttribute("src"))')
        data_file = js('return window.CATALOG_SET_LIST.find(e => e.name === arguments[0]).file', set_name)
        if loaded.count(data_file) != 1:
            fail('%s: the page added %d scripts for %s, not one' % (set_name, loaded.count(data_file), data_file))
        # Once idle, the heavy two-letter outcomes are kept as symbol numbers: each ranks as
        # the search does (and the cases below, typed a letter at a time, read them).
        try:
            wait.until(lambda d: js('return !!window.catalogSite.state.set.search.warmed'))
        except TimeoutException:
            fail('%s: idle, the page did not finish its warm-up' % set_name)
        if not js('return performance.getEntriesByName("catalog-search-warmed").length'):
            fail('%s: the warm-up finished without its mark catalog-search-warmed (Benchmarks/site-keystrokes.py reads it)' % set_name)
        differ = js('''
          const set = window.catalogSite.state.set, differ = [];
          for (const [key, outcome] of set.search.pinned) {
            const query = JSON.parse(key);
            if (query.terms[0].length !== 2) continue;
            const names = outcome.results.map(r => r.name), fresh = window.CatalogSearch.uncached(set, query).results.map(r => r.name);
            if (!(outcome.results instanceof Array) && names.join() === fresh.join() && names.length >= 300) continue;
            differ.push(query.terms[0]);
          }
          return differ;''')
        if differ:
            fail('%s: kept two-letter outcomes %r are not the search\'s own' % (set_name, differ[:5]))
        report.setdefault('twoLetterKept', {})[set_name] = js(kept, 2)
        if js('return window.catalogSite.state.set.symbols.length') >= 5000:
            # On a large set, every two-letter query searched afresh: each heavy one was kept.
            missed = js('''
              const set = window.catalogSite.state.set, keys = 'abcdefghijklmnopqrstuvwxyz0123456789', missed = [];
              const base = JSON.parse(set.search.pinned.keys().next().value);  // a kept query: the filters warm.js used
              for (const a of keys) for (const b of keys) {
                const query = Object.assign({}, base, { terms: [a + b] });
                const outcome = window.CatalogSearch.uncached(set, query);
                if (outcome.results.length >= 300 && window.CatalogSearch.indexed(set, outcome) && !set.search.pinned.has(JSON.stringify(query))) missed.push(a + b);
              }
              return missed;''')
            if missed or not js(kept, 2):
                fail('%s: %d two-letter outcomes kept; heavy ones not kept: %r' % (set_name, js(kept, 2), missed[:5]))
        outcomes = js('''
          const cases = arguments[0], form = document.getElementById('filters'), q = document.getElementById('q');
          const out = [];
          for (const c of cases) {
            for (const name of ['category', 'release', 'platform', 'version', 'restricted', 'mode', 'style']) form.elements[name].value = '';
            const f = c.filters || {};
            if (f.category) form.elements.category.value = f.category;
            if (f.release) form.elements.release.value = f.release;
            if (f.platform) { form.elements.platform.value = f.platform; form.elements.platform.dispatchEvent(new Event('change', {bubbles: true})); }
            if (f.version) form.elements.version.value = f.version;
            if (f.restricted) form.elements.restricted.value = f.restricted;
            form.elements.localized.checked = !!f.localized;
            form.elements.rtl.checked = !!f.rtl;
            // Typed a letter at a time, as the page's passes are kept from keystroke to keystroke.
            const typed = c.terms.join(' ');
            for (let n = typed.length ? 1 : 0; n <= typed.length; n++) {
              q.value = typed.slice(0, n);
              q.dispatchEvent(new Event('input', {bubbles: true}));
            }
            out.push({results: window.catalogSite.results(),
                      dom: Array.from(document.querySelectorAll('#grid [data-symbol]'), e => e.dataset.symbol)});
          }
          return out;''', set_cases)
        for case, outcome in zip(set_cases, outcomes):
            report['compared'] += 1
            label = '%s: %r %r' % (set_name, ' '.join(case['terms']), case.get('filters') or {})
            if outcome['results'] != case['names']:
                first = next((i for i, (a, b) in enumerate(zip(outcome['results'], case['names'])) if a != b), min(len(outcome['results']), len(case['names'])))
                fail('%s: page ranks %d results, CLI %d; first difference at %d: page %r, CLI %r' % (
                    label, len(outcome['results']), len(case['names']), first, outcome['results'][first:first + 3], case['names'][first:first + 3]))
            elif outcome['dom'] != case['names'][:len(outcome['dom'])] or (case['names'] and not outcome['dom']):
                fail('%s: the grid shows %r, not the ranking %r' % (label, outcome['dom'][:3], case['names'][:3]))

    phase('ranking')
    # 2. Typing as a user: each keystroke updates the results.
    permalink = cases['permalink']
    first_set = permalink['set']
    reopen('#/search?set=' + first_set, first_set)
    box = driver.find_element(By.CSS_SELECTOR, 'input[type=search]')
    box.send_keys(permalink['typed'])
    wait_first(permalink['typedFirst'], 'typing %r in %s' % (permalink['typed'], first_set))
    # The permalink follows once the results are on screen (the frame after the keystroke).
    try:
        site_chromium.waiter(driver, 5).until(lambda d: '#/search?' in d.current_url and 'q=' in d.current_url)
    except TimeoutException:
        pass
    if '#/search?' not in driver.current_url or 'q=' not in driver.current_url:
        fail('typing did not update the permalink: ' + driver.current_url)
    # The grid is virtualized: only the rows in and near the window are in the page, the
    # ranking's run from the window's first row, wherever the window is scrolled; scrolled to
    # the end, the last result shows; the page stays under 1,500 elements throughout.
    box.clear()
    box.send_keys('e')
    wait.until(lambda d: js('return document.querySelector("input[type=search]").value') == 'e' and len(grid_names()) > 0)
    ranked = js('return window.catalogSite.results()')
    most = 0
    for fraction in [0, 0.25, 0.5, 0.75, 1]:
        js('window.scrollTo(0, (document.documentElement.scrollHeight - innerHeight) * arguments[0])', fraction)
        try:
            wait.until(lambda d: js('''const cells = Array.from(document.querySelectorAll('#grid .cell'));
              return cells.some(c => { const r = c.getBoundingClientRect(); return r.bottom > 0 && r.top < innerHeight; })'''))
        except TimeoutException:
            fail('typed "e" and scrolled to %d%%: no cell on screen' % (fraction * 100))
            continue
        names, start = js('''const cells = Array.from(document.querySelectorAll('#grid .cell'));
          return [cells.map(c => c.dataset.symbol), cells.length ? cells[0].catalogIndex : -1]''')
        if start < 0 or names != ranked[start:start + len(names)]:
            fail('typed "e", scrolled to %d%%: the grid is not a run of the ranking from %d: %r' % (fraction * 100, start, names[:3]))
        if misnamed():
            fail('typed "e", cells show other names than their symbols: %r' % misnamed()[:3])
        most = max(most, js('return document.getElementsByTagName("*").length'))
    if grid_names()[-1:] != ranked[-1:]:
        fail('typed "e" (%d results), scrolled to the end the last cell is %r, not %r' % (len(ranked), grid_names()[-1:], ranked[-1:]))
    if most >= 1500:
        fail('typed "e" (%d results) and scrolled: %d elements in the page' % (len(ranked), most))
    report['elementsScrolling'] = most
    # Typed far down the grid, the new results show from the first.
    js('''const box = document.querySelector('input[type=search]');
      box.value += 'n';
      box.dispatchEvent(new Event('input', {bubbles: true}));''')
    if js('return Math.round(document.querySelector("#grid [data-symbol]").getBoundingClientRect().top)') > js('return window.innerHeight') \
            or js('return window.scrollY') != 0:
        fail('typed far down the grid, the window stays at %d px' % js('return window.scrollY'))
    js('window.scrollTo(0, 0)')
    # The page keeps its width when the results come to fit the window: a width change would
    # lay the grid out twice in that keystroke's frame (and shift it sideways).
    width = js('return document.documentElement.clientWidth')
    box.clear()
    box.send_keys('zqxjzqxj')
    try:
        wait.until(lambda d: not grid_names())
    except TimeoutException:
        fail('typed "zqxjzqxj", the grid still holds %r' % grid_names()[:3])
    empty_width = js('return document.documentElement.clientWidth')
    if empty_width != width:
        fail('with no results the page is %d px wide, with results %d' % (empty_width, width))
    box.clear()
    box.send_keys(permalink['typed'])
    wait_first(permalink['typedFirst'], 'typing %r in %s' % (permalink['typed'], first_set))

    phase('typing')
    density_and_memory(first_set)
    phase('density')
    glyph_sizes(first_set)
    phase('glyph sizes')
    details_off_header(first_set, permalink['currentName'])
    phase('details pane')
    filters_where_they_apply(js('return window.CATALOG_SET_LIST.map(e => e.name)'))
    phase('filters shown')
    reopen('#/search?q=' + permalink['typed'] + '&set=' + first_set, first_set)
    wait_first(permalink['typedFirst'], 'the permalink of %r in %s' % (permalink['typed'], first_set))
    # 3. Filters as form controls: category.
    Select(driver.find_element(By.NAME, 'category')).select_by_value(permalink['category'])
    wait.until(lambda d: js('return window.catalogSite.results()') == permalink['categoryNames'])
    if 'category=' not in driver.current_url:
        fail('the category filter is not in the permalink: ' + driver.current_url)
    # A category in which the typed query finds nothing: the status names the filter and what
    # the query finds without it, and Clear filters empties the filters (and the permalink's).
    empty = js('''const set = window.catalogSite.state.set, search = window.CatalogSearch.search;
      const query = {terms: [arguments[0]], category: '', release: '', platform: '', version: '', restricted: null, mode: '', style: '', localized: false, rtl: false};
      const category = set.categories.find(c => c.key !== 'all' && !search(set, Object.assign({}, query, {category: c.key})).results.length);
      return category ? [category.key, category.label, search(set, query).results.map(r => r.name)] : null''', permalink['typed'])
    if empty is None:
        fail('no category of %s leaves %r without results' % (first_set, permalink['typed']))
    else:
        category, label, unfiltered = empty
        Select(driver.find_element(By.NAME, 'category')).select_by_value(category)
        wait.until(lambda d: not grid_names())
        said = status_text()
        expected = 'No symbol with Category “%s”; %s without the filters' % (label, format(len(unfiltered), ','))
        if said != expected:
            fail('filters that leave nothing: the status says %r, not %r' % (said, expected))
        clear = driver.find_element(By.ID, 'clear-filters')
        if not clear.is_displayed():
            fail('filters that leave nothing: no Clear filters button')
        else:
            # Not on the release notes; back again with the search.
            js('location.hash = arguments[0]', '#/releases?set=' + first_set)
            wait.until(lambda d: js('return !document.getElementById("releases").hidden'))
            if clear.is_displayed():
                fail('Clear filters is shown on the release notes')
            driver.back()
            wait.until(lambda d: clear.is_displayed())
            clear.click()
            wait.until(lambda d: grid_names()[:1] == unfiltered[:1])
            if Select(driver.find_element(By.NAME, 'category')).first_selected_option.get_attribute('value') != '':
                fail('Clear filters left the category set')
            if 'category=' in driver.current_url or 'q=' not in driver.current_url:
                fail('Clear filters: the permalink is %s' % driver.current_url)
            if clear.is_displayed():
                fail('Clear filters is still shown with results on screen')

    phase('filters')
    # 4. Permalinks: an old name resolves; a search permalink sets the controls; back and forward.
    reopen('#/symbol/' + permalink['oldName'] + '?set=' + first_set, first_set)
    wait.until(lambda d: details_symbol() == permalink['currentName'])
    # A name the set does not have: the status offers the first result of its words searched,
    # typos forgiven (the CLI's first for the same words), the grid shows them, and the offer
    # opens it. A set the site does not have: the page says so and shows its first set.
    reopen('#/symbol/' + permalink['misspelled'] + '?set=' + first_set, first_set)
    offered = 'No symbol “%s” in %s; did you mean %s?' % (permalink['misspelled'], first_set, permalink['misspelledFirst'])
    try:
        wait.until(lambda d: status_text() == offered)
    except TimeoutException:
        fail('a misspelled permalink: the status says %r, not %r' % (status_text(), offered))
    else:
        if (grid_names() or [None])[0] != permalink['misspelledFirst']:
            fail('a misspelled permalink: the grid starts with %r' % (grid_names() or [None])[0])
        driver.find_element(By.CSS_SELECTOR, '#status a').click()
        wait.until(lambda d: details_symbol() == permalink['misspelledFirst'])
    reopen('#/search?q=' + permalink['typed'] + '&set=no-such-set')
    sets_listed = ', '.join(js('return window.CATALOG_SET_LIST.map(e => e.name)'))
    shown_set = js('return window.catalogSite.state.set.name')
    said = status_text()
    if said != 'No data set “no-such-set” in this site (it has %s); showing %s' % (sets_listed, shown_set) or not grid_names():
        fail('a permalink to a set the site lacks: the status says %r, the grid holds %d' % (said, len(grid_names())))
    reopen('#/search?q=' + permalink['typed'] + '&category=' + permalink['category'] + '&set=' + first_set, first_set)
    wait.until(lambda d: js('return window.catalogSite.results()') == permalink['categoryNames'])
    if driver.find_element(By.CSS_SELECTOR, 'input[type=search]').get_attribute('value') != permalink['typed']:
        fail('the search permalink did not fill the search box')
    if Select(driver.find_element(By.NAME, 'category')).first_selected_option.get_attribute('value') != permalink['category']:
        fail('the search permalink did not set the category')
    search_url = driver.current_url
    cell = driver.find_element(By.CSS_SELECTOR, '#grid [data-symbol]')
    opened = cell.get_attribute('data-symbol')
    cell.click()
    wait.until(lambda d: '#/symbol/' in d.current_url)
    driver.back()
    wait.until(lambda d: js('return document.querySelector("[data-details]").hidden'))
    if driver.current_url != search_url:
        fail('back did not return to the search: %s' % driver.current_url)
    driver.forward()
    wait.until(lambda d: details_symbol() == opened)
    # Another set chosen with the details open, then back: the details and the grid behind them
    # are the first set's again (not the other set's results read against this set's symbols).
    other_set = next(name for name in js('return window.CATALOG_SET_LIST.map(e => e.name)') if name != first_set)
    Select(driver.find_element(By.ID, 'set')).select_by_value(other_set)
    wait.until(lambda d: js('return window.catalogSite.state.set.name') == other_set and js('return document.querySelector("[data-details]").hidden'))
    driver.back()
    wait.until(lambda d: details_symbol() == opened)
    stray = js('''const set = window.catalogSite.state.set;
      return window.catalogSite.results().filter(name => !set.search.byName.has(name)).slice(0, 3)''')
    said = status_text()
    if stray or said.startswith('Loading') or misnamed():
        fail('back from %s to %s: results not in the set %r, status %r, cells misnamed %r' % (other_set, first_set, stray, said, misnamed()[:3]))
    # A result opened right after typing (in the same task, so before the pause after which
    # typing replaces the permalink): back returns to the search as typed.
    reopen('#/search?set=' + first_set, first_set)
    opened = js('''const box = document.querySelector('input[type=search]');
      box.value = arguments[0];
      box.dispatchEvent(new Event('input', {bubbles: true}));
      const cell = document.querySelector('#grid [data-symbol]');
      cell.click();
      return cell.dataset.symbol;''', permalink['typed'])
    wait.until(lambda d: '#/symbol/' in d.current_url)
    driver.back()
    wait.until(lambda d: js('return document.querySelector("[data-details]").hidden'))
    typed_back = urllib.parse.parse_qs(driver.current_url.split('#', 1)[1].split('?', 1)[-1]).get('q')
    if typed_back != [permalink['typed']]:
        fail('typed "%s" and opened %s at once: back returned to %s' % (permalink['typed'], opened, driver.current_url))

    # The set switcher keeps the words and the filters a set can use; the cross-set view
    # (`all`) merges as `catalog search --data-set …` does, each cell naming its set; back and
    # forward restore the set, the words and the filters exactly; a permalink without `set=`
    # means the first set on load and after navigation alike.
    if 'every' in permalink:
        every_walk(permalink, first_set)

    # Release notes: the newest release's added names as `catalog diff` lists them.
    if 'notes' in permalink:
        release_notes(first_set, permalink['notes'])
    phase('permalinks')
    # 5. The keyboard: / focuses search, arrows move, Enter opens, c copies, Esc closes.
    reopen('#/search?set=' + first_set, first_set)
    body = driver.find_element(By.TAG_NAME, 'body')
    webdriver.ActionChains(driver).send_keys('/').perform()
    if js('return document.activeElement && document.activeElement.type') != 'search':
        fail('/ did not focus the search box')
    webdriver.ActionChains(driver).send_keys(permalink['typed']).perform()
    wait_first(permalink['typedFirst'], 'typing %r in %s' % (permalink['typed'], first_set))
    webdriver.ActionChains(driver).send_keys(Keys.ARROW_DOWN).perform()
    if js('return document.activeElement.dataset.symbol') != permalink['typedFirst']:
        fail('ArrowDown from the search box did not focus the first result')
    webdriver.ActionChains(driver).send_keys(Keys.ARROW_RIGHT).perform()
    second = js('return document.activeElement.dataset.symbol')
    if second != grid_names()[1]:
        fail('ArrowRight did not move to the second result: %r' % second)
    webdriver.ActionChains(driver).send_keys(Keys.ENTER).perform()
    wait.until(lambda d: details_symbol() == second)
    webdriver.ActionChains(driver).send_keys('c').perform()
    wait.until(lambda d: js('return document.getElementById("copied").textContent') == 'Copied ' + second)
    webdriver.ActionChains(driver).send_keys(Keys.ESCAPE).perform()
    wait.until(lambda d: js('return document.querySelector("[data-details]").hidden'))
    if js('return document.activeElement.dataset.symbol') != second:
        fail('Esc did not return focus to the result')

    phase('keyboard')
    # 6. Labels: every control has a name; grid items are buttons with names.
    unlabelled = js('''return Array.from(document.querySelectorAll('input, select, button')).filter(e => {
      if (e.closest('[hidden]')) return false;
      const label = e.getAttribute('aria-label') || (e.labels && e.labels.length && e.labels[0].textContent.trim()) || e.textContent.trim();
      return !label; }).map(e => e.outerHTML.slice(0, 80));''')
    if unlabelled:
        fail('controls without a name: %r' % unlabelled[:3])
    # The grid is an ARIA grid: rows of gridcells, each named, one Tab stop among them.
    roles = js('''const grid = document.getElementById('grid'), rows = Array.from(grid.children), cells = Array.from(grid.querySelectorAll('.cell'));
      return {grid: grid.getAttribute('role'), rows: rows.every(r => r.getAttribute('role') === 'row'),
              cells: cells.every(c => c.getAttribute('role') === 'gridcell' && c.parentNode.getAttribute('role') === 'row' && !!c.getAttribute('aria-label')),
              stops: cells.filter(c => c.tabIndex === 0).length, count: cells.length}''')
    if roles['grid'] != 'grid' or not roles['rows'] or not roles['cells'] or roles['count'] == 0 or roles['stops'] != 1:
        fail('the grid is not a grid of rows of named gridcells with one Tab stop: %r' % roles)


    # 7. Both themes: the system's first, the toggle remembered; AA contrast of text in each.
    def contrast():
        return js('''
          const rgb = t => t.match(/\\d+(\\.\\d+)?/g).slice(0, 3).map(Number).map(v => v / 255).map(v => v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4));
          const lum = t => { const [r, g, b] = rgb(t); return 0.2126 * r + 0.7152 * g + 0.0722 * b; };
          const ratio = (a, b) => { const x = lum(a), y = lum(b); return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05); };
          const bg = getComputedStyle(document.body).backgroundColor;
          const pairs = [['body', document.body], ['status', document.getElementById('status')], ['filters', document.getElementById('filters')],
                         ['link', document.getElementById('notes-link')]];
          const cell = document.querySelector('#grid .cell');
          const out = pairs.map(([n, e]) => [n, ratio(getComputedStyle(e).color, bg)]);
          if (cell) { const cbg = getComputedStyle(cell).backgroundColor; out.push(['cell', ratio(getComputedStyle(cell).color, cbg)]);
                      if (cell.querySelector('.meta')) out.push(['cell meta', ratio(getComputedStyle(cell.querySelector('.meta')).color, cbg)]); }
          return {theme: document.documentElement.dataset.theme, bg, ratios: out};''')


    driver.execute_cdp_cmd('Emulation.setEmulatedMedia', {'features': [{'name': 'prefers-color-scheme', 'value': 'dark'}]})
    js('localStorage.removeItem("catalog-theme")')
    reopen()
    dark = contrast()
    if dark['theme'] != 'dark':
        fail('the page does not follow a dark system theme: %r' % dark['theme'])
    driver.find_element(By.ID, 'theme').click()
    reopen()
    light = contrast()
    if light['theme'] != 'light':
        fail('the theme toggle was not remembered over a dark system theme')
    for result in (dark, light):
        for name, ratio in result['ratios']:
            if ratio < 4.5:
                fail('%s theme: %s text contrast %.2f < 4.5' % (result['theme'], name, ratio))
    report['contrast'] = {'dark': dark['ratios'], 'light': light['ratios']}
    driver.find_element(By.ID, 'theme').click()  # back to dark for the screenshots' dark pass
    driver.execute_cdp_cmd('Emulation.setEmulatedMedia', {'features': []})
    js('localStorage.removeItem("catalog-theme")')

    phase('themes')
    # 8. 390 px wide: nothing wider than the screen, the search box usable.
    driver.set_window_size(390, 844)
    reopen()
    width = js('return [document.documentElement.scrollWidth, window.innerWidth]')
    if width[0] > width[1]:
        fail('at 390 px the page is %d px wide (the window %d)' % tuple(width))
    if not driver.find_element(By.CSS_SELECTOR, 'input[type=search]').is_displayed():
        fail('at 390 px the search box is not shown')

    phase('narrow')
    # 9. 200% zoom of a 1280x800 window: a layout viewport of 640x400 CSS px at 2 device
    # pixels each, as the browser's zoom gives; nothing scrolls sideways, details open and close.
    driver.set_window_size(1280, 800)
    driver.execute_cdp_cmd('Emulation.setDeviceMetricsOverride', {'width': 640, 'height': 400, 'deviceScaleFactor': 2, 'mobile': False})
    reopen('#/symbol/' + permalink['currentName'] + '?set=' + first_set, first_set)
    wait.until(lambda d: js('return !document.querySelector("[data-details]").hidden'))
    zoomed = js('''const c = document.querySelector('[data-details] .close').getBoundingClientRect();
      return [document.documentElement.scrollWidth, window.innerWidth, c.right <= window.innerWidth && c.left >= 0,
              getComputedStyle(document.querySelector('input[type=search]')).display !== 'none'];''')
    if zoomed[0] > zoomed[1]:
        fail('at 200%% zoom the page is %d px wide (the window %d)' % (zoomed[0], zoomed[1]))
    if not zoomed[2]:
        fail('at 200% zoom the details pane\'s close button is off screen')
    if not zoomed[3]:
        fail('at 200% zoom the search box is not shown')
    driver.execute_cdp_cmd('Emulation.clearDeviceMetricsOverride', {})
    phase('zoom')
    axe_checks(first_set)
    phase('axe')
    if screenshots:
        os.makedirs(screenshots, exist_ok=True)
        for (w, h) in [(1280, 800), (390, 844)]:
            driver.set_window_size(w, h)
            for theme in ['light', 'dark']:
                js('localStorage.setItem("catalog-theme", arguments[0])', theme)
                reopen('#/search?q=' + permalink['typed'] + '&set=' + first_set, first_set)
                driver.save_screenshot(os.path.join(screenshots, 'site-grid-%s-%d.png' % (theme, w)))
                driver.get(index + '#/symbol/' + permalink['currentName'] + '?set=' + first_set)
                wait.until(lambda d: js('return !document.querySelector("[data-details]").hidden'))
                driver.save_screenshot(os.path.join(screenshots, 'site-details-%s-%d.png' % (theme, w)))
                if len(js('return window.CATALOG_SET_LIST')) > 1:
                    js('location.hash = arguments[0]', '#/search?q=' + permalink['typed'] + '&set=all')
                    wait.until(lambda d: js('return window.catalogSite.state.every') and not status_text().startswith('Loading'))
                    driver.save_screenshot(os.path.join(screenshots, 'site-every-%s-%d.png' % (theme, w)))
        js('localStorage.removeItem("catalog-theme")')
        driver.set_window_size(1280, 800)


def check_copies(label, expected_copies):
    """Each button[data-copy=FORMAT] of the open details copies the expected text: read back
    from the clipboard, "Copied \u2713" on the button and "Copied ..." in the live region."""
    for form, expected in expected_copies.items():
        found = driver.find_elements(By.CSS_SELECTOR, '[data-details] button[data-copy="%s"]' % form)
        if expected is None:
            if found:
                fail(label + 'a %s copy button for a set without one' % form)
            continue
        if not found:
            fail(label + 'no %s copy button' % form)
            continue
        js('return navigator.clipboard.writeText("")')
        found[0].click()
        try:
            wait.until(lambda d: js('return window.catalogSite.state.lastCopied') == expected)
        except Exception:
            fail(label + 'copy %s gave %r, the CLI %r' % (form, js('return window.catalogSite.state.lastCopied'), expected))
            continue
        clipboard = driver.execute_async_script('const done = arguments[arguments.length - 1];'
                                                'navigator.clipboard.readText().then(done, e => done("(clipboard: " + e + ")"))')
        if clipboard != expected:
            fail(label + 'the clipboard after copy %s holds %r, the CLI %r' % (form, clipboard[:80], expected[:80]))
        feedback = js('return [arguments[0].textContent, document.getElementById("copied").textContent]', found[0])
        if feedback[0] != 'Copied \u2713' or not feedback[1].startswith('Copied'):
            fail(label + 'copy %s: the button says %r, the live region %r' % (form, feedback[0], feedback[1]))


def copy_checks(cases_):
    """A symbol of each set: its details' copy buttons give what `catalog copy --format` prints."""
    driver.execute_cdp_cmd('Browser.grantPermissions', {'permissions': ['clipboardReadWrite', 'clipboardSanitizedWrite']})
    for case in cases_:
        reopen('#/symbol/' + case['name'] + '?set=' + case['set'], case['set'])
        wait.until(lambda d: js('return !!document.querySelector("[data-details] .glyph-view")'))
        label = '%s %s%s: ' % (case['set'], case['name'], ' ' + case['style'] if case.get('style') else '')
        if case.get('style'):
            # The details show every style side by side; choosing one shows and copies it.
            style = case['style']
            styles = js('return Array.from(document.querySelectorAll("[data-details] button[data-style]"), b => b.dataset.style)')
            if sorted(styles) != sorted(case['styles']):
                fail(label + 'styles side by side %r, not %r' % (styles, case['styles']))
            js('document.querySelector(\'[data-details] button[data-style="\' + arguments[0] + \'"]\').click()', style)
            try:
                wait.until(lambda d: js('const b = document.querySelector(\'[data-details] button[data-style="\' + arguments[0] + \'"]\');'
                                        'return !!b && b.getAttribute("aria-pressed") === "true" && !!document.querySelector(\'[data-details] button[data-copy="svg"]\')'
                                        ' && document.querySelectorAll("[data-details] button[data-style] svg").length === arguments[1]', style, len(case['styles'])))
            except TimeoutException:
                fail(label + 'choosing the style did not show it with its SVG and every style drawn')
                continue
        check_copies(label, case['copies'])
        if case.get('style'):
            # The style filter chooses what the grid draws.
            js('const s = document.querySelector("select[name=style]"); s.value = arguments[0]; s.dispatchEvent(new Event("change", {bubbles: true}))', case['style'])
            js('document.querySelector("input[type=search]").value = arguments[0]; document.querySelector("input[type=search]").dispatchEvent(new Event("input", {bubbles: true}))', case['name'])
            try:
                wait.until(lambda d: js('const c = document.querySelector(\'#grid [data-symbol="\' + arguments[0] + \'"] svg.glyph\'); return c && c.dataset.glyphOf', case['name'])
                           == case['name'] + '/' + case['style'])
            except TimeoutException:
                fail(label + 'the grid with the style filter %s does not draw it' % case['style'])
                continue
            drawn = js('return document.querySelector(\'#grid [data-symbol="\' + arguments[0] + \'"] svg.glyph path\').getAttribute("d")', case['name'])
            if drawn not in case['copies']['svg']:
                fail(label + 'the grid draws %r, not the style\'s outline' % drawn[:40])
    phase('copies')


def glyph_checks(glyphs):
    """The set's glyphs: inline SVG in the grid, the details' alignment view with its marks,
    and the SVG and HTML copy buttons, each against what the CLI printed for the symbol."""
    set_name = glyphs['set']
    driver.execute_cdp_cmd('Browser.grantPermissions', {'permissions': ['clipboardReadWrite', 'clipboardSanitizedWrite']})
    reopen('#/search?set=' + set_name, set_name)
    wait.until(lambda d: js('return window.CatalogGlyphs.loaded(arguments[0])', set_name))
    wait.until(lambda d: js('return document.querySelectorAll("#grid .cell svg.glyph").length') >= len(glyphs['symbols']))
    for symbol in glyphs['symbols']:
        drawn = js('const c = document.querySelector(\'#grid [data-symbol="\' + CSS.escape(arguments[0]) + \'"] svg.glyph path\'); return c && c.getAttribute("d")',
                   symbol['name'])
        if drawn != symbol['d']:
            fail('grid: %s is drawn %r, glyph --format svg %r' % (symbol['name'], (drawn or '')[:40], symbol['d'][:40]))
    for name in glyphs['without']:
        if js('return !!document.querySelector(\'#grid [data-symbol="\' + CSS.escape(arguments[0]) + \'"] svg\')', name):
            fail('grid: %s has no glyph but is drawn' % name)
    # The grid's cells are rewritten in place as the results change: searched for, each symbol
    # comes first in a cell that showed another, with its own glyph (or none).
    box = driver.find_element(By.CSS_SELECTOR, 'input[type=search]')
    for name, d in [(s['name'], s['d']) for s in glyphs['symbols']] + [(n, None) for n in glyphs['without']]:
        box.clear()
        box.send_keys(name)
        try:
            wait.until(lambda _: (grid_names() or [None])[0] == name)
        except TimeoutException:
            fail('searched for %s, the grid starts with %r' % (name, (grid_names() or [None])[0]))
            continue
        drawn = js('const p = document.querySelector("#grid .cell path"); const c = document.querySelector("#grid .cell");'
                   'return c.querySelector("svg") ? (p && p.getAttribute("d")) : null')
        if drawn != d:
            fail('grid after a search for %s: its cell draws %r, not %r' % (name, (drawn or '')[:40], (d or '')[:40]))
        if misnamed():
            fail('grid after a search for %s: cells show other names than their symbols: %r' % (name, misnamed()[:3]))
    for symbol in glyphs['symbols']:
        # Opened by permalink on a fresh page: the glyphs load after the details are shown.
        reopen('#/symbol/' + symbol['name'] + '?set=' + set_name, set_name)
        wait.until(lambda d: js('return !!document.querySelector("[data-details] .glyph-view")'))
        view = js('''const v = document.querySelector('[data-details] .glyph-view'); const m = n => v.querySelector('[data-mark="' + n + '"]');
          const a = m('alignment'), o = m('optical-center'), b = m('bounds');
          return {d: v.querySelector('[data-glyph] path.outline').getAttribute('d'), baseline: !!m('baseline'),
                  alignment: a && ['x', 'y', 'width', 'height'].map(k => Number(a.getAttribute(k))),
                  bounds: b && ['x', 'y', 'width', 'height'].map(k => Number(b.getAttribute(k))),
                  optical: o && [Number(o.getAttribute('cx')), Number(o.getAttribute('cy'))]};''')
        label = 'details of %s: ' % symbol['name']
        if view['d'] != symbol['d']:
            fail(label + 'the outline is not the path of glyph --format svg')
        if not view['baseline']:
            fail(label + 'no baseline')
        for key in ['alignment', 'bounds', 'optical']:
            if view[key] != symbol[key]:
                fail(label + '%s %r, glyph --json %r' % (key, view[key], symbol[key]))
        # Every copy button copies what `catalog copy --format FORMAT` prints: read back from
        # the clipboard, said on the button and in the live region.
        check_copies(label, symbol.get('copies') or {'svg': symbol['svg'], 'html': symbol['html']})
        downloads = js('''const s = document.querySelector('[data-details] [data-downloads]'); if (!s) return null;
          const svg = s.querySelector('a[download][data-format="svg"]');
          return {svg: svg && decodeURIComponent(svg.href.replace(/^data:image\/svg\+xml;charset=utf-8,/, '')),
                  png: Array.from(s.querySelectorAll('a[download][data-format="png"]')).map(a => a.getAttribute('download'))};''')
        if not downloads or downloads['svg'] != symbol['svg']:
            fail(label + 'the SVG download is not the CLI\'s --plain SVG')
        elif len(downloads['png']) != 3:
            fail(label + 'PNG downloads %r, not 1x, 2x, 3x' % downloads['png'])
        else:
            try:
                wait.until(lambda d: js('return Array.from(document.querySelectorAll(\'[data-details] a[download][data-format="png"]\')).every(a => a.href.startsWith("blob:"))'))
            except TimeoutException:
                fail(label + 'the PNGs were not drawn')
    for name in glyphs['without']:
        reopen('#/symbol/' + name + '?set=' + set_name, set_name)
        wait.until(lambda d: js('return !document.querySelector("[data-details]").hidden'))
        if not js('return !!document.querySelector(\'[data-details] [data-field="no-svg"]\')'):
            fail('details of %s: no note saying why there is no SVG or PNG' % name)
        if js('return !!document.querySelector(\'[data-details] button[data-copy="svg"], [data-details] a[download]\')'):
            fail('details of %s: an SVG copy or a download for a symbol without a glyph' % name)
    phase('glyphs')


if '--glyphs-only' not in sys.argv:
    checks()
if 'glyphs' in cases:
    glyph_checks(cases['glyphs'])
if 'copies' in cases:
    copy_checks(cases['copies'])

# 9. Nothing left the page and nothing went wrong in it.
# (The DevTools log also has the browser's own pages, chrome://new-tab-page and the like: only
# requests made for a file:// document are the page's.)
requests, errors = site_chromium.requests_and_errors(driver)
outside = sorted(u for u in requests if not (u.startswith('file://') or u.startswith('data:')))
if outside:
    fail('requests left the page: %r' % outside[:5])
report['requests'] = len(requests)
if errors:
    fail('console errors: %r' % errors[:5])
driver.quit()
phase('end')
report['failures'] = failures
print(json.dumps(report, indent=1))
