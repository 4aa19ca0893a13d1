import { type ChildProcess, spawn } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { YOUNG_GENERATION_FLAG } from '../v8-heap';

/*
 * The primary of WEB_CONCURRENCY (ops/web-cluster.ts) as a real process with real children
 * (web-cluster.fixture.ts: web processes in miniature that answer with their cluster worker id) on a real port. A
 * killed serving process is replaced by the spare that booted beforehand, a new spare is forked and waits, dead
 * children come back with a doubling backoff, and SIGTERM stops everything with exit code 0. Worker ids grow with
 * every fork, so "who answered" tells a take-over by the spare from a process booted after the death.
 */

const serverDir = path.join(__dirname, '..', '..', '..');
const fixture = path.join(__dirname, 'web-cluster.fixture.ts');

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

interface Primary {
  child: ChildProcess;
  port: number;
  /** The JSON lines the primary and its children wrote. */
  lines(): Record<string, unknown>[];
  exited: Promise<number | null>;
}

async function startPrimary(env: Record<string, string>): Promise<Primary> {
  const port = await freePort();
  const child = spawn(process.execPath, ['-r', '@swc-node/register', fixture], {
    cwd: serverDir,
    env: { ...process.env, PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const lines = () =>
    out
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as Record<string, unknown>);
  return { child, port, lines, exited };
}

/** The cluster worker id of the process that answered a request on a fresh connection. */
function whoAnswers(port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: '/', agent: false }, (res) => {
      let text = '';
      res.on('data', (c: Buffer) => (text += c.toString()));
      res.on('end', () => resolve(Number(text)));
    });
    req.setTimeout(5000, () => req.destroy(new Error('no answer')));
    req.on('error', reject);
  });
}

/** The ids answering `count` requests in a row (round-robin: every serving process answers some). */
async function serving(port: number, count = 24): Promise<Set<number>> {
  const ids = new Set<number>();
  for (let i = 0; i < count; i += 1) ids.add(await whoAnswers(port));
  return ids;
}

/** Waits for a state, not for a speed: the cap only ends a run that would never get there. */
async function until<T>(what: string, check: () => Promise<T | undefined> | T | undefined): Promise<T> {
  const started = Date.now();
  while (Date.now() - started < 90_000) {
    const value = await Promise.resolve()
      .then(check)
      .catch(() => undefined);
    if (value) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`never: ${what}`);
}

const booted = (p: Primary) =>
  new Map(
    p
      .lines()
      .filter((l) => typeof l.booted === 'number')
      .map((l) => [l.booted as number, l.pid as number]),
  );

// Each child compiles its TypeScript on boot (seconds on a busy 2-core machine).
jest.setTimeout(240_000);

describe('web cluster primary', () => {
  let primary: Primary | undefined;
  afterEach(async () => {
    if (primary && primary.child.exitCode === null) {
      primary.child.kill('SIGKILL');
      for (const pid of booted(primary).values()) {
        try {
          process.kill(pid, 'SIGKILL');
        } catch {
          // already gone
        }
      }
    }
    primary = undefined;
  });

  it('a spare serves nothing until a serving process is killed, then takes over; a new spare is forked and waits; SIGTERM exits 0', async () => {
    const p = (primary = await startPrimary({ SIZE: '2', SPARES: '1' }));
    await until('3 children booted', () => booted(p).size === 3);
    const first = await until('2 processes serving', async () => {
      const ids = await serving(p.port);
      return ids.size === 2 ? ids : undefined;
    });
    const spareId = [1, 2, 3].find((id) => !first.has(id))!;
    expect([...first].every((id) => [1, 2, 3].includes(id))).toBe(true);
    // Every web process runs with the young generation's size (ops/v8-heap.ts), though this primary was started without it.
    const children = p.lines().filter((l) => typeof l.booted === 'number');
    expect(children.map((l) => l.execArgv)).toEqual([1, 2, 3].map(() => expect.arrayContaining([YOUNG_GENERATION_FLAG])));
    // Booted before, never answering while two serve.
    expect(await serving(p.port)).toEqual(first);

    const [victim, survivor] = [...first];
    process.kill(booted(p).get(victim)!, 'SIGKILL');
    await until('the spare answering', async () => (await whoAnswers(p.port)) === spareId || undefined);
    // The new spare (worker 4) boots and waits; the serving pair is the survivor and the former spare.
    await until('a new spare booted', () => booted(p).has(4));
    await until('the survivor and the former spare serving', async () => {
      const ids = await serving(p.port);
      return ids.size === 2 && ids.has(survivor) && ids.has(spareId);
    });
    const died = p.lines().find((l) => l.msg === 'web process died; starting a new one');
    expect(died).toMatchObject({ pid: booted(p).get(victim), signal: 'SIGKILL', serving: 2, restartInMs: 100 });

    // The next death is covered by that new spare.
    process.kill(booted(p).get(survivor)!, 'SIGKILL');
    await until('worker 4 answering', async () => (await whoAnswers(p.port)) === 4 || undefined);
    await until('worker 5 booted as the next spare', () => booted(p).has(5));

    p.child.kill('SIGTERM');
    expect(await p.exited).toBe(0);
    expect(p.lines()).toContainEqual(expect.objectContaining({ stoppedBeforeServing: 5 }));
    expect(p.lines()).toContainEqual(expect.objectContaining({ msg: 'web cluster stopped: every web process drained' }));
  });

  it('restarts a process that keeps dying with a doubling backoff (0.1 s, 0.2 s, 0.4 s, ...)', async () => {
    // Workers 1-2 live; every later one crashes at boot.
    const p = (primary = await startPrimary({ SIZE: '1', SPARES: '1', CRASH_ABOVE: '2' }));
    await until('2 children booted', () => booted(p).size === 2);
    const [servingId] = await until('1 process serving', async () => {
      const ids = await serving(p.port, 6);
      return ids.size === 1 ? [...ids] : undefined;
    });
    process.kill(booted(p).get(servingId)!, 'SIGKILL');
    const delays = () =>
      p
        .lines()
        .filter((l) => l.msg === 'web process died; starting a new one')
        .map((l) => l.restartInMs);
    await until('four restarts', () => delays().length >= 4);
    expect(delays().slice(0, 4)).toEqual([100, 200, 400, 800]);
    // The spare took over meanwhile and serves throughout.
    expect(await serving(p.port, 6)).toEqual(new Set([3 - servingId]));
    p.child.kill('SIGTERM');
    expect(await p.exited).toBe(0);
  });
});
