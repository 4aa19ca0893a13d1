/*
 * The gate form's values (text as typed) and their conversion to and from the gate and its configuration document
 * (docs/product.md#records "Gate configuration", server/src/modules/gates/gate-config.ts). The colours and font the theme reads
 * (lib/theme.ts) have their own fields; any other CSS variables, the pages' texts and the style object are edited as
 * JSON. The server validates the document as a whole and names a bad value by its path (`config.prop.siteName`),
 * which `gateFieldNames` puts under the field that holds it (a value inside a list or an object, such as
 * `config.paymentMethods.1`, goes to the form's alert).
 */
import type { GateCreateInput, GateUpdateInput } from '@/graphql/generated/graphql';
import { readGateConfig, type GateConfig } from '@/lib/gate-config';

export interface GateFormValues {
  name: string;
  host: string;
  description: string;
  enabled: boolean;
  /** The fallback gate of unknown hosts; only ever set (making another gate the default moves it). */
  isDefault: boolean;
  apiBase: string;
  siteName: string;
  siteUrl: string;
  supportEmail: string;
  logoPrimary: string;
  logoSecondary: string;
  logoShort: string;
  primaryColor: string;
  secondaryColor: string;
  fontFamily: string;
  /** Other `--name: value` pairs, a JSON object. */
  otherCssVars: string;
  /** `pagesContent`, a JSON object. */
  pagesContent: string;
  blogEnabled: boolean;
  /** Comma separated, e.g. "card, paypal". */
  paymentMethods: string;
  cardThreeDSecure: boolean;
  css: string;
  /** `style`, a JSON object. */
  style: string;
  chatToken: string;
  pixelId: string;
  tagManagerId: string;
  recaptchaKey: string;
  googleAuthUrl: string;
  facebookAuthUrl: string;
}

export const PRIMARY_VAR = '--primary-color';
export const SECONDARY_VAR = '--secondary-color';
export const FONT_VAR = '--font-family';
const THEME_VARS = [PRIMARY_VAR, SECONDARY_VAR, FONT_VAR];

export const emptyGate: GateFormValues = {
  name: '',
  host: '',
  description: '',
  enabled: true,
  isDefault: false,
  apiBase: '/api',
  siteName: '',
  siteUrl: '',
  supportEmail: '',
  logoPrimary: '',
  logoSecondary: '',
  logoShort: '',
  primaryColor: '#2563eb',
  secondaryColor: '#1f2937',
  fontFamily: '',
  otherCssVars: '{}',
  pagesContent: '{}',
  blogEnabled: false,
  paymentMethods: 'card',
  cardThreeDSecure: false,
  css: '',
  style: '{}',
  chatToken: '',
  pixelId: '',
  tagManagerId: '',
  recaptchaKey: '',
  googleAuthUrl: '',
  facebookAuthUrl: '',
};

/** The server's property paths named otherwise in the form. */
export const gateFieldNames = {
  'config.prop.siteName': 'siteName',
  'config.prop.siteUrl': 'siteUrl',
  'config.prop.supportEmail': 'supportEmail',
  'config.prop.logoText': 'logoPrimary',
  'config.prop.logoText.primary': 'logoPrimary',
  'config.prop.logoText.secondary': 'logoSecondary',
  'config.prop.logoText.short': 'logoShort',
  [`config.prop.cssVars.${PRIMARY_VAR}`]: 'primaryColor',
  [`config.prop.cssVars.${SECONDARY_VAR}`]: 'secondaryColor',
  [`config.prop.cssVars.${FONT_VAR}`]: 'fontFamily',
  'config.prop.cssVars': 'otherCssVars',
  'config.prop.pagesContent': 'pagesContent',
  'config.blog.enabled': 'blogEnabled',
  'config.paymentMethods': 'paymentMethods',
  'config.cardThreeDSecure': 'cardThreeDSecure',
  'config.css': 'css',
  'config.style': 'style',
  'config.chatToken': 'chatToken',
  'config.pixelId': 'pixelId',
  'config.tagManagerId': 'tagManagerId',
  'config.recaptchaKey': 'recaptchaKey',
  'config.socialAuth.google': 'googleAuthUrl',
  'config.socialAuth.facebook': 'facebookAuthUrl',
} as const;

const json = (value: unknown) => JSON.stringify(value ?? {}, null, 2);

export interface GateRecord {
  name: string;
  host: string;
  description: string;
  enabled: boolean;
  isDefault: boolean;
  apiBase: string;
  config: Record<string, unknown>;
}

