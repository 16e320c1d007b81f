import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiDocument } from '../../src/openapi/document';

/** The document as served, written to a temporary file for the outside tools. */
export async function writeDocumentFile(): Promise<string> {
  const file = join(await mkdtemp(join(tmpdir(), 'campus-openapi-')), 'openapi.json');
  await writeFile(file, JSON.stringify(apiDocument(), null, 2));
  return file;
}
