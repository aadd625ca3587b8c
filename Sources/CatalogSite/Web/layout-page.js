// The layout page (#/layout?device=…&orientation=…&split=…&os=…&size=…): what `catalog layout`
// answers for a device's window, every figure with its source, and the window drawn by the
// same Swift code (LayoutSVG), all written when the site was built (SiteLayoutPage):
// data/layout.js and one script per idiom (layout/pad.js …), loaded when the page is opened.
// Nothing here computes a figure: the page picks the window and shows what the data says.
(function () {
  'use strict';
  const { own } = window.CatalogTables;

  // The device `key` names: its id, or the command-line word of one of its models (any case).
  function findDevice(index, key) {
    const wanted = String(key || '').toLowerCase();
    return index.devices.find(d => d.id === wanted) || index.devices.find(d => d.slugs.includes(wanted)) || null;
  }

  // The window a permalink's parameters ask for: each value the device has, else its first
  // (the newest OS, the default size), and `unknown` naming the values replaced.
  function choose(index, parameters) {
    const unknown = [];
    const asked = name => parameters.get(name);
    let device = asked('device') ? findDevice(index, asked('device')) : index.devices[0];
    if (!device) { unknown.push('device “' + asked('device') + '”'); device = index.devices[0]; }
    const pick = (name, label, options, fallback) => {
      const value = asked(name);
      if (value === null || value === '') return fallback;
      const found = options.find(option => String(option).toLowerCase() === value.toLowerCase());
      if (found === undefined) unknown.push(label + ' “' + value + '” for ' + device.name);
      return found === undefined ? fallback : found;
    };
    const os = device.osVersions.length ? pick('os', 'OS version', device.osVersions.map(String), String(index.newestOS)) : null;
    const sizes = device.sizes;
    return {
      device,
      orientation: pick('orientation', 'orientation', device.orientations, device.orientations[0]),
      arrangement: pick('split', 'arrangement', device.arrangements, device.arrangements[0]),
      os: os === null ? null : Number(os),
      size: sizes.length ? pick('size', 'size category', sizes, sizes.includes(index.defaultSize) ? index.defaultSize : sizes[0]) : null,
      unknown,
    };
  }

  // A choice's permalink: the device, then each choice the device has (`/` kept readable).
  function hash(choice) {
    const parts = [['device', choice.device.id]];
    if (choice.device.orientations.length > 1) parts.push(['orientation', choice.orientation]);
    if (choice.device.arrangements.length > 1) parts.push(['split', choice.arrangement]);
    if (choice.os !== null) parts.push(['os', String(choice.os)]);
    if (choice.size !== null) parts.push(['size', choice.size]);
    return '#/layout?' + parts.map(([k, v]) => k + '=' + encodeURIComponent(v).replace(/%2F/g, '/')).join('&');
  }

  const nameOf = (list, key) => { const found = list.find(item => item.key === key); return found ? found.name : key; };
  const sizeName = (index, key) => nameOf(index.sizes, key);
  const osLabel = (device, version) => device.osName + ' ' + version;

  // `iPhone 17, landscape, full screen, iOS 18, Large`: what the page shows, as `catalog layout`'s heading names it.
  function heading(index, choice) {
    const parts = [choice.device.name, choice.orientation];
    if (choice.arrangement !== 'full-screen') parts.push(nameOf(index.arrangements, choice.arrangement));
    if (choice.os !== null) parts.push(osLabel(choice.device, choice.os));
    if (choice.size !== null) parts.push(sizeName(index, choice.size));
    return parts.join(', ');
  }

  // The command that prints the same figures.
  function command(index, choice) {
    const words = ['catalog', 'layout', choice.device.slugs[0]];
    if (choice.device.orientations.length > 1) words.push('--orientation', choice.orientation);
    if (choice.arrangement !== 'full-screen') words.push('--split', choice.arrangement);
    if (choice.os !== null) words.push('--os', String(choice.os));
    if (choice.size !== null) words.push('--size-category', sizeName(index, choice.size));
    return words.join(' ');
  }

  // The window `choice` names in its idiom's data: the drawing, each figure with its label,
  // value and provenance, the notes, and the sources the figures cite (in their order).
  function windowOf(index, data, choice) {
    const device = choice.device, grid = own(data.devices, device.id);
    if (!grid) throw new Error('no layouts for ' + device.name + ' in ' + device.file);
    const at = (list, value) => (list.length ? list.indexOf(value) : 0);
    const [layoutRow, noteRow] = grid[at(device.orientations, choice.orientation)][at(device.arrangements, choice.arrangement)][at(device.osVersions, choice.os)];
    const size = at(device.sizes, choice.size);
    const [drawing, figureList] = data.layouts[data.layoutRows[layoutRow][size]];
    const figures = data.figureLists[figureList].map((number, position) => {
      const [value, provenance] = data.figures[number];
      const source = data.provenances[provenance];
      return { key: index.figures[position].key, label: index.figures[position].label, value, kind: source.kind,
               kindName: own(index.kinds, source.kind) || source.kind, sources: source.sources, rule: source.rule,
               inputs: source.inputs, note: source.note };
    });
    const cited = [];
    for (const figure of figures) for (const id of figure.sources) if (!cited.includes(id)) cited.push(id);
    return {
      drawing: data.drawings[drawing],
      figures,
      notes: data.noteLists[data.noteRows[noteRow][size]].map(number => data.notes[number]),
      sources: cited.map(id => index.sources.find(s => s.id === id) || { id, citation: id, gives: '' }),
    };
  }

  // A figure's value as the page writes it: unknown where no source gives it.
  function valueText(figure) {
    if (figure.value !== null) return figure.value;
    return figure.kind === 'not-applicable' ? 'does not apply' : 'unknown';
  }

  // Where a figure comes from, in words: its sources, the rule and inputs of a derived one, the note.
  function sourceText(figure) {
    const parts = [];
    if (figure.sources.length) parts.push('Sources: ' + figure.sources.join(', ') + '.');
    if (figure.rule) parts.push('Rule: ' + figure.rule + '.');
    if (figure.inputs.length) parts.push('Inputs: ' + figure.inputs.join('; ') + '.');
    if (figure.note) parts.push('Note: ' + figure.note + '.');
    return parts.join(' ');
  }

  // The device as the HIG lists it: `iPhone 17, 17 Pro, 16 Pro (the HIG's row): 402 × 874 pt, …`.
  function screenText(device) {
    const s = device.screen, parts = [device.higRow + ' (the HIG\u2019s row)'];
    const pixels = s.pixels + ' px' + (s.scale ? ' @' + s.scale + 'x' : '') + (s.pixelsAreNative ? ' (the panel\u2019s, as the HIG prints them)' : '');
    parts.push((s.points ? s.points + ' pt, ' : 'points not published, ') + pixels + ' in portrait');
    if (s.nativeScale) parts.push('native scale ' + s.nativeScale);
    if (!s.inEveryCopy) parts.push('in some copies of the HIG page only');
    if (s.otherReading) parts.push('another copy reads ' + s.otherReading);
    return parts.join('; ') + '.';
  }

  // What the drawing shows, for people who cannot see it.
  function drawingText(index, choice, shown) {
    const value = key => valueText(shown.figures.find(f => f.key === key));
    return 'The window drawn to scale: ' + heading(index, choice) + '; ' + value('window.width') + ' by ' + value('window.height')
      + ', width class ' + value('sizeClasses.width') + ', height class ' + value('sizeClasses.height') + '. ' + index.legend + '.';
  }

  // The page's parts for `choice` (made with `element`, details.js's maker of elements).
  function build(element, index, data, choice) {
    const shown = windowOf(index, data, choice);
    const key = [choice.device.id, choice.orientation, choice.arrangement, choice.os, choice.size].join('/');
    const image = element('img', { alt: drawingText(index, choice, shown), src: 'data:image/svg+xml;charset=utf-8,' + encodeURIComponent(shown.drawing) });
    const cell = (tag, text, attributes) => element(tag, Object.assign({ text }, attributes || {}));
    const rows = shown.figures.map(f => element('tr', { 'data-figure': f.key, 'data-kind': f.kind }, [
      cell('th', f.label, { scope: 'row' }), cell('td', valueText(f), { class: f.value === null ? 'unknown' : null }),
      cell('td', f.kindName), cell('td', sourceText(f)),
    ]));
    const head = element('tr', {}, ['Figure', 'Value', 'Kind', 'Where it comes from'].map(t => cell('th', t, { scope: 'col' })));
    return [
      element('h3', { 'data-layout-heading': true, text: heading(index, choice) }),
      element('div', { class: 'layout-body' }, [
        element('figure', { class: 'specimen layout-drawing', 'data-layout-drawing': key }, [image, cell('figcaption', index.legend + '.')]),
        element('div', { class: 'layout-figures' }, [
          element('table', { 'data-layout-figures': true }, [element('thead', {}, [head]), element('tbody', {}, rows)]),
          shown.notes.length ? element('ul', { class: 'muted', 'data-layout-notes': true }, shown.notes.map(n => cell('li', n))) : null,
        ]),
      ]),
      element('h3', { text: 'Sources' }),
      element('table', { 'data-layout-sources': true }, [element('tbody', {}, shown.sources.map(s => element('tr', { 'data-source': s.id }, [
        cell('th', s.id, { scope: 'row' }), cell('td', s.citation + (s.gives ? '. Gives: ' + s.gives : '')),
      ])))]),
      element('p', { class: 'muted' }, ['The same figures in a terminal: ', cell('code', command(index, choice), { 'data-layout-command': true })]),
    ];
  }

  // The controls: every device by idiom, then the choices the device has (a list of one, or
  // none, is shown disabled).
  function controls(element, index, choice) {
    const select = (name, label, options, value) => {
      const control = element('select', { name, disabled: options.length < 2 });
      if (!options.length) control.append(new Option('does not apply', ''));
      for (const [key, text] of options) control.append(new Option(text, key, false, key === value));
      return element('label', {}, [label + ' ', control]);
    };
    const devices = element('select', { name: 'layout-device' });
    for (const [idiom, label] of [['phone', 'iPhone'], ['pad', 'iPad'], ['watch', 'Apple Watch']]) {
      const group = element('optgroup', { label });
      for (const d of index.devices.filter(d => d.idiom === idiom)) group.append(new Option(d.name, d.id, false, d === choice.device));
      devices.append(group);
    }
    const device = choice.device;
    return element('form', { class: 'controls', 'aria-label': 'Window', 'data-layout-controls': true }, [
      element('label', {}, ['Device ', devices]),
      select('layout-orientation', 'Orientation', device.orientations.map(o => [o, o]), choice.orientation),
      select('layout-split', 'Arrangement', device.arrangements.map(a => [a, nameOf(index.arrangements, a)]), choice.arrangement),
      select('layout-os', 'OS', device.osVersions.map(v => [String(v), osLabel(device, v)]), String(choice.os)),
      select('layout-size', 'Size category', device.sizes.map(s => [s, sizeName(index, s)]), choice.size),
    ]);
  }

  // The choice the controls of `form` describe (a device changed keeps what the new one has).
  function chosen(index, form) {
    const f = form.elements, parameters = new URLSearchParams();
    parameters.set('device', f['layout-device'].value);
    const device = findDevice(index, f['layout-device'].value);
    for (const [name, control] of [['orientation', 'layout-orientation'], ['split', 'layout-split'], ['os', 'layout-os'], ['size', 'layout-size']]) {
      const value = f[control].value;
      const has = { orientation: device.orientations, split: device.arrangements, os: device.osVersions.map(String), size: device.sizes }[name];
      if (value && has.includes(value)) parameters.set(name, value);
    }
    return choose(index, parameters);
  }

  // Scripts added once each (index.html's loader): the index, then the device's idiom.
  const load = (src, ready) => (ready() ? Promise.resolve(ready()) : window.CatalogScripts.load(src).then(() => ready()
    || Promise.reject(new Error(src + ' did not load'))));

  let shown = 0;
  function render(container, set, parameters) {
    const turn = ++shown, element = window.CatalogElement;  // details.js
    const focused = document.activeElement && container.contains(document.activeElement) ? document.activeElement.name : null;
    if (!container.querySelector('[data-layout-controls]')) {
      container.replaceChildren(element('h2', { text: 'Layout' }), element('p', { class: 'muted', text: 'Loading the layouts…' }));
    }
    load('data/layout.js', () => window.CATALOG_LAYOUT).then(index => {
      const choice = choose(index, parameters);
      return load(choice.device.file, () => own(window.CATALOG_LAYOUT_DATA, choice.device.idiom)).then(data => {
        if (turn !== shown) return;
        const form = controls(element, index, choice);
        form.addEventListener('submit', event => event.preventDefault());
        form.addEventListener('change', () => { location.hash = hash(chosen(index, form)); });
        container.replaceChildren(...[
          element('h2', { text: 'Layout' }),
          element('p', { class: 'muted', text: 'The figures a window gets, as Adaptivity shows them, each with where it comes from: published (Apple states it), measured (someone measured a running system), derived (a rule applied to those), or unknown (no source gives it). In points.' }),
          form,
          choice.unknown.length ? element('p', { class: 'note', role: 'status', text: 'Not in the table: ' + choice.unknown.join(', ') + '; showing ' + heading(index, choice) + '.' }) : null,
          element('p', { 'data-layout-device': true, text: screenText(choice.device) }),
          ...build(element, index, data, choice)].filter(Boolean));
        const again = focused && form.elements[focused];
        if (again) again.focus();
      });
    }).catch(error => {
      if (turn === shown) container.replaceChildren(element('h2', { text: 'Layout' }), element('p', { class: 'note', text: error.message }));
    });
  }

  window.CatalogLayoutPage = { findDevice, choose, hash, heading, command, windowOf, valueText, sourceText, screenText, drawingText, build };
  (window.CatalogPages = window.CatalogPages || {}).layout = { render };
})();
