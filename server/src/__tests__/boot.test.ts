import { type ChildProcess, execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { startTestServer } from '../../test/harness';

/*
 * The real entry point in a child process — boot on embedded PGlite in
 * DATA_DIR, demo data on first boot only, data kept across restarts, graceful shutdown on SIGTERM, and a bad
 * variable stopping the boot with its name.
 */

const serverDir = path.join(__dirname, '..', '..');

function boot(env: Record<string, string>): { child: ChildProcess; output: () => string; ready: Promise<string> } {
  let out = '';
  const child = spawn(process.execPath, ['-r', '@swc-node/register', 'src/main.ts'], {
    cwd: serverDir,
    env: { ...process.env, LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: '0', DATABASE_URL: '', NODE_ENV: 'development', ...env },
  });
  const ready = new Promise<string>((resolve, reject) => {
    const onData = (d: Buffer) => {
      out += d.toString();
      const m = /listening on (http:\/\/\S+)/.exec(out);
      if (m) resolve(m[1]);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`exited with ${code}: ${out}`)));
  });
  return { child, output: () => out, ready };
}

/** A POST whose body arrives in two parts: `started` once half of it was sent, `finish()` sends the rest. */
function slowPost(url: string, token: string, body: unknown): { started: Promise<void>; finish(): void; status: Promise<number> } {
  const json = Buffer.from(JSON.stringify(body));
  const half = Math.floor(json.length / 2);
  const req = http.request(url, {
    method: 'POST',
    agent: false,
    headers: {
      'content-type': 'application/json',
      'content-length': String(json.length),
      authorization: `Bearer ${token}`,
      expect: '100-continue',
    },
  });
  const status = new Promise<number>((resolve, reject) => {
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
  });
  // "100 Continue" comes once the server has read the headers and taken the request (it is no longer an idle
  // connection a stopping server may drop); then half the body goes, and the server waits for the rest.
  const started = new Promise<void>((resolve) => req.on('continue', () => req.write(json.subarray(0, half), () => resolve())));
  return { started, finish: () => req.end(json.subarray(half)), status };
}

function stop(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    child.on('exit', (code) => resolve(code));
    child.kill('SIGTERM');
  });
}

describe('npm start (src/main.ts)', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tg-boot-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('boots on embedded PGlite, seeds once, keeps data across restarts and stops cleanly on SIGTERM', async () => {
    const first = boot({ DATA_DIR: dataDir });
    const url = await first.ready;
    expect(first.output()).toContain('demo accounts (password "demo-password")');
    expect(first.output()).toContain('user2@example.com');
    const login = await fetch(`${url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'user@example.com', password: 'demo-password' }),
    });
    const { token } = (await login.json()) as { token: string };
    const created = await fetch(`${url}/api/projects`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ title: 'Survives restarts', url: 'https://persist.example.com' }),
    });
    expect(created.status).toBe(201);
    // A slow request in flight when SIGTERM arrives still gets its answer: its headers and half its body are
    // sent (the server is reading it) when the signal comes, the rest after.
    const inFlight = slowPost(`${url}/api/projects`, token, { title: 'Sent during shutdown', url: 'https://late.example.com' });
    await inFlight.started;
    const stopped = stop(first.child);
    inFlight.finish();
    expect(await inFlight.status).toBe(201);
    expect(await stopped).toBe(0);

    const second = boot({ DATA_DIR: dataDir });
    const url2 = await second.ready;
    const list = await fetch(`${url2}/api/projects?title=Survives`, { headers: { authorization: `Bearer ${token}` } });
    expect(((await list.json()) as { 'hydra:totalItems': number })['hydra:totalItems']).toBe(1);
    const late = await fetch(`${url2}/api/projects?title=${encodeURIComponent('Sent during shutdown')}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(((await late.json()) as { 'hydra:totalItems': number })['hydra:totalItems']).toBe(1); // accepted during shutdown, kept
    const users = await fetch(`${url2}/api/users?email=user@example.com`, {
      headers: { authorization: `Bearer ${token}`, 'x-switch-user': '' },
    });
    expect(users.status).toBe(403); // plain users cannot list users: the token still works after a restart
    expect(await stop(second.child)).toBe(0);
  }, 90_000);

  it('stops with a message naming a bad variable', async () => {
    const bad = boot({ DATA_DIR: dataDir, JWT_TTL: 'soon' });
    await expect(bad.ready).rejects.toThrow(/exited with 78: Invalid configuration:\s+JWT_TTL/);
  });
});

/*
 * `NODE_ENV=development npm start` failed — the server renderer built under NODE_ENV=development
 * called jsxDEV, which React's production build (the one the bundle picks) does not have. The build must not depend
 * on the caller's NODE_ENV: build the renderer that way into a temporary directory, then render a real page with it
 * (its GraphQL requests answered by the app) in a process whose NODE_ENV is development too.
 */
describe("the client build ignores the caller's NODE_ENV", () => {
  const clientDir = path.join(serverDir, '..', 'client');
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tg-ssr-'));
  afterAll(() => fs.rmSync(outDir, { recursive: true, force: true }));

  it('a server renderer built under NODE_ENV=development renders the home page', async () => {
    // The client's own vite (npm may hoist it to the repository root).
    const vite = [path.join(clientDir, 'node_modules'), path.join(clientDir, '..', 'node_modules')]
      .map((dir) => path.join(dir, 'vite', 'bin', 'vite.js'))
      .find((file) => fs.existsSync(file))!;
    await promisify(execFile)(process.execPath, [vite, 'build', '--ssr', '--outDir', outDir, '--logLevel', 'error'], {
      cwd: clientDir,
      env: { ...process.env, NODE_ENV: 'development' },
    });
    const entry = path.join(outDir, 'entry-server.cjs');
    // No element of ours is made by the development JSX runtime. The one `jsxDEV(` call allowed is the generic one
    // of hast-util-to-jsx-runtime (react-markdown's), which only runs when it is handed a development runtime.
    expect(fs.readFileSync(entry, 'utf8')).not.toMatch(/jsxDEV\)?\((?!type, props, key, isStaticChildren)/);

    const t = await startTestServer();
    try {
      const script = `
        const { render } = require(process.argv[1]);
        const template = '<!doctype html><html><head><title>x</title><meta name="description" content="" /></head><body><div id="root"></div></body></html>';
        const api = process.argv[2];
        render({ url: '/', template, fetch: (_url, init) => fetch(api + '/graphql', init) })
          .then((r) => process.stdout.write(JSON.stringify(r)), (e) => { console.error(e); process.exit(1); });`;
      const { stdout } = await promisify(execFile)(process.execPath, ['-e', script, entry, t.url], {
        env: { ...process.env, NODE_ENV: 'development' },
        maxBuffer: 20 * 1024 * 1024,
      });
      const result = JSON.parse(stdout) as { kind: string; status: number; html: string };
      expect(result).toMatchObject({ kind: 'page', status: 200 });
      expect(result.html).toMatch(/<div id="root">.*<h1/s);
    } finally {
      await t.close();
    }
  }, 120_000);
});
