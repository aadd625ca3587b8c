#!/usr/bin/env python3
"""Writes Sources/AdaptiveLayout/Generated/LayoutTable+Sources.swift, +Devices.swift and
+Figures.swift from Data/layout/*.tsv: the sources, OS versions, devices, models not covered and
figures that `catalog layout` reads, compiled into the AdaptiveLayout target.

    python3 Scripts/generate-layout-tables.py            write the Swift files
    python3 Scripts/generate-layout-tables.py --check    exit 1 when one is stale (LayoutDataTests
                                                         checks the same)

Each TSV: `#` lines are its header (its sources and columns), then a row of column names, then
one row per entry. Edit the TSVs, never the generated file. The script refuses a table that
breaks its own rules: an unknown source, device, kind or condition; a derived figure without a
rule; a not-published figure with a value; an OS range outside os-versions.tsv; a size that is
not WIDTHxHEIGHT; two devices answering to one name.
"""
import json
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from generated_swift import write_or_check  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DATA = os.path.join(ROOT, 'Data', 'layout')
OUTPUT = os.path.join(ROOT, 'Sources', 'AdaptiveLayout', 'Generated')

KINDS = {'published': 'published', 'measured': 'measured', 'derived': 'derived', 'not-published': 'notPublished'}
FIGURES = {
    'safe-area': 'safeArea', 'status-bar': 'statusBar', 'navigation-bar': 'navigationBar',
    'large-title': 'largeTitle', 'toolbar': 'toolbar', 'tab-bar': 'tabBar', 'layout-margin': 'layoutMargin',
    'readable-width': 'readableWidth', 'split-width': 'splitWidth', 'slide-over-inset': 'slideOverInset',
    'split-width-class': 'splitWidthClass', 'window-width-class': 'windowWidthClass',
}
CLASS_FIGURES = {'split-width-class', 'window-width-class'}
ARRANGEMENTS = {'1/3': 'oneThird', '1/2': 'half', '2/3': 'twoThirds', 'slide-over': 'slideOver'}
CATEGORIES = {'xSmall', 'Small', 'Medium', 'Large', 'xLarge', 'xxLarge', 'xxxLarge', 'AX1', 'AX2', 'AX3', 'AX4', 'AX5'}


def fail(file, number, message):
    sys.exit('generate-layout-tables: Data/layout/%s:%s: %s' % (file, number, message))


def rows(file, columns):
    """The rows of `file` as dictionaries, with their line numbers, past the header."""
    found, header = [], None
    with open(os.path.join(DATA, file), encoding='utf-8') as handle:
        for number, line in enumerate(handle, 1):
            line = line.rstrip('\n')
            if not line.strip() or line.startswith('#'):
                continue
            cells = line.split('\t')
            if header is None:
                if cells != columns:
                    fail(file, number, 'the column row must be: ' + ' '.join(columns))
                header = cells
                continue
            if len(cells) != len(columns):
                fail(file, number, 'expected %d cells, found %d' % (len(columns), len(cells)))
            for cell in cells:
                if any(ord(c) < 0x20 for c in cell) or cell != cell.strip() or not cell:
                    fail(file, number, 'a cell is empty, padded or holds a control character: %r' % cell)
            found.append((number, dict(zip(columns, cells))))
    return found


def string(text):
    return json.dumps(text, ensure_ascii=False)


def optional(text):
    return 'nil' if text == '-' else string(text)


def number(text, file, line):
    if not re.fullmatch(r'\d+(\.\d+)?', text):
        fail(file, line, 'not a number: %r' % text)
    value = float(text)
    return str(int(value)) if value == int(value) else repr(value)


def dimensions(text, file, line):
    match = re.fullmatch(r'(\d+)x(\d+)', text)
    if not match:
        fail(file, line, 'not WIDTHxHEIGHT: %r' % text)
    return 'Dimensions(width: %s, height: %s)' % match.groups()


def size_classes(text, file, line):
    if text == '-':
        return 'nil'
    parts = text.split('/')
    if len(parts) != 2 or any(p not in ('compact', 'regular') for p in parts):
        fail(file, line, 'size classes are WIDTH/HEIGHT, each compact or regular: %r' % text)
    return 'SizeClasses(width: .%s, height: .%s)' % tuple(parts)


def name_key(text):
    """DeviceNames' key: lowercased letters and digits, without `inch`, `generation` and `mm`."""
    key = re.sub(r'[^a-z0-9]', '', text.lower())
    for word in ('generation', 'inch', 'mm'):
        key = key.replace(word, '')
    return key


def sources():
    found = rows('sources.tsv', ['id', 'publisher', 'title', 'where', 'date', 'gives'])
    ids = [row['id'] for _, row in found]
    for number_, row in found:
        if ids.count(row['id']) > 1:
            fail('sources.tsv', number_, 'the id %s twice' % row['id'])
    lines = ['    static let sources: [LayoutSource] = [']
    for _, row in found:
        lines.append('        LayoutSource(id: %s, publisher: %s, title: %s, location: %s, date: %s, gives: %s),' % (
            string(row['id']), string(row['publisher']), string(row['title']), string(row['where']),
            optional(row['date']), string(row['gives'])))
    return set(ids), lines + ['    ]']


