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
  window.CatalogTables = { own, table };
})();