export function gateFormValues(gate: GateRecord): GateFormValues {
  const c = readGateConfig(gate.config, gate.name);
  const vars = c.prop.cssVars;
  const other = Object.fromEntries(Object.entries(vars).filter(([k]) => !THEME_VARS.includes(k)));
  return {
    name: gate.name,
    host: gate.host,
    description: gate.description,
    enabled: gate.enabled,
    isDefault: gate.isDefault,
    apiBase: gate.apiBase,
    siteName: c.prop.siteName,
    // readGateConfig falls back to the browser's origin; the form shows what is stored.
    siteUrl:
      typeof (gate.config.prop as Record<string, unknown> | undefined)?.siteUrl === 'string'
        ? String((gate.config.prop as Record<string, unknown>).siteUrl)
        : '',
    supportEmail: c.prop.supportEmail,
    logoPrimary: c.prop.logoText.primary,
    logoSecondary: c.prop.logoText.secondary ?? '',
    logoShort: c.prop.logoText.short ?? '',
    primaryColor: vars[PRIMARY_VAR] ?? '',
    secondaryColor: vars[SECONDARY_VAR] ?? '',
    fontFamily: vars[FONT_VAR] ?? '',
    otherCssVars: json(other),
    pagesContent: json(c.prop.pagesContent),
    blogEnabled: c.blog.enabled,
    paymentMethods: c.paymentMethods.join(', '),
    cardThreeDSecure: c.cardThreeDSecure === true,
    css: c.css,
    style: json(c.style),
    chatToken: c.chatToken ?? '',
    pixelId: c.pixelId ?? '',
    tagManagerId: c.tagManagerId ?? '',
    recaptchaKey: c.recaptchaKey ?? '',
    googleAuthUrl: c.socialAuth.google ?? '',
    facebookAuthUrl: c.socialAuth.facebook ?? '',
  };
}

/** A JSON object typed in a field, or null when it is not one (the field's own rule says so before submit). */
export function parseJsonObject(text: string): Record<string, unknown> | null {
  if (text.trim() === '') return {};
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** The configuration document the values stand for (also what the brand preview draws). */
export function gateConfig(v: GateFormValues): GateConfig {
  const cssVars: Record<string, string> = {};
  for (const [k, value] of Object.entries(parseJsonObject(v.otherCssVars) ?? {})) cssVars[k] = String(value);
  if (v.primaryColor.trim()) cssVars[PRIMARY_VAR] = v.primaryColor.trim();
  if (v.secondaryColor.trim()) cssVars[SECONDARY_VAR] = v.secondaryColor.trim();
  if (v.fontFamily.trim()) cssVars[FONT_VAR] = v.fontFamily.trim();
  const logoText: GateConfig['prop']['logoText'] = { primary: v.logoPrimary.trim() };
  if (v.logoSecondary.trim()) logoText.secondary = v.logoSecondary.trim();
  if (v.logoShort.trim()) logoText.short = v.logoShort.trim();
  return {
    prop: {
      siteName: v.siteName.trim(),
      siteUrl: v.siteUrl.trim(),
      supportEmail: v.supportEmail.trim(),
      logoText,
      cssVars,
      pagesContent: parseJsonObject(v.pagesContent) ?? {},
    },
    blog: { enabled: v.blogEnabled },
    paymentMethods: v.paymentMethods
      .split(',')
      .map((m) => m.trim())
      .filter(Boolean),
    cardThreeDSecure: v.cardThreeDSecure,
    css: v.css,
    style: parseJsonObject(v.style) ?? {},
    chatToken: orNull(v.chatToken),
    pixelId: orNull(v.pixelId),
    tagManagerId: orNull(v.tagManagerId),
    recaptchaKey: orNull(v.recaptchaKey),
    socialAuth: { google: orNull(v.googleAuthUrl), facebook: orNull(v.facebookAuthUrl) },
  };
}

export function gateUpdateInput(v: GateFormValues): GateUpdateInput {
  return {
    name: v.name.trim(),
    host: v.host.trim().toLowerCase(),
    description: v.description.trim(),
    enabled: v.enabled,
    ...(v.isDefault ? { isDefault: true } : {}),
    apiBase: v.apiBase.trim() || '/api',
    config: gateConfig(v) as unknown as Record<string, unknown>,
  };
}

export function gateCreateInput(v: GateFormValues): GateCreateInput {
  const { name, host, ...rest } = gateUpdateInput(v);
  return { ...rest, name: name ?? '', host: host ?? '' };
}
