#!/usr/bin/env python3
"""Keystroke and first-paint times of a `catalog site` page in headless Chromium, from the
page's `performance.now`, beside a blank page typed into the same way.

    Benchmarks/site-keystrokes.py SITE_DIR SET_NAME [--rounds N] [--settle SECONDS] [--trace] [--jit]

Each round opens a fresh browser, types 100 keystrokes into a blank page (one search box and
nothing else), then opens SITE_DIR's page on SET_NAME, waits until it is ready and SECONDS
(3) more, and types the same 100 keystrokes into its search box: each one a `performance.mark`,
the box's value changed and an `input` event, the next once its frame is done.

Per keystroke, from `performance.now` in the page (issue 24's measure):
  handler  the `input` event's dispatch: the page's handler (search and the cells rewritten)
  frame    the frame that shows its results, from the start of its animation-frame callbacks
           (one is asked for before the event, so it runs before any the page asks for) to
           the first task after the frame: the page's callbacks, style, layout, paint and
           the commit to the compositor, one task in Chromium
  total    handler + frame: the page's work between a keystroke and its results on screen,
           less the wait for the display's next frame (at 60 Hz up to 16.7 ms), which no
           page can shorten. The target of issue 24 (16 ms) is read on total.
The blank page gives the floor: the browser's own cost of a keystroke.

Chromium's trace is off: recording it is work on the page's own thread (on this machine
its work read 0.3–0.6 ms a keystroke above the in-page time, median). With --trace it
is on, and each page also has, from the trace, from the keystroke's mark to the end of the
first commit after it: "work" (the main thread's time in tasks then), "cpu" (its CPU time in
them: work less the time another thread or process had the core) and "wall" (the span);
"traceLessInPage" is the median of work less total, how far the two measures differ.

With --jit, one more visit to the site page (its times not counted) has V8 say what it
compiled and deoptimized while the 100 keystrokes were typed (--trace-opt, --trace-deopt):
code the warm-up compiled should serve the typing, not be dropped and compiled again beside
the page's own work (a field added to an object later, or a new kind of array, does that).

Each round types the same keystrokes into a fresh browser, so a keystroke's time differs
between rounds only by what else the machine did meanwhile. With two rounds or more,
"leastOfRounds" takes each keystroke's least total of the rounds: what the page itself needs
for it, the machine's stalls mostly gone. The raw rounds stay in the report.

Prints one JSON object: {"schemaVersion": 2, "set", "trace", "rounds": [{"blank": {...},
"site": {...}}], "leastOfRounds": {"blank": {...}, "site": {...}}}, each with "total",
"handler" and "frame" ({"median", "p95", "worst", "worstKeystroke", "over16", "keystrokes"});
a round's pages also "perKeystroke" ([number, handler, frame] rows, ms) and, for the site,
"firstGridPaintedMs" (the page's `catalog-grid-painted` mark), "warmBeforeTyping" (whether
warm.js had finished when typing began: its `catalog-search-warmed` mark was set) and
"warmedMs" (that mark, when there is one). With --jit, "jit": {"deoptimizations": [{"function",
"kind", "reason"}] (eager and lazy; not the tier-ups' "prepare for on stack replacement"),
"compiles", "compileMs" (V8's three phases summed) and "compiledMs" per function}.
"""
import collections, json, os, re, statistics, sys, tempfile, time
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'Scripts'))
import site_chromium  # noqa: E402

TEXT = 'arrow up circle fill star heart bookmak sqaure and arrow up gear person crop circle badge checkmark'
TYPE = '''
  const done = arguments[arguments.length - 1], box = document.querySelector('input[type=search]'), text = arguments[0];
  const rows = [];
  let i = 0;
  box.value = '';
  function step() {
    if (i >= 100) { done(rows); return; }
    const ch = text[i % text.length], number = ++i;
    let start = 0, handled = 0;
    requestAnimationFrame(() => {
      const frameStart = performance.now(), after = new MessageChannel();
      after.port1.onmessage = () => {
        rows.push([number, handled - start, performance.now() - frameStart]);
        setTimeout(step, 0);
      };
      after.port2.postMessage(null);
    });
    performance.mark('keystroke-' + number);
    start = performance.now();
    box.value = (number % text.length === 1) ? ch : box.value + ch;
    box.dispatchEvent(new Event('input', {bubbles: true}));
    handled = performance.now();
  }
  requestAnimationFrame(() => setTimeout(step, 0));'''
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


