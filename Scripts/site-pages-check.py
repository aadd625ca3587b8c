#!/usr/bin/env python3
"""Drives the type pages, the collections page, the favorite star and the filters' disclosure
of a site written by `catalog site` in headless Chromium (Debian's chromium and
chromium-driver, PyPI selenium), and prints a JSON report.

    Scripts/site-pages-check.py SITE_DIR CASES.json DOWNLOADS_DIR [--screenshots DIR]

CASES.json (written by the test, SitePagesBrowserTests): {"set": NAME, "star": [NAME, NAME]
(the second may be an old name), "starred": [CURRENT, CURRENT], "store": {LIST: [NAMES]},
"type": {"platform", "size", "design", "fonts"}, "layout": {"start": HASH, "steps": [{"control",
"value", "key", "figures": {KEY: TEXT}}]}} (the layout page: a permalink, then each control set in
turn, the drawing's key and the figures each step must show; the first step's figures are the
permalink's). The report: {"failures": [...], "exported": PATH}; the export is the file the
page's Export button downloaded, which the test feeds to `catalog collection import`;
"exportedSprite" the file Export as SVG sprite downloaded (or null) and "spriteNote" what the
page said of it.
--screenshots writes the type, collections and layout pages in both themes at 1280x800 and
390x844 (site-type-THEME-WIDTH.png, site-collections-…, site-layout-…).
"""
import json, os, sys, time
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import site_chromium  # noqa: E402
from selenium import webdriver
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select

site, cases_path, downloads = os.path.abspath(sys.argv[1]), sys.argv[2], os.path.abspath(sys.argv[3])
screenshots = sys.argv[sys.argv.index('--screenshots') + 1] if '--screenshots' in sys.argv else None
cases = json.load(open(cases_path))
index = 'file://' + os.path.join(site, 'index.html')
failures, report = [], {}
PATIENCE = 60


def fail(what):
    failures.append(what)


driver = site_chromium.start(downloads)
wait = site_chromium.waiter(driver, PATIENCE)


def js(script, *arguments):
    return driver.execute_script(script, *arguments)


def ready():
    wait.until(lambda d: js('return !!(window.catalogSite && window.catalogSite.ready && window.catalogSite.state.set)'))


def reopen(hash_):
    """The page at `hash_` loaded afresh (`site_chromium.reopen`) and ready."""
    site_chromium.reopen(driver, index + hash_, PATIENCE)
    ready()


def unlabelled():
    return js('''return Array.from(document.querySelectorAll('input, select, button')).filter(e => {
      if (e.closest('[hidden]')) return false;
      const label = e.getAttribute('aria-label') || (e.labels && e.labels.length && e.labels[0].textContent.trim()) || e.textContent.trim();
      return !label; }).map(e => e.outerHTML.slice(0, 80));''')


def links(selector):
    return js('return Array.from(document.querySelectorAll(arguments[0]), a => a.dataset.symbolLink)', selector)


