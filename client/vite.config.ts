import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';
import { areaChunkName } from './vite/area-chunks.ts';
import { graphqlDocumentsPlugin } from './vite/graphql-documents-plugin.ts';

const api = 'http://localhost:4000';
/*
 * react-router's package exports only its development build (dev warnings on, ~30 % slower to start and run); the
 * production build sits beside it, and a build uses that one (profiled at 276 ms of a home page's
 * load at mobile CPU speed).
 */
const reactRouterDist = path.join(path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist', 'production');
const reactRouterProduction = [
  { find: /^react-router$/, replacement: path.join(reactRouterDist, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.join(reactRouterDist, 'dom-export.mjs') },
];
const src = fileURLToPath(new URL('./src/', import.meta.url));
const generated = (file: string) => fileURLToPath(new URL(`./src/graphql/generated/${file}`, import.meta.url));

/*
 * `vite build --ssr` (the `build` script's second step) makes the server renderer: src/entry-server.tsx and every
 * library it uses in one CommonJS file, client/dist-ssr/entry-server.cjs, which the CommonJS server requires.
 * It lives outside dist/ so it is never served as a static file.
 */
const ssrBuild: UserConfig & { build: NonNullable<UserConfig['build']> } = {
  ssr: { noExternal: true },
  publicDir: false,
  // React and MUI pick their production builds (several times faster to render) whatever NODE_ENV the server has.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: 'dist-ssr',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      input: fileURLToPath(new URL('./src/entry-server.tsx', import.meta.url)),
      output: { format: 'cjs', entryFileNames: 'entry-server.cjs', codeSplitting: false },
    },
  },
};

export default defineConfig(({ command, isSsrBuild }) => {
  // A build is always a production build, whatever NODE_ENV the caller has: under
  // NODE_ENV=development the JSX would compile to react/jsx-dev-runtime's jsxDEV while `define` above picks React's
  // production build, which has no jsxDEV. Vite reads NODE_ENV after this function runs.
  if (command === 'build') process.env.NODE_ENV = 'production';
  return {
    plugins: [graphqlDocumentsPlugin({ gqlFile: generated('gql.ts'), typesFile: generated('graphql.ts') }), react()],
    resolve: {
      alias: [
        // The server's redirect check is plain TypeScript with no imports: one rule for both sides (docs/product.md#screens-and-routes).
        // Import-free server modules the client shares, so each rule and shape is written once.
        {
          find: /^@server-common\/local-path$/,
          replacement: fileURLToPath(new URL('../server/src/common/local-path.ts', import.meta.url)),
        },
        { find: /^@server-common\/html$/, replacement: fileURLToPath(new URL('../server/src/common/html.ts', import.meta.url)) },
        { find: /^@server-common\/roles$/, replacement: fileURLToPath(new URL('../server/src/modules/auth/roles.ts', import.meta.url)) },
        {
          find: /^@server-common\/gate-config$/,
          replacement: fileURLToPath(new URL('../server/src/modules/gates/gate-config.ts', import.meta.url)),
        },
        { find: /^@\//, replacement: `${fileURLToPath(new URL('./src', import.meta.url))}/` },
        ...(command === 'build' ? reactRouterProduction : []),
      ],
    },
    server: {
      proxy: {
        '/graphql': { target: api },
        '/api': { target: api },
      },
    },
    ...(isSsrBuild ? ssrBuild : {}),
    build: isSsrBuild
      ? ssrBuild.build
      : {
          outDir: 'dist',
          emptyOutDir: true,
          sourcemap: true,
          // Index.html preloads the entry's imports; the server adds to a page's HTML the hints for the
          // chunks of the page it renders (server/src/seo/chunk-preloads.ts, from the build manifest below). Vite's own
          // preloading is kept only for the panel and the admin area, whose chunks load once the guard has let the user in:
          // for every other lazy import it would put the list of files to fetch with it into the start-up code (about 1 kB
          // gzip), and a public page's chunk imports little beyond what the app has loaded already. No polyfill: every
          // browser the app supports preloads modules itself.
          modulePreload: {
            polyfill: false,
            resolveDependencies: (file, deps, { hostType }) =>
              hostType === 'html' || /(^|\/)(panel|admin)-[\w-]+\.js$/.test(file) ? deps : [],
          },
          manifest: true,
          // The vendor chunk (React, MUI core, router; Apollo is no longer part of it) is the one big file; it changes rarely and caches
          // well.
          chunkSizeWarningLimit: 800,
          rolldownOptions: {
            output: {
              codeSplitting: {
                // Each module goes where its own importers put it, not where the first group that reached it did.
                includeDependenciesRecursively: false,
                groups: [
                  // Libraries the first page needs, as rolldown's tree-shaken module graph sees them.
                  { name: 'vendor', test: /[\\/]node_modules[\\/]/, tags: ['$initial'] },
                  { name: areaChunkName(src), debugName: 'areas' },
                ],
              },
            },
          },
        },
  };
});
