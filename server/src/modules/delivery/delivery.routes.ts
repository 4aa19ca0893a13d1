import { createHmac, timingSafeEqual } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { MikroORM } from '@mikro-orm/core';
import type { PostgreSqlDriver } from '@mikro-orm/postgresql';
import express, { type ErrorRequestHandler, type Request, type Response, type Router } from 'express';
import type { Config } from '../../config';
import { BadRequestError, DomainError, httpStatusByCode } from '../../common/errors';
import { BAD_TEXT_MESSAGE, badSwitchUser, findBadText } from '../../common/input-guard';
import type { AppServices } from '../../graphql/context';
import { buildRequestContext } from '../../graphql/request-context';
import { assertApiKeyScope } from '../auth/api-key.scopes';
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from '../../ops/database-errors';
import { sendHydraError, sendUnauthorized, sendViolations } from '../../rest/hydra';
import { pathId } from '../../rest/operations';
import { requireUserId } from '../auth/access';
import { getProject } from '../projects/project.lookup';
import { parseDayRange } from './date-range';
import { MAX_BATCH_ROWS, parseReportBatch } from './delivery-report.input';
import { ingestReports } from './delivery.service';
import { visitsCsv } from './visits-csv';

/*
 * The two delivery endpoints that are not GraphQL operations, mounted under /api before the REST router:
 * - POST /delivery/reports: the partner's signed per-visit reports. The signature covers the raw bytes, so this
 *   route reads its own body. No secret configured (production without DELIVERY_WEBHOOK_SECRET) → 503: the server
 *   cannot tell a genuine report from a forged one, and the partner should retry later rather than drop the batch.
 * - GET /projects/{id}/visits.csv: a file download streamed from the database. Access is the project's read policy
 *   through the same request context and service as GraphQL (owner or staff, anyone else 404).
 */

/** 5,000 rows of about 2 KB each: long page and referrer URLs fit, a body of several batches does not. */
export const REPORT_BODY_LIMIT = 10 * 1024 * 1024;
const SIGNATURE = /^sha256=([0-9a-fA-F]{64})$/;

export function signReport(secret: string, body: string | Buffer): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

function signatureValid(secret: string, header: string | undefined, body: Buffer): boolean {
  const match = header ? SIGNATURE.exec(header.trim()) : null;
  if (!match) return false;
  const expected = createHmac('sha256', secret).update(body).digest();
  return timingSafeEqual(expected, Buffer.from(match[1], 'hex'));
}

export interface DeliveryRouterDeps {
  orm: MikroORM<PostgreSqlDriver>;
  services: AppServices;
  config: Config;
}

/** A domain error raised before or outside GraphQL, in the REST answers' shapes (rest/hydra.ts). */
function sendDomainError(res: Response, e: DomainError): void {
  if (e.code === 'UNAUTHENTICATED') return sendUnauthorized(res, e.message);
  const violations = e.details.violations as never;
  if (violations) return sendViolations(res, violations);
  sendHydraError(res, httpStatusByCode[e.code], e.message);
}

export function createDeliveryRouter({ orm, services, config }: DeliveryRouterDeps): Router {
  const router = express.Router();

  router.post('/delivery/reports', express.raw({ type: () => true, limit: REPORT_BODY_LIMIT }), async (req: Request, res: Response) => {
    const secret = config.delivery.webhookSecret;
    if (!secret) return sendHydraError(res, 503, 'Delivery reports are not accepted: no signing secret is configured.');
    const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    if (!signatureValid(secret, req.get('x-signature'), body)) return sendHydraError(res, 401, 'Invalid or missing X-Signature.');
    let parsed: unknown;
    try {
      parsed = JSON.parse(body.toString('utf8'));
    } catch {
      return sendHydraError(res, 400, 'Invalid JSON.');
    }
    if (Array.isArray(parsed) && parsed.length > MAX_BATCH_ROWS) {
      return sendHydraError(res, 413, `A batch holds at most ${MAX_BATCH_ROWS} reports; this one has ${parsed.length}.`);
    }
    const batch = parseReportBatch(parsed);
    if ('violations' in batch) return sendViolations(res, batch.violations);
    try {
      res.status(200).json(await ingestReports(orm.em.fork(), batch.rows));
    } catch (e) {
      if (e instanceof DomainError) return sendDomainError(res, e);
      throw e;
    }
  });

  router.get('/projects/:id/visits.csv', async (req: Request, res: Response) => {
    let stream: AsyncGenerator<string>;
    let first: IteratorResult<string>;
    let filename: string;
    try {
      const switchUser = badSwitchUser(req);
      if (switchUser) throw new BadRequestError(`Invalid value for "${switchUser}": ${BAD_TEXT_MESSAGE}`);
      const ctx = await buildRequestContext(req, orm, services);
      requireUserId(ctx);
      assertApiKeyScope(ctx, 'stats:read', 'visits export');
      const bad = findBadText(req.query);
      if (bad) throw new BadRequestError(`Invalid value for "${bad.path}": ${bad.message}`);
      const project = await getProject(ctx, pathId(req));
      const { from, to } = req.query;
      if ((from !== undefined && typeof from !== 'string') || (to !== undefined && typeof to !== 'string')) {
        throw new BadRequestError('Invalid value for "from" or "to": expected a single value');
      }
      const range = parseDayRange(from, to);
      stream = visitsCsv(ctx.em, project.id, range);
      filename = `project-${project.id}-visits-${range.from}-to-${range.to}.csv`;
      // The header and the first page before any header of ours: a database that fails now is a 503, not a short file.
      first = await stream.next();
    } catch (e) {
      if (e instanceof DomainError) return sendDomainError(res, e);
      throw e;
    }
    res.status(200);
    res.type('text/csv; charset=utf-8');
    res.attachment(filename);
    res.set('Cache-Control', 'private, no-store');
    // pipeline waits for the socket to drain before the next page is read, and stops reading when the client leaves.
    try {
      const chunks = async function* () {
        if (!first.done) yield first.value;
        yield* stream;
      };
      await pipeline(Readable.from(chunks(), { objectMode: false, highWaterMark: 64 * 1024 }), res);
    } catch (err) {
      // Headers are gone: a failure can only cut the file short (the client sees an incomplete download).
      if ((err as { code?: string }).code !== 'ERR_STREAM_PREMATURE_CLOSE') req.log?.error({ err, requestId: req.id }, 'CSV export failed');
      res.destroy();
    }
  });

  const onError: ErrorRequestHandler = (err: unknown, req, res, next) => {
    if (res.headersSent) return next(err);
    const e = err as { type?: string; status?: number; message?: string };
    if (e.type === 'entity.too.large') return sendHydraError(res, 413, 'The request body is too large.');
    if (typeof e.status === 'number' && e.status >= 400 && e.status < 500) return sendHydraError(res, e.status, e.message ?? 'Bad Request');
    if (isDatabaseUnavailable(err)) {
      res.set('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
      return sendHydraError(res, 503, DATABASE_UNAVAILABLE_MESSAGE);
    }
    req.log?.error({ err, requestId: req.id }, `delivery request failed: ${(err as Error)?.message ?? String(err)}`);
    sendHydraError(res, 500, 'Internal Server Error');
  };
  router.use(onError);
  return router;
}
