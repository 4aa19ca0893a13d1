/*
 * Browser helpers shared by the e2e tests: Debian's chromium through playwright-core, one context per visitor,
 * screenshots into e2e/artifacts, and the few UI steps every test needs (consent, promotion popup, login).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const e2eDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const baseUrl = process.env.E2E_BASE_URL ?? '';
export const dataDir = process.env.E2E_DATA_DIR ?? '';
export const artifactsDir = process.env.E2E_ARTIFACTS ?? path.join(e2eDir, 'artifacts');

if (!baseUrl || !dataDir) {
  throw new Error('E2E_BASE_URL / E2E_DATA_DIR are not set: run the suite through `node e2e/run.mjs`.');
}

export const DEMO_PASSWORD = 'demo-password';
/** Wide enough for the desktop menu and an expanded sidebar (it is minimised below 1200 px, docs/product.md#screens-and-routes). */
export const VIEWPORT = { width: 1280, height: 900 };

export function launchBrowser() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    headless: !process.env.E2E_HEADED,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/** A fresh visitor: its own cookies and storage. Browser console errors are collected on `page.consoleErrors`. */
export async function newVisitor(browser, options = {}) {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: VIEWPORT, locale: 'en-US', ...options });
  context.setDefaultTimeout(15_000);
  context.setDefaultNavigationTimeout(30_000);
  const page = await context.newPage();
  page.consoleErrors = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') page.consoleErrors.push(msg.text());
  });
  page.on('pageerror', (err) => page.consoleErrors.push(`pageerror: ${err.message}`));
  return { context, page };
}

/** Full URL of a local path on the server under test. */
export function url(pathname) {
  return new URL(pathname, baseUrl).href;
}

/** The current location as a local path: pathname + search. */
export function localPath(page) {
  const u = new URL(page.url());
  return `${u.pathname}${u.search}`;
}

export function pathnameOf(page) {
  return new URL(page.url()).pathname;
}

function safeName(name) {
  return name.replace(/[^a-z0-9._-]+/gi, '-').replace(/^-+|-+$/g, '');
}

/** Saves e2e/artifacts/<name>.png (full page unless told otherwise) and returns its path. */
export async function screenshot(page, name, { fullPage = true } = {}) {
  fs.mkdirSync(artifactsDir, { recursive: true });
  const file = path.join(artifactsDir, `${safeName(name)}.png`);
  await page.screenshot({ path: file, fullPage, animations: 'disabled' });
  return file;
}

/** Runs a test body; on failure keeps a screenshot of every open page of the context, then rethrows. */
export async function withFailureShots(name, context, body) {
  try {
    return await body();
  } catch (err) {
    const pages = context.pages();
    for (const [i, page] of pages.entries()) {
      try {
        await screenshot(page, `FAILED-${name}${pages.length > 1 ? `-${i + 1}` : ''}`, { fullPage: false });
        const errors = page.consoleErrors?.length ? `\n  browser console errors:\n    ${page.consoleErrors.join('\n    ')}` : '';
        if (err instanceof Error) err.message += `\n  (at ${page.url()})${errors}`;
      } catch {
        // the page may be gone already
      }
    }
    throw err;
  }
}

/** Waits until the page has no request in flight for 500 ms (bounded: polling must not hang a test). */
export async function settle(page, timeout = 10_000) {
  await page.waitForLoadState('load');
  await page.waitForLoadState('networkidle', { timeout }).catch(() => {});
}

export async function visit(page, pathname) {
  const response = await page.goto(pathname, { waitUntil: 'domcontentloaded' });
  await settle(page);
  return response;
}

/** The number on the Balance page's card of a package (0 when it shows no card for it). */
export async function balanceShown(page, name) {
  await visit(page, '/panel/billing');
  await page.getByRole('heading', { level: 1, name: 'Balance' }).waitFor();
  await page.locator('article').first().or(page.getByText('You have no traffic credits yet')).first().waitFor();
  const card = page.getByRole('article', { name, exact: true });
  if ((await card.count()) === 0) return 0;
  const text = await card.locator('p').first().innerText();
  const m = /^([\d,]+) credits?$/.exec(text.trim());
  if (!m) throw new Error(`the balance card of ${name} does not show its credits ("${text}")`);
  return Number(m[1].replace(/,/g, ''));
}

export function consentBar(page) {
  return page.getByRole('button', { name: 'Accept All Cookies' });
}

export function promotionDialog(page) {
  return page.getByRole('dialog').filter({ hasText: /Save \d+%/ });
}

/** Accepts all cookies on the bar (it must be showing). */
export async function acceptAllCookies(page) {
  await consentBar(page).click();
  await consentBar(page).waitFor({ state: 'hidden' });
  await page.getByTestId('cookie-consent-overlay').waitFor({ state: 'hidden' });
}

/** Closes the promotion popup if it opens within `within` ms; tells whether it did. */
export async function closePromotionIfShown(page, within = 4_000) {
  const dialog = promotionDialog(page);
  try {
    await dialog.waitFor({ state: 'visible', timeout: within });
  } catch {
    return false;
  }
  await dialog.getByRole('button', { name: 'Close' }).click();
  await dialog.waitFor({ state: 'hidden' });
  return true;
}

/** A visitor who has accepted cookies and closed the promotion popup (both remembered by cookies afterwards). */
export async function settleVisitor(page, pathname = '/') {
  await visit(page, pathname);
  await consentBar(page).waitFor({ state: 'visible' });
  await acceptAllCookies(page);
  await closePromotionIfShown(page);
}

/** Logs in through the login page (already open, or opened here) and waits to leave it. */
export async function logIn(page, email, password = DEMO_PASSWORD) {
  if (pathnameOf(page) !== '/login') await visit(page, '/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((u) => u.pathname !== '/login', { timeout: 20_000 });
  await settle(page);
}

/** The sidebar of the panel ("User panel") or the admin area ("Administration"). */
export function sidebar(page, label) {
  return page.getByRole('navigation', { name: label });
}

/**
 * A link of a sidebar's sub-menu, the sub-menu opened first when it is closed (read from its toggle's aria-expanded,
 * not from the link's visibility, which is unsettled while the sub-menu animates).
 */
export async function sidebarLink(page, label, group, name) {
  const nav = sidebar(page, label);
  const toggle = nav.getByRole('button', { name: group });
  await toggle.waitFor();
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  const link = nav.getByRole('link', { name });
  await link.waitFor({ state: 'visible' });
  return link;
}

/** Visible labels of a sidebar, sub-menus included (they are expanded first). */
export async function sidebarLabels(page, label) {
  const nav = sidebar(page, label);
  await nav.waitFor({ state: 'visible' });
  for (const toggle of await nav.locator('[aria-expanded="false"]').all()) await toggle.click();
  // MUI's list items (panel and admin sidebars) or the kit's menu items (the public site's drawer).
  const texts = await nav.locator('.MuiListItemText-primary, .tg-menu-item__label').allInnerTexts();
  return texts.map((t) => t.trim()).filter(Boolean);
}
