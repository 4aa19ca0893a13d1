/*
 * Redirect targets must be local paths (docs/product.md#screens-and-routes). The rule lives in the server's common folder and is imported
 * here through the `@server-common/local-path` alias, so the client and the server cannot drift apart.
 */
export { isLocalPath, safeRedirect } from '@server-common/local-path';
