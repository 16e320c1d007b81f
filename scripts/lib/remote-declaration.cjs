// A remote's remote.json (contracts' `remoteDeclaration`): read and checked without TypeScript, by the
// build (rspack.remote.cjs), the dev server and the registry test. The zod schema is the reference;
// this plain check catches what breaks a build or a page: shapes, and every route's page exposed.
const fs = require('node:fs');
const path = require('node:path');

const AREAS = ['public', 'signedIn', 'userMenu', 'operator'];
const BADGES = ['unread-messages'];

const isObject = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
const isText = (v) => typeof v === 'string' && v.length > 0;

function routeProblems(route, i, exposes) {
  const at = `routes[${i}]`;
  if (!isObject(route)) return [`${at} is not an object`];
  const problems = [];
  if (!isText(route.path) || !route.path.startsWith('/')) problems.push(`${at}.path must start with "/"`);
  if (typeof route.guarded !== 'boolean') problems.push(`${at}.guarded must be true or false`);
  if (!isText(route.title)) problems.push(`${at}.title must be a non-empty string`);
  if (!isText(route.page) || !Object.hasOwn(exposes, route.page))
    problems.push(
      `${at}.page ${JSON.stringify(route.page)} is not a key of "exposes" (${Object.keys(exposes).join(', ')})`,
    );
  const paint = route.firstPaint;
  if (paint !== undefined && (!isObject(paint) || !isText(paint.heading)))
    problems.push(`${at}.firstPaint needs a non-empty "heading"`);
  if (isObject(paint) && paint.text !== undefined && typeof paint.text !== 'string')
    problems.push(`${at}.firstPaint.text must be a string`);
  return problems;
}

function navProblems(entry, i) {
  const at = `nav[${i}]`;
  if (!isObject(entry)) return [`${at} is not an object`];
  const problems = [];
  if (!isText(entry.label)) problems.push(`${at}.label must be a non-empty string`);
  if (!isText(entry.to) || !entry.to.startsWith('/')) problems.push(`${at}.to must start with "/"`);
  if (!AREAS.includes(entry.area)) problems.push(`${at}.area must be one of ${AREAS.join(', ')}`);
  if (typeof entry.order !== 'number') problems.push(`${at}.order must be a number`);
  if (entry.badge !== undefined && !BADGES.includes(entry.badge))
    problems.push(`${at}.badge must be one of ${BADGES.join(', ')}`);
  return problems;
}

/** Every problem of a parsed remote.json, as readable lines (empty: it is valid). */
function declarationProblems(declaration) {
  if (!isObject(declaration)) return ['it is not a JSON object'];
  const { exposes, routes, nav } = declaration;
  const problems = [];
  if (!isObject(exposes)) problems.push('"exposes" must be an object of "./Name": "./src/file.tsx"');
  else
    for (const [key, file] of Object.entries(exposes))
      if (!key.startsWith('./') || !isText(file))
        problems.push(`exposes[${JSON.stringify(key)}] is malformed`);
  if (!Array.isArray(routes)) problems.push('"routes" must be an array');
  else routes.forEach((r, i) => problems.push(...routeProblems(r, i, isObject(exposes) ? exposes : {})));
  if (!Array.isArray(nav)) problems.push('"nav" must be an array');
  else nav.forEach((n, i) => problems.push(...navProblems(n, i)));
  return problems;
}

/** The remote.json of the remote in `dir`, parsed and checked: throws a message naming each problem. */
function readDeclaration(dir) {
  const file = path.join(dir, 'remote.json');
  let declaration;
  try {
    declaration = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file}: cannot be read as JSON (${error.message})`);
  }
  const problems = declarationProblems(declaration);
  if (problems.length > 0) throw new Error(`${file} is invalid:\n  - ${problems.join('\n  - ')}`);
  return declaration;
}

module.exports = { declarationFile: 'remote.json', declarationProblems, readDeclaration };
