extension SiteAssets {
    /// `assets/search.js`: the port of `catalog search`'s ranking (SymbolCatalog/Search), reading the rule table of `data/rules.js`.
    static let search = #"""
// The ranking of `catalog search`, ported from SymbolCatalog/Search (docs/search-ranking.md).
// Every number comes from data/rules.js, which `catalog site` writes from SearchRules: none is
// typed here. The structure follows the Swift files named in the comments.
(function () {
  'use strict';
  const R = window.CATALOG_RULES;
  const ORDER = {};
  R.rules.forEach((rule, index) => { ORDER[rule] = index; });
  const INSIDE = new Set(['substring', 'old-name-substring']);
  const NOT_EXACT = new Set(['category', 'substring', 'old-name-substring', 'fuzzy']);
  const encoder = new TextEncoder();
  const utf8 = text => encoder.encode(text);
  const utf8Length = text => { let n = 0; for (const c of text) { const p = c.codePointAt(0); n += p < 0x80 ? 1 : p < 0x800 ? 2 : p < 0x10000 ? 3 : 4; } return n; };
  const isPrintableASCII = text => { for (let i = 0; i < text.length; i++) { const c = text.charCodeAt(i); if (c < 0x20 || c > 0x7E) return false; } return true; };
  const nameSeparator = c => c === 0x2E || c === 0x2D;
  const wordSeparator = c => c === 0x20 || c === 0x2D;
  // Unicode scalar order, which is UTF-8 byte order (Swift sorts the typo words by bytes).
  const byName = (a, b) => (a < b ? -1 : a > b ? 1 : 0);
  const NO_CORRECTIONS = Object.freeze([]);

  // TextOccurrence.find: the best occurrence of `term` in lowercased `text`.
  function occurrence(term, text, isSeparator) {
    if (!term.length || text.length < term.length) return null;
    let best = null;
    for (let at = text.indexOf(term); at >= 0; at = text.indexOf(term, at + 1)) {
      const starts = at === 0 || isSeparator(text.charCodeAt(at - 1));
      const end = at + term.length;
      const ends = end === text.length || isSeparator(text.charCodeAt(end));
      const found = { kind: starts ? (ends ? 2 : 1) : 0, atStart: at === 0 };
      if (!best || (found.kind !== best.kind ? found.kind > best.kind : found.atStart && !best.atStart)) best = found;
      if (found.kind === 2 && found.atStart) break;
    }
    return best;
  }

  // TermMatch.
  const match = (rule, atStart) => ({ rule, points: R.points[rule] + (atStart ? R.startBonus : 0) });
  function better(a, b) {
    if (!a) return b;
    if (!b) return a;
    if (a.points !== b.points) return a.points > b.points ? a : b;
    return ORDER[a.rule] <= ORDER[b.rule] ? a : b;
  }

  // The data set prepared for search: lowercased fields, and distinct keywords and old names
  // (each decided once per term). The typo words are made on first use (typos.js).
  function prepare(set) {
    const keywords = [], keywordIndex = new Map(), olds = [], oldIndex = new Map(), categoryTexts = new Set();
    const intern = (text, list, index) => {
      const lowered = text.toLowerCase();
      let number = index.get(lowered);
      if (number === undefined) { number = list.length; list.push(lowered); index.set(lowered, number); }
      return number;
    };
    for (const symbol of set.symbols) {
      symbol.ln = symbol.n.toLowerCase();
      symbol.ascii = isPrintableASCII(symbol.n);
      symbol.bytes = symbol.ascii ? symbol.n.length : utf8Length(symbol.n);
      symbol.lc = symbol.c ? symbol.c.map(key => key.toLowerCase()) : null;
      if (symbol.lc) for (const key of symbol.lc) categoryTexts.add(key);
      symbol.ki = symbol.k ? symbol.k.map(k => intern(k, keywords, keywordIndex)) : [];
      symbol.oi = symbol.o ? symbol.o.map(o => intern(o, olds, oldIndex)) : [];
    }
    const firstLabel = new Map();
    for (const category of set.categories) if (!firstLabel.has(category.key)) firstLabel.set(category.key, category.label.toLowerCase());
    for (const label of firstLabel.values()) categoryTexts.add(label);
    // categoryTexts: every text a term can equal to match by category (a key or a label).
    set.search = { keywords, olds, firstLabel, categoryTexts, terms: new Map(), typos: new Map(), outcomes: new Map(), pinned: new Map(), byName: new Map(set.symbols.map((s, i) => [s.n, i])) };
    return set;
  }

  // SearchTerm with TermMatcher's memo of keywords and old names.
  function makeTerm(text, set) {
    const labelled = new Set();
    for (const [key, label] of set.search.firstLabel) if (label === text) labelled.add(key);
    return { text, labelled, keywordMemo: new Array(set.search.keywords.length), oldMemo: new Array(set.search.olds.length) };
  }

  function nameMatch(term, symbol) {
    const found = occurrence(term.text, symbol.ln, nameSeparator);
    if (!found) return null;
    return found.kind === 2 ? match('component', found.atStart) : found.kind === 1 ? match('component-prefix', found.atStart) : match('substring', false);
  }
  function keywordMatch(term, keyword) {
    const found = occurrence(term.text, keyword, wordSeparator);
    if (!found) return null;
    return found.kind === 2 ? match('keyword') : found.kind === 1 ? match('keyword-prefix') : null;
  }
  function oldNameMatch(term, old) {
    const found = occurrence(term.text, old, nameSeparator);
    if (!found) return null;
    return match(found.kind === 2 ? 'old-name' : 'old-name-substring');
  }

  // TermMatcher.match: the best match of a term on symbol `index`, a typo of a whole word
  // before the term inside another word.
  function matchTerm(term, set, index, fuzzy) {
    const symbol = set.symbols[index], search = set.search;
    let best = nameMatch(term, symbol);
    if ((best ? best.points : 0) < R.points.keyword) {
      for (const k of symbol.ki) {
        let found = term.keywordMemo[k];
        if (found === undefined) found = term.keywordMemo[k] = keywordMatch(term, search.keywords[k]);
        best = better(best, found);
      }
    }
    if ((best ? best.points : 0) < R.points['old-name']) {
      for (const o of symbol.oi) {
        let found = term.oldMemo[o];
        if (found === undefined) found = term.oldMemo[o] = oldNameMatch(term, search.olds[o]);
        best = better(best, found);
      }
    }
    if (!best && symbol.c) {
      for (let i = 0; i < symbol.c.length; i++) if (symbol.lc[i] === term.text || term.labelled.has(symbol.c[i])) best = better(best, match('category'));
    }
    if ((!best || INSIDE.has(best.rule)) && fuzzy && fuzzy.size && fuzzy.has(index)) best = fuzzy.get(index).match;
    return best;
  }

  // QueryTerms: the terms together, for the rules of the query as a whole and the score.
  function queryTerms(words, set, memo) {
    const lowered = words.map(w => w.toLowerCase()).filter(w => w.length);
    const forms = [];
    for (const separator of ['.', '-', '']) {
      if (lowered.length > 1 || !forms.length) { const form = lowered.join(separator); if (!forms.includes(form)) forms.push(form); }
    }
    const term = text => { if (!memo.has(text)) memo.set(text, makeTerm(text, set)); return memo.get(text); };
    return { terms: lowered.map(term), joinedForms: lowered.length ? forms : [], spaced: lowered.join(' '), patterns: lowered.concat(lowered.length ? forms : []) };
  }

  function extraComponents(name, patterns) {
    let extra = 0, coveredUntil = 0, start = 0;
    while (start <= name.length) {
      for (const pattern of patterns) {
        if (pattern.length && start + pattern.length <= name.length && name.startsWith(pattern, start)) coveredUntil = Math.max(coveredUntil, start + pattern.length);
      }
      if (start >= coveredUntil) extra += 1;
      let end = start;
      while (end < name.length && !nameSeparator(name.charCodeAt(end))) end += 1;
      start = end + 1;
    }
    return extra;
  }

  function score(query, set, symbol, termMatches) {
    const terms = query.terms, search = set.search;
    if (!terms.length) return { score: 0, match: null, extra: 0 };
    let matches = termMatches;
    const wholeComponent = form => {
      if (!symbol.ascii) return null;
      const found = occurrence(form, symbol.ln, nameSeparator);
      return found && found.kind === 2 ? found : null;
    };
    let whole = null;
    if (terms.length === 1 && terms[0].text === symbol.ln) whole = 'exact-name';
    else if (symbol.oi.some(o => query.joinedForms.includes(search.olds[o]))) whole = 'exact-old-name';
    else if (terms.length > 1 && query.joinedForms.includes(symbol.ln)) whole = 'joined-name';
    else if (query.joinedForms.some(form => { const found = wholeComponent(form); return found ? found.atStart || terms.length === 1 : false; })) whole = 'name-components';
    else if (symbol.ki.some(k => search.keywords[k] === query.spaced)) whole = 'exact-keyword';
    if (terms.length > 1) {
      const found = wholeComponent(query.joinedForms[query.joinedForms.length - 1]);
      if (found) { const joined = match('component', found.atStart); matches = matches.map(m => (m.rule === 'fuzzy' ? m : better(m, joined))); }
    }
    let points = 0, allExact = true, weakest = null;
    for (const m of matches) {
      points += m.points;
      allExact = allExact && m.rule !== 'fuzzy';
      if (!weakest || (m.points !== weakest.points ? m.points < weakest.points : ORDER[m.rule] > ORDER[weakest.rule])) weakest = m;
    }
    const tier = whole ? R.thousands[whole] : allExact ? R.allTermsAsWrittenThousands : 0;
    return { score: R.thousand * tier + Math.min(R.maximumPoints, points), match: whole || weakest.rule, extra: symbol.ascii ? extraComponents(symbol.ln, query.patterns) : 0 };
  }

  // QueryTerms+Typos: a tenth of the score with each typo replaced by its word, less the distances.
  function typoScore(query, set, index, matches, typos, memo) {
    const words = query.terms.map(t => t.text);
    for (const [position, typo] of typos) words[position] = typo.word;
    const corrected = queryTerms(words, set, memo);
    const correctedMatches = matches.slice();
    for (const position of Array.from(typos.keys()).sort((a, b) => a - b)) {
      correctedMatches[position] = matchTerm(corrected.terms[position], set, index, null) || matches[position];
    }
    const scored = score(corrected, set, set.symbols[index], correctedMatches);
    let distance = 0;
    for (const typo of typos.values()) distance += typo.distance;
    return { score: Math.max(1, Math.floor(scored.score / R.typoDivisor) - distance), match: 'fuzzy', extra: scored.extra };
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
      // The name to show: the current one, else with availability the newest old name that passes.
      name(symbol) {
        if (admitsRelease(symbol.r) && isAvailable(symbol.r)) return { name: symbol.n, release: symbol.r, note: null };
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
    const term = makeTerm(text, set), symbols = set.symbols;
    let candidates = null;
    if (!set.search.categoryTexts.has(text)) {
      for (let length = text.length - 1; length > 0 && !candidates; length--) {
        const shorter = cache.get(text.slice(0, length));
        if (shorter) candidates = shorter.hits;
      }
    }
    pass = { matches: new Array(symbols.length).fill(null), hits: [], exact: false, inside: false, category: false };
    const count = candidates ? candidates.length : symbols.length;
    for (let at = 0; at < count; at++) {
      const index = candidates ? candidates[at] : at;
      const m = matchTerm(term, set, index, null);
      pass.matches[index] = m;
      if (!m) continue;
      pass.hits.push(index);
      if (m.rule === 'category') pass.category = true;
      else if (INSIDE.has(m.rule)) pass.inside = true;
      else if (!NOT_EXACT.has(m.rule)) pass.exact = true;
    }
    if (cache.size > 200) cache.clear();
    cache.set(text, pass);
    return pass;
  }

  // DataSet.searchOutcome: every symbol matching every term and passing the filters, best first.
  function search(set, query) {
    if (!set.search) prepare(set);
    const raw = query.terms || [];
    if (raw.length > R.maximumTerms) throw new Error('at most ' + R.maximumTerms + ' words');
    const memo = new Map();
    const terms = queryTerms(raw, set, memo);
    const count = terms.terms.length, symbols = set.symbols;
    // Each term's match on every symbol (no typos), with what it matched anywhere: kept for
    // the next keystroke, which mostly repeats the terms before the one being typed.
    const passes = terms.terms.map(term => termPass(term.text, set));
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
      if (f && f.size) hits = Array.from(new Set(hits.concat(Array.from(f.keys())))).sort((a, b) => a - b);
      if (!walk || hits.length < walk.length) walk = hits;
    }
    const total = walk ? walk.length : symbols.length;
    for (let at = 0; at < total; at++) {
      const index = walk ? walk[at] : at;
      let all = true;
      for (let position = 0; position < count; position++) {
        let m = passes[position].matches[index];
        const f = fuzzy[position];
        if (f && f.size && (!m || INSIDE.has(m.rule)) && f.has(index)) m = f.get(index).match;
        if (!m) { all = false; break; }
        row[position] = m;
      }
      if (!all) continue;
      const symbol = symbols[index];
      if (!check.admits(symbol)) continue;
      const shown = check.name(symbol);
      if (!shown) continue;
      // The typos by position, and whether a term matched inside a word where typos were tried
      // (made only when there are any: most results have neither).
      let typos = null, inside = false;
      for (let position = 0; position < count; position++) {
        const m = row[position], f = fuzzy[position];
        if (m.rule === 'fuzzy') (typos || (typos = new Map())).set(position, f.get(index));
        else if (f && f.size && INSIDE.has(m.rule)) inside = true;
      }
      const scored = typos ? typoScore(terms, set, index, row.slice(), typos, memo) : score(terms, set, symbol, row);
      if (inside) scored.score = Math.floor(scored.score / R.insideWordDivisor);
      results.push({ index, bytes: shown.name === symbol.n ? symbol.bytes : utf8Length(shown.name), name: shown.name, release: shown.release, note: shown.note, score: scored.score, match: scored.match, extra: scored.extra,
        corrections: typos ? Array.from(typos.keys()).sort((a, b) => a - b).map(p => ({ term: terms.terms[p].text, word: typos.get(p).word })) : NO_CORRECTIONS });
    }
    if (!count) results.sort((a, b) => byName(a.name, b.name));
    else results.sort((a, b) => b.score - a.score || a.extra - b.extra || a.bytes - b.bytes || byName(a.name, b.name));
    return { results, fuzzyTerms, unmatchedTerms: unmatched };
  }

  // The outcomes of the last queries, by query (a word deleted shows its results again at once).
  function cachedSearch(set, query) {
    if (!set.search) prepare(set);
    const key = JSON.stringify(query), outcomes = set.search.outcomes;
    let outcome = set.search.pinned.get(key) || outcomes.get(key);
    if (outcome) return outcome;
    outcome = search(set, query);
    if (outcomes.size >= 64) outcomes.clear();
    outcomes.set(key, outcome);
    return outcome;
  }

  // A one-letter query matches most of a set (`a`: 5,071 of SF 6's 6,404 symbols), so it is
  // the heaviest keystroke, and every search starts with one: the outcomes of the one-letter
  // queries under `base()`'s filters are made in idle time after the first paint and kept
  // (`pinned`, never cleared). The same `search`, so the same ranking.
  const FIRST_KEYS = 'abcdefghijklmnopqrstuvwxyz0123456789';
  function warm(set, base) {
    if (!set.search) prepare(set);
    const keys = FIRST_KEYS.split('');
    const schedule = step => (window.requestIdleCallback ? requestIdleCallback(step, { timeout: 1000 }) : setTimeout(() => step(null), 16));
    // One query an idle period: a keystroke waits for at most one of them.
    const step = () => {
      const query = Object.assign(base(), { terms: [keys.shift()] });
      const key = JSON.stringify(query);
      if (!set.search.pinned.has(key) && !set.search.outcomes.has(key)) set.search.pinned.set(key, search(set, query));
      if (keys.length) schedule(step);
    };
    schedule(step);
  }

  window.CatalogSearch = { search: cachedSearch, prepare, warm, osVersion, compareVersions, utf8Length };
})();
"""#
}
