/**
 * A reader of Prometheus's text exposition format (version 0.0.4), written here rather than taken from
 * prom-client so the test checks what a scraper reads, not what the library thinks it wrote.
 */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

export interface Exposition {
  /** `# TYPE` of each metric family. */
  types: Map<string, string>;
  samples: Sample[];
}

const NAME = /^[a-zA-Z_:][a-zA-Z0-9_:]*/;
const LABEL = /^([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"(,?)/;
const UNESCAPE: Record<string, string> = { '\\\\': '\\', '\\"': '"', '\\n': '\n' };

function parseValue(text: string): number {
  if (text === '+Inf') return Infinity;
  if (text === '-Inf') return -Infinity;
  // Prometheus reads values with Go's ParseFloat, which takes NaN in any case (prom-client writes `Nan`)
  if (text.toLowerCase() === 'nan') return NaN;
  const n = Number(text);
  if (text === '' || Number.isNaN(n)) throw new Error(`not a sample value: ${text}`);
  return n;
}

function parseSample(line: string): Sample {
  const name = NAME.exec(line)?.[0];
  if (!name) throw new Error(`not a sample line: ${line}`);
  let rest = line.slice(name.length);
  const labels: Record<string, string> = {};
  if (rest.startsWith('{')) {
    rest = rest.slice(1);
    while (!rest.startsWith('}')) {
      const m = LABEL.exec(rest);
      if (!m) throw new Error(`bad labels in: ${line}`);
      const [whole, key = '', raw = '', comma] = m;
      labels[key] = raw.replace(/\\[\\"n]/g, (e) => UNESCAPE[e] ?? e);
      rest = rest.slice(whole.length);
      if (!comma && !rest.startsWith('}')) throw new Error(`bad labels in: ${line}`);
    }
    rest = rest.slice(1);
  }
  const [value = '', timestamp, extra] = rest.trim().split(/\s+/);
  if (!rest.startsWith(' ') || extra !== undefined || (timestamp !== undefined && !/^-?\d+$/.test(timestamp)))
    throw new Error(`bad sample line: ${line}`);
  return { name, labels, value: parseValue(value) };
}

export function parseExposition(text: string): Exposition {
  const types = new Map<string, string>();
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    if (line.startsWith('#')) {
      const type = /^# TYPE ([a-zA-Z_:][a-zA-Z0-9_:]*) (counter|gauge|histogram|summary|untyped)$/.exec(line);
      if (type) types.set(type[1] ?? '', type[2] ?? '');
      else if (!line.startsWith('# HELP ')) throw new Error(`unknown comment line: ${line}`);
      continue;
    }
    samples.push(parseSample(line));
  }
  return { types, samples };
}

/** The samples of `name` whose labels include `labels`. */
export function samplesOf(exp: Exposition, name: string, labels: Record<string, string> = {}): Sample[] {
  return exp.samples.filter(
    (s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v),
  );
}

/** The one sample of `name` with these labels' value, or undefined when there is none. */
export function valueOf(
  exp: Exposition,
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  const found = samplesOf(exp, name, labels);
  if (found.length > 1) throw new Error(`${found.length} samples of ${name} ${JSON.stringify(labels)}`);
  return found[0]?.value;
}
