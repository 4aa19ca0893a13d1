import type { EntityManager } from '@mikro-orm/postgresql';
import type { ReportRow } from '../../modules/delivery/delivery-report.input';
import { insertVisits, type VisitRow } from '../../modules/delivery/delivery.service';
import type { Project } from '../../modules/projects/project.entity';

/*
 * Demo delivery reports: three weeks of recorded visits on the demo projects that run a package, so the
 * statistics screens and charts show real rows on a fresh start. Demo data only: visit ids start with `demo-`, and
 * this runs only where the demo data set is seeded. Deterministic (a seeded generator), about 2,500 rows in total,
 * so the test template stays fast to build.
 */

const DAY = 86_400_000;
export const DEMO_VISIT_PREFIX = 'demo-';

/** mulberry32: a small seeded generator, so every fresh start shows the same charts. */
function generator(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function weighted<T>(random: () => number, table: [T, number][]): T {
  const sum = table.reduce((s, [, w]) => s + w, 0);
  let pick = random() * sum;
  for (const [value, w] of table) {
    pick -= w;
    if (pick < 0) return value;
  }
  return table[table.length - 1][0];
}

const PAGES: [string, number][] = [
  ['/', 30],
  ['/products', 14],
  ['/products/blue-widget', 8],
  ['/products/red-widget', 6],
  ['/products/gift-card', 3],
  ['/blog', 7],
  ['/blog/how-we-started', 5],
  ['/blog/ten-tips', 4],
  ['/about', 5],
  ['/contact', 4],
  ['/pricing', 6],
  ['/faq', 3],
];
const COUNTRIES: [string, number][] = [
  ['US', 38],
  ['GB', 11],
  ['DE', 9],
  ['CA', 7],
  ['FR', 6],
  ['IN', 6],
  ['BR', 5],
  ['AU', 4],
  ['NL', 3],
  ['ES', 3],
  ['PL', 2],
  ['JP', 2],
];
/** Referring URLs with the source class and network or keyword the partner reports with them. */
const REFERRERS: [Pick<VisitRow, 'referrer' | 'source' | 'network' | 'keyword'>, number][] = [
  [{ referrer: '', source: 'direct' }, 34],
  [{ referrer: 'https://www.google.com/', source: 'organic', keyword: 'blue widgets' }, 30],
  [{ referrer: 'https://www.bing.com/', source: 'organic', keyword: 'widget shop' }, 7],
  [{ referrer: 'https://duckduckgo.com/', source: 'organic' }, 5],
  [{ referrer: 'https://t.co/', source: 'social', network: 'x' }, 6],
  [{ referrer: 'https://www.facebook.com/', source: 'social', network: 'facebook' }, 8],
  [{ referrer: 'https://www.reddit.com/r/smallbusiness/', source: 'social', network: 'reddit' }, 4],
  [{ referrer: 'https://news.ycombinator.com/', source: 'referral' }, 2],
  [{ referrer: 'https://partners.example.com/traffic', source: 'referral' }, 4],
];
const DEVICES: [string, number][] = [
  ['desktop', 55],
  ['mobile', 37],
  ['tablet', 7],
  ['other', 1],
];

/** `perDay` visits on an ordinary weekday; weekends get fewer, and the volume grows slowly over the weeks. */
export function demoVisits(project: Project, now: Date, perDay: number, days = 21, settingsVersion = 0): VisitRow[] {
  const random = generator(project.id * 7919);
  const origin = project.url.replace(/\/+$/, '');
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const rows: VisitRow[] = [];
  for (let d = days - 1; d >= 0; d--) {
    const dayStart = today - d * DAY;
    const weekday = new Date(dayStart).getUTCDay();
    const volume = perDay * (weekday === 0 || weekday === 6 ? 0.6 : 1) * (0.8 + 0.4 * ((days - d) / days)) * (0.85 + 0.3 * random());
    for (let i = 0; i < Math.round(volume); i++) {
      const at = new Date(dayStart + Math.floor(random() * DAY));
      if (at > now) continue;
      rows.push({
        visitId: `${DEMO_VISIT_PREFIX}${project.id}-${dayStart / DAY}-${i}`,
        projectId: project.id,
        at,
        pageUrl: `${origin}${weighted(random, PAGES)}`,
        country: weighted(random, COUNTRIES),
        ...weighted(random, REFERRERS),
        device: weighted(random, DEVICES) as ReportRow['device'],
        settingsVersion,
      });
    }
  }
  return rows;
}

/** Seeds the demo projects' reports inside the demo seeder's transaction; answers the number of rows. */
export async function seedDemoDelivery(
  em: EntityManager,
  projects: { project: Project; perDay: number; settingsVersion?: number }[],
  now: Date,
): Promise<number> {
  const rows = projects.flatMap(({ project, perDay, settingsVersion }) => demoVisits(project, now, perDay, 21, settingsVersion));
  return insertVisits(em, rows);
}
