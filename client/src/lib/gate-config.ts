/*
 * The gate (white-label brand) configuration of docs/product.md#records, read defensively from the `currentGate.config` JSON:
 * the server validates it on write, the client still never crashes on a missing key and falls back to the
 * product's own brand.
 */

import type { GateConfig } from '@server-common/gate-config';

// The configuration's shape is the server's (shared file), so both sides read the same document.
export type { GateConfig, LogoText } from '@server-common/gate-config';

export interface Gate {
  id: number;
  name: string;
  description: string;
  apiBase: string;
  config: GateConfig;
}

export const PRODUCT_NAME = 'Trafficgate';
export const PRODUCT_DESCRIPTION = 'Cheap Website Traffic';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown, fallback: string): string => (typeof v === 'string' && v.trim() !== '' ? v : fallback);
const optStr = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v : null);

export function readGateConfig(raw: unknown, name = PRODUCT_NAME): GateConfig {
  const c = isObj(raw) ? raw : {};
  const prop = isObj(c.prop) ? c.prop : {};
  const logo = isObj(prop.logoText) ? prop.logoText : {};
  const siteName = str(prop.siteName, name);
  const cssVars: Record<string, string> = {};
  if (isObj(prop.cssVars)) {
    for (const [k, v] of Object.entries(prop.cssVars)) if (typeof v === 'string') cssVars[k] = v;
  }
  const social = isObj(c.socialAuth) ? c.socialAuth : {};
  return {
    prop: {
      siteName,
      siteUrl: str(prop.siteUrl, typeof window === 'undefined' ? '' : window.location.origin),
      supportEmail: str(prop.supportEmail, ''),
      logoText: {
        primary: str(logo.primary, siteName),
        secondary: optStr(logo.secondary) ?? undefined,
        short: optStr(logo.short) ?? undefined,
      },
      cssVars,
      pagesContent: isObj(prop.pagesContent) ? prop.pagesContent : {},
    },
    blog: { enabled: isObj(c.blog) && c.blog.enabled === true },
    paymentMethods: Array.isArray(c.paymentMethods) ? c.paymentMethods.filter((m): m is string => typeof m === 'string') : [],
    cardThreeDSecure: c.cardThreeDSecure === true,
    css: typeof c.css === 'string' ? c.css : '',
    style: isObj(c.style) ? c.style : {},
    chatToken: optStr(c.chatToken),
    pixelId: optStr(c.pixelId),
    tagManagerId: optStr(c.tagManagerId),
    recaptchaKey: optStr(c.recaptchaKey),
    socialAuth: { google: optStr(social.google), facebook: optStr(social.facebook) },
  };
}

/** The product's own brand, used while offline or when the gate cannot be loaded. */
export const fallbackGate: Gate = {
  id: 0,
  name: PRODUCT_NAME,
  description: PRODUCT_DESCRIPTION,
  apiBase: '/api',
  config: readGateConfig({}, PRODUCT_NAME),
};

/** A text from `pagesContent.<page>.<key>` when the gate sets one, else the fallback. */
export function pageText(config: GateConfig, page: string, key: string, fallback: string): string {
  const section = config.prop.pagesContent[page];
  if (!isObj(section)) return fallback;
  const value = section[key];
  return typeof value === 'string' && value.trim() !== '' ? value : fallback;
}
