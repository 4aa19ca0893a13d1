import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';
import { startTestServer, type TestServer } from '../../../test/harness';
import { envSchema } from '../../config';

/*
 * Every manifest under deploy/kubernetes/ parses, is valid against the Kubernetes schemas
 * (kubernetes-models, run in a child ESM process: the package is ESM only), has what a production workload needs
 * (probes, requests and limits, non-root read-only containers), and each probe asks a path the server really
 * answers on the port the container declares — checked against a running server.
 */

const ROOT = path.join(__dirname, '..', '..', '..', '..');
const DIR = path.join(ROOT, 'deploy', 'kubernetes');

interface Probe {
  httpGet: { path: string; port: string | number };
}
interface Container {
  name: string;
  ports?: { name?: string; containerPort: number }[];
  startupProbe?: Probe;
  readinessProbe?: Probe;
  livenessProbe?: Probe;
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
  securityContext?: { readOnlyRootFilesystem?: boolean; allowPrivilegeEscalation?: boolean };
}
interface Manifest {
  apiVersion: string;
  kind: string;
  metadata: { name: string };
  spec?: { template?: { spec: { containers: Container[]; securityContext?: { runAsNonRoot?: boolean } } } };
  data?: Record<string, string>;
}

const manifests: Manifest[] = fs
  .readdirSync(DIR)
  .filter((f) => /\.ya?ml$/.test(f))
  .flatMap((f) =>
    parseAllDocuments(fs.readFileSync(path.join(DIR, f), 'utf8')).map((d) => {
      if (d.errors.length) throw new Error(`${f}: ${d.errors[0].message}`);
      return d.toJSON() as Manifest;
    }),
  );
const byKind = (kind: string) => manifests.filter((m) => m.kind === kind);
const podSpecs = manifests.filter((m) => m.spec?.template?.spec).map((m) => ({ m, pod: m.spec!.template!.spec }));

describe('deploy/kubernetes manifests', () => {
  it('are valid Kubernetes objects, one of each kind the issue names', () => {
    const out = execFileSync(process.execPath, [path.join(ROOT, 'server', 'test', 'scripts', 'validate-k8s.mjs')], {
      input: JSON.stringify(manifests),
      cwd: ROOT,
    }).toString();
    const results = JSON.parse(out) as { kind: string; name: string; error: string | null }[];
    expect(results.filter((r) => r.error)).toEqual([]);
    const kinds = manifests.map((m) => m.kind);
    for (const kind of [
      'Deployment',
      'Service',
      'Ingress',
      'Job',
      'HorizontalPodAutoscaler',
      'PodDisruptionBudget',
      'ConfigMap',
      'Secret',
    ]) {
      expect(kinds).toContain(kind);
    }
    expect(
      byKind('Deployment')
        .map((d) => d.metadata.name)
        .sort(),
    ).toEqual(['trafficgate-pgbouncer', 'trafficgate-web', 'trafficgate-worker']);
  });

  it('runs every container non-root on a read-only root file system, with requests and limits', () => {
    for (const { m, pod } of podSpecs) {
      expect([m.metadata.name, pod.securityContext?.runAsNonRoot]).toEqual([m.metadata.name, true]);
      for (const c of pod.containers) {
        expect([c.name, c.securityContext?.readOnlyRootFilesystem, c.securityContext?.allowPrivilegeEscalation]).toEqual([
          c.name,
          true,
          false,
        ]);
        expect(Object.keys(c.resources?.requests ?? {}).sort()).toEqual(['cpu', 'memory']);
        expect(Object.keys(c.resources?.limits ?? {}).sort()).toEqual(['cpu', 'memory']);
      }
    }
  });

  describe('probes against the server', () => {
    let t: TestServer;
    beforeAll(async () => {
      t = await startTestServer();
    });
    afterAll(async () => {
      await t?.close();
    });

    it('ask paths the server answers 200, on the port the container declares and the server listens on', async () => {
      const [web] = byKind('Deployment').filter((d) => d.metadata.name === 'trafficgate-web');
      const [container] = web.spec!.template!.spec.containers;
      const probes = [container.startupProbe, container.readinessProbe, container.livenessProbe];
      expect(probes.every(Boolean)).toBe(true);
      const configured = Number(byKind('ConfigMap').find((c) => c.metadata.name === 'trafficgate')?.data?.PORT ?? 4000);
      for (const probe of probes) {
        const { port, path: probePath } = probe!.httpGet;
        const declared = typeof port === 'number' ? port : container.ports?.find((p) => p.name === port)?.containerPort;
        expect([probePath, declared]).toEqual([probePath, configured]);
        const res = await t.http.get(probePath);
        expect([probePath, res.status]).toEqual([probePath, 200]);
      }
      // The Service targets that port too.
      const [service] = byKind('Service').filter((s) => s.metadata.name === 'trafficgate-web') as unknown as {
        spec: { ports: { targetPort: string | number }[] };
      }[];
      for (const p of service.spec.ports) {
        expect(typeof p.targetPort === 'number' ? p.targetPort : container.ports?.find((x) => x.name === p.targetPort)?.containerPort).toBe(
          configured,
        );
      }
    });
  });
});

/*
 * docker-compose.yml: every variable given to the app is one the server reads, every dependency is a service of the
 * file, and requests go through PgBouncer while what keeps session state goes to PostgreSQL itself.
 */
describe('docker-compose.yml', () => {
  const compose = parseAllDocuments(fs.readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8'), { merge: true })[0].toJSON() as {
    'x-app-env': Record<string, string>;
    services: Record<string, { depends_on?: Record<string, unknown>; environment?: Record<string, string> }>;
  };
  const appEnv = compose['x-app-env'];

  it('gives the app only variables its configuration reads, and depends on services it defines', () => {
    const known = new Set(Object.keys(envSchema.shape));
    expect(Object.keys(appEnv).filter((name) => !known.has(name))).toEqual([]);
    for (const service of ['web', 'worker']) {
      expect(Object.keys(compose.services[service].environment ?? {}).filter((name) => !known.has(name))).toEqual([]);
    }
    const services = new Set(Object.keys(compose.services));
    const dependencies = Object.values(compose.services).flatMap((s) => Object.keys(s.depends_on ?? {}));
    expect(dependencies.filter((d) => !services.has(d))).toEqual([]);
  });

  it('sends requests through PgBouncer and sessions to PostgreSQL', () => {
    // Compose fills `${VARIABLE…}` from the shell; any value does here.
    const host = (url: string) => new URL(url.replace(/\$\{[^}]*\}/g, 'x')).host;
    expect(host(appEnv.DATABASE_URL)).toBe('pgbouncer:6432');
    expect(host(appEnv.DATABASE_DIRECT_URL)).toBe('db:5432');
    expect(host(compose.services.pgbouncer.environment!.DATABASE_URL)).toBe('db:5432');
    expect(compose.services.pgbouncer.environment!.POOL_MODE).toBe('transaction');
  });
});
