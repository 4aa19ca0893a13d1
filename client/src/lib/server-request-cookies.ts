import Cookies from 'js-cookie';
import { createContext } from 'react';

/**
 * What the server render knows of the request that the browser reads from document.cookie (entry-server.tsx): the
 * stored utm data (the campaign's promotion) and the cookie-consent decision (the consent bar is in the first HTML
 * of an undecided visitor). Absent in the browser.
 */
export interface ServerCookies {
  utm?: string;
  /** The consent cookie's value; '' when the visitor has not decided. */
  consent?: string;
}

export const ServerRequestCookies = createContext<ServerCookies | null>(null);

/** A cookie's value in a Cookie request header, decoded as js-cookie writes it; undefined when absent. */
export function cookieFromHeader(header: string | undefined, name: string): string | undefined {
  for (const pair of (header ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === name) {
      try {
        return Cookies.converter.read(pair.slice(at + 1).trim(), name);
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}
