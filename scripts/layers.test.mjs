// The layer rules of eslint.config.mjs (docs/decisions/layers.md) refuse an upward or sideways import
// and allow a downward one: for the backend, the shell and every remote in remotes.json. Each case is a
// file of one line, linted as if it sat in the named folder (nothing is written to the tree).
// Run: node --test scripts/layers.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const registry = JSON.parse(fs.readFileSync(path.join(root, 'remotes.json'), 'utf8'));
const eslint = new ESLint({ cwd: root });

/** The messages of no-restricted-imports for `source` linted as the file `file` (relative to the root). */
async function layerErrors(file, source) {
  const [result] = await eslint.lintText(`${source}\n`, { filePath: path.join(root, file) });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

async function refused(file, spec, expected) {
  const errors = await layerErrors(file, `export * from '${spec}';`);
  assert.equal(errors.length, 1, `${file} importing ${spec}: ${JSON.stringify(errors)}`);
  assert.match(errors[0], expected);
}

async function allowed(file, spec) {
  assert.deepEqual(await layerErrors(file, `export * from '${spec}';`), [], `${file} importing ${spec}`);
}

const dirs = (dir) =>
  fs
    .readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name);

test('backend: the floor imports no domain, no other floor folder above it, not the composition root', async () => {
  await refused('backend/src/db/probe.ts', '../orders', /db \(db\) imports orders \(domain\)/);
  await refused('backend/src/db/probe.ts', '../http/errors', /db \(db\) imports http/);
  await refused('backend/src/http/probe.ts', '../users/service', /http \(http\) imports users \(domain\)/);
  await refused('backend/src/jobs/probe.ts', '../auth/accounts', /jobs \(jobs\) imports auth/);
  await refused('backend/src/events/probe.ts', '../messages', /events \(events\) imports messages/);
  await refused('backend/src/ledger/probe.ts', '../services', /imports services \(root\)/);
  await allowed('backend/src/http/probe.ts', '../db/types');
  await allowed('backend/src/db/probe.ts', '../domain-errors');
});

test('backend: a domain uses another only through its index.ts, and never the composition root', async () => {
  await refused('backend/src/reviews/probe.ts', '../orders/process', /reviews reaches into orders/);
  await refused(
    'backend/src/payments/sandbox/probe.ts',
    '../../orders/release',
    /payments reaches into orders/,
  );
  await refused('backend/src/messages/probe.ts', '../services', /messages \(domain\) imports services/);
  await allowed('backend/src/reviews/probe.ts', '../orders');
  await allowed('backend/src/payments/sandbox/probe.ts', '../provider');
  await allowed('backend/src/orders/probe.ts', '../http/route');
  await allowed('backend/src/app.ts', './orders/routes');
});

test('backend: layer-free modules import nothing else of ours', async () => {
  await refused('backend/src/domain-errors.ts', './http/errors', /domain-errors \(base\) imports http/);
});

test('shell: nothing below app/ imports it; features reach each other through an index', async () => {
  await refused('shell/src/federation/probe.tsx', '../app/PageLoading', /federation \(shared\) imports app/);
  await refused('shell/src/pages/home/probe.tsx', '../../app/routes', /pages\/home \(feature\) imports app/);
  await refused('shell/src/runtime/probe.ts', '../components/PageLoading', /runtime \(runtime\) imports/);
  await refused(
    'shell/src/pages/notifications/probe.tsx',
    '../../layout/navbar/Navbar',
    /reaches into layout/,
  );
  await allowed('shell/src/pages/notifications/probe.tsx', '../../layout');
  await allowed('shell/src/app/probe.tsx', '../pages/home/HomePage');
});

for (const { folder } of registry.remotes) {
  test(`${folder}: shared folders import no feature and no exposed entry; features reach each other through an index`, async (t) => {
    const src = `${folder}/src`;
    const shared = dirs(src).filter((d) => !['exposes', 'features', 'test', '__tests__'].includes(d));
    const features = dirs(`${src}/features`);
    if (shared.length === 0 || features.length === 0) return t.skip('no shared folder or no feature');
    await refused(
      `${src}/${shared[0]}/probe.ts`,
      `../features/${features[0]}/x`,
      /\(shared\) imports features\//,
    );
    await refused(`${src}/${shared[0]}/probe.ts`, '../exposes/x', /\(shared\) imports exposes \(app\)/);
    await refused(
      `${src}/features/${features[0]}/probe.ts`,
      '../../exposes/x',
      /\(feature\) imports exposes/,
    );
    if (features.length > 1) {
      await refused(
        `${src}/features/${features[0]}/probe.ts`,
        `../${features[1]}/x`,
        /reaches into features\//,
      );
      await allowed(`${src}/features/${features[0]}/probe.ts`, `../${features[1]}`);
    }
    await allowed(`${src}/features/${features[0]}/probe.ts`, `../../${shared[0]}/x`);
  });
}

test('backend: heavy packages (sharp, the AWS SDK, Stripe, argon2, jose, nodemailer) load on first use, not by a static import', async () => {
  const errors = async (source) => {
    const file = path.join(root, 'backend/src/uploads/probe.ts');
    const [result] = await eslint.lintText(`${source}\n`, { filePath: file });
    return result.messages.filter((m) => m.ruleId === '@typescript-eslint/no-restricted-imports');
  };
  for (const spec of ['sharp', '@aws-sdk/client-s3', 'stripe', '@node-rs/argon2', 'jose', 'nodemailer']) {
    const [error, ...more] = await errors(`import x from '${spec}';\nexport const y = x;`);
    assert.match(error?.message ?? 'allowed', /Load it on first use/, spec);
    assert.deepEqual(more, []);
    assert.deepEqual(
      await errors(`import type x from '${spec}';\nexport type Y = x;`),
      [],
      `type of ${spec}`,
    );
    assert.deepEqual(await errors(`export const load = () => import('${spec}');`), [], `import('${spec}')`);
  }
});
