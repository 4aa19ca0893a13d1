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
