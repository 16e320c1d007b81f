import { join, resolve } from 'node:path';

export const backendDir = resolve(__dirname, '..', '..');
export const migrationsFolder = join(backendDir, 'drizzle');
