import v8 from 'node:v8';

/*
 * V8's allocation-site pretenuring is off in every server process.
 *
 * With it on, V8 watches where objects are created: a place whose objects mostly outlive a young-generation collection
 * is switched to creating them in the old generation directly. A list request lives long enough (over 100 ms under
 * load, 50 rows, their owners and packages) for the places shared by every request — the HTTP layer's headers, Apollo's
 * and graphql-js's per-request objects, our request context — to be switched. The switch stays after the lists are
 * over: every later request then puts objects in the old generation that point at young ones, those young objects
 * survive each collection because of it and are promoted in turn, and a full collection follows every few seconds.
 *
 * The rows that pay for it are those measured after the lists in `npm run bench:api`: `ours GraphQL floor` (after a
 * list, 275–333 µs of CPU per request with pretenuring, 187–197 without, 175–216 in a fresh process), `ours GraphQL
 * item` and `ours GraphQL mutation`, whose young collections take a half to a third of the time they took with it
 * (`--trace-gc-nvp`; BENCHMARKS.md, "Allocation-site pretenuring off", and docs/benchmarks.md). On Node 24, the
 * production image's runtime, the floor after a list costs 127 µs with pretenuring off against 226 with it.
 *
 * `v8.setFlagsFromString` is Node's public API for V8's flags; it is called before the server allocates anything
 * for a request, so no place has been switched yet.
 */
export function disablePretenuring(): void {
  v8.setFlagsFromString('--no-allocation-site-pretenuring');
}

/*
 * Every server process runs with a young generation of 64 MB semi-spaces (Node 20's V8 gives 16 MB, Node 24's 32 MB).
 *
 * A young collection costs what it keeps, not what it frees. Under load, each collection finds every request then in
 * flight alive; a list request holds its 50 rows, their GraphQL result and its JSON-LD document for over 100 ms under
 * load, so with 16 MB semi-spaces each collection of the list's load kept about 1.7 MB and paused the main thread
 * about 9 ms, 23 times a second. With 64 MB semi-spaces a collection comes 3.6 times less often per request, pauses as
 * long and keeps less (1.0 MB): the main thread spends a quarter of the time collecting, and fewer objects are
 * promoted to the old generation, whose collections cost more again.
 *
 * The rows that pay for it are `ours REST list` and `ours GraphQL list` in `npm run bench:api` (on Node 20, 1.5–2 times
 * the requests per second at 52–60 % of the CPU per request; BENCHMARKS.md, "A larger young generation"); the items,
 * the rename and the floor move within the machine's noise, and the process's peak resident size is lower, not higher.
 *
 * V8 sizes its heap when the process starts, so the size can only be given on the command line (or NODE_OPTIONS):
 * `npm start`, `npm run worker` and the production image give it, and the web cluster's primary gives it to each web
 * process it forks. An operator's own `--max-semi-space-size` wins (webProcessArgs).
 */
export const YOUNG_GENERATION_FLAG = '--max-semi-space-size=64';

/** The command-line options of a forked web process: the parent's own, with the young generation's size unless set. */
export function webProcessArgs(execArgv: readonly string[], nodeOptions = process.env.NODE_OPTIONS ?? ''): string[] {
  const given = [...execArgv, ...nodeOptions.split(/\s+/)].some((arg) => /^--max[-_]semi[-_]space[-_]size\b/.test(arg));
  return given ? [...execArgv] : [...execArgv, YOUNG_GENERATION_FLAG];
}
