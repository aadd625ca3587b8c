extension SiteAssets {
    /// The search part's second piece (in `assets/site.js`, after `searchMatching`): the score, the
    /// filters, term passes and the search.
    static let searchRanking = #"""
  // QueryTerms: the terms together, for the rules of the query as a whole and the score.
  function queryTerms(words, set, memo) {
    const lowered = words.map(w => w.toLowerCase()).filter(w => w.length);
    const forms = [];
    for (const separator of ['.', '-', '']) {
      if (lowered.length > 1 || !forms.length) { const form = lowered.join(separator); if (!forms.includes(form)) forms.push(form); }
    }
    const term = text => { if (!memo.has(text)) memo.set(text, makeTerm(text, set)); return memo.get(text); };
    return { terms: mapped(lowered, term), joinedForms: lowered.length ? forms : [], spaced: lowered.join(' '), patterns: lowered.concat(lowered.length ? forms : []) };
  }

  function extraComponents(name, patterns) {
    let extra = 0, coveredUntil = 0, start = 0;
    while (start <= name.length) {
      for (const pattern of patterns) {
        if (pattern.length && start + pattern.length <= name.length && name.startsWith(pattern, start)) coveredUntil = Math.max(coveredUntil, start + pattern.length);
      }
      if (start >= coveredUntil) extra += 1;
      let end = start;
      while (end < name.length && !isSeparator(name.charCodeAt(end), false)) end += 1;
      start = end + 1;
    }
    return extra;
  }

  // A whole component of the name: the occurrence (see `occurrence`), else -1.
  const wholeComponent = (form, record) => {
    if (!record.ascii) return -1;
    const found = occurrence(form, record.ln, false);
    return found >= WHOLE ? found : -1;
  };
  function numberedIn(numbers, texts, forms) {
    for (let i = 0; i < numbers.length; i++) if (forms.includes(texts[numbers[i]])) return true;
    return false;
  }
  function numberedIs(numbers, texts, text) {
    for (let i = 0; i < numbers.length; i++) if (texts[numbers[i]] === text) return true;
    return false;
  }

  // A score, its match and extra components, in one object read at once (a result keeps the values).
  const SCORED = { score: 0, match: null, extra: 0 };
  function scoredAs(score, match, extra) { SCORED.score = score; SCORED.match = match; SCORED.extra = extra; return SCORED; }

  function score(query, set, record, termMatches) {
    const terms = query.terms, search = set.search, forms = query.joinedForms;
    if (!terms.length) return scoredAs(0, null, 0);
    let matches = termMatches;
    let whole = null;
    if (terms.length === 1 && terms[0].text === record.ln) whole = 'exact-name';
    else if (numberedIn(record.oi, search.olds, forms)) whole = 'exact-old-name';
    else if (terms.length > 1 && forms.includes(record.ln)) whole = 'joined-name';
    else {
      for (let i = 0; i < forms.length && !whole; i++) {
        const found = wholeComponent(forms[i], record);
        if (found >= 0 && ((found & AT_START) !== 0 || terms.length === 1)) whole = 'name-components';
      }
      if (!whole && numberedIs(record.ki, search.keywords, query.spaced)) whole = 'exact-keyword';
    }
    if (terms.length > 1) {
      const found = wholeComponent(forms[forms.length - 1], record);
      if (found >= 0) {
        const joined = match('component', (found & AT_START) !== 0);
        matches = new Array(termMatches.length);
        for (let i = 0; i < matches.length; i++) { const m = termMatches[i]; matches[i] = m.rule === 'fuzzy' ? m : better(m, joined); }
      }
    }
    let points = 0, allExact = true, weakest = null;
    for (let i = 0; i < matches.length; i++) {
      const m = matches[i];
      points += m.points;
      allExact = allExact && m.rule !== 'fuzzy';
      if (!weakest || (m.points !== weakest.points ? m.points < weakest.points : m.order > weakest.order)) weakest = m;
    }
    const tier = whole ? THOUSANDS.get(whole) : allExact ? R.allTermsAsWrittenThousands : 0;
    return scoredAs(R.thousand * tier + Math.min(R.maximumPoints, points), whole || weakest.rule, record.ascii ? extraComponents(record.ln, query.patterns) : 0);
  }

  // QueryTerms+Typos: a tenth of the score with each typo replaced by its word, less the distances.
  function typoScore(query, set, index, matches, typos, memo) {
    const words = query.terms.map(t => t.text);
    for (const [position, typo] of typos) words[position] = typo.word;
    const corrected = queryTerms(words, set, memo);
    const correctedMatches = matches.slice();
    for (const position of Array.from(typos.keys()).sort((a, b) => a - b)) {
      correctedMatches[position] = matchTerm(corrected.terms[position], set, index) || matches[position];
    }
    const scored = score(corrected, set, set.search.records[index], correctedMatches);
    let distance = 0;
    for (const typo of typos.values()) distance += typo.distance;
    return scoredAs(Math.max(1, Math.floor(scored.score / R.typoDivisor) - distance), 'fuzzy', scored.extra);
  }

  function osVersion(text) {
    if (typeof text !== 'string' || !/^\d+(\.\d+)*$/.test(text)) return null;
    const parts = text.split('.').map(Number);
    while (parts.length > 1 && parts[parts.length - 1] === 0) parts.pop();
    return parts;
  }
  function compareVersions(a, b) {
    for (let i = 0; i < Math.max(a.length, b.length); i++) { const x = a[i] || 0, y = b[i] || 0; if (x !== y) return x - y; }
    return 0;
  }

  // ResolvedFilter: the page's filters (release = `--introduced`, platform and version =
  // `--available-in`; style is the page's own).
  function filter(query, set) {
    const available = query.platform && query.version ? { platform: query.platform, version: osVersion(query.version) } : null;
    const releaseIndex = query.release != null && query.release !== '' ? set.releases.findIndex(r => r.id === query.release) : null;
    const admitsRelease = release => releaseIndex === null || release === releaseIndex;
    const isAvailable = release => {
      if (!available || !available.version) return !available;
      const shipped = set.releases[release] && osVersion(set.releases[release].platforms[available.platform]);
      return !!shipped && compareVersions(shipped, available.version) <= 0;
    };
    return {
      admits(symbol) {
        if (query.category && !(symbol.c || []).includes(query.category)) return false;
        if (query.restricted === true && !symbol.x) return false;
        if (query.restricted === false && symbol.x) return false;
        if (query.localized && !(symbol.v || []).some(v => v[1] !== 'rtl')) return false;
        if (query.rtl && !(symbol.v || []).some(v => v[1] === 'rtl')) return false;
        if (query.mode && !(symbol.m && query.mode in symbol.m)) return false;
        if (query.style && !(symbol.s || []).includes(query.style)) return false;
        return true;
      },
      // Whether the current name is shown; else `name`: with availability the newest old name that passes.
      current: symbol => admitsRelease(symbol.r) && isAvailable(symbol.r),
      name(symbol) {
        if (!available) return null;
        let chosen = null;
        for (const [old, release] of symbol.a || []) {
          if (!(admitsRelease(release) && isAvailable(release))) continue;
          if (!chosen || release > chosen[1] || (release === chosen[1] && old < chosen[0])) chosen = [old, release];
        }
        return chosen && { name: chosen[0], release: chosen[1], note: 'renamed to ' + symbol.n };
      },
    };
  }

  // One term on every symbol, as SymbolScan walks them: its matches, and whether it matched
  // some symbol exactly (a whole word or the start of one), inside a word, or by category;
  // `hits` the symbols it matched, in order. A term that extends a term already passed (the
  // next keystroke) matches only symbols that one matched by name, keyword or old name: each
  // occurrence of it holds one of the shorter term at the same place, so at a word start
  // where it is. Only a category can match otherwise, when the term is a key or a label.
  function termPass(text, set) {
    const cache = set.search.terms;
    let pass = cache.get(text);
    if (pass) return pass;
    const term = makeTerm(text, set), records = set.search.records;
    // One loop for both (every symbol, or the shorter term's): the engine compiles one path.
    let candidates = set.search.every;
    if (!set.search.categoryTexts.has(text)) {
      for (let length = text.length - 1; length > 0; length--) {
        const shorter = cache.get(text.slice(0, length));
        if (shorter) { candidates = shorter.hits; break; }
      }
    }
    // `hits` ascending (as the candidates are), `found` the match of each. The hits are an
    // Int32Array, as `every` is: arrays of numbers made by pushing came in two element kinds
    // in Chromium, and each new kind cost a recompile of the code that reads them.
    const hits = new Int32Array(candidates.length);
    let count = 0;
    pass = { hits, found: [], exact: false, inside: false, category: false, withTypos: null };
    for (let at = 0; at < candidates.length; at++) {
      const index = candidates[at];
      const m = matchTerm(term, set, index);
      if (!m) continue;
      hits[count++] = index;
      pass.found.push(m);
      if (m.rule === 'category') pass.category = true;
      else if (INSIDE.has(m.rule)) pass.inside = true;
      else if (!NOT_EXACT.has(m.rule)) pass.exact = true;
    }
    // The one-letter passes and the heavy two-letter ones (made ahead, see `warm`) stay: every
    // longer term starts from one. Past 100 more, the oldest other one goes (a few at a time,
    // not a heap of garbage at once).
    if (count < hits.length) pass.hits = hits.slice(0, count);
    const kept = set.search.keptTerms;
    if (cache.size > 100 + kept.size) for (const key of cache.keys()) if (key.length > 1 && !kept.has(key)) { cache.delete(key); break; }
    cache.set(text, pass);
    return pass;
  }

  // A term's hits and its typos' symbols, ascending (kept on the pass: a term's typos are
  // the same on every keystroke that repeats it).
  function withTypos(hits, typos) {
    return Int32Array.from(new Set([...hits, ...typos.keys()])).sort();
  }

  // The ranking's order: score, then fewer extra components, fewer bytes, the name. With the
  // symbols in name order and every result shown by its current name, the walk's order (the
  // symbols') breaks the last tie, and the other three pack with a result's place into one
  // number: a Float64Array sorts those natively, without calling a comparator per comparison
  // (on SF 6 the comparator was a sixth of the search for `ar`, 2,405 results). Results
  // outside the packing's ranges are sorted with the comparator.
  const byRank = (a, b) => b.score - a.score || a.extra - b.extra || a.bytes - b.bytes || byName(a.name, b.name);
  const TOP_SCORE = R.thousand * Math.max(...Object.values(R.thousands)) + R.maximumPoints, EXTRA_LIMIT = 128, BYTES_LIMIT = 4096;
  function rankOrder(results, walkIsNameOrder) {
    const n = results.length;
    if (!walkIsNameOrder || (TOP_SCORE + 1) * EXTRA_LIMIT * BYTES_LIMIT * n > Number.MAX_SAFE_INTEGER) return results.sort(byRank);
    const keys = new Float64Array(n);
    for (let i = 0; i < n; i++) {
      const r = results[i];
      if (!(Number.isInteger(r.score) && r.score >= 0 && r.score <= TOP_SCORE && r.extra < EXTRA_LIMIT && r.bytes < BYTES_LIMIT)) return results.sort(byRank);
      keys[i] = (((TOP_SCORE - r.score) * EXTRA_LIMIT + r.extra) * BYTES_LIMIT + r.bytes) * n + i;
    }
    keys.sort();
    const ranked = new Array(n);
    for (let i = 0; i < n; i++) ranked[i] = results[keys[i] % n];
    return ranked;
  }

  // DataSet.searchOutcome: every symbol matching every term and passing the filters, best first.
  function search(set, query) {
    if (!set.search) prepare(set);
    const raw = query.terms || [];
    if (raw.length > R.maximumTerms) throw new Error('at most ' + R.maximumTerms + ' words');
    const memo = new Map();
    const terms = queryTerms(raw, set, memo);
    const count = terms.terms.length, symbols = set.symbols, records = set.search.records;
    // Each term's match on every symbol (no typos), with what it matched anywhere: kept for
    // the next keystroke, which mostly repeats the terms before the one being typed.
    const passes = mapped(terms.terms, term => termPass(term.text, set));
    const fuzzy = new Array(count).fill(null), fuzzyTerms = [];
    if (!query.exact) {
      for (let position = 0; position < count; position++) {
        if (passes[position].exact) continue;
        fuzzy[position] = window.CatalogTypos.matches(terms.terms[position].text, set);
        if (fuzzy[position].size) fuzzyTerms.push(terms.terms[position].text);
      }
    }
    const unmatched = terms.terms.filter((t, p) => !passes[p].exact && !(fuzzy[p] && fuzzy[p].size) && !passes[p].category && !passes[p].inside).map(t => t.text);
    const check = filter(query, set);
    const results = [];
    const row = new Array(count);
    // A symbol must match every term: walk the symbols of the term that matched fewest
    // (with its typos), in order, not every symbol.
    let walk = null;
    for (let position = 0; position < count; position++) {
      const f = fuzzy[position];
      let hits = passes[position].hits;
      if (f && f.size) hits = passes[position].withTypos || (passes[position].withTypos = withTypos(hits, f));
      if (!walk || hits.length < walk.length) walk = hits;
    }
    if (!walk) walk = set.search.every;
    // Each term's hits are ascending, as the walk is: a cursor per term finds its match.
    const total = walk.length, cursors = new Array(count).fill(0);
    let shownByOldName = false;
    for (let at = 0; at < total; at++) {
      const index = walk[at];
      let all = true;
      for (let position = 0; position < count; position++) {
        const hits = passes[position].hits;
        let c = cursors[position];
        while (c < hits.length && hits[c] < index) c += 1;
        cursors[position] = c;
        let m = c < hits.length && hits[c] === index ? passes[position].found[c] : null;
        const f = fuzzy[position];
        if (f && f.size && (!m || INSIDE.has(m.rule)) && f.has(index)) m = f.get(index).match;
        if (!m) { all = false; break; }
        row[position] = m;
      }
      if (!all) continue;
      const symbol = symbols[index];
      if (!check.admits(symbol)) continue;
      // The current name (most results), else the old name the filters show.
      const current = check.current(symbol), shown = current ? null : check.name(symbol);
      if (!current && !shown) continue;
      if (shown) shownByOldName = true;
      // The typos by position, and whether a term matched inside a word where typos were tried
      // (made only when there are any: most results have neither).
      let typos = null, inside = false;
      for (let position = 0; position < count; position++) {
        const m = row[position], f = fuzzy[position];
        if (m.rule === 'fuzzy') (typos || (typos = new Map())).set(position, f.get(index));
        else if (f && f.size && INSIDE.has(m.rule)) inside = true;
      }
      const scored = typos ? typoScore(terms, set, index, row.slice(), typos, memo) : score(terms, set, records[index], row);
      if (inside) scored.score = Math.floor(scored.score / R.insideWordDivisor);
      results.push({ index, bytes: shown ? utf8Length(shown.name) : records[index].bytes, name: shown ? shown.name : symbol.n, release: shown ? shown.release : symbol.r, note: shown ? shown.note : null,
        score: scored.score, match: scored.match, extra: scored.extra,
        corrections: typos ? mapped(Array.from(typos.keys()).sort((a, b) => a - b), p => ({ term: terms.terms[p].text, word: typos.get(p).word })) : NO_CORRECTIONS });
    }
    // (No term: every result by name, the walk's order when the symbols come in name order.)
    const walkIsNameOrder = set.search.inNameOrder && !shownByOldName;
    const ranked = count ? rankOrder(results, walkIsNameOrder) : walkIsNameOrder ? results : results.sort((a, b) => byName(a.name, b.name));
    return { results: ranked, fuzzyTerms, unmatchedTerms: unmatched };
  }
"""#
}
