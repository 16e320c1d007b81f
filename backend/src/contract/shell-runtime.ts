import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import semver from 'semver';

async function versionIn(file: string): Promise<string | null> {
  try {
    const parsed: unknown = JSON.parse(await readFile(file, 'utf8'));
    if (typeof parsed !== 'object' || parsed === null || !('version' in parsed)) return null;
    return typeof parsed.version === 'string' && semver.valid(parsed.version) ? parsed.version : null;
  } catch {
    return null;
  }
}

/**
 * The shell runtime version the site serves: the shell build's `shell/dist/runtime-version.json`
 * (`{ "version" }`), else shell/package.json's (a build from before that file), else 0.0.0.
 */
export async function servedShellRuntime(staticRoot: string): Promise<string> {
  return (
    (await versionIn(join(staticRoot, 'shell', 'dist', 'runtime-version.json'))) ??
    (await versionIn(join(staticRoot, 'shell', 'package.json'))) ??
    '0.0.0'
  );
}
