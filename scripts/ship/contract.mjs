// A release's contract (contract.json): the endpoints a remote's source calls and the reply schemas it
// parses them with, from the remote's own copy of contracts; and its check against the running site's
// GET /api/contract. The schema work is contracts' (compat.ts), run through tsx (scripts/ship/contract-tool.mts).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ShipRefusal } from './refusal.mjs';

const TOOL = fileURLToPath(new URL('./contract-tool.mts', import.meta.url));

/** tsx's command line, from the repository's pnpm store. */
function tsxCli(repo) {
  const store = join(repo, 'node_modules', '.pnpm');
  const dir = existsSync(store) ? readdirSync(store).find((d) => d.startsWith('tsx@')) : undefined;
  const cli = dir && join(store, dir, 'node_modules', 'tsx', 'dist', 'cli.mjs');
  if (!cli || !existsSync(cli))
    throw new Error(`tsx is not installed in ${repo}/node_modules: run pnpm install`);
  return cli;
}

function runTool(repo, args) {
  const r = spawnSync(process.execPath, [tsxCli(repo), TOOL, ...args], {
    encoding: 'utf8',
    maxBuffer: 64 << 20,
  });
  if (r.status !== 0) throw new Error((r.stderr || r.stdout || `exit ${r.status}`).trim());
  return JSON.parse(r.stdout);
}

function sourceFiles(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = join(dir, e.name);
    if (e.isDirectory()) return e.name === '__tests__' || e.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.(ts|tsx|js|jsx|mjs)$/.test(e.name) && !/\.test\.\w+$/.test(e.name) ? [full] : [];
  });
}

const CONTRACTS_IMPORT = /import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*['"]@campus\/contracts['"]/g;

/**
 * The names used as `<alias>.<name>` where `<alias>` is contracts' `api` as a file imports it
 * (`import { api as endpoints } from '@campus/contracts'`). Names that are no endpoint are dropped
 * by the describe step.
 */
export function endpointsCalled(srcDir) {
  const names = new Set();
  for (const file of sourceFiles(srcDir)) {
    const text = readFileSync(file, 'utf8');
    for (const [, list] of text.matchAll(CONTRACTS_IMPORT)) {
      for (const part of list.split(',')) {
        const m = /^\s*api(?:\s+as\s+(\w+))?\s*$/.exec(part);
        if (!m) continue;
        const alias = m[1] ?? 'api';
        for (const [, name] of text.matchAll(new RegExp(`\\b${alias}\\.(\\w+)\\b`, 'g'))) names.add(name);
      }
    }
  }
  return [...names].sort();
}

/** The contract of the remote whose source is `source`, computed with the contracts it depends on. */
export function describeContract(repo, source) {
  const contracts = join(source, 'node_modules', '@campus', 'contracts');
  if (!existsSync(contracts))
    throw new ShipRefusal(`${source} has no node_modules/@campus/contracts: run pnpm install`);
  try {
    return runTool(repo, ['describe', contracts, ...endpointsCalled(join(source, 'src'))]);
  } catch (error) {
    throw new ShipRefusal(`the contract of ${source} could not be described: ${error.message}`);
  }
}

/** What contractRefusals says of `contract` against the site's `live` contract. */
export function refusalsAgainst(repo, contract, live) {
  const dir = mkdtempSync(join(tmpdir(), 'campus-ship-contract-'));
  try {
    writeFileSync(join(dir, 'release.json'), JSON.stringify(contract));
    writeFileSync(join(dir, 'live.json'), JSON.stringify(live));
    return runTool(repo, ['check', join(dir, 'release.json'), join(dir, 'live.json')]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
