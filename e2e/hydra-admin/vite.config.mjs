import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const here = path.dirname(fileURLToPath(import.meta.url));
const importerHere = path.join(here, 'src', 'main.jsx');

/**
 * react-admin and @api-platform/admin sit in the top-level node_modules next to the client's MUI 9, but this app
 * uses its own MUI 7 (react-admin 5.15's supported range, in e2e/hydra-admin/node_modules). Every `@mui/*` import,
 * wherever it comes from, is resolved as if this app imported it, so one MUI 7 serves the whole bundle.
 */
function ownMui() {
  return {
    name: 'hydra-admin-own-mui',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!source.startsWith('@mui/') || importer === importerHere) return null;
      return this.resolve(source, importerHere, { ...options, skipSelf: true });
    },
  };
}

export default defineConfig({
  root: here,
  // Relative asset URLs: the test serves dist/ from the root of its own origin, anyone else may serve it elsewhere.
  base: './',
  plugins: [ownMui(), react()],
  resolve: {
    dedupe: [
      'react',
      'react-dom',
      'react-router',
      'react-router-dom',
      'ra-core',
      'react-hook-form',
      '@tanstack/react-query',
      '@emotion/react',
      '@emotion/styled',
    ],
  },
  build: {
    outDir: path.join(here, 'dist'),
    emptyOutDir: true,
    chunkSizeWarningLimit: 4000,
    sourcemap: false,
  },
  logLevel: 'warn',
});
