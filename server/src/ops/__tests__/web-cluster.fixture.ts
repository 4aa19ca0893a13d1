import cluster from 'node:cluster';
import http from 'node:http';
import { createLogger } from '../../common/logger';
import { runWebCluster, StoppedBeforeServing, waitForTurn } from '../web-cluster';

/*
 * web-cluster.test.ts runs this file as the primary of a real node:cluster (SIZE serving, SPARES spare); its children
 * are web processes in miniature: each says on stdout when it has booted, opens PORT when the primary lets it and
 * answers every request with its cluster worker id. A child whose id is above CRASH_ABOVE exits at once (a crash loop).
 */

if (cluster.isPrimary) {
  runWebCluster({
    size: Number(process.env.SIZE),
    spares: Number(process.env.SPARES),
    logger: createLogger('info'),
    graceMs: 10_000,
  });
} else {
  const id = cluster.worker!.id;
  if (id > Number(process.env.CRASH_ABOVE ?? Infinity)) process.exit(1);
  const early = new AbortController();
  const stopEarly = () => early.abort();
  process.once('SIGTERM', stopEarly);
  const server = http.createServer((req, res) => res.end(String(id)));
  console.log(JSON.stringify({ booted: id, pid: process.pid, execArgv: process.execArgv }));
  waitForTurn(early.signal).then(
    () => {
      process.off('SIGTERM', stopEarly);
      server.listen(Number(process.env.PORT), '127.0.0.1');
      process.once('SIGTERM', () => server.close(() => process.exit(0)));
    },
    (e) => {
      if (!(e instanceof StoppedBeforeServing)) throw e;
      console.log(JSON.stringify({ stoppedBeforeServing: id }));
      process.exit(0);
    },
  );
}