def checks():
    set_name = cases['set']
    driver.get(index + '#/search?set=' + set_name)
    ready()
    js('localStorage.clear()')

    # 1. Star two symbols in the details pane (the second by an old name), then look at #/collections.
    for name in cases['star']:
        driver.get(index + '#/symbol/' + name)
        wait.until(lambda d: js('const p = document.querySelector("[data-details]"); return !p.hidden && !!p.querySelector("[data-favorite]")'))
        star = driver.find_element(By.CSS_SELECTOR, '[data-details] [data-favorite]')
        if star.get_attribute('aria-pressed') != 'false':
            fail('the star of %s is not off at first' % name)
        star.click()
        wait.until(lambda d: star.get_attribute('aria-pressed') == 'true')
    reopen('#/collections')
    wait.until(lambda d: js('return !document.getElementById("page").hidden && !!document.querySelector("[data-browser-favorites]")'))
    if links('[data-browser-favorites] a') != cases['starred']:
        fail('starred in the browser: %r, expected %r' % (links('[data-browser-favorites] a'), cases['starred']))
    for name, symbols in cases['store'].items():
        shown = links('[data-list="%s"] a' % name)
        if shown != symbols:
            fail('store list %s: %r, expected %r' % (name, shown, symbols))
    if not js('return document.getElementById("grid").hidden'):
        fail('the grid is shown on #/collections')
    if unlabelled():
        fail('collections page: controls without a name: %r' % unlabelled()[:3])
    # A link opens the symbol; back returns to the page.
    driver.find_element(By.CSS_SELECTOR, '[data-browser-favorites] a').click()
    wait.until(lambda d: js('const p = document.querySelector("[data-details]"); return !p.hidden && p.dataset.symbol') == cases['starred'][0])
    driver.back()
    wait.until(lambda d: js('return !document.getElementById("page").hidden && document.querySelector("[data-details]").hidden'))
    if js('return getComputedStyle(document.getElementById("grid")).display') != 'none':
        fail('the grid shows through #/collections after a symbol was opened from it')
    # Export: the file the button downloads.
    stamp = lambda: {f: os.stat(os.path.join(downloads, f)).st_mtime_ns for f in os.listdir(downloads)}
    before = stamp()
    driver.find_element(By.CSS_SELECTOR, '[data-export]').click()
    deadline = time.monotonic() + PATIENCE
    exported = None
    while time.monotonic() < deadline and not exported:
        new = [f for f, t in stamp().items() if f.endswith('.json') and before.get(f) != t]  # new, or written over
        exported = os.path.join(downloads, new[0]) if new else None
        time.sleep(0.2)
    if not exported:
        fail('Export downloaded no file into %s' % downloads)
    report['exported'] = exported

    # 1b. A star in the grid: the corner of the first result's cell clicked, then `f` again on
    # it: starred (its name says so), then not. Then a collection made on #/collections,
    # renamed, filled from the details ("Add to…") with the starred symbols (one by an old
    # name), shown with its links, exported: the test imports the file.
    reopen('#/search?q=' + cases['starred'][0] + '&set=' + set_name)
    wait.until(lambda d: (js('return Array.from(document.querySelectorAll("#grid .cell"), c => c.dataset.symbol)') or [None])[0] == cases['starred'][0])
    cell = driver.find_element(By.CSS_SELECTOR, '#grid .cell')
    size = js('const b = arguments[0].getBoundingClientRect(); return [b.width, b.height]', cell)
    webdriver.ActionChains(driver).move_to_element_with_offset(cell, int(size[0] / 2) - 8, -int(size[1] / 2) + 8).click().perform()
    wait.until(lambda d: js('return document.querySelector("#grid .cell").classList.contains("starred")') is False)
    if not js('return document.querySelector("[data-details]").hidden'):
        fail('the grid star opened the details')
    cell = driver.find_element(By.CSS_SELECTOR, '#grid .cell')
    cell.send_keys('f')
    wait.until(lambda d: js('return document.querySelector("#grid .cell").getAttribute("aria-label")').endswith(', favorite'))
    if js('return JSON.parse(localStorage.getItem("catalog-favorites:" + arguments[0]))', set_name)[-1:] != [cases['starred'][0]]:
        fail('the grid star did not keep the favorite')
    reopen('#/collections?set=' + set_name)
    wait.until(lambda d: js('return !!document.querySelector("[data-browser-collections]")'))
    driver.find_element(By.NAME, 'collection-name').send_keys('first try\n')
    wait.until(lambda d: js('return !!document.querySelector(\'[data-collection="first try"]\')'))
    driver.find_element(By.NAME, 'collection-name').send_keys('first try\n')
    wait.until(lambda d: js('return document.querySelector("[data-browser-collections] [role=alert]").textContent').startswith('There is a collection'))
    rename = driver.find_element(By.CSS_SELECTOR, '[data-collection="first try"] input[name=rename]')
    rename.clear()
    rename.send_keys('site-picks\n')
    wait.until(lambda d: js('return !!document.querySelector(\'[data-collection="site-picks"]\') && !document.querySelector(\'[data-collection="first try"]\')'))
    for name in cases['star']:
        js('location.hash = arguments[0]', '#/symbol/' + name + '?set=' + set_name)
        wait.until(lambda d: js('return !!document.querySelector("[data-details] [data-add-to]")'))
        Select(driver.find_element(By.CSS_SELECTOR, '[data-details] [data-add-to]')).select_by_value('site-picks')
    reopen('#/collections?set=' + set_name)
    wait.until(lambda d: js('return !!document.querySelector(\'[data-collection="site-picks"]\')'))
    if links('[data-collection="site-picks"] a') != cases['starred']:
        fail('the collection made here holds %r, expected %r' % (links('[data-collection="site-picks"] a'), cases['starred']))
    if unlabelled():
        fail('collections page: controls without a name: %r' % unlabelled()[:3])
    before = stamp()
    driver.find_element(By.CSS_SELECTOR, '[data-export-collection="site-picks"]').click()
    deadline = time.monotonic() + PATIENCE
    collection_file = None
    while time.monotonic() < deadline and not collection_file:
        new = [f for f, t in stamp().items() if f.endswith('.json') and before.get(f) != t]
        collection_file = os.path.join(downloads, new[0]) if new else None
        time.sleep(0.2)
    if not collection_file:
        fail('Export site-picks downloaded no file into %s' % downloads)
    report['exportedCollection'] = collection_file
    # Export as SVG sprite: the sprite downloaded (an .svg), or, for symbols with no glyph in
    # the site (an SF set built without --symbols-font), the note saying why and no file.
    before = stamp()
    driver.find_element(By.CSS_SELECTOR, '[data-export-sprite="site-picks"]').click()
    deadline = time.monotonic() + PATIENCE
    sprite_file, note = None, ''
    while time.monotonic() < deadline and not sprite_file and not note:
        new = [f for f, t in stamp().items() if f.endswith('.svg') and before.get(f) != t]
        sprite_file = os.path.join(downloads, new[0]) if new else None
        note = js('return document.querySelector(\'[data-sprite-note="site-picks"]\').textContent')
        time.sleep(0.2)
    report['exportedSprite'] = sprite_file
    report['spriteNote'] = note

    # 2. The type pages: a permalink, the specimen drawn, the fonts named, the controls as history.
    t = cases['type']
    reopen('#/type?platform=%s&size=%s&design=%s' % (t['platform'], t['size'], t['design']))
    key = '%s/%s/%s' % (t['platform'], t['design'], t['size'])
    wait.until(lambda d: js('const f = document.querySelector("[data-specimen]"); return f && f.dataset.specimen') == key)
    wait.until(lambda d: js('const i = document.querySelector("[data-specimen] img"); return !!i && i.src.startsWith("data:image/svg+xml") && i.complete'))
    if not js('return document.querySelector("[data-specimen] img").naturalWidth > 0'):
        fail('the specimen %s did not load' % key)
    caption = js('return document.querySelector("[data-specimen] [data-fonts]").textContent')
    if t['fonts'] not in caption:
        fail('the specimen does not name its font %r: %r' % (t['fonts'], caption))
    for name in ['ramp-platform', 'ramp-size', 'ramp-design']:
        if js('const s = document.querySelector("select[name=%s]"); return !s || !s.labels.length' % name):
            fail('the type page\'s %s control has no label' % name)
    Select(driver.find_element(By.NAME, 'ramp-platform')).select_by_value('macos')
    wait.until(lambda d: js('const f = document.querySelector("[data-specimen]"); return f && f.dataset.specimen') == 'macos/%s/large' % t['design'])
    if 'platform=macos' not in driver.current_url or 'size=large' not in driver.current_url:
        fail('the platform control did not change the permalink: %s' % driver.current_url)
    driver.back()
    wait.until(lambda d: js('const f = document.querySelector("[data-specimen]"); return f && f.dataset.specimen') == key)
    if js('return document.querySelector("select[name=ramp-platform]").value') != t['platform']:
        fail('back did not restore the platform control')
    report['designs'] = js('return Array.from(document.querySelectorAll("tr[data-design]"), r => [r.dataset.design, r.cells[1].textContent])')
    # Search and filters are hidden on a page they do not apply to; the header's link
    # ("Search") returns to the grid, where typing searches.
    if driver.find_element(By.CSS_SELECTOR, 'input[type=search]').is_displayed() or driver.find_element(By.ID, 'filters').is_displayed():
        fail('the type page shows the search box or the filters')
    driver.find_element(By.ID, 'grid-link').click()
    wait.until(lambda d: js('return !document.getElementById("grid").hidden && document.getElementById("page").hidden'))
    driver.find_element(By.CSS_SELECTOR, 'input[type=search]').send_keys(cases['starred'][0])
    if cases['starred'][0] not in js('return window.catalogSite.results()'):
        fail('typing on the type page did not search')

    # 3. AA contrast of the pages' text in both themes: explanations, links, the pressed star.
    for theme in ['light', 'dark']:
        js('localStorage.setItem("catalog-theme", arguments[0])', theme)
        for hash_, selectors in [('#/collections', ['[data-browser-favorites] p.muted', '[data-list] a', '[data-list] h4']),
                                 ('#/type', ['.specimen figcaption', '.page .muted', '.page td']),
                                 (cases['layout']['start'], ['.layout-drawing figcaption', '.page td.unknown', '[data-layout-device]']),
                                 ('#/symbol/' + cases['starred'][0], ['[data-favorite]'])]:
            reopen(hash_)
            for selector in selectors:
                wait.until(lambda d: js('return !!document.querySelector(arguments[0])', selector))
                ratio = js('''
                  const rgb = t => t.match(/\\d+(\\.\\d+)?/g).slice(0, 3).map(Number).map(v => v / 255).map(v => v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4));
                  const lum = t => { const [r, g, b] = rgb(t); return 0.2126 * r + 0.7152 * g + 0.0722 * b; };
                  const e = document.querySelector(arguments[0]);
                  let b = e; while (b && getComputedStyle(b).backgroundColor.startsWith('rgba(0, 0, 0, 0)')) b = b.parentElement;
                  const x = lum(getComputedStyle(e).color), y = lum(getComputedStyle(b || document.body).backgroundColor);
                  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);''', selector)
                report.setdefault('contrast', []).append([theme, selector, round(ratio, 2)])
                if ratio < 4.5:
                    fail('%s theme: %s text contrast %.2f < 4.5' % (theme, selector, ratio))
    js('localStorage.removeItem("catalog-theme")')

    # 4. 390 x 844: the filters fold behind a labelled disclosure button, opened on request.
    driver.set_window_size(390, 844)
    reopen('#/search?set=' + set_name)
    toggle = driver.find_element(By.ID, 'filters-toggle')
    category = driver.find_element(By.NAME, 'category')
    if not toggle.is_displayed() or toggle.get_attribute('aria-expanded') != 'false' or toggle.get_attribute('aria-controls') != 'filters':
        fail('at 390 px the Filters button is not shown folded')
    if category.is_displayed():
        fail('at 390 px the filters are shown before they are asked for')
    toggle.click()
    wait.until(lambda d: category.is_displayed())
    if toggle.get_attribute('aria-expanded') != 'true':
        fail('the Filters button does not say it is expanded')
    toggle.click()
    wait.until(lambda d: not category.is_displayed())
    width = js('return [document.documentElement.scrollWidth, window.innerWidth]')
    if width[0] > width[1]:
        fail('at 390 px the page is %d px wide (the window %d)' % tuple(width))
    reopen('#/type?platform=%s&size=%s&design=%s' % (t['platform'], t['size'], t['design']))
    width = js('return [document.documentElement.scrollWidth, window.innerWidth]')
    if width[0] > width[1]:
        fail('at 390 px the type page is %d px wide (the window %d)' % tuple(width))
    driver.set_window_size(1280, 800)
    reopen('#/search?set=' + set_name)
    if driver.find_element(By.ID, 'filters-toggle').is_displayed() or not driver.find_element(By.NAME, 'category').is_displayed():
        fail('at 1280 px the filters are folded')


