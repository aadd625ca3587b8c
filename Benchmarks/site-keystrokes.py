#!/usr/bin/env python3
"""Keystroke and first-paint times of a `catalog site` page in headless Chromium, read from
Chromium's own trace (the DevTools timeline), beside a blank page typed into the same way.

    Benchmarks/site-keystrokes.py SITE_DIR SET_NAME [--rounds N] [--settle SECONDS]

Each round opens a fresh browser, types 100 keystrokes into a blank page (one search box and
nothing else), then opens SITE_DIR's page on SET_NAME, waits until it is ready and SECONDS
(3) more, and types the same 100 keystrokes into its search box: each one a `performance.mark`,
the box's value changed and an `input` event, the next once the frame after it has begun.

For each keystroke, from the mark to the end of the first commit after it (the renderer's
main thread handing the frame that holds its results to the compositor):
  work    the main thread's time in that span (its tasks, clipped to it): the handler,
          style, layout, paint, commit, and whatever else ran there (idle callbacks, GC);
          the span less the time the thread was idle, waiting for the display's next frame
  cpu     the CPU time the main thread had in those tasks (the trace's thread clock, each
          task's share in the span): work less the time the thread was ready but another
          thread or process had the core (on two shared cores, most of a spike in work that
          cpu does not show)
  wall    the span itself
The blank page gives the floor: its wall is the wait for the next frame (at 60 Hz up to
16.7 ms, and more when a frame is skipped) that no page can shorten, its work the browser's
own cost of a keystroke. The target of issue 24 (16 ms) is read on work: a keystroke whose
work fits in a frame is on screen at the next one.

Each round types the same keystrokes into a fresh browser, so a keystroke's work differs
between rounds only by what else the machine did meanwhile (on a shared two-core machine a
blank page's worst keystroke reaches 15 ms now and then). With two rounds or more,
"leastOfRounds" takes each keystroke's least work and wall of the rounds: what the page
itself needs for it, with those stalls mostly gone. The raw rounds stay in the report.

Prints one JSON object: {"schemaVersion": 1, "rounds": [{"blank": {...}, "site": {...}}],
"leastOfRounds": {"blank": {...}, "site": {...}}}, each with "work", "cpu" and "wall"
({"median", "p95", "worst", "worstKeystroke", "over16"}); a round's pages also "perKeystroke"
([number, work, wall, cpu] rows) and, for the site, "firstGridPaintedMs" (the page's
`catalog-grid-painted` mark), "warmBeforeTyping" (whether warm.js had finished when typing
began: its `catalog-search-warmed` mark was set) and "warmedMs" (that mark, when there is one).
"""
import json, os, statistics, sys, tempfile, time
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'Scripts'))
import site_chromium  # noqa: E402

TEXT = 'arrow up circle fill star heart bookmak sqaure and arrow up gear person crop circle badge checkmark'
TYPE = '''
  const done = arguments[arguments.length - 1], box = document.querySelector('input[type=search]'), text = arguments[0];
  let i = 0; box.value = '';
  function step() {
    if (i >= 100) { done(); return; }
    const ch = text[i % text.length]; i += 1;
    performance.mark('keystroke-' + i);
    box.value = (i % text.length === 1) ? ch : box.value + ch;
    box.dispatchEvent(new Event('input', {bubbles: true}));
    requestAnimationFrame(() => setTimeout(step, 0));
  }
  step();'''
BLANK = '<!doctype html><title>blank</title><input type="search" aria-label="Search">'
CATEGORIES = 'devtools.timeline,disabled-by-default-devtools.timeline,blink.user_timing'


def trace_events(driver):
    """The trace events collected since the browser started (reading them ends the trace)."""
    events = []
    for entry in driver.get_log('performance'):
        message = json.loads(entry['message'])['message']
        if message.get('method') == 'Tracing.dataCollected' and 'name' in message.get('params', {}):
            events.append(message['params'])
    return events


def keystrokes(events):
    """Per keystroke: (number, work ms, wall ms, cpu ms), from its mark to the end of the next commit."""
    marks = {}
    for e in events:
        if e['name'].startswith('keystroke-'):
            marks.setdefault(int(e['name'].split('-')[1]), e)
    if not marks:
        raise SystemExit('site-keystrokes: the trace has no keystroke marks')
    thread = (marks[1]['pid'], marks[1]['tid'])
    main = sorted((e for e in events if (e.get('pid'), e.get('tid')) == thread and e.get('ph') == 'X'), key=lambda e: e['ts'])
    commits = [e for e in main if e['name'] == 'Commit']
    tasks = [e for e in main if e['name'] == 'RunTask']
    rows = []
    if len(marks) < 100:
        raise SystemExit('site-keystrokes: the trace has %d of 100 keystroke marks' % len(marks))
    for number in sorted(marks):
        start = marks[number]['ts']
        commit = next((e for e in commits if e['ts'] >= start), None)
        if commit is None:
            continue  # the trace ended before this keystroke's frame
        end = commit['ts'] + commit.get('dur', 0)
        busy = cpu = 0
        for t in tasks:
            inside = max(0, min(t['ts'] + t.get('dur', 0), end) - max(t['ts'], start))
            busy += inside
            cpu += t.get('tdur', t.get('dur', 0)) * inside / t['dur'] if inside else 0
        rows.append((number, busy / 1000, (end - start) / 1000, cpu / 1000))
    return rows


