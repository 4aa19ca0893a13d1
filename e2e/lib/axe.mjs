/*
 * axe-core in the browser under test, shared by the accessibility tests (05 public site, 18 panel and admin): the
 * script is injected into the page, every scan is logged, a scan fails on "serious" or "critical" violations, and the
 * log is printed and written to e2e/artifacts as a table (markdown) and as the raw results (JSON).
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { artifactsDir } from './browser.mjs';

const require = createRequire(import.meta.url);
const axePath = require.resolve('axe-core/axe.min.js');
export const axeVersion = require('axe-core/package.json').version;

/** The app's CSP (script-src 'self') would refuse the injected axe script; bypassing it changes nothing else. */
export const A11Y_CONTEXT = { reducedMotion: 'reduce', bypassCSP: true };
export const BLOCKING = new Set(['serious', 'critical']);
export const IMPACT_ORDER = ['critical', 'serious', 'moderate', 'minor'];
/** The rules of WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The scans of one test file: `run` scans a page, `table` and `write` report them. */
export class AxeLog {
  /** [{ scan, impact, id, nodes, help }] over the whole file. */
  rows = [];
  /** [{ scan, url, violations }] in the order scanned. */
  scans = [];

  /**
   * Scans the page (or the `include` selectors) and returns its violations. `tags` limits the rules to those tags;
   * `exclude` lists selectors axe leaves out (a third-party widget's part the app cannot change).
   */
  async run(page, scan, { include, exclude, tags } = {}) {
    if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axePath });
    const result = await page.evaluate(
      async (opts) => {
        const context = opts.include || opts.exclude ? { include: opts.include ?? [document], exclude: opts.exclude ?? [] } : document;
        const options = { resultTypes: ['violations'] };
        if (opts.tags) options.runOnly = { type: 'tag', values: opts.tags };
        const r = await axe.run(context, options);
        return {
          violations: r.violations.map((v) => ({
            id: v.id,
            impact: v.impact,
            help: v.help,
            helpUrl: v.helpUrl,
            nodes: v.nodes.map((n) => ({ target: n.target.join(' '), summary: n.failureSummary, html: n.html.slice(0, 200) })),
          })),
          passes: r.passes.length,
        };
      },
      { include, exclude, tags },
    );
    this.scans.push({ scan, url: page.url(), violations: result.violations });
    for (const v of result.violations) this.rows.push({ scan, impact: v.impact ?? 'n/a', id: v.id, nodes: v.nodes.length, help: v.help });
    return result.violations;
  }

  /** Every violation, most severe first: page or state, impact, rule, affected nodes, help. */
  table(title = 'violations by page (impact, rule id, affected nodes)') {
    const lines = [`axe-core ${axeVersion}: ${title}`, ''];
    lines.push('| page / state | impact | rule | nodes | help |', '|---|---|---|---:|---|');
    const sorted = [...this.rows].sort(
      (a, b) => IMPACT_ORDER.indexOf(a.impact) - IMPACT_ORDER.indexOf(b.impact) || a.id.localeCompare(b.id) || a.scan.localeCompare(b.scan),
    );
    for (const r of sorted) lines.push(`| ${r.scan} | ${r.impact} | ${r.id} | ${r.nodes} | ${r.help} |`);
    if (this.rows.length === 0) lines.push('| (all) | — | no violations | 0 | |');
    const byImpact = Object.fromEntries(IMPACT_ORDER.map((i) => [i, 0]));
    for (const r of this.rows) byImpact[r.impact] = (byImpact[r.impact] ?? 0) + r.nodes;
    const clean = this.scans.filter((s) => s.violations.length === 0).map((s) => s.scan);
    lines.push(
      '',
      `scanned ${this.scans.length} pages/states; nodes affected by impact: ` + IMPACT_ORDER.map((i) => `${i} ${byImpact[i]}`).join(', '),
      `without any violation: ${clean.length ? clean.join(', ') : 'none'}`,
    );
    return lines.join('\n');
  }

  /** Writes e2e/artifacts/<name>-report.md (the given report) and <name>-results.json (every scan's violations). */
  write(name, report) {
    fs.mkdirSync(artifactsDir, { recursive: true });
    fs.writeFileSync(path.join(artifactsDir, `${name}-report.md`), `${report}\n`);
    fs.writeFileSync(path.join(artifactsDir, `${name}-results.json`), `${JSON.stringify({ axeVersion, scans: this.scans }, null, 2)}\n`);
  }
}

/** Fails with one line per serious or critical violation (its first five targets). */
export function assertNoBlocking(scan, violations) {
  const blocking = violations.filter((v) => BLOCKING.has(v.impact));
  assert.deepEqual(
    blocking.map(
      (v) =>
        `${v.impact} ${v.id} ×${v.nodes.length}: ${v.help} — ${v.nodes
          .map((n) => n.target)
          .slice(0, 5)
          .join(' | ')}`,
    ),
    [],
    `${scan}: serious or critical axe violations`,
  );
}

/**
 * Waits until no CSS transition or animation runs inside the elements `selector` matches (endless ones, such as a
 * spinner's, aside): a dialog scanned while it fades in has half-transparent text, and axe then measures blended
 * colours.
 */
export async function animationsSettled(page, selector) {
  await page.waitForFunction(
    (sel) =>
      [...document.querySelectorAll(sel)].every((d) =>
        d.getAnimations({ subtree: true }).every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
      ),
    selector,
  );
}
