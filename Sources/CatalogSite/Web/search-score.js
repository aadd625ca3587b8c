// The score of `catalog search` (SymbolCatalog/Search/QueryTerms.swift and
// QueryTerms+Typos.swift): the rules of the query as a whole, the points of its terms, typos.
(function () {
  'use strict';
  const { R, THOUSANDS, isSeparator, mapped, occurrence, WHOLE, AT_START, match, better, makeTerm, matchTerm } = window.CatalogTerms;

  // QueryTerms: the terms together, for the rules of the query as a whole and the score.
  function queryTerms(words, set, memo) {
    const lowered = words.map(w => w.toLowerCase()).filter(w => w.length);
    const forms = [];
    for (const separator of ['.', '-', '']) {
      if (lowered.length > 1 || !forms.length) { const form = lowered.join(separator); if (!forms.includes(form)) forms.push(form); }
    }
    const term = text => { if (!memo.has(text)) memo.set(text, makeTerm(text, set)); return memo.get(text); };
    const terms = mapped(lowered, term), vocabularyForms = substitutedForms(lowered, set.search.vocabulary);
    const targets = [];
    for (const t of terms) for (const target of t.targets) targets.push(target.text);
    return { terms, joinedForms: lowered.length ? forms : [], spaced: lowered.join(' '), vocabularyForms,
             patterns: lowered.concat(lowered.length ? forms : [], vocabularyForms, targets) };
  }

  // QueryTerms.substitutedForms: the words with each everyday word replaced by each of its
  // targets (the words as typed left out), joined as the joined forms are; at most 16 ways.
  const MAXIMUM_SUBSTITUTIONS = 16;
  function substitutedForms(lowered, vocabulary) {
    const choices = lowered.map(word => [word].concat(vocabulary.get(word) || []).map(w => w.toLowerCase()));
    if (!choices.some(options => options.length > 1)) return [];
    let combinations = [[]];
    for (const options of choices) {
      const next = [];
      for (const prefix of combinations) for (const option of options) next.push(prefix.concat([option]));
      combinations = next.slice(0, MAXIMUM_SUBSTITUTIONS + 1);
    }
    const forms = [], typed = lowered.join('\u0000');
    for (const combination of combinations) {
      if (combination.join('\u0000') === typed) continue;
      for (const separator of ['.', '-', '']) {
        if (combination.length === 1 && separator !== '.') continue;
        const form = combination.join(separator);
        if (!forms.includes(form)) forms.push(form);
      }
    }
    return forms;
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
  // `through`: the rule of the query as a whole held only with everyday words replaced.
  const SCORED = { score: 0, match: null, extra: 0, through: false };
  function scoredAs(score, match, extra, through = false) {
    SCORED.score = score; SCORED.match = match; SCORED.extra = extra; SCORED.through = through;
    return SCORED;
  }

  function score(query, set, record, termMatches) {
    const terms = query.terms, search = set.search, forms = query.joinedForms;
    if (!terms.length) return scoredAs(0, null, 0);
    let matches = termMatches;
    let whole = null, through = false;
    if (terms.length === 1 && terms[0].text === record.ln) whole = 'exact-name';
    else if (numberedIn(record.oi, search.olds, forms)) whole = 'exact-old-name';
    else if (terms.length > 1 && forms.includes(record.ln)) whole = 'joined-name';
    else if (query.vocabularyForms.includes(record.ln)) whole = 'vocabulary';
    else {
      const named = query.vocabularyForms.length ? forms.concat(query.vocabularyForms) : forms;
      for (let i = 0; i < named.length && !whole; i++) {
        const found = wholeComponent(named[i], record);
        if (found >= 0 && ((found & AT_START) !== 0 || terms.length === 1)) { whole = 'name-components'; through = i >= forms.length; }
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
    return scoredAs(R.thousand * tier + Math.min(R.maximumPoints, points), whole || weakest.rule, record.ascii ? extraComponents(record.ln, query.patterns) : 0,
                    through || whole === 'vocabulary');
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

  window.CatalogScore = { queryTerms, score, typoScore };
})();
