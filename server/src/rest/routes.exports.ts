import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { MikroORM } from '@mikro-orm/core';
import type { PostgreSqlDriver } from '@mikro-orm/postgresql';
import type { Router } from 'express';
import { BadRequestError } from '../common/errors';
import { BAD_TEXT_MESSAGE, badSwitchUser, findBadText } from '../common/input-guard';
import type { AppServices } from '../graphql/context';
import { buildRequestContext } from '../graphql/request-context';
import { requireUser } from '../modules/auth/access';
import { assertApiKeyScope } from '../modules/auth/api-key.scopes';
import type { Transaction } from '../modules/billing/transaction.entity';
import { openTransactionExport, type TransactionExport } from '../modules/billing/transaction-export';
import { transactionListSpec } from '../modules/billing/transaction.input';
import { transactionReferenceWords } from '../modules/billing/transaction-words';
import { parseListQuery } from './filters';

/*
 * File downloads that are not Hydra resources (ARCHITECTURE.md: CSV streams are plain routes that call the same
 * services and policies). Mounted inside the /api router before the route table, so `/transactions/export.csv` is
 * not taken for `/transactions/{id}`. Errors before the first byte go to the router's error handler (Lexik 401,
 * Hydra 400); a failure while streaming can only cut the download short, and is logged.
 */

export interface ExportRouteDeps {
  orm: MikroORM<PostgreSqlDriver>;
  services: AppServices;
}

export function mountExportRoutes(router: Router, { orm, services }: ExportRouteDeps): void {
  router.get('/transactions/export.csv', async (req, res) => {
    const switchUser = badSwitchUser(req);
    if (switchUser) throw new BadRequestError(`Invalid value for "${switchUser}": ${BAD_TEXT_MESSAGE}`);
    const ctx = await buildRequestContext(req, orm, services);
    // Who is asking comes before what is asked (issue 8): an anonymous caller learns nothing from the query.
    requireUser(ctx);
    assertApiKeyScope(ctx, 'billing:read', 'transactions export');
    const bad = findBadText(req.query);
    if (bad) throw new BadRequestError(`Invalid value for "${bad.path}": ${bad.message}`);
    // The list's own query syntax (SPEC.md §5); page, limit and order do not apply to a whole export.
    const exported = openTransactionExport(ctx, parseListQuery(transactionListSpec, req.query).filter);
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

/** YYYY-MM-DD HH:mm in UTC (SPEC.md §9); the header says nothing of the zone, so it is always UTC. */
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
