// Text from the data written into HTML the page hands out (the HTML copy button's snippet): the
// one place it is escaped, by the rules of HTMLText (Sources/CatalogFormats/Escaping), on the
// cases both run (Tests/CatalogFormatsTests/Fixtures/html-escaping-cases.json).
(function () {
  'use strict';
  const REFERENCES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;', '\0': '\uFFFD', '\r': '&#13;' };
  // An attribute value, inside "…" or '…' (the quotes not included).
  const attribute = text => String(text).replace(/[&<>"'\0\r]/g, c => REFERENCES[c]);
  // The content of an element: the same but the quotes.
  const text = value => String(value).replace(/[&<>\0\r]/g, c => REFERENCES[c]);
  window.CatalogHTML = { attribute, text };
})();