def traced(events):
    """Per keystroke number: (work ms, wall ms, cpu ms), from its mark to the end of the next commit."""
    marks = {}
    for e in events:
        if e['name'].startswith('keystroke-'):
            marks.setdefault(int(e['name'].split('-')[1]), e)
    if len(marks) < 100:
        raise SystemExit('site-keystrokes: the trace has %d of 100 keystroke marks' % len(marks))
    thread = (marks[1]['pid'], marks[1]['tid'])
    main = sorted((e for e in events if (e.get('pid'), e.get('tid')) == thread and e.get('ph') == 'X'), key=lambda e: e['ts'])
    commits = [e for e in main if e['name'] == 'Commit']
    tasks = [e for e in main if e['name'] == 'RunTask']
    spans = {}
    for number, mark in marks.items():
        start = mark['ts']
        commit = next((e for e in commits if e['ts'] >= start), None)
        if commit is None:
            continue  # the trace ended before this keystroke's frame
        end = commit['ts'] + commit.get('dur', 0)
        busy = cpu = 0
        for t in tasks:
            inside = max(0, min(t['ts'] + t.get('dur', 0), end) - max(t['ts'], start))
            busy += inside
            cpu += t.get('tdur', t.get('dur', 0)) * inside / t['dur'] if inside else 0
        spans[number] = (busy / 1000, (end - start) / 1000, cpu / 1000)
    return spans


def summary(numbers, values):
    """Median, p95 and worst (with its keystroke) of `values`, ms, and how many are over 16."""
    worst = max(range(len(values)), key=lambda k: values[k])
    ordered = sorted(values)
    return {'median': round(statistics.median(values), 2), 'p95': round(ordered[int(0.95 * (len(ordered) - 1))], 2),
            'worst': round(values[worst], 2), 'worstKeystroke': numbers[worst], 'over16': sum(v > 16 for v in values), 'keystrokes': len(values)}


def summaries(rows):
    """`total`, `handler` and `frame` of [number, handler, frame] rows."""
    numbers = [row[0] for row in rows]
    return {'total': summary(numbers, [row[1] + row[2] for row in rows]), 'handler': summary(numbers, [row[1] for row in rows]),
            'frame': summary(numbers, [row[2] for row in rows])}


def open_ready(driver, url, ready_script):
    """`url` opened, then opened again from the browser's cache, as a returning visitor would,
    and waited for until `ready_script` says the page is ready."""
    site_chromium.reopen(driver, url)
    deadline = time.monotonic() + 90
    while not driver.execute_script(ready_script):
        if time.monotonic() > deadline:
            raise SystemExit('site-keystrokes: the page at %s did not get ready' % url)
        time.sleep(0.05)


def measure(url, settle, trace, ready_script=None):
    driver = site_chromium.start(trace_categories=CATEGORIES if trace else None)
    try:
        if ready_script:
            open_ready(driver, url, ready_script)
        else:
            driver.get(url)
        time.sleep(settle)
        mark = 'const m = performance.getEntriesByName(arguments[0]); return m.length ? m[m.length - 1].startTime : null'
        painted = driver.execute_script(mark, 'catalog-grid-painted')
        # When the page's idle-time warm-up (warm.js) finished, if it had when typing began.
        warmed = driver.execute_script(mark, 'catalog-search-warmed')
        driver.set_script_timeout(120)
        rows = driver.execute_async_script(TYPE, TEXT)
        if trace:
            time.sleep(2)  # the last frames reach the trace
            spans = traced(trace_events(driver))
    finally:
        driver.quit()
    result = summaries(rows)
    result['perKeystroke'] = [[n, round(handler, 2), round(frame, 2)] for n, handler, frame in rows]
    if trace:
        both = [row for row in rows if row[0] in spans]
        numbers = [row[0] for row in both]
        for column, name in enumerate(['work', 'wall', 'cpu']):
            result[name] = summary(numbers, [spans[n][column] for n in numbers])
        result['traceLessInPage'] = round(statistics.median(spans[n][0] - h - f for n, h, f in both), 2)
    if painted is not None:
        result['firstGridPaintedMs'] = round(painted, 1)
    if ready_script:
        result['warmBeforeTyping'] = warmed is not None
        if warmed is not None:
            result['warmedMs'] = round(warmed, 1)
    return result