def source_list(text, known, file, line):
    if text == '-':
        return []
    names = text.split(',')
    for name in names:
        if name not in known:
            fail(file, line, 'unknown source %r (sources.tsv)' % name)
    return names


def devices(names_seen):
    columns = ['id', 'names', 'hig_row', 'idiom', 'points', 'pixels', 'scale', 'pixels_are', 'native_pixels',
               'portrait', 'landscape', 'copies', 'other_reading']
    found = rows('devices.tsv', columns)
    lines = ['    static let devices: [Device] = [']
    ids = set()
    for line, row in found:
        file = 'devices.tsv'
        if row['id'] in ids:
            fail(file, line, 'the id %s twice' % row['id'])
        ids.add(row['id'])
        idiom = row['idiom']
        if idiom not in ('phone', 'pad', 'watch'):
            fail(file, line, 'unknown idiom %r' % idiom)
        watch = idiom == 'watch'
        if watch != (row['points'] == '-') or watch != (row['scale'] == '-') or watch != (row['portrait'] == '-'):
            fail(file, line, 'a watch has pixels only; a phone or pad has points, a scale and size classes')
        if row['pixels_are'] not in (('-',) if watch else ('uikit', 'native')):
            fail(file, line, 'pixels_are is uikit or native (a watch: -)')
        if row['copies'] not in ('all', 'some'):
            fail(file, line, 'copies is all or some')
        names = []
        for entry in row['names'].split('|'):
            spellings = entry.split('=')
            for spelling in spellings:
                key = name_key(spelling)
                if key in names_seen:
                    fail(file, line, '%r answers to the same key as %r' % (spelling, names_seen[key]))
                names_seen[key] = spelling
            names.append('DeviceName(%s%s)' % (string(spellings[0]), ''.join(', ' + string(s) for s in spellings[1:])))
        points = 'nil' if watch else dimensions(row['points'], file, line)
        if not watch and row['pixels_are'] == 'uikit':
            w, h = (int(v) for v in row['points'].split('x'))
            pw, ph = (int(v) for v in row['pixels'].split('x'))
            if (pw, ph) != (w * int(row['scale']), h * int(row['scale'])):
                fail(file, line, 'pixels_are uikit, but the pixels are not the points x the scale')
        lines += [
            '        Device(',
            '            id: %s, names: [%s],' % (string(row['id']), ', '.join(names)),
            '            higRow: %s, idiom: .%s,' % (string(row['hig_row']), idiom),
            '            portraitPoints: %s, printedPixels: %s,' % (points, dimensions(row['pixels'], file, line)),
            '            uikitScale: %s, printedPixelsAreNative: %s, nativePixels: %s,' % (
                'nil' if watch else number(row['scale'], file, line), 'true' if row['pixels_are'] == 'native' else 'false',
                'nil' if row['native_pixels'] == '-' else dimensions(row['native_pixels'], file, line)),
            '            portraitClasses: %s, landscapeClasses: %s,' % (
                size_classes(row['portrait'], file, line), size_classes(row['landscape'], file, line)),
            '            inEveryCopy: %s, otherReading: %s),' % ('true' if row['copies'] == 'all' else 'false',
                                                               optional(row['other_reading'])),
        ]
    return ids, lines + ['    ]']


def os_versions(known_sources):
    found = rows('os-versions.tsv', ['version', 'year', 'changes', 'sources'])
    lines = ['    static let osReleases: [OSRelease] = [']
    versions = []
    for line, row in found:
        version = int(number(row['version'], 'os-versions.tsv', line))
        if versions and version <= versions[-1]:
            fail('os-versions.tsv', line, 'versions must rise')
        versions.append(version)
        cited = source_list(row['sources'], known_sources, 'os-versions.tsv', line)
        lines.append('        OSRelease(version: %d, year: %s, changes: %s, sources: [%s]),' % (
            version, number(row['year'], 'os-versions.tsv', line), optional(row['changes']),
            ', '.join(string(s) for s in cited)))
    return versions, lines + ['    ]']


def condition(text, device_ids, file, line):
    if '=' not in text:
        fail(file, line, 'a condition is KEY=VALUE: %r' % text)
    key, value = text.split('=', 1)
    if key == 'device' and value in device_ids:
        return '.device(%s)' % string(value)
    if key == 'idiom' and value in ('phone', 'pad'):
        return '.idiom(.%s)' % value
    if key == 'orientation' and value in ('portrait', 'landscape'):
        return '.orientation(.%s)' % value
    if key == 'arrangement' and value in ARRANGEMENTS:
        return '.arrangement(.%s)' % ARRANGEMENTS[value]
    if key == 'width' and value in ('compact', 'regular'):
        return '.widthClass(.%s)' % value
    if key == 'category' and value in CATEGORIES:
        return '.category(%s)' % string(value)
    fail(file, line, 'unknown condition %r' % text)


