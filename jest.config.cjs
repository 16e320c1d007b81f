// The front-end suites (contracts, ui, shell, testkit, every remote) as one jest run: each package's own
// jest.config.cjs is a project, named after its folder. The backend and the journeys run apart (a database, a browser).
const { existsSync, readdirSync } = require('node:fs');
const path = require('node:path');

const APART = new Set(['backend', 'e2e']);

const projects = readdirSync(__dirname, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !APART.has(entry.name) && entry.name !== 'node_modules')
  .filter((entry) => existsSync(path.join(__dirname, entry.name, 'jest.config.cjs')))
  .map((entry) => ({
    ...require(path.join(__dirname, entry.name, 'jest.config.cjs')),
    rootDir: path.join(__dirname, entry.name),
    // `--selectProjects mf-gigs` runs one package's suite
    displayName: entry.name,
  }));

// A hang guard, not a wait (the preset's reason); jest reads it from the root config when projects are used.
module.exports = { projects, testTimeout: 30_000 };
