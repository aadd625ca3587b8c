// The matching of `catalog search`, ported from SymbolCatalog/Search (docs/search-ranking.md):
// where a term occurs in a name, keyword or old name, and the best match of a term on a symbol.
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
  const KEYWORD_POINTS = R.points.keyword, OLD_NAME_POINTS = R.points['old-name'], VOCABULARY_POINTS = R.points.vocabulary;
  function better(a, b) {
    if (!a) return b;
    if (!b) return a;
    if (a.points !== b.points) return a.points > b.points ? a : b;
    return a.order <= b.order ? a : b;
  }

  // A symbol as search reads it, one shape for all (the data's symbols differ in which fields
  // they have): its lowercased name and categories, keywords and old names by number.
  const NO_NUMBERS = Object.freeze([]), NO_KEYS = new Set(), NO_TARGETS = Object.freeze([]);
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
    // vocabulary: the set's family's everyday words (Vocabulary.swift), word → the family's spellings.
    const vocabulary = new Map(Object.entries(set.vocabulary || {}));
    set.search = { records, every, keywords, olds, keysLabelled, categoryTexts, vocabulary, terms: new Map(), typos: new Map(), outcomes: new Map(), pinned: new Map(), keptTerms: new Set(),
                   byName: new Map(set.symbols.map((s, i) => [s.n, i])), inNameOrder, typoWords: null, warmed: false };
    return set;
  }

  // SearchTerm with TermMatcher's memo of keywords and old names (made when first read: most
  // terms a search makes only score, and a memo per term and keystroke was most of what the
  // page allocated while typing).
  // `targets`: the vocabulary's targets of an everyday word, each a term of its own (without targets).
  function makeTerm(text, set, withTargets = true) {
    const targets = withTargets && set.search.vocabulary.has(text) ? set.search.vocabulary.get(text).map(t => makeTerm(t.toLowerCase(), set, false)) : NO_TARGETS;
    return { text, labelled: set.search.keysLabelled.get(text) || NO_KEYS, keywordMemo: null, oldMemo: null, targets };
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

  // A vocabulary target's match: whole components of the name, or a keyword (or a whole word of one).
  function matchesAsWord(term, set, index) {
    const record = set.search.records[index], search = set.search;
    const named = nameMatch(term, record);
    if (named && named.rule === 'component') return true;
    const numbers = record.ki, memo = term.keywordMemo || (term.keywordMemo = new Array(search.keywords.length));
    for (let i = 0; i < numbers.length; i++) {
      let found = memo[numbers[i]];
      if (found === undefined) found = memo[numbers[i]] = keywordMatch(term, search.keywords[numbers[i]]);
      if (found && found.rule === 'keyword') return true;
    }
    return false;
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
    // An everyday word: its target as whole words of the name or a keyword, at a keyword's points.
    if (term.targets.length && (best ? best.points : 0) < VOCABULARY_POINTS) {
      for (let i = 0; i < term.targets.length; i++) if (matchesAsWord(term.targets[i], set, index)) { best = better(best, match('vocabulary')); break; }
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

  window.CatalogTerms = {
    R, THOUSANDS, INSIDE, NOT_EXACT, utf8Length, isSeparator, byName, NO_CORRECTIONS, mapped, occurrence, WHOLE, AT_START,
    match, better, prepare, makeTerm, matchTerm, matchesAsWord,
  };
})();