def figures(known_sources, device_ids, versions):
    file = 'figures.tsv'
    found = rows(file, ['figure', 'where', 'os', 'value', 'kind', 'sources', 'rule', 'note'])
    lines = ['    static let figureRows: [FigureRow] = [']
    for line, row in found:
        figure = row['figure']
        if figure not in FIGURES:
            fail(file, line, 'unknown figure %r' % figure)
        kind = row['kind']
        if kind not in KINDS:
            fail(file, line, 'unknown kind %r' % kind)
        if (kind == 'derived') != (row['rule'] != '-'):
            fail(file, line, 'a derived figure, and only one, names its rule')
        value = row['value']
        if (kind == 'not-published') != (value == '-'):
            fail(file, line, 'a not-published figure, and only one, has no value')
        if kind != 'not-published' and row['sources'] == '-':
            fail(file, line, 'a figure with a value names its sources')
        match = re.fullmatch(r'(\d+)-(\d+)', row['os'])
        if not match or int(match.group(1)) not in versions or int(match.group(2)) not in versions \
                or int(match.group(1)) > int(match.group(2)):
            fail(file, line, 'os is FIRST-LAST of os-versions.tsv: %r' % row['os'])
        if value == '-':
            swift_value = '.none'
        elif figure in CLASS_FIGURES:
            if value not in ('compact', 'regular'):
                fail(file, line, 'a size class is compact or regular: %r' % value)
            swift_value = '.sizeClass(.%s)' % value
        elif figure == 'safe-area':
            parts = value.split(' ')
            if len(parts) != 4:
                fail(file, line, 'a safe area is four numbers: top left bottom right')
            swift_value = '.insets(EdgeInsets(top: %s, left: %s, bottom: %s, right: %s))' % tuple(
                number(p, file, line) for p in parts)
        else:
            swift_value = '.points(%s)' % number(value, file, line)
        conditions = [] if row['where'] == '*' else [condition(c, device_ids, file, line) for c in row['where'].split(' ')]
        cited = source_list(row['sources'], known_sources, file, line)
        lines += [
            '        FigureRow(',
            '            .%s, where: [%s], os: %s...%s, value: %s, kind: .%s,' % (
                FIGURES[figure], ', '.join(conditions), match.group(1), match.group(2), swift_value, KINDS[kind]),
            '            sources: [%s], rule: %s, note: %s),' % (
                ', '.join(string(s) for s in cited), optional(row['rule']), optional(row['note'])),
        ]
    return lines + ['    ]']


def not_covered(names_seen):
    found = rows('not-covered.tsv', ['name', 'note'])
    lines = ['    static let notCovered: [NotCoveredModel] = [']
    for line, row in found:
        key = name_key(row['name'])
        if key in names_seen:
            fail('not-covered.tsv', line, '%r answers to the same key as %r' % (row['name'], names_seen[key]))
        names_seen[key] = row['name']
        lines.append('        NotCoveredModel(name: %s, note: %s),' % (string(row['name']), string(row['note'])))
    return lines + ['    ]']


def header(files):
    return [
        '// Generated by Scripts/generate-layout-tables.py from Data/layout/%s (the headers name' % files,
        '// the sources of every figure). Do not edit by hand: edit the TSVs, then rerun',
        '//   python3 Scripts/generate-layout-tables.py',
        '',
        'extension LayoutTable {',
    ]


def render():
    """The three Swift files, by name."""
    names_seen = {}
    known_sources, source_lines = sources()
    device_ids, device_lines = devices(names_seen)
    versions, os_lines = os_versions(known_sources)
    return {
        'LayoutTable+Sources.swift': header('sources.tsv and os-versions.tsv') + [
            '    /// Every source a figure names (`sources.tsv`), in the file\'s order.',
        ] + source_lines + [
            '',
            '    /// The OS versions the table answers for (`os-versions.tsv`), oldest first.',
        ] + os_lines + ['}'],
        'LayoutTable+Devices.swift': header('devices.tsv and not-covered.tsv') + [
            '    /// Every row of the HIG\'s device tables (`devices.tsv`), in the file\'s order.',
        ] + device_lines + [
            '',
            '    /// Models known by name without figures (`not-covered.tsv`).',
        ] + not_covered(names_seen) + ['}'],
        'LayoutTable+Figures.swift': header('figures.tsv') + [
            '    /// The figures other than screens (`figures.tsv`), in the file\'s order: the first row',
            '    /// that holds answers.',
        ] + figures(known_sources, device_ids, versions) + ['}'],
    }


def main():
    os.makedirs(OUTPUT, exist_ok=True)
    for name, lines in render().items():
        text = '\n'.join(lines) + '\n'
        counts = '%d rows' % sum(1 for line in lines if re.match(r'        [A-Z][A-Za-z]*\(', line))
        write_or_check(os.path.join(OUTPUT, name), text, 'generate-layout-tables', ROOT, counts)


if __name__ == '__main__':
    main()