# V8's names: `<JSFunction name (sfi = …)>`, `<JSFunction (sfi = …)>` for an anonymous one.
BAILOUT = re.compile(r'^\[bailout \(kind: ([^,]+), reason: (.*?)\): begin\. deoptimizing \S+ <JSFunction ?([^ >(]*)')
DEPENDENT = re.compile(r'^\[marking dependent code .*<SharedFunctionInfo ?([^>]*)>\).* for deoptimization, reason: (.*)\]')
COMPILED = re.compile(r'^\[completed compiling \S+ <JSFunction ?([^ >(]*).* - took ([\d.]+), ([\d.]+), ([\d.]+) ms\]')


def jit_while_typing(url, settle, ready_script, scratch):
    """What V8 compiled and deoptimized while the keystrokes were typed, from its --trace-opt
    and --trace-deopt lines (the browser's stdout, line-buffered: its size before and after
    typing bounds them)."""
    log = os.path.join(scratch, 'v8.log')
    driver = site_chromium.start(js_flags='--trace-opt --trace-deopt', stdout=log)
    try:
        open_ready(driver, url, ready_script)
        time.sleep(settle)
        before = os.path.getsize(log)
        driver.set_script_timeout(120)
        driver.execute_async_script(TYPE, TEXT)
        after = os.path.getsize(log)
    finally:
        driver.quit()
    with open(log, 'rb') as file:
        file.seek(before)
        lines = file.read(after - before).decode('utf-8', 'replace').splitlines()
    deoptimizations, compiled, compiles = [], collections.Counter(), 0
    for line in lines:
        bailout, dependent, done = BAILOUT.match(line), DEPENDENT.match(line), COMPILED.match(line)
        if bailout and not bailout.group(2).startswith('prepare for on stack replacement'):
            deoptimizations.append({'function': bailout.group(3) or '(anonymous)', 'kind': bailout.group(1), 'reason': bailout.group(2)})
        elif dependent:
            deoptimizations.append({'function': dependent.group(1) or '(anonymous)', 'kind': 'lazy', 'reason': dependent.group(2)})
        elif done:
            compiles += 1
            compiled[done.group(1) or '(anonymous)'] += sum(float(done.group(k)) for k in (2, 3, 4))
    return {'deoptimizations': deoptimizations, 'compiles': compiles, 'compileMs': round(sum(compiled.values()), 1),
            'compiledMs': {name: round(ms, 1) for name, ms in compiled.most_common()}}


def least_of_rounds(pages):
    """Per keystroke, the least total of the rounds (the same keystroke on the same page in
    each, its handler and frame from that round): what the page itself needs, with the
    machine's own stalls mostly gone."""
    runs = [{row[0]: row for row in page['perKeystroke']} for page in pages]
    common = sorted(set.intersection(*(set(run) for run in runs)))
    rows = [min((run[n] for run in runs), key=lambda row: row[1] + row[2]) for n in common]
    return dict(summaries(rows), rounds=len(pages))


def main():
    arguments = sys.argv[1:]
    if len(arguments) < 2:
        raise SystemExit(__doc__.strip().splitlines()[3].strip())
    site, set_name = os.path.abspath(arguments[0]), arguments[1]
    rounds = int(arguments[arguments.index('--rounds') + 1]) if '--rounds' in arguments else 1
    settle = float(arguments[arguments.index('--settle') + 1]) if '--settle' in arguments else 3.0
    trace, jit = '--trace' in arguments, '--jit' in arguments
    if not os.path.isfile(os.path.join(site, 'index.html')):
        raise SystemExit('site-keystrokes: %s has no index.html' % site)
    scratch = tempfile.mkdtemp(prefix='catalog-keystrokes-')
    blank = os.path.join(scratch, 'blank.html')
    with open(blank, 'w') as file:
        file.write(BLANK)
    ready = ('return !!(window.catalogSite && window.catalogSite.ready && window.catalogSite.state.set'
             ' && window.catalogSite.state.set.name === %s)' % json.dumps(set_name))
    report = {'schemaVersion': 2, 'set': set_name, 'trace': trace, 'rounds': []}
    for _ in range(rounds):
        report['rounds'].append({'blank': measure('file://' + blank, 0.5, trace),
                                 'site': measure('file://%s/index.html#/search?set=%s' % (site, set_name), settle, trace, ready)})
    if rounds > 1:
        report['leastOfRounds'] = {kind: least_of_rounds([r[kind] for r in report['rounds']]) for kind in ['blank', 'site']}
    if jit:
        report['jit'] = jit_while_typing('file://%s/index.html#/search?set=%s' % (site, set_name), settle, ready, scratch)
    print(json.dumps(report, indent=1))


if __name__ == '__main__':
    main()
