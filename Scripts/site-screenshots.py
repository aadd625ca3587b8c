#!/usr/bin/env python3
"""The site's screenshots for docs/images/, taken in headless Chromium (Debian's chromium and
chromium-driver, PyPI selenium) from a site `catalog site` wrote, then made smaller with
optipng when it is installed (Debian's optipng; the pixels are unchanged).

    catalog site -o SITE --no-type-pages --data-set fontawesome-6 --data-set mdi --data-set lucide --data-set phosphor
    Scripts/site-screenshots.py SITE docs/images

Writes, at 1280x800 and 390x844, in the light and the dark theme (site-VIEW-THEME-WIDTH.png):
the grid searched for heart (`grid`), the details of Font Awesome's heart with its styles side
by side (`details`), the cross-set view searched for heart (`every`) and the collections page
with a collection and favorites made in the browser (`collections`): 16 files. The first set
of the site is the one shown; the details and collections need a set with glyphs and styles
(Font Awesome 6, its fonts installed by Scripts/install-fonts.sh fontawesome-6).
"""
import os
import shutil
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import site_chromium  # noqa: E402

PATIENCE = 90
SIZES = [(1280, 800), (390, 844)]
THEMES = ['light', 'dark']
# The collection and favorites the collections page shows, made in the browser (localStorage).
COLLECTION = {'name': 'toolbar', 'symbols': ['house', 'magnifying-glass', 'heart', 'bell', 'gear', 'user', 'envelope', 'trash-can', 'pen-to-square', 'share-nodes']}
FAVORITES = ['heart', 'star', 'bookmark', 'circle-check']


def main():
    if len(sys.argv) != 3:
        sys.exit('usage: site-screenshots.py SITE OUTPUT_DIR')
    site, output = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
    index = 'file://' + os.path.join(site, 'index.html')
    os.makedirs(output, exist_ok=True)
    driver = site_chromium.start()
    wait = site_chromium.waiter(driver, PATIENCE)
    js = driver.execute_script

    def settled():
        """The page ready, nothing loading, the glyphs of the set shown drawn, two frames painted."""
        wait.until(lambda d: js('return !!(window.catalogSite && window.catalogSite.ready && window.catalogSite.state.set)'))
        wait.until(lambda d: not js('return document.getElementById("status").textContent').startswith('Loading'))
        wait.until(lambda d: js('const s = window.catalogSite.state.set; return !(window.CATALOG_SET_LIST.find(e => e.name === s.name) || {}).glyphs'
                                ' || window.CatalogGlyphs.loaded(s.name)'))
        js('return new Promise(resolve => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 300))))')

    def shoot(hash_, name, scrolled_to=None):
        site_chromium.reopen(driver, index + hash_, PATIENCE)
        settled()
        js('window.scrollTo(0, 0)')
        if scrolled_to:
            js('document.querySelector(arguments[0]).scrollIntoView()', scrolled_to)
            js('return new Promise(resolve => requestAnimationFrame(() => requestAnimationFrame(resolve)))')
        path = os.path.join(output, name + '.png')
        driver.save_screenshot(path)
        written.append(path)

    written = []
    driver.get(index)
    settled()
    first = js('return window.CATALOG_SET_LIST[0].name')
    several = js('return window.CATALOG_SET_LIST.length') > 1
    js('''localStorage.clear();
      localStorage.setItem('catalog-collections:' + arguments[0], JSON.stringify([arguments[1]]));
      localStorage.setItem('catalog-favorites:' + arguments[0], JSON.stringify(arguments[2]));''', first, COLLECTION, FAVORITES)
    for width, height in SIZES:
        # The viewport itself that size (a window's includes the browser's own parts).
        driver.execute_cdp_cmd('Emulation.setDeviceMetricsOverride', {'width': width, 'height': height, 'deviceScaleFactor': 1, 'mobile': False})
        for theme in THEMES:
            js('localStorage.setItem("catalog-theme", arguments[0])', theme)
            suffix = '-%s-%d' % (theme, width)
            shoot('#/search?q=heart&set=' + first, 'site-grid' + suffix)
            shoot('#/symbol/heart?set=' + first, 'site-details' + suffix)
            if several:
                shoot('#/search?q=heart&set=all', 'site-every' + suffix)
            # (390 px wide: from the collections made here, below the favorites.)
            shoot('#/collections?set=' + first, 'site-collections' + suffix, '[data-browser-collections]' if width < 600 else None)
    js('localStorage.clear()')
    driver.quit()
    if shutil.which('optipng'):
        subprocess.run(['optipng', '-quiet', '-o2', '-strip', 'all'] + written, check=True)
    for path in written:
        print('%s %d bytes' % (os.path.relpath(path), os.path.getsize(path)))


if __name__ == '__main__':
    main()
