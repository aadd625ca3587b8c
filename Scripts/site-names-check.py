#!/usr/bin/env python3
"""Drives a site whose sets, symbols, old names and styles are named after the properties of
JavaScript's Object.prototype (`constructor`, `__proto__`, `toString`, …) in headless Chromium,
and prints a JSON report: each set shows every symbol of its own, the symbols that have glyphs
are drawn whatever the names before them, a symbol opens in the details with its copy buttons,
an old name resolves, and the console has no error. (A plain object indexed by such a name
reads the prototype's property: an empty grid and a TypeError, glyphs stopped after
`constructor`, no copy buttons for a style `__proto__`.)

    Scripts/site-names-check.py SITE_DIR CASES.json

CASES.json (written by SiteNamesBrowserTests): {"sets": [NAME...], "symbols": [NAME...],
"glyphs": [NAME...], "renamed": {OLD: NEW}, "html": {NAME: TEXT}}.
"""
import json, os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import site_chromium  # noqa: E402
from selenium.webdriver.common.by import By
from selenium.common.exceptions import TimeoutException

site, cases = os.path.abspath(sys.argv[1]), json.load(open(sys.argv[2]))
index = 'file://' + os.path.join(site, 'index.html')
failures = []
driver = site_chromium.start()
# A state the page reaches at once on a working page; 30 s covers a loaded machine, and a broken
# page fails in minutes, not an hour.
wait = site_chromium.waiter(driver, 30)
js = driver.execute_script


def shown(set_name):
    """The page opened afresh on `set_name`, ready; False (and a failure) when it is not."""
    site_chromium.reopen(driver, index + '#/search?set=' + set_name)
    try:
        wait.until(lambda d: js('return !!(window.catalogSite && window.catalogSite.ready && window.catalogSite.state.set'
                                ' && window.catalogSite.state.set.name === arguments[0])', set_name))
        return True
    except TimeoutException:
        failures.append('%s: the page did not show the set (status %r)' % (set_name, js('return document.getElementById("status").textContent')))
        return False


expected = sorted(cases['symbols'])
for set_name in cases['sets']:
    if not shown(set_name):
        continue
    try:
        wait.until(lambda d: js('return document.querySelectorAll("#grid [data-symbol]").length') >= len(expected))
    except TimeoutException:
        pass
    names = js('return Array.from(document.querySelectorAll("#grid [data-symbol]"), e => e.dataset.symbol)')
    if sorted(names) != expected:
        failures.append('%s: the grid shows %r, not its %d symbols' % (set_name, names[:5], len(expected)))
    try:
        wait.until(lambda d: js('return window.CatalogGlyphs.loaded(arguments[0]) ? document.querySelectorAll("#grid .cell svg.glyph").length : -1',
                                set_name) == len(cases['glyphs']))
    except TimeoutException:
        pass
    drawn = js('return Array.from(document.querySelectorAll("#grid .cell"), c => c.querySelector("svg.glyph") ? c.dataset.symbol : null).filter(Boolean)')
    if sorted(drawn) != sorted(cases['glyphs']):
        failures.append('%s: glyphs drawn for %r, not %r' % (set_name, sorted(drawn), sorted(cases['glyphs'])))
    for name, html in cases['html'].items():
        js('location.hash = arguments[0]', '#/symbol/' + name + '?set=' + set_name)
        try:
            wait.until(lambda d: js('const p = document.querySelector("[data-details]"); return !!p && !p.hidden && p.dataset.symbol') == name)
        except TimeoutException:
            failures.append('%s: %s does not open in the details' % (set_name, name))
            continue
        buttons = driver.find_elements(By.CSS_SELECTOR, '[data-details] button[data-copy="html"]')
        if not buttons:
            failures.append('%s: %s has no HTML copy button' % (set_name, name))
            continue
        buttons[0].click()
        try:
            wait.until(lambda d: js('return window.catalogSite.state.lastCopied') == html)
        except TimeoutException:
            failures.append('%s: copy HTML of %s gave %r, not %r' % (set_name, name, js('return window.catalogSite.state.lastCopied'), html))
    for old, new in cases['renamed'].items():
        js('location.hash = arguments[0]', '#/symbol/' + old + '?set=' + set_name)
        try:
            wait.until(lambda d: js('const p = document.querySelector("[data-details]"); return !!p && !p.hidden && p.dataset.symbol') == new)
        except TimeoutException:
            failures.append('%s: the old name %s does not open %s' % (set_name, old, new))

requests, errors = site_chromium.requests_and_errors(driver)
if errors:
    failures.append('console errors: %r' % errors[:5])
driver.quit()
print(json.dumps({'failures': failures, 'sets': len(cases['sets'])}, indent=1))
