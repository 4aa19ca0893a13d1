import fs from 'node:fs';
import path from 'node:path';
import { webProcessArgs, YOUNG_GENERATION_FLAG } from '../v8-heap';

/*
 * V8 sizes its young generation when a process starts, so the size is on the command line of every way a server
 * process starts: `npm start` and `npm run worker`, the production image (for any command it runs), and the web
 * processes the cluster's primary forks (web-cluster.test.ts checks a real child's options). An operator's own
 * size wins.
 */

const ROOT = path.join(__dirname, '..', '..', '..', '..');

describe("V8's young generation", () => {
  it('npm start and npm run worker give the size on the command line', () => {
    const { scripts } = JSON.parse(fs.readFileSync(path.join(ROOT, 'server', 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(scripts.start).toBe(`node ${YOUNG_GENERATION_FLAG} dist/main.js`);
    expect(scripts.worker).toBe(`node ${YOUNG_GENERATION_FLAG} dist/worker.js`);
  });

  it('the production image gives it to every process through NODE_OPTIONS', () => {
    const dockerfile = fs.readFileSync(path.join(ROOT, 'Dockerfile'), 'utf8');
    const runtime = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
    expect(runtime).toMatch(new RegExp(`^ENV .*\\bNODE_OPTIONS=${YOUNG_GENERATION_FLAG}(\\s|$)`, 'm'));
  });

  it("a forked web process gets the size after the parent's own options, unless the operator gave one", () => {
    expect(webProcessArgs(['--enable-source-maps'], '')).toEqual(['--enable-source-maps', YOUNG_GENERATION_FLAG]);
    expect(webProcessArgs(['--max-semi-space-size=16'], '')).toEqual(['--max-semi-space-size=16']);
    expect(webProcessArgs([], '--max-old-space-size=400 --max_semi_space_size=8')).toEqual([]);
    expect(webProcessArgs([], '--max-old-space-size=400')).toEqual([YOUNG_GENERATION_FLAG]);
  });
});
