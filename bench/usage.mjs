import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

/** A bench's `--help`: the comment at the top of its run.mjs (`import.meta.url`), without its stars. */
export async function usage(moduleUrl) {
  const source = await readFile(fileURLToPath(moduleUrl), 'utf8');
  const comment = /\/\*\*([\s\S]*?)\*\//.exec(source)?.[1] ?? '';
  return comment
    .split('\n')
    .map((line) => line.replace(/^ \* ?/, ''))
    .join('\n')
    .trim();
}