# The layout page (layout-page.js): a permalink's window, then each control set in turn (a
# select picked with the mouse, one changed with the keyboard, focus kept on it), the drawing
# and the figures changing with them, back restoring the last; labels; 390 px wide.
def drawing_key():
    return js('const f = document.querySelector("[data-layout-drawing]"); return f && f.dataset.layoutDrawing')


def drawing_loaded():
    return js('const i = document.querySelector("[data-layout-drawing] img"); return !!i && i.complete && i.naturalWidth > 0')


def layout_figures():
    return js('return Object.fromEntries(Array.from(document.querySelectorAll("[data-layout-figures] tr[data-figure]"), '
              'r => [r.dataset.figure, r.cells[1].textContent]))')


def layout_checks():
    layout = cases['layout']
    reopen(layout['start'])
    shown = None
    for number, step in enumerate(layout['steps']):
        if number:
            before = (drawing_key(), js('return document.querySelector("[data-layout-drawing] img").src'))
            control = driver.find_element(By.NAME, step['control'])
            if step.get('keyboard'):
                # Focused, a closed select takes the arrow keys; the page is drawn again around it.
                js('arguments[0].focus()', control)
                control.send_keys(Keys.ARROW_DOWN)
            else:
                Select(control).select_by_value(step['value'])
            wait.until(lambda d: drawing_key() == step['key'])
            after = js('return document.querySelector("[data-layout-drawing] img").src')
            if after == before[1] and step.get('drawingChanges', True):
                fail('layout: the drawing did not change from %s to %s' % (before[0], step['key']))
            if step.get('keyboard') and js('return document.activeElement && document.activeElement.name') != step['control']:
                fail('layout: focus left the %s control after the keyboard changed it' % step['control'])
            if 'value' in step and js('return document.querySelector("select[name=%s]").value' % step['control']) != step['value']:
                fail('layout: the %s control shows %r, not %r' % (step['control'], js('return document.querySelector("select[name=%s]").value'
                                                                                        % step['control']), step['value']))
        wait.until(lambda d: drawing_key() == step['key'] and drawing_loaded())
        shown = layout_figures()
        for key, text in step['figures'].items():
            if shown.get(key) != text:
                fail('layout %s: %s shows %r, expected %r' % (step['key'], key, shown.get(key), text))
        if step['hash'] not in driver.current_url:
            fail('layout %s: the permalink is %s, expected it to hold %s' % (step['key'], driver.current_url, step['hash']))
    if js('return document.getElementById("grid").hidden') is not True or js('return document.getElementById("page").hidden'):
        fail('layout: the grid shows, or the page is hidden, on #/layout')
    for name in ['layout-device', 'layout-orientation', 'layout-split', 'layout-os', 'layout-size']:
        if js('const s = document.querySelector("select[name=%s]"); return !s || !s.labels.length' % name):
            fail('layout: the %s control has no label' % name)
    if unlabelled():
        fail('layout page: controls without a name: %r' % unlabelled()[:3])
    # Back returns to the step before the last, drawing and controls alike.
    previous = layout['steps'][-2]
    driver.back()
    wait.until(lambda d: drawing_key() == previous['key'] and drawing_loaded())
    for key, text in previous['figures'].items():
        if layout_figures().get(key) != text:
            fail('layout after back: %s shows %r, expected %r' % (key, layout_figures().get(key), text))
    # The header's link opens the page; 390 px wide, nothing scrolls sideways (a landscape
    # window's drawing, the widest, shrinks to fit).
    reopen('#/search?set=' + cases['set'])
    driver.find_element(By.ID, 'layout-link').click()
    wait.until(lambda d: drawing_loaded())
    driver.set_window_size(390, 844)
    reopen(previous['hash'])
    wait.until(lambda d: drawing_loaded())
    width = js('return [document.documentElement.scrollWidth, document.documentElement.clientWidth]')
    if width[0] > width[1]:
        fail('at 390 px the layout page is %d px wide (%d px inside the scroll bar)' % tuple(width))
    driver.set_window_size(1280, 800)


