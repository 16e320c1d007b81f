// The Node.js version check that `npm start` and `npm test` (scripts/run.mjs) make before anything else.
// Old syntax on purpose (var, function, no `?.`, `??` or `const`): it must run, and say what is needed,
// on the old Node.js it turns away.
'use strict';
var fs = require('fs');
var path = require('path');

function parse(version) {
  var m = /^v?(\d+)(?:\.(\d+))?(?:\.(\d+))?/.exec(version);
  return m ? [Number(m[1]), Number(m[2] || 0), Number(m[3] || 0)] : null;
}

function older(a, b) {
  for (var i = 0; i < 3; i++) if (a[i] !== b[i]) return a[i] < b[i];
  return false;
}

/**
 * What is wrong with running on Node.js `version` given the `engines.node` range (`>=20.19`), or null.
 * Only `>=` ranges are understood; any other leaves the decision to the tools.
 */
function nodeVersionProblem(range, version) {
  var m = /^\s*>=\s*v?(\d+(?:\.\d+){0,2})\s*$/.exec(range || '');
  var have = parse(version);
  if (!m || !have || !older(have, parse(m[1]))) return null;
  return (
    'This project needs Node.js ' +
    m[1] +
    ' or later (package.json "engines": { "node": "' +
    range.trim() +
    '" }); this is Node.js ' +
    version +
    '. Install a current Node.js LTS and run the command again.'
  );
}

/** Exits (1) with the needed version when this Node.js is older than the root package.json's engines. */
function checkNodeVersion(root) {
  var pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  var problem = nodeVersionProblem(pkg.engines && pkg.engines.node, process.versions.node);
  if (problem) {
    console.error('\u2716 ' + problem);
    process.exit(1);
  }
}

module.exports = { nodeVersionProblem: nodeVersionProblem, checkNodeVersion: checkNodeVersion };

// `node scripts/lib/node-version.cjs`: package.json's start and test scripts, before scripts/run.mjs
if (require.main === module) checkNodeVersion(path.join(__dirname, '..', '..'));
