#!/usr/bin/env node
// Compiles the API (apps/server/src/main.ts with the shared packages it imports) into one ES module,
// apps/server/dist/main.js; npm packages stay external and load from node_modules.
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const started = Date.now();
await build({
  entryPoints: [path.join(root, 'apps/server/src/main.ts')],
  outfile: path.join(root, 'apps/server/dist/main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  // CommonJS packages bundled into an ES module may call require
  banner: {
    js: "import { createRequire as __sxptRequire } from 'node:module';\nconst require = __sxptRequire(import.meta.url);",
  },
  plugins: [
    {
      name: 'npm-packages-external',
      setup(builder) {
        // the workspace packages (@sxpt/*) are TypeScript sources: bundle them; every other package is external
        builder.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@sxpt/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
console.log(`Server compiled to apps/server/dist/main.js in ${Date.now() - started} ms`);
