import { checkUrlAddress, SafeFetchError } from '../../common/safe-fetch';
import { ValidationError } from '../../common/errors';
import type { Config } from '../../config';

/*
 * A project's URL is where the delivery partner sends visitors and the page the reciprocal-link check fetches, so it
 * follows the address rule of every URL the server contacts (common/safe-fetch.ts `checkUrlAddress`): every address
 * its host resolves to is public, and private ones are allowed only where the demo fetcher allows them
 * (DEMO_FETCH_ALLOW_PRIVATE, tests only). A name that does not resolve yet is accepted: a customer may register a
 * site before its name is live, and every fetch of it is checked again. docs/security.md "Outbound requests".
 */

/** Refuses a project URL outside the address rule with a violation on `url` (REST 422, GraphQL BAD_USER_INPUT). */
export async function assertProjectUrlAllowed(config: Pick<Config, 'demo'>, url: URL): Promise<void> {
  try {
    await checkUrlAddress(url, { allowPrivate: config.demo.fetch.allowPrivate, timeoutMs: 5000, unresolvable: 'accept' });
  } catch (e) {
    if (e instanceof SafeFetchError) throw new ValidationError([{ propertyPath: 'url', message: e.message }]);
    throw e;
  }
}