def summary(rows, column):
    values = [row[column] for row in rows]
    worst = max(rows, key=lambda row: row[column])
    ordered = sorted(values)
    return {'median': round(statistics.median(values), 2), 'p95': round(ordered[int(0.95 * (len(ordered) - 1))], 2),
            'worst': round(worst[column], 2), 'worstKeystroke': worst[0], 'over16': sum(v > 16 for v in values), 'keystrokes': len(values)}


def measure(url, settle, ready_script=None):
    driver = site_chromium.start(trace_categories=CATEGORIES)
    try:
        driver.get(url)
        if ready_script:
            driver.refresh()  # opened again, from the browser's cache, as a returning visitor would
            deadline = time.monotonic() + 90
            while not driver.execute_script(ready_script):
                if time.monotonic() > deadline:
                    raise SystemExit('site-keystrokes: the page at %s did not get ready' % url)
                time.sleep(0.05)
        time.sleep(settle)
        mark = 'const m = performance.getEntriesByName(arguments[0]); return m.length ? m[m.length - 1].startTime : null'
        painted = driver.execute_script(mark, 'catalog-grid-painted')
        # When the page's idle-time warm-up (warm.js) finished, if it had when typing began.
        warmed = driver.execute_script(mark, 'catalog-search-warmed')
        driver.set_script_timeout(120)
        driver.execute_async_script(TYPE, TEXT)
        time.sleep(2)  # the last frames reach the trace
        rows = keystrokes(trace_events(driver))
    finally:
        driver.quit()
    result = {'work': summary(rows, 1), 'cpu': summary(rows, 3), 'wall': summary(rows, 2),
              'perKeystroke': [[n, round(work, 2), round(wall, 2), round(cpu, 2)] for n, work, wall, cpu in rows]}
    if painted is not None:
        result['firstGridPaintedMs'] = round(painted, 1)
    if ready_script:
        result['warmBeforeTyping'] = warmed is not None
        if warmed is not None:
            result['warmedMs'] = round(warmed, 1)
    return result


def least_of_rounds(pages):
    """Per keystroke, the least work and wall of the rounds (the same keystroke on the same page
    in each): what the page itself needs, with the machine's own stalls mostly gone."""
    runs = [{row[0]: row[1:] for row in page['perKeystroke']} for page in pages]
    common = sorted(set.intersection(*(set(run) for run in runs)))
    rows = [(n,) + tuple(min(run[n][column] for run in runs) for column in range(3)) for n in common]
    return {'rounds': len(pages), 'work': summary(rows, 1), 'cpu': summary(rows, 3), 'wall': summary(rows, 2)}


def main():
    arguments = sys.argv[1:]
    if len(arguments) < 2:
        raise SystemExit(__doc__.strip().splitlines()[2].strip())
    site, set_name = os.path.abspath(arguments[0]), arguments[1]
    rounds = int(arguments[arguments.index('--rounds') + 1]) if '--rounds' in arguments else 1
    settle = float(arguments[arguments.index('--settle') + 1]) if '--settle' in arguments else 3.0
    if not os.path.isfile(os.path.join(site, 'index.html')):
        raise SystemExit('site-keystrokes: %s has no index.html' % site)
    scratch = tempfile.mkdtemp(prefix='catalog-keystrokes-')
    blank = os.path.join(scratch, 'blank.html')
    with open(blank, 'w') as file:
        file.write(BLANK)
    ready = ('return !!(window.catalogSite && window.catalogSite.ready && window.catalogSite.state.set'
             ' && window.catalogSite.state.set.name === %s)' % json.dumps(set_name))
    report = {'schemaVersion': 1, 'set': set_name, 'rounds': []}
    for _ in range(rounds):
        report['rounds'].append({'blank': measure('file://' + blank, 0.5),
                                 'site': measure('file://%s/index.html#/search?set=%s' % (site, set_name), settle, ready)})
    if rounds > 1:
        report['leastOfRounds'] = {kind: least_of_rounds([r[kind] for r in report['rounds']]) for kind in ['blank', 'site']}
    print(json.dumps(report, indent=1))


if __name__ == '__main__':
    main()
