import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { MikroORM } from '@mikro-orm/core';
import type { PostgreSqlDriver } from '@mikro-orm/postgresql';
import type { Router } from 'express';
import { BadRequestError } from '../common/errors';
import { BAD_TEXT_MESSAGE, badSwitchUser, findBadText } from '../common/input-guard';
import type { AppServices } from '../graphql/context';
import { buildRequestContext, withContext } from '../graphql/request-context';
import { requireUserId } from '../modules/auth/access';
import { assertApiKeyScope } from '../modules/auth/api-key.scopes';
import type { Transaction } from '../modules/billing/transaction.entity';
import { openTransactionExport, type TransactionExport } from '../modules/billing/transaction-export';
import { transactionListSpec } from '../modules/billing/transaction.input';
import { transactionReferenceWords } from '../modules/billing/transaction-words';
import { parseListQuery } from './filters';
import { sendGraphQLError } from './hydra';
import type { RestResource, RestRoute } from './resource';
import { accessCheck } from './route-access';
import { resources } from './route-table';
import { standardRoutes } from './operations';
import type { ApolloServer } from '@apollo/server';
import type { GraphQLFormattedError } from 'graphql';
import type { Context } from '../graphql/context';
import { Loaders } from '../graphql/loaders';
import { MAX_PAGE_SIZE } from '../common/list';

/*
 * File downloads that are not Hydra resources (docs/architecture.md: CSV streams are plain routes that call the same
 * services and policies). Mounted inside the /api router before the route table, so `/transactions/export.csv` is
 * not taken for `/transactions/{id}`. Errors before the first byte go to the router's error handler (Lexik 401,
 * Hydra 400); a failure while streaming can only cut the download short, and is logged.
 */

export interface ExportRouteDeps {
  orm: MikroORM<PostgreSqlDriver>;
  services: AppServices;
  apollo: ApolloServer<Context>;
}

export function mountExportRoutes(router: Router, { orm, services, apollo }: ExportRouteDeps): void {
  mountListExports(router, { orm, services, apollo });
  router.get('/transactions/export.csv', async (req, res) => {
    const switchUser = badSwitchUser(req);
    if (switchUser) throw new BadRequestError(`Invalid value for "${switchUser}": ${BAD_TEXT_MESSAGE}`);
    const ctx = await buildRequestContext(req, orm, services);
    // Who is asking comes before what is asked: an anonymous caller learns nothing from the query.
    requireUserId(ctx);
    assertApiKeyScope(ctx, 'billing:read', 'transactions export');
    const bad = findBadText(req.query);
    if (bad) throw new BadRequestError(`Invalid value for "${bad.path}": ${bad.message}`);
    // The list's own query syntax (docs/product.md#validation); page, limit and order do not apply to a whole export.
    const filter = parseListQuery(transactionListSpec, req.query).filter;
    // A report: read from the replica when it is usable for this caller (db/replica.ts).
    const onReplica = await services.replica?.emFor(ctx.userId);
    services.replica?.count(onReplica ? 'replica' : 'primary');
    const exported = openTransactionExport(ctx, filter, onReplica ?? ctx.em.fork());
    res.status(200);
    res.set('Content-Type', 'text/csv; charset=utf-8');
    res.set('Content-Disposition', `attachment; filename="transactions-${new Date().toISOString().slice(0, 10)}.csv"`);
    res.set('Cache-Control', 'no-store');
    try {
      await pipeline(Readable.from(transactionCsv(exported)), res);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ERR_STREAM_PREMATURE_CLOSE') return; // the client went away
      req.log?.error({ err, requestId: req.id }, 'transactions CSV export failed while streaming');
      res.destroy();
    }
  });
}

const COLUMNS = ['Date', 'Package', 'Quantity', 'Source', 'Reference', 'Order ID'];

async function* transactionCsv({ staff, pages }: TransactionExport): AsyncGenerator<string> {
  yield csvRow(staff ? [...COLUMNS, 'Owner'] : COLUMNS);
  for await (const page of pages) {
    yield page.map((tx) => csvRow(transactionCells(tx, staff))).join('');
  }
}

function transactionCells(tx: Transaction, staff: boolean): (string | number)[] {
  const orderId = tx.order?.id ?? null;
  const cells: (string | number)[] = [
    csvDateTime(tx.createdAt),
    tx.package.name,
    tx.quantity,
    tx.source,
    transactionReferenceWords({ source: tx.source, reference: tx.reference, quantity: tx.quantity, orderId }),
    orderId ?? '',
  ];
  if (staff) cells.push(tx.owner.email);
  return cells;
}

/** YYYY-MM-DD HH:mm in UTC (docs/product.md#limits); the header says nothing of the zone, so it is always UTC. */
export function csvDateTime(date: Date): string {
  return date.toISOString().slice(0, 16).replace('T', ' ');
}

/**
 * One RFC 4180 record, CRLF-terminated. Text that a spreadsheet would run as a formula (starting with = + - @, or a
 * tab or carriage return that some strip before looking) gets a leading apostrophe (OWASP "CSV injection"); numbers
 * are written as numbers, so a debit stays -1.
 */
