import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The API server the dev server proxies to (API_TARGET overrides, e.g. http://127.0.0.1:4101). */
const api = process.env.API_TARGET ?? 'http://127.0.0.1:8080';
/**
 * API prefixes sent to the server. Matched as `/<prefix>/…` only (a RegExp key), so the SPA's own pages
 * `/collegeViews`, `/studentViews` … are never proxied.
 */
const apiPaths = '^/(api|admin|college|teacher|student|uploads)/';
const proxy = { [apiPaths]: { target: api, changeOrigin: true } };

/** Libraries every page needs, kept in long-cached vendor chunks apart from the app code. */
function vendorChunk(id: string): string | undefined {
  if (!id.includes('node_modules')) return undefined;
  if (/node_modules\/(react|react-dom|scheduler)\//.test(id)) return 'vendor-react';
  if (/node_modules\/(react-router|cookie|set-cookie-parser)\//.test(id)) return 'vendor-router';
  if (/node_modules\/@tanstack\//.test(id)) return 'vendor-query';
  // antd and its rc-* parts are left to Rollup, so each lazily loaded page pulls only the components it uses.
  return undefined;
}

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  server: {
    port: 5173,
    proxy,
  },
  preview: { proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 800,
    rollupOptions: {
      // The contract package is side-effect free: a page that needs only its zod-free parts (cipher, roles)
      // must not pull in its zod schemas, so the sign-in page stays small.
      treeshake: { moduleSideEffects: (id: string) => !id.includes('/packages/contract/') },
      output: { manualChunks: vendorChunk },
    },
  },
});
