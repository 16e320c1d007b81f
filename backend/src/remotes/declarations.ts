import { join } from 'node:path';
import { remoteDeclaration, type RemoteDeclaration } from '@campus/contracts';
import { readJsonFile } from './json-file';
import type { ReleaseStore } from './store';

/**
 * A version's `campus-remote.json` (its remote.json, written into every build): the routes, titles, first
 * paints and menu entries the shell and the page frame take from the served manifest.
 */
export type DeclarationResult = { declaration: RemoteDeclaration } | { reason: string };

export const DECLARATION_FILE = 'campus-remote.json';

function parse(value: unknown, where: string): DeclarationResult {
  const parsed = remoteDeclaration.safeParse(value);
  if (parsed.success) return { declaration: parsed.data };
  const issue = parsed.error.issues[0];
  const at = issue?.path.length ? ` at ${issue.path.join('.')}` : '';
  return { reason: `its ${DECLARATION_FILE} (${where}) is not a remote declaration${at}: ${issue?.message}` };
}

/** The declaration in a build folder (a release's, or a remote's dist). */
export async function folderDeclaration(dir: string, label: string): Promise<DeclarationResult> {
  const value = await readJsonFile(join(dir, DECLARATION_FILE));
  if (value === undefined) return { reason: `${label} has no ${DECLARATION_FILE}` };
  if (value === null) return { reason: `${label}'s ${DECLARATION_FILE} is not JSON` };
  return parse(value, label);
}

const declarationsOf = new WeakMap<ReleaseStore, Map<string, DeclarationResult>>();

/** The declaration of a published release (its files never change: read once, kept). */
export async function releaseDeclaration(
  store: ReleaseStore,
  folder: string,
  id: string,
): Promise<DeclarationResult> {
  const key = `${folder}/${id}`;
  let releaseDeclarations = declarationsOf.get(store);
  if (!releaseDeclarations) declarationsOf.set(store, (releaseDeclarations = new Map()));
  const known = releaseDeclarations.get(key);
  if (known) return known;
  const label = `release ${id} of ${folder}`;
  const file = await store.file(folder, id, DECLARATION_FILE);
  let result: DeclarationResult;
  if (!file) result = { reason: `${label} has no ${DECLARATION_FILE}` };
  else {
    let value: unknown;
    try {
      value = JSON.parse(file.body.toString('utf8')) as unknown;
    } catch {
      return { reason: `${label}'s ${DECLARATION_FILE} is not JSON` };
    }
    result = parse(value, label);
  }
  if (releaseDeclarations.size > 500) releaseDeclarations.clear();
  if (file) releaseDeclarations.set(key, result);
  return result;
}

/** How long a page waits for a team's dev server to say what it declares. */
export const LOCAL_DECLARATION_TIMEOUT_MS = 1500;

/** The declaration a team's dev server serves (`npm run dev -- <folder>` on the registry's port). */
export async function localDeclaration(
  folder: string,
  port: number,
  timeoutMs = LOCAL_DECLARATION_TIMEOUT_MS,
): Promise<DeclarationResult> {
  const url = `http://127.0.0.1:${port}/${DECLARATION_FILE}`;
  let value: unknown;
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), redirect: 'error' });
    if (!res.ok) return { reason: `the dev server of ${folder} answered ${res.status} for ${url}` };
    value = (await res.json()) as unknown;
  } catch {
    return {
      reason: `the dev server of ${folder} does not answer at ${url} (start it with npm run dev -- ${folder})`,
    };
  }
  return parse(value, `the dev server of ${folder}`);
}
