#!/bin/sh
# Rebuilds runtime.js: handlebars.runtime.js from npm handlebars@4.7.8 (MIT,
# a webpack bundle: one IIFE over an array of 20 module functions), its
# source-map comment dropped, with the driver below appended.
set -e
cd "$(dirname "$0")"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
(cd "$tmp" && npm pack --silent handlebars@4.7.8 >/dev/null && tar xzf handlebars-4.7.8.tgz)
grep -v '^//# sourceMappingURL=' "$tmp/package/dist/handlebars.runtime.js" > runtime.js
cat >> runtime.js <<'DRIVER'

// --- benchmark driver: a precompiled template renders a value whose
// toString is not a function (escapeExpression's '' + value throws) ---
var render = module.exports.template({
  compiler: [8, '>= 4.3.0'],
  main: function (container, depth0, helpers, partials, data) {
    return container.escapeExpression(container.lambda(
      depth0 != null ? container.lookupProperty(depth0, 'name') : depth0, depth0));
  },
  useData: true
});
console.log(render({ name: { toString: 5 } }));
DRIVER
