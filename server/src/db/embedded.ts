import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { EmbeddedSocketServer } from './embedded-socket';

/*
 * The embedded database: PostgreSQL compiled to WASM (PGlite), served on a loopback port (embedded-socket.ts) so
 * that the ordinary postgresql driver, the same migrations and the same SQL are used as with a real server. PGlite
 * has one backend, so connections take turns on it; psql can connect while the app runs.
 */

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
  /** A tarball of the data directory, to start other instances from the same state. */
  dump(): Promise<Blob>;
}

export interface EmbeddedOptions {
  /** Data directory; omitted means in memory. */
  dataDir?: string;
  /** A tarball made by `dump()` to start from (in-memory instances only). */
  loadDataDir?: Blob;
  maxConnections?: number;
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite has no lock of its own and two processes on one data directory lose data silently, so a pid file
 * guards it: a second process (another app, the seed CLI) is refused while the first one lives.
 */
function lockDataDir(dataDir: string): () => void {
  const lock = path.join(dataDir, 'trafficgate.pid');
  if (fs.existsSync(lock)) {
    const pid = Number(fs.readFileSync(lock, 'utf8'));
    if (pid && pid !== process.pid && processAlive(pid)) {
      throw new Error(`The embedded database in ${dataDir} is in use by process ${pid}; stop it first (or use its DATABASE_URL).`);
    }
  }
  fs.writeFileSync(lock, String(process.pid));
  return () => fs.rmSync(lock, { force: true });
}

export async function startEmbeddedDatabase(options: EmbeddedOptions = {}): Promise<EmbeddedDatabase> {
  let unlock = () => undefined as void;
  if (options.dataDir) {
    fs.mkdirSync(options.dataDir, { recursive: true });
    unlock = lockDataDir(options.dataDir);
  }
  const db = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const server = new EmbeddedSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: options.maxConnections ?? 64 });
  await server.start();
  let stopped = false;
  return {
    url: `postgresql://postgres:postgres@127.0.0.1:${server.port}/postgres?sslmode=disable`,
    async stop() {
      if (stopped) return;
      stopped = true;
      await server.stop();
      await db.close();
      unlock();
    },
    dump: () => db.dumpDataDir('none') as Promise<Blob>,
  };
}
