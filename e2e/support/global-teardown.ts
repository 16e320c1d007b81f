import { rmSync } from 'node:fs';
import { TEMPLATE_ENV } from './product';

export default async function globalTeardown(): Promise<void> {
  await globalThis.campusBrowserServer?.close();
  const template = process.env[TEMPLATE_ENV];
  if (template) rmSync(template, { recursive: true, force: true });
}
