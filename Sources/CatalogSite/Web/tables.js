// Tables keyed by names from the data (sets, symbols, styles, platforms): only a table's own
// entries are read, so that a name such as `constructor` or `__proto__` is a name, never the
// prototype's (the data scripts make their tables with Object.create(null) and write a key
// `__proto__` as a computed key, which makes it a property of its own).
(function () {
  'use strict';
  const has = Object.prototype.hasOwnProperty;
  // The entry `key` of `object` when it is the object's own, else undefined.
  const own = (object, key) => (object != null && has.call(object, key) ? object[key] : undefined);
  // A table without a prototype, for entries named by the data.
  const table = () => Object.create(null);
  // Where `symbol` stands in its set's list (data/NAME.js `symbols`), which the set's glyph and
  // template files follow; -1 when the set is not loaded or has no such symbol.
  const positions = new WeakMap();
  function position(set, symbol) {
    const data = own(window.CATALOG_SETS || table(), set.name);
    if (!data || !data.symbols) return -1;
    let names = positions.get(data.symbols);
    if (!names) {
      names = new Map(data.symbols.map((s, index) => [s.n, index]));
      positions.set(data.symbols, names);
    }
    return names.has(symbol.n) ? names.get(symbol.n) : -1;
  }
  window.CatalogTables = { own, table, position };
})();
