import { parseArgs } from 'node:util';

export interface LoadOptions {
  students: number;
  durationS: number;
  instances: number;
  jsonFile: string | undefined;
  verbose: boolean;
  externalDatabaseUrl: string | undefined;
}

export function parseOptions(argv: string[]): LoadOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      students: { type: 'string' },
      duration: { type: 'string' },
      instances: { type: 'string' },
      json: { type: 'string' },
      verbose: { type: 'boolean' },
    },
  });
  const num = (name: string, value: string | undefined, fallback: number, min: number) => {
    const n = value === undefined ? fallback : Number(value);
    if (!Number.isInteger(n) || n < min) throw new Error(`--${name} must be a whole number >= ${min}`);
    return n;
  };
  return {
    students: num('students', values.students, 200, 4),
    durationS: num('duration', values.duration, 300, 10),
    instances: num('instances', values.instances, 2, 1),
    jsonFile: values.json,
    verbose: values.verbose ?? false,
    externalDatabaseUrl: process.env.BENCH_DATABASE_URL || undefined,
  };
}