export function csvRow(cells: readonly (string | number)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

function csvCell(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/*
 * `GET /api/<resource>/export.csv?<the list's filter query>` for every Hydra list (users, projects, orders,
 * packages, posts, promotions, reciprocal_links, email_campaigns, email_campaign_histories, gates, balances; the ledger
 * keeps its own export above, with its words for references). The export runs the list's own GraphQL operation — the
 * REST list route's — page after page with the caller's context: the same authorization (401/403 before anything is
 * read), the same filters, the same owner scope and order. Each page (50 rows) gets a fresh EntityManager and loaders,
 * so memory stays flat whatever the length; rows are written as they come (CSV-injection safe, UTF-8). The columns are
 * the list's fields; a related object is written as its login, or its id.
 */

function topLevelColumns(fields: string): string[] {
  const out: string[] = [];
  let depth = 0;
  for (const token of fields.match(/[{}]|[A-Za-z_]\w*/g) ?? []) {
    if (token === '{') depth += 1;
    else if (token === '}') depth -= 1;
    else if (depth === 0) out.push(token);
  }
  return out;
}

function cellOf(value: unknown): string | number {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (Array.isArray(value)) return value.map((v) => String(cellOf(v))).join(';');
  if (typeof value === 'object') {
    const o = value as Record<string, unknown>;
    return String(o.login ?? o.code ?? o.id ?? '');
  }
  return String(value);
}

/** The resources whose list has a CSV export, each with its list route (the ledger's export is its own). */
function listExports(): { resource: RestResource; listRoute: RestRoute }[] {
  return resources.flatMap((resource) => {
    if (!resource.list || !resource.spec || resource.path === 'transactions') return [];
    const listRoute = standardRoutes(resource, resources).find((r) => r.method === 'get' && r.path === `/${resource.path}`);
    return listRoute ? [{ resource, listRoute }] : [];
  });
}

/** The export paths under /api (`/projects/export.csv`…). */
export function exportPaths(): string[] {
  return ['/transactions/export.csv', ...listExports().map(({ resource }) => `/${resource.path}/export.csv`)];
}

function mountListExports(router: Router, { orm, services, apollo }: ExportRouteDeps): void {
  for (const { resource, listRoute } of listExports())
    router.get(`/${resource.path}/export.csv`, listExportHandler(resource, listRoute, { orm, services, apollo }));
}

function listExportHandler(resource: RestResource, listRoute: RestRoute, { orm, services, apollo }: ExportRouteDeps) {
  const checkAccess = accessCheck(listRoute);
  const spec = resource.spec!;
  const columns = topLevelColumns(resource.fields);
  return async (req: Parameters<Parameters<Router['get']>[1]>[0], res: Parameters<Parameters<Router['get']>[1]>[1]) => {
    const switchUser = badSwitchUser(req);
    if (switchUser) throw new BadRequestError(`Invalid value for "${switchUser}": ${BAD_TEXT_MESSAGE}`);
    const ctx = await buildRequestContext(req, orm, services);
    await checkAccess(ctx);
    const bad = findBadText(req.query);
    if (bad) throw new BadRequestError(`Invalid value for "${bad.path}": ${bad.message}`);
    const { filter, order } = parseListQuery(spec, req.query);
    const runPage = async (page: number) => {
      const em = ctx.em.fork();
      const response = await apollo.executeOperation(
        { query: listRoute.operation, variables: { filter, order, page, limit: MAX_PAGE_SIZE } },
        // A report: its pages may come from the read replica (graphql/replica-routing.ts).
        { contextValue: withContext(ctx, { em, loaders: new Loaders(em), reporting: true }) },
      );
      if (response.body.kind !== 'single') throw new Error('list exports run single-result operations only');
      const { data, errors } = response.body.singleResult;
      return { errors, page: (data as { result?: { items: Record<string, unknown>[]; total: number } } | null)?.result };
    };
    const first = await runPage(1);
    if (first.errors?.length || !first.page)
      return sendGraphQLError(res, (first.errors?.[0] ?? { message: 'Export failed' }) as GraphQLFormattedError);
    const pages = Math.ceil(first.page.total / MAX_PAGE_SIZE);
    async function* rows(): AsyncGenerator<string> {
      yield csvRow(columns);
      let current = first.page!;
      for (let n = 1; ; n += 1) {
        yield current.items.map((item) => csvRow(columns.map((c) => cellOf(item[c])))).join('');
        if (n >= pages || current.items.length < MAX_PAGE_SIZE) return;
        const next = await runPage(n + 1);
        if (next.errors?.length || !next.page) throw new Error(next.errors?.[0]?.message ?? 'export page failed');
        current = next.page;
      }
    }
    res.status(200);
    res.set('Content-Type', 'text/csv; charset=utf-8');
    res.set('Content-Disposition', `attachment; filename="${resource.path}-${new Date().toISOString().slice(0, 10)}.csv"`);
    res.set('Cache-Control', 'no-store');
    try {
      await pipeline(Readable.from(rows()), res);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ERR_STREAM_PREMATURE_CLOSE') return;
      req.log?.error({ err, requestId: req.id }, `${resource.path} CSV export failed while streaming`);
      res.destroy();
    }
  };
}
