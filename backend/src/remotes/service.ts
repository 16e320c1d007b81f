import { join } from 'node:path';
import semver from 'semver';
import type { RegistryEntry, RemoteManifest, ServedRemote } from '@campus/contracts';
import { currentRegistry } from './registry';
import { chooseVersion, type ServedVersion, type Visit } from './channels';
import {
  folderDeclaration,
  localDeclaration,
  releaseDeclaration,
  type DeclarationResult,
} from './declarations';
import { isRecord, readJsonFile } from './json-file';
import type { ReleaseStore } from './store';

export type { Visit } from './channels';

interface PackageInfo {
  version: string;
  /** `campus.shellRuntime`: the range of the shell runtime a remote needs. */
  shellRuntime: string | null;
}

async function packageInfo(dir: string): Promise<PackageInfo> {
  const info: PackageInfo = { version: '0.0.0', shellRuntime: null };
  const pkg = await readJsonFile(join(dir, 'package.json'));
  if (!isRecord(pkg)) return info;
  if (typeof pkg.version === 'string') info.version = pkg.version;
  if (isRecord(pkg.campus) && typeof pkg.campus.shellRuntime === 'string')
    info.shellRuntime = pkg.campus.shellRuntime;
  return info;
}

/**
 * The shell runtime version the site serves: the shell build's `runtime-version.json` (`{ "version" }`),
 * else shell/package.json's version (a build from before that file), else 0.0.0.
 */
export async function servedShellRuntime(staticRoot: string): Promise<string> {
  const built = await readJsonFile(join(staticRoot, 'shell', 'dist', 'runtime-version.json'));
  if (isRecord(built) && typeof built.version === 'string' && semver.valid(built.version))
    return built.version;
  const { version } = await packageInfo(join(staticRoot, 'shell'));
  return semver.valid(version) ? version : '0.0.0';
}

/** Why a remote needing `range` cannot run on the shell runtime `shell`, or undefined when it can. */
export function runtimeRefusal(range: string | null, shell: string): string | undefined {
  if (range === null) return undefined;
  if (!semver.validRange(range)) return `its shell runtime range "${range}" is not a valid semver range`;
  if (semver.satisfies(shell, range, { includePrerelease: true })) return undefined;
  return `it needs shell runtime ${range}; the live shell runtime is ${shell}`;
}

interface KnownRemote {
  folder: string;
  name: string;
  devPort: number | null;
}

/** `mf-event-tickets` -> `mf_event_tickets`, the registry's naming (for a remote shipped after the backend started). */
const federationName = (folder: string) => folder.replace(/-/g, '_');

/** The registry's remotes, then any other folder the live record makes live (shipped since the backend was built). */
function knownRemotes(registry: readonly RegistryEntry[], liveFolders: Iterable<string>): KnownRemote[] {
  const remotes: KnownRemote[] = registry.map((r) => ({
    folder: r.folder,
    name: r.name,
    devPort: r.devPort,
  }));
  const listed = new Set(remotes.map((r) => r.folder));
  for (const folder of liveFolders)
    if (!listed.has(folder)) remotes.push({ folder, name: federationName(folder), devPort: null });
  return remotes;
}

async function servedRemote(
  staticRoot: string,
  store: ReleaseStore,
  remote: KnownRemote,
  served: ServedVersion,
  shell: string,
): Promise<ServedRemote> {
  const { folder } = remote;
  let entry: string;
  let version: string;
  let range: string | null;
  let declared: DeclarationResult;
  if (served.channel === 'local') {
    entry = `/mf-local/${folder}/remoteEntry.js`;
    version = 'local';
    range = (await packageInfo(join(staticRoot, folder))).shellRuntime;
    declared = await localDeclaration(folder, remote.devPort ?? 0);
  } else if (served.release) {
    const { id } = served.release;
    entry = `/mf/${folder}/${id}/remoteEntry.js`;
    version = id;
    range = served.release.shellRuntime;
    declared = await releaseDeclaration(store, folder, id);
  } else {
    const pkg = await packageInfo(join(staticRoot, folder));
    entry = `/mf/${folder}/remoteEntry.js`;
    version = pkg.version;
    range = pkg.shellRuntime;
    declared = await folderDeclaration(join(staticRoot, folder, 'dist'), `the build of ${folder}`);
  }
  const unavailable = runtimeRefusal(range, shell) ?? ('reason' in declared ? declared.reason : undefined);
  return {
    name: remote.name,
    folder,
    entry,
    version,
    channel: served.channel,
    ...(unavailable ? { unavailable } : {}),
    routes: 'declaration' in declared ? declared.declaration.routes : [],
    nav: 'declaration' in declared ? declared.declaration.nav : [],
  };
}

/**
 * The remotes as one visitor gets them, read on every call so a remote ships, starts a canary or rolls
 * back with no restart and no shell rebuild. Per remote: the version of its channel (channels.ts) —
 * a release from its versioned folder `/mf/<folder>/<id>/`, the built dist of a never-shipped remote at
 * `/mf/<folder>/`, or the team's dev server at `/mf-local/<folder>/` — with the routes and menu entries
 * that version declares. A version the served shell runtime cannot run, or one without a readable
 * declaration, is listed with `unavailable` and the reason: the shell shows its error panel instead.
 */
export async function remoteManifest(
  staticRoot: string,
  store: ReleaseStore,
  visit: Visit,
): Promise<RemoteManifest> {
  const [view, shell, registry] = await Promise.all([
    store.now(),
    servedShellRuntime(staticRoot),
    currentRegistry(staticRoot),
  ]);
  // a folder counts once something of it was made live (a preview alone does not list it)
  const liveFolders = [...view.live].filter(([, e]) => e.live !== null).map(([folder]) => folder);
  const remotes = await Promise.all(
    knownRemotes(registry, liveFolders).map(async (remote) => {
      const version = await chooseVersion(view, remote, view.live.get(remote.folder), visit);
      return servedRemote(staticRoot, store, remote, version, shell);
    }),
  );
  return { remotes };
}
