import { sameJson } from './checks';
import type { SameJson, ThroughputRow } from './report';
import type { Budget, Runner, Spec } from './runner';
import type { Read } from './shapes';

/**
 * Whether product and floor send the same JSON for each read, then each read's throughput on both with
 * `clients` keep-alive clients, the two taking turns in the runner's rounds: the rows whose ratio
 * (report.ts, floorRatio) the goals compare.
 */
export async function againstFloor(
  runner: Runner,
  reads: Read[],
  ports: { product: number; floor: number },
  clients: number,
  budget: Budget,
): Promise<{ rows: ThroughputRow[]; same: SameJson[] }> {
  const same: SameJson[] = [];
  for (const read of reads) same.push(await sameJson(read.name, read.sample, ports.product, ports.floor));
  const rows: ThroughputRow[] = [];
  for (const read of reads) {
    const spec = (port: number, who: string): Spec => ({
      port,
      path: read.path,
      clients,
      label: `${who} ${read.name}`,
    });
    const [productRuns = [], floorRuns = []] = await runner.compare(
      [[spec(ports.product, 'product')], [spec(ports.floor, 'floor  ')]],
      budget,
    );
    const [product] = productRuns;
    const [floor] = floorRuns;
    if (!product || !floor) throw new Error(`no figures for ${read.name}`);
    rows.push({ name: read.name, product, floor });
  }
  return { rows, same };
}
