// The ranking of `catalog search`, ported from SymbolCatalog/Search (docs/search-ranking.md).
// Every number comes from data/rules.js, which `catalog site` writes from SearchRules: none is
// typed here. The structure follows the Swift files named in the comments.
(function () {
  'use strict';
  const R = window.CATALOG_RULES;
  // A rule's place in R.rules, and a whole-name rule's tier: Maps, since an object's keys read
  // by a name the engine has not seen there yet cost a recompile of the code reading them.
  const ORDER = new Map(R.rules.map((rule, index) => [rule, index])), THOUSANDS = new Map(Object.entries(R.thousands));
  const INSIDE = new Set(['substring', 'old-name-substring']);
  const NOT_EXACT = new Set(['category', 'substring', 'old-name-substring', 'fuzzy']);
  const utf8Length = text => { let n = 0; for (const c of text) { const p = c.codePointAt(0); n += p < 0x80 ? 1 : p < 0x800 ? 2 : p < 0x10000 ? 3 : 4; } return n; };
  const isPrintableASCII = text => { for (let i = 0; i < text.length; i++) { const c = text.charCodeAt(i); if (c < 0x20 || c > 0x7E) return false; } return true; };
  const isSeparator = (c, words) => c === 0x2D || (words ? c === 0x20 : c === 0x2E);
  // Unicode scalar order, which is UTF-8 byte order (Swift sorts the typo words by bytes).
  const byName = (a, b) => (a < b ? -1 : a > b ? 1 : 0);
  const NO_CORRECTIONS = Object.freeze([]);
  // `list.map(f)` made by a loop, for the arrays searching reads in its hot loops: V8 makes a
  // map's array of one element kind when it runs `map` itself and of another when it compiles
  // `map` into the caller, and the code compiled for one kind is dropped when the other comes.
  const mapped = (list, f) => { const out = new Array(list.length); for (let i = 0; i < list.length; i++) out[i] = f(list[i]); return out; };

  // TextOccurrence.find: the best occurrence of `term` in lowercased `text` (separators of
  // words with `words`, else of names), as a number: -1 for none, else its kind (0 inside a
  // word, 1 the start of one, 2 a whole one) times 2, plus 1 at the start of the text; the
  // higher the better.
  const WHOLE = 4, AT_START = 1;
  function occurrence(term, text, words) {
    if (!term.length || text.length < term.length) return -1;
    let best = -1;
    for (let at = text.indexOf(term); at >= 0; at = text.indexOf(term, at + 1)) {
      const starts = at === 0 || isSeparator(text.charCodeAt(at - 1), words);
      const end = at + term.length;
      const ends = end === text.length || isSeparator(text.charCodeAt(end), words);
      const found = (starts ? (ends ? WHOLE : 2) : 0) + (at === 0 ? AT_START : 0);
      if (found > best) best = found;
      if (found === WHOLE + AT_START) break;
    }
    return best;
  }

  // TermMatch: one object per rule and start (a match is a value, never changed: searching
  // allocates none), with its rule's place. Typo matches (typos.js) have the same three fields
  // in the same order, so that every match has one hidden class in the engine.
  const MATCHES = {};
  for (const rule of R.rules) MATCHES[rule] = [false, true].map(atStart => ({ rule, points: R.points[rule] + (atStart ? R.startBonus : 0), order: ORDER.get(rule) }));
  const match = (rule, atStart) => MATCHES[rule][atStart ? 1 : 0];
  const KEYWORD_POINTS = R.points.keyword, OLD_NAME_POINTS = R.points['old-name'];
  function better(a, b) {
    if (!a) return b;
    if (!b) return a;
    if (a.points !== b.points) return a.points > b.points ? a : b;
    return a.order <= b.order ? a : b;
  }

  // A symbol as search reads it, one shape for all (the data's symbols differ in which fields
  // they have): its lowercased name and categories, keywords and old names by number.
  const NO_NUMBERS = Object.freeze([]), NO_KEYS = new Set();
  function Record(symbol) {
    this.ln = symbol.n.toLowerCase();
    this.ascii = isPrintableASCII(symbol.n);
    this.bytes = this.ascii ? symbol.n.length : utf8Length(symbol.n);
    this.c = symbol.c && symbol.c.length ? symbol.c : null;
    this.lc = this.c ? this.c.map(key => key.toLowerCase()) : null;
    this.ki = NO_NUMBERS;
    this.oi = NO_NUMBERS;
  }

  // The data set prepared for search: a record per symbol, and distinct keywords and old names
  // (each decided once per term). The typo words are made on first use (typos.js).
  function prepare(set) {
    const keywords = [], keywordIndex = new Map(), olds = [], oldIndex = new Map(), categoryTexts = new Set();
    const intern = (text, list, index) => {
      const lowered = text.toLowerCase();
      let number = index.get(lowered);
      if (number === undefined) { number = list.length; list.push(lowered); index.set(lowered, number); }
      return number;
    };
    const records = set.symbols.map(symbol => {
      const record = new Record(symbol);
      if (record.lc) for (const key of record.lc) categoryTexts.add(key);
      if (symbol.k && symbol.k.length) record.ki = symbol.k.map(k => intern(k, keywords, keywordIndex));
      if (symbol.o && symbol.o.length) record.oi = symbol.o.map(o => intern(o, olds, oldIndex));
      return record;
    });
    // keysLabelled: the keys a text names by their label (a key's first one).
    const keysLabelled = new Map(), labelledKeys = new Set();
    for (const category of set.categories) {
      if (labelledKeys.has(category.key)) continue;
      labelledKeys.add(category.key);
      const label = category.label.toLowerCase();
      categoryTexts.add(label);
      if (!keysLabelled.has(label)) keysLabelled.set(label, new Set());
      keysLabelled.get(label).add(category.key);
    }
    // inNameOrder: whether the symbols come in name order (`catalog site` writes them so).
    let inNameOrder = true;
    for (let i = 1; i < set.symbols.length && inNameOrder; i++) inNameOrder = byName(set.symbols[i - 1].n, set.symbols[i].n) < 0;
    // every: each symbol's number, as a term's hits are (an Int32Array, see `termPass`).
    const every = new Int32Array(records.length);
    for (let i = 0; i < every.length; i++) every[i] = i;
    // categoryTexts: every text a term can equal to match by category (a key or a label).
    // Every field set later (typoWords by typos.js, warmed by warm.js) is here from the start:
    // a field added afterwards gives the object another hidden class, and the engine drops the
    // code it compiled during the warm-up for the old one (on SF 6 it recompiled the search
    // on the first keystrokes, some 100 ms of compiling beside the page's own work).
    set.search = { records, every, keywords, olds, keysLabelled, categoryTexts, terms: new Map(), typos: new Map(), outcomes: new Map(), pinned: new Map(), keptTerms: new Set(),
                   byName: new Map(set.symbols.map((s, i) => [s.n, i])), inNameOrder, typoWords: null, warmed: false };
    return set;
  }

  // SearchTerm with TermMatcher's memo of keywords and old names (made when first read: most
  // terms a search makes only score, and a memo per term and keystroke was most of what the
  // page allocated while typing).
  function makeTerm(text, set) {
    return { text, labelled: set.search.keysLabelled.get(text) || NO_KEYS, keywordMemo: null, oldMemo: null };
  }

  function nameMatch(term, record) {
    const found = occurrence(term.text, record.ln, false);
    if (found < 0) return null;
    const atStart = (found & AT_START) !== 0;
    return found >= WHOLE ? match('component', atStart) : found >= 2 ? match('component-prefix', atStart) : match('substring', false);
  }
  function keywordMatch(term, keyword) {
    const found = occurrence(term.text, keyword, true);
    return found >= WHOLE ? match('keyword') : found >= 2 ? match('keyword-prefix') : null;
  }
  function oldNameMatch(term, old) {
    const found = occurrence(term.text, old, false);
    return found < 0 ? null : match(found >= WHOLE ? 'old-name' : 'old-name-substring');
  }

  // TermMatcher.match: the best match of a term on symbol `index` (typos are the caller's).
  function matchTerm(term, set, index) {
    const record = set.search.records[index], search = set.search;
    let best = nameMatch(term, record);
    if ((best ? best.points : 0) < KEYWORD_POINTS) {
      const numbers = record.ki, memo = term.keywordMemo || (term.keywordMemo = new Array(search.keywords.length));
      for (let i = 0; i < numbers.length; i++) {
        let found = memo[numbers[i]];
        if (found === undefined) found = memo[numbers[i]] = keywordMatch(term, search.keywords[numbers[i]]);
        best = better(best, found);
      }
    }
    if ((best ? best.points : 0) < OLD_NAME_POINTS) {
      const numbers = record.oi, memo = term.oldMemo || (term.oldMemo = new Array(search.olds.length));
      for (let i = 0; i < numbers.length; i++) {
        let found = memo[numbers[i]];
        if (found === undefined) found = memo[numbers[i]] = oldNameMatch(term, search.olds[numbers[i]]);
        best = better(best, found);
      }
    }
    if (!best && record.c) {
      for (let i = 0; i < record.c.length; i++) if (record.lc[i] === term.text || term.labelled.has(record.c[i])) best = better(best, match('category'));
    }
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
  // A kept outcome's results as its symbols' numbers (an Int32Array, not an object each: the
  // two-letter outcomes warm.js keeps hold some 70,000 results on SF 6), when every result
  // shows its symbol's current name and release without a typo; each result is made as read.
  function IndexedResults(set, indices) { this.symbols = set.symbols; this.indices = indices; this.length = indices.length; }
  IndexedResults.prototype.at = function (i) {
    const index = this.indices[i], symbol = this.symbols[index];
    return symbol === undefined ? undefined : { index, name: symbol.n, release: symbol.r, note: null, corrections: NO_CORRECTIONS };
  };
  IndexedResults.prototype.map = function (f) {
    const out = new Array(this.length);
    for (let i = 0; i < this.length; i++) out[i] = f(this.at(i), i);
    return out;
  };
  function indexed(set, outcome) {
    const results = outcome.results, indices = new Int32Array(results.length);
    for (let i = 0; i < results.length; i++) {
      const r = results[i], symbol = set.symbols[r.index];
      if (r.note !== null || r.corrections.length || r.name !== symbol.n || r.release !== symbol.r) return null;
      indices[i] = r.index;
    }
    return { results: new IndexedResults(set, indices), fuzzyTerms: outcome.fuzzyTerms, unmatchedTerms: outcome.unmatchedTerms };
  }

  // The outcomes of the last queries, by query (a word deleted shows its results again at once).
  function cachedSearch(set, query) {
    if (!set.search) prepare(set);
    const key = JSON.stringify(query), outcomes = set.search.outcomes;
    let outcome = set.search.pinned.get(key) || outcomes.get(key);
    if (outcome) return outcome;
    outcome = search(set, query);
    if (outcomes.size >= 24) outcomes.clear();
    outcomes.set(key, outcome);
    return outcome;
  }

  // (`uncached` is for warm.js, which keeps its outcomes itself.)
  window.CatalogSearch = { search: cachedSearch, uncached: search, indexed, prepare, osVersion, compareVersions, utf8Length };
})();