def take_screenshots():
    t = cases['type']
    os.makedirs(screenshots, exist_ok=True)
    for (w, h) in [(1280, 800), (390, 844)]:
        driver.set_window_size(w, h)
        for theme in ['light', 'dark']:
            js('localStorage.setItem("catalog-theme", arguments[0])', theme)
            for name, hash_ in [('type', '#/type?platform=%s&size=%s&design=%s' % (t['platform'], t['size'], t['design'])),
                                ('collections', '#/collections'), ('layout', cases['layout']['start'])]:
                reopen(hash_)
                if name == 'type':
                    wait.until(lambda d: js('const i = document.querySelector("[data-specimen] img"); return !!i && !!i.src && i.complete'))
                if name == 'layout':
                    wait.until(lambda d: drawing_loaded())
                driver.save_screenshot(os.path.join(screenshots, 'site-%s-%s-%d.png' % (name, theme, w)))
    js('localStorage.removeItem("catalog-theme")')
    driver.set_window_size(1280, 800)


try:
    checks()
    layout_checks()
    if screenshots:
        take_screenshots()
except Exception as error:  # a wait that timed out, an element missing: a failure, reported
    fail('%s: %s' % (type(error).__name__, str(error).splitlines()[0] if str(error) else ''))

requests, errors = site_chromium.requests_and_errors(driver)
outside = sorted(u for u in requests if not (u.startswith('file://') or u.startswith('data:') or u.startswith('blob:')))
if outside:
    fail('requests left the page: %r' % outside[:5])
if errors:
    fail('console errors: %r' % errors[:5])
driver.quit()
report['failures'] = failures
print(json.dumps(report, indent=1))
