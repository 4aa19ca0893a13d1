// swc compiles the TypeScript (with decorator metadata, which type-graphql needs). PGlite's package calls
// import('fs') at run time, so @electric-sql is transformed too instead of being ignored.
const fs = require('node:fs');
const path = require('node:path');

const swc = JSON.parse(fs.readFileSync(path.join(__dirname, '.swcrc'), 'utf8'));
delete swc.$schema;

module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testMatch: ['**/__tests__/**/*.test.ts', '<rootDir>/test/**/*.test.ts'],
  transform: { '^.+\\.(t|j|cj|mj)s$': ['@swc/jest', { ...swc, swcrc: false }] },
  transformIgnorePatterns: ['/node_modules/(?!@electric-sql/)'],
  moduleFileExtensions: ['ts', 'js', 'cjs', 'mjs', 'json'],
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
  testTimeout: 60000,
  maxWorkers: process.env.CI ? 2 : '50%',
};
