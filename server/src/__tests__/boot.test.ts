import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/*
 * Issue 2 "Repository and set-up": the real entry point in a child process — boot on embedded PGlite in
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
    const login = await fetch(`${url}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'user@example.com', password: 'demo-password' }) });
    const { token } = (await login.json()) as { token: string };
    const created = await fetch(`${url}/api/projects`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ title: 'Survives restarts', url: 'https://persist.example.com' }),
    });
    expect(created.status).toBe(201);
    // A slow request in flight when SIGTERM arrives still gets its answer.
    const inFlight = fetch(`${url}/api/projects?limit=50`, { headers: { authorization: `Bearer ${token}` } });
    expect(await stop(first.child)).toBe(0);
    expect((await inFlight).status).toBe(200);

    const second = boot({ DATA_DIR: dataDir });
    const url2 = await second.ready;
    const list = await fetch(`${url2}/api/projects?title=Survives`, { headers: { authorization: `Bearer ${token}` } });
    expect(((await list.json()) as { 'hydra:totalItems': number })['hydra:totalItems']).toBe(1);
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
