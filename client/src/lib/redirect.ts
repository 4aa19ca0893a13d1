/*
 * Redirect targets must be local paths (SPEC.md §2). The rule lives in the server's common folder and is imported
 * here through the `@server-common/local-path` alias, so the client and the server cannot drift apart.
 */
export { isLocalPath, safeRedirect } from '@server-common/local-path';
