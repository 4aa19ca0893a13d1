/*
 * Who the visitor is and where they came from, kept in first-party cookies (docs/product.md#limits): a visitor id for 3650 days,
 * a session id as a browser-session cookie (no expiry), and the utm data of the landing URL for 30 days. A
 * landing URL that carries any utm parameter replaces the stored utm data as a whole, so a new campaign never
 * mixes with the fields of an older one.
 */
import Cookies from 'js-cookie';
import { cookieFromHeader } from '@/lib/server-request-cookies';

export const VISITOR_COOKIE = 'visitor_uuid';
export const SESSION_COOKIE = 'session_uuid';
export const UTM_COOKIE = 'utm';
export const VISITOR_COOKIE_DAYS = 3650;
export const UTM_COOKIE_DAYS = 30;

const UTM_MAX_LENGTH = 255;
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface Utm {
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
}

export interface VisitorIdentity {
  visitorUuid: string;
  sessionUuid: string;
  utm: Utm;
}

export const EMPTY_UTM: Utm = { utmSource: null, utmMedium: null, utmCampaign: null };

export function cookieAttributes(): Cookies.CookieAttributes {
  return {
    path: '/',
    sameSite: 'lax',
    secure: typeof window !== 'undefined' && window.location.protocol === 'https:',
  };
}

function readOrCreateId(name: string, expires: number | undefined): string {
  const existing = Cookies.get(name);
  if (existing && UUID_PATTERN.test(existing)) {
    return existing;
  }
  const created = crypto.randomUUID();
  Cookies.set(name, created, expires === undefined ? cookieAttributes() : { ...cookieAttributes(), expires });
  return created;
}

function cleanUtmValue(value: unknown): string | null {
  if (typeof value !== 'string') {
    return null;
  }
  const trimmed = value.trim().slice(0, UTM_MAX_LENGTH);
  return trimmed === '' ? null : trimmed;
}

export function parseUtm(search: string): Utm | null {
  const params = new URLSearchParams(search);
  const utm: Utm = {
    utmSource: cleanUtmValue(params.get('utm_source')),
    utmMedium: cleanUtmValue(params.get('utm_medium')),
    utmCampaign: cleanUtmValue(params.get('utm_campaign')),
  };
  return utm.utmSource || utm.utmMedium || utm.utmCampaign ? utm : null;
}

function readStoredUtm(raw: string | undefined): Utm {
  if (!raw) {
    return EMPTY_UTM;
  }
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) {
      return EMPTY_UTM;
    }
    const record = parsed as Record<string, unknown>;
    return {
      utmSource: cleanUtmValue(record.utmSource),
      utmMedium: cleanUtmValue(record.utmMedium),
      utmCampaign: cleanUtmValue(record.utmCampaign),
    };
  } catch {
    return EMPTY_UTM;
  }
}

function resolveUtm(search: string, storedUtm: string | undefined): Utm {
  const fromUrl = parseUtm(search);
  if (fromUrl) {
    Cookies.set(UTM_COOKIE, JSON.stringify(fromUrl), { ...cookieAttributes(), expires: UTM_COOKIE_DAYS });
    return fromUrl;
  }
  return readStoredUtm(storedUtm ?? Cookies.get(UTM_COOKIE));
}

/**
 * Reads the identity cookies, creating whichever is missing; calling it again reuses what it created.
 * `storedUtm` is the utm cookie's value where there is no document to read it from (the server render, which gets
 * it from the request), so a returning campaign visitor sees the campaign's promotion in the first HTML.
 */
export function resolveVisitorIdentity(search: string, storedUtm?: string): VisitorIdentity {
  return {
    visitorUuid: readOrCreateId(VISITOR_COOKIE, VISITOR_COOKIE_DAYS),
    sessionUuid: readOrCreateId(SESSION_COOKIE, undefined),
    utm: resolveUtm(search, storedUtm),
  };
}

/** The utm cookie's value in a Cookie request header, decoded as js-cookie writes it; undefined when absent. */
export function utmCookieFromHeader(header: string | undefined): string | undefined {
  return cookieFromHeader(header, UTM_COOKIE);
}
