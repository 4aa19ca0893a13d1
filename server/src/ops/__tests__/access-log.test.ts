import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import type { Level } from 'pino';
import { capturedLogger } from '../../../test/captured-log';
import { accessLog } from '../access-log';

// Request ids and 5xx at error level: what an operator reads in the log.

interface Line {
  level: number;
  msg: string;
  req?: { id: string; method: string; url: string };
  res?: { statusCode: number };
  responseTime?: number;
  err?: { message: string };
}

async function serve(level: Level) {
  const { logger, lines } = capturedLogger<Line>(level);
  const app = express();
  app.use(accessLog(logger, { ignore: (url) => url.startsWith('/static/') }));
  app.get('/ok', (_req, res) => void res.json({ ok: true }));
  app.get('/missing', (_req, res) => void res.status(404).end());
  app.get('/broken', (req, res) => {
    req.log.error({ requestId: req.id }, 'it broke');
    res.status(500).end();
  });
  app.get('/static/x', (_req, res) => void res.end('x'));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const res = await fetch(base + path, { headers });
    await res.arrayBuffer();
    await new Promise((resolve) => setImmediate(resolve)); // the line is written on 'finish'
    return res;
  };
  return { lines, get, close: () => new Promise((resolve) => (server as http.Server).close(resolve)) };
}

describe('the access log', () => {
  it('echoes a plain request id and replaces anything else by a UUID', async () => {
    const s = await serve('info');
    try {
      expect((await s.get('/ok', { 'x-request-id': 'abc-123' })).headers.get('x-request-id')).toBe('abc-123');
      const replaced = (await s.get('/ok', { 'x-request-id': 'bad id; drop table' })).headers.get('x-request-id');
      expect(replaced).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      expect(s.lines.map((l) => l.req?.id)).toEqual(['abc-123', replaced]);
    } finally {
      await s.close();
    }
  });

  it('logs each answer at the level its status calls for, with the request, the status and the time taken', async () => {
    const s = await serve('info');
    try {
      await s.get('/ok');
      await s.get('/missing');
      await s.get('/broken');
      await s.get('/static/x');
      const completion = s.lines.filter((l) => l.msg !== 'it broke');
      expect(completion.map((l) => [l.level, l.msg, l.req?.method, l.req?.url, l.res?.statusCode])).toEqual([
        [30, 'request completed', 'GET', '/ok', 200],
        [40, 'request completed', 'GET', '/missing', 404],
        [50, 'request errored', 'GET', '/broken', 500],
      ]);
      expect(completion.every((l) => typeof l.responseTime === 'number')).toBe(true);
      expect(completion[2].err?.message).toBe('failed with status code 500');
    } finally {
      await s.close();
    }
  });

  it('at LOG_LEVEL=error writes only failures, and a handler’s own line still names its request', async () => {
    const s = await serve('error');
    try {
      await s.get('/ok');
      await s.get('/missing');
      await s.get('/broken', { 'x-request-id': 'req-7' });
      expect(s.lines.map((l) => [l.msg, l.req?.url, l.req?.id])).toEqual([
        ['it broke', '/broken', 'req-7'],
        ['request errored', '/broken', 'req-7'],
      ]);
    } finally {
      await s.close();
    }
  });
});
