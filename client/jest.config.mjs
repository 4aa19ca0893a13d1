// Client tests: jsdom + swc. Dates are formatted in the browser's zone; tests pin it to UTC.
process.env.TZ = 'UTC';

const swc = {
  swcrc: false,
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic' } },
    target: 'es2022',
  },
  module: { type: 'commonjs' },
};

/**
 * ESM-only packages that jest (CommonJS here) must compile too: react-markdown and the unified/micromark family it
 * is built from (the post preview and the blog post, components/markdown/).
 */
const esmPackages = [
  'react-markdown',
  'remark-[^/]+',
  'unified',
  'bail',
  'is-plain-obj',
  'trough',
  'vfile[^/]*',
  'unist-[^/]+',
  'mdast-[^/]+',
  'micromark[^/]*',
  'hast-[^/]+',
  'estree-util-[^/]+',
  'decode-named-character-reference',
  'character-[^/]+',
  'parse-entities',
  'stringify-entities',
  'is-(?:alphanumerical|alphabetical|decimal|hexadecimal)',
  'property-information',
  'space-separated-tokens',
  'comma-separated-tokens',
  'html-url-attributes',
  'devlop',
  'zwitch',
  'longest-streak',
  'ccount',
  'trim-lines',
  '@ungap/structured-clone',
];

/** @type {import('jest').Config} */
export default {
  rootDir: '.',
  roots: ['<rootDir>/src'],
  testEnvironment: '<rootDir>/src/testing/jsdom-environment.cjs',
  setupFilesAfterEnv: ['<rootDir>/src/testing/setup-tests.ts'],
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', swc] },
  moduleNameMapper: {
    '^@server-common/local-path$': '<rootDir>/../server/src/common/local-path.ts',
    '^@server-common/html$': '<rootDir>/../server/src/common/html.ts',
    '^@server-common/roles$': '<rootDir>/../server/src/modules/auth/roles.ts',
    '^@server-common/gate-config$': '<rootDir>/../server/src/modules/gates/gate-config.ts',
    // Static CSS (styles/) is the browser's business; a test imports nothing from it.
    '\\.css$': '<rootDir>/src/testing/style-stub.cjs',
    '^@/(.*)$': '<rootDir>/src/$1',
  },
  transformIgnorePatterns: [`/node_modules/(?!(?:${esmPackages.join('|')})/)`],
  testMatch: ['**/__tests__/**/*.test.{ts,tsx}'],
  // Route tests render the whole app in jsdom; on a loaded 2-core machine one can take longer than jest's 5 s default.
  testTimeout: 20000,
  // jest's default is one worker per core but one (a single worker on CI's two cores); the suite is CPU-bound in the
  // workers (jsdom rendering) and the main thread only collects results, so two workers use both cores.
  maxWorkers: process.env.CI ? 2 : '50%',
  clearMocks: true,
  restoreMocks: true,
};
