import os from 'node:os';
import path from 'node:path';

/*
 * Where the test template's description lives. Kept free of imports from src/: jest loads global-setup and
 * global-teardown outside the test realm, and MikroORM/type-graphql metadata must not be created there.
 */

/** Set by global-setup; jest workers inherit it. */
export const STATE_ENV = 'TRAFFICGATE_TEST_TEMPLATE';

export function newStateFile(): string {
  return path.join(os.tmpdir(), `trafficgate-jest-${process.pid}.json`);
}
