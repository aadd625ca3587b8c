"""Headless Chromium for the site checks (site-browser-check.py, site-pages-check.py): Debian's
chromium driven by chromium-driver through selenium, in a private profile, with the browser's
console and network logs kept, and no background traffic of its own (so that any request the
log shows is the page's)."""
import atexit, json, os, shlex, shutil, tempfile
from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.support.ui import WebDriverWait


def start(downloads=None, trace_categories=None, js_flags=None, stdout=None):
    """A driver at 1280x800; with `downloads`, files the page downloads land there unasked;
    with `trace_categories`, Chromium's trace of those from the start, in the performance log
    (Tracing.dataCollected), for Benchmarks/site-keystrokes.py; with `js_flags`, those V8
    flags; with `stdout`, the browser's standard output (where V8's --trace-* flags print)
    appended to that file a line at a time."""
    profile = tempfile.mkdtemp(prefix='catalog-site-profile-')
    # Removed when the script ends (after its driver.quit(), or without one).
    atexit.register(shutil.rmtree, profile, True)
    options = Options()
    chromium = next(p for p in ['/usr/bin/chromium', '/usr/bin/chromium-browser'] if os.path.exists(p))
    options.binary_location = chromium
    if stdout:
        # chromedriver keeps only the browser's stderr: a wrapper sends stdout to the file,
        # line-buffered (coreutils' stdbuf), so that its size marks a moment of the run.
        wrapper = os.path.join(profile, 'chromium-stdout')
        with open(wrapper, 'w') as file:
            file.write('#!/bin/sh\nexec stdbuf -oL %s "$@" >>%s\n' % (shlex.quote(chromium), shlex.quote(stdout)))
        os.chmod(wrapper, 0o755)
        options.binary_location = wrapper
    if js_flags:
        options.add_argument('--js-flags=' + js_flags)
    for argument in ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--window-size=1280,800',
                     '--user-data-dir=' + profile, '--allow-file-access-from-files', '--no-first-run', '--disable-extensions',
                     '--disable-background-networking', '--disable-component-update', '--disable-sync']:
        options.add_argument(argument)
    if downloads:
        options.add_experimental_option('prefs', {'download.default_directory': downloads, 'download.prompt_for_download': False})
    options.set_capability('goog:loggingPrefs', {'browser': 'ALL', 'performance': 'ALL'})
    if trace_categories:
        options.add_experimental_option('perfLoggingPrefs', {'enableNetwork': False, 'enablePage': False, 'traceCategories': trace_categories})
    driver = webdriver.Chrome(service=Service(next(p for p in ['/usr/bin/chromedriver', '/usr/lib/chromium/chromedriver'] if os.path.exists(p))),
                              options=options)
    if downloads:
        driver.execute_cdp_cmd('Browser.setDownloadBehavior', {'behavior': 'allow', 'downloadPath': downloads})
    return driver


def waiter(driver, patience):
    """A WebDriverWait that asks every 20 ms: selenium's default, every 500 ms, made most waits
    (a page answering in a few milliseconds) cost half a second of nothing."""
    return WebDriverWait(driver, patience, poll_frequency=0.02)


def reopen(driver, url=None, patience=90):
    """`url` (else the page shown) loaded afresh from the browser's cache, as a returning
    visitor would (a change of hash alone keeps the document). The old document is marked
    first and the wait is for one without the mark, so that nothing is read from the old one or
    typed into it should the reload still be starting when the script that asks for it returns
    on a loaded machine (a key typed into it would be lost with it)."""
    if url is not None:
        driver.get(url)
    # The URL set again and the reload asked for in one task: the page may still have a
    # typed permalink due (it replaces the URL once typing pauses), and had it replaced the
    # URL between `get` and a separate reload, the new document would open on that search.
    driver.execute_script('window.catalogOldDocument = true; if (arguments[0]) history.replaceState(null, "", arguments[0]); location.reload()', url)
    waiter(driver, patience).until(lambda d: d.execute_script('return !window.catalogOldDocument'))


def requests_and_errors(driver):
    """Every URL the page requested (requests made for a file:// document, from the DevTools
    log, which also has the browser's own pages, plus the page's resource timings) and its
    console errors. Reading the logs empties them."""
    requests = set()
    for entry in driver.get_log('performance'):
        message = json.loads(entry['message'])['message']
        if message.get('method') == 'Network.requestWillBeSent' and message['params'].get('documentURL', '').startswith('file://'):
            requests.add(message['params']['request']['url'])
    requests |= set(driver.execute_script('return performance.getEntriesByType("resource").map(e => e.name)'))
    errors = [e['message'] for e in driver.get_log('browser') if e['level'] == 'SEVERE']
    return requests, errors
