import { z } from 'zod';
import type { Violation } from '../../common/errors';
import { BAD_TEXT_MESSAGE, isCleanText } from '../../common/input-guard';

/*
 * One row of the partner's report batch. Unknown keys are ignored (the partner may add
 * fields); every known one is checked, so a stored row is always countable and exportable as it is.
 */

export const MAX_BATCH_ROWS = 5000;
export const DEVICES = ['desktop', 'mobile', 'tablet', 'other'] as const;
/** The visit's source class; a report without one counts as `unknown`. */
export const SOURCES = ['direct', 'organic', 'social', 'referral'] as const;
export const UNKNOWN_SOURCE = 'unknown';
/** A visit may be reported at most this far in the future of our clock (the partner's clock may be a little ahead). */
const MAX_CLOCK_SKEW_MS = 60 * 60 * 1000;

const clean = (s: string) => isCleanText(s);
/** A missing key and a value of the wrong type say different things. */
const typeError = (expected: string) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? 'This value should not be blank.' : `This value should be ${expected}.`;
const httpUrl = z
  .url({ protocol: /^https?$/, error: 'This value is not a valid http(s) URL.' })
  .max(2048, 'This value is too long: at most 2048 characters.');

export const reportRowSchema = z.object(
  {
    visitId: z
      .string({ error: typeError('a string') })
      .regex(/^[\x21-\x7e]{1,100}$/, 'This value should be 1 to 100 printable ASCII characters without spaces.'),
    projectId: z
      .number({ error: typeError('an integer') })
      .int('This value should be an integer.')
      .positive('This value should be positive.')
      .max(2_147_483_647),
    at: z.iso
      .datetime({ offset: true, error: 'This value should be an ISO 8601 date and time with a time zone.' })
      .transform((s) => new Date(s))
      .refine((d) => d.getTime() <= Date.now() + MAX_CLOCK_SKEW_MS, 'This visit is in the future.'),
    pageUrl: z
      .string({ error: typeError('a string') })
      .refine(clean, BAD_TEXT_MESSAGE)
      .pipe(httpUrl),
    country: z
      .string({ error: typeError('a string') })
      .regex(/^[A-Za-z]{2}$/, 'This value should be a two-letter country code (ISO 3166-1 alpha-2).')
      .transform((s) => s.toUpperCase()),
    referrer: z
      .union([z.literal(''), z.string().refine(clean, BAD_TEXT_MESSAGE).pipe(httpUrl)], {
        error: 'This value should be empty or an http(s) URL.',
      })
      .nullish()
      .transform((s) => s ?? ''),
    device: z.enum(DEVICES, { error: `This value should be one of: ${DEVICES.join(', ')}.` }),
    // What a visit is judged against its order with (docs/targeting.md); reports made before these fields stay valid.
    source: z
      .enum(SOURCES, { error: `This value should be one of: ${SOURCES.join(', ')}.` })
      .nullish()
      .transform((s) => s ?? null),
    /** The search keyword of an organic visit. */
    keyword: z
      .string({ error: typeError('a string') })
      .trim()
      .min(1, 'This value should be 1 to 100 characters.')
      .max(100, 'This value should be 1 to 100 characters.')
      .refine(clean, BAD_TEXT_MESSAGE)
      .nullish()
      .transform((s) => s ?? null),
    /** The social network of a social visit, e.g. reddit. */
    network: z
      .string({ error: typeError('a string') })
      .regex(/^[a-z0-9-]{1,32}$/, 'This value should be 1 to 32 lower-case letters, digits or dashes.')
      .nullish()
      .transform((s) => s ?? null),
    /** The version of the project's traffic settings the partner applied to this visit. */
    settingsVersion: z
      .number({ error: typeError('an integer') })
      .int('This value should be an integer.')
      .min(0, 'This value should be 0 or more.')
      .max(2_147_483_647)
      .nullish()
      .transform((s) => s ?? null),
  },
  { error: 'This value should be an object.' },
);

export type ReportRow = z.output<typeof reportRowSchema>;

/** At most this many violations are answered: a batch of 5,000 broken rows would otherwise answer megabytes. */
const MAX_VIOLATIONS = 100;

/**
 * Every row of the batch, or the violations of the whole batch with the row's index in the path (`[17].pageUrl`).
 * A batch is stored whole or not at all, so one broken row refuses all of them.
 */
export function parseReportBatch(body: unknown): { rows: ReportRow[] } | { violations: Violation[] } {
  if (!Array.isArray(body)) return { violations: [{ propertyPath: '', message: 'The body should be a JSON array of visit reports.' }] };
  const rows: ReportRow[] = [];
  const violations: Violation[] = [];
  body.forEach((raw, i) => {
    if (violations.length >= MAX_VIOLATIONS) return;
    const parsed = reportRowSchema.safeParse(raw);
    if (parsed.success) return void rows.push(parsed.data);
    for (const issue of parsed.error.issues) {
      const field = issue.path.map(String).join('.');
      violations.push({ propertyPath: field ? `[${i}].${field}` : `[${i}]`, message: issue.message });
    }
  });
  return violations.length ? { violations: violations.slice(0, MAX_VIOLATIONS) } : { rows };
}
