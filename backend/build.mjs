// Bundles src/main.ts into dist/main.js (ESM). npm packages stay external, except our own
// TypeScript-source workspace packages (@campus/*), which are bundled. Migrations and the demo
// gigs' photos are copied next to the bundle so dist/ is self-contained.
import { build } from 'esbuild';
import { cp, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const dist = join(here, 'dist');

const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@campus/') || args.kind === 'entry-point') return undefined;
      return { path: args.path, external: true };
    });
  },
};

await rm(dist, { recursive: true, force: true });
await build({
  entryPoints: [join(here, 'src/main.ts')],
  outfile: join(dist, 'main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  legalComments: 'none',
  plugins: [externalPackages],
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
await cp(join(here, 'drizzle'), join(dist, 'drizzle'), { recursive: true });
// the demo gigs' photos, copied into UPLOAD_DIR by the seed
await cp(join(here, 'seed-images'), join(dist, 'seed-images'), { recursive: true });
console.log('backend built: dist/main.js');
