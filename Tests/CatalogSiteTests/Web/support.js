// What the page's tests under node share: the page's scripts run in a context of their own
// (as a browser runs them: `window` is the global object), and sites written by the `catalog`
// binary of this checkout, whose data scripts the page reads.
'use strict';
const assert = require('node:assert');
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const vm = require('node:vm');

const ROOT = path.resolve(__dirname, '../../..');
const WEB = path.join(ROOT, 'Sources/CatalogSite/Web');
const SHARED = path.resolve(ROOT, '../shared/sfsymbols');

// The scripts that search needs, in the page's order (SiteAssets.scriptFiles), none touching the DOM.
const SEARCH_SCRIPTS = ['tables.js', 'typos.js', 'search-terms.js', 'search-score.js', 'filters.js', 'search.js', 'routes.js'];

/// A context like a page's global object: `window` is itself; `extra` adds globals.
function pageContext(extra = {}) {
  const context = vm.createContext({ TextEncoder, URLSearchParams, console, ...extra });
  context.window = context;
  return context;
}

/// Runs the web file `name` (or any file at `file`) in `context`, as a `<script>` runs it.
function run(context, name) {
  const file = path.isAbsolute(name) ? name : path.join(WEB, name);
  vm.runInContext(fs.readFileSync(file, 'utf8'), context, { filename: file });
}

/// The `catalog` binary: $CATALOG_BINARY, else this checkout's debug build (`swift build`).
function binary() {
  const file = process.env.CATALOG_BINARY || path.join(ROOT, '.build/debug/catalog');
  assert.ok(fs.existsSync(file), `no catalog binary at ${file}: build it first (swift build), or set CATALOG_BINARY`);
  return file;
}

/// A site of `dataSets` (embedded names or folders) written by the binary into a fresh folder,
/// with a private HOME and cache; without glyphs and type pages. Removed when the process exits.
function writeSite(dataSets) {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'catalog-node-site-'));
  process.on('exit', () => fs.rmSync(scratch, { recursive: true, force: true }));
  const site = path.join(scratch, 'site');
  const environment = { PATH: process.env.PATH, HOME: scratch, XDG_CACHE_HOME: path.join(scratch, 'cache') };
  execFileSync(binary(), ['site', '--no-glyphs', '--no-type-pages', '-o', site, ...dataSets.flatMap(d => ['--data-set', d])],
               { env: environment, stdio: ['ignore', 'ignore', 'pipe'] });
  return site;
}

/// A context with the site's rules, the set list and every set's data, and the search scripts.
function searchContext(site) {
  const context = pageContext();
  run(context, path.join(site, 'data/rules.js'));
  run(context, path.join(site, 'data/sets.js'));
  for (const entry of context.CATALOG_SET_LIST) run(context, path.join(site, entry.file));
  for (const name of SEARCH_SCRIPTS) run(context, name);
  return context;
}

/// The page's query for `text` typed into the search box of `context`'s page (its words as
/// routes.js splits them), no filter set (`filters` adds some).
function query(context, text, filters = {}) {
  return { terms: Array.from(context.CatalogRoutes.terms(text)), category: '', release: '', platform: '', version: '', restricted: null,
           mode: '', style: '', localized: false, rtl: false, ...filters };
}

module.exports = { ROOT, WEB, SHARED, SEARCH_SCRIPTS, pageContext, run, binary, writeSite, searchContext, query };
