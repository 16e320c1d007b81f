// Run by scripts/ship/contract.mjs through tsx (contracts is TypeScript):
//   describe <contracts folder> <endpoint name>...   a release's contract, from that copy of contracts
//   check <release contract.json> <live contract.json>   the refusals of contractRefusals, one a line
// Prints JSON on stdout; a reason on stderr and exit 1 when it cannot.
import { readFileSync, realpathSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

interface ContractsModule {
  describeUses?: (names: readonly string[], version: string) => unknown;
  CONTRACTS_VERSION?: string;
}

async function describe(contractsFolder: string, names: string[]): Promise<unknown> {
  const folder = realpathSync(contractsFolder);
  const contracts = (await import(pathToFileURL(join(folder, 'src', 'index.ts')).href)) as ContractsModule;
  if (typeof contracts.describeUses !== 'function') {
    const { version } = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as { version: string };
    throw new Error(
      `its contracts (${version}, ${folder}) is older than the ship gate: it has no describeUses`,
    );
  }
  return contracts.describeUses(names, contracts.CONTRACTS_VERSION ?? '0.0.0');
}

async function check(releaseFile: string, liveFile: string): Promise<string[]> {
  const { contractRefusals, releaseContract, liveContract } = await import('../../contracts/src/index.ts');
  const release = releaseContract.parse(JSON.parse(readFileSync(releaseFile, 'utf8')));
  const live = liveContract.parse(JSON.parse(readFileSync(liveFile, 'utf8')));
  return contractRefusals(release, live);
}

const [command, ...rest] = process.argv.slice(2);
try {
  if (command === 'describe' && rest[0]) console.log(JSON.stringify(await describe(rest[0], rest.slice(1))));
  else if (command === 'check' && rest[0] && rest[1])
    console.log(JSON.stringify(await check(rest[0], rest[1])));
  else
    throw new Error(
      'usage: contract-tool.mts describe <contracts folder> <name>... | check <release> <live>',
    );
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
