/*
 * A cookie read for useSyncExternalStore, which asks for its snapshot on every render of its users and again after
 * each commit: js-cookie parses the whole `document.cookie` each time, so the value is parsed again only when that
 * string has changed (the consent and country snapshots were ~40–70 ms of a public page's load at
 * mobile CPU speed, profiled).
 */
import Cookies from 'js-cookie';

export function cookieReader(name: string): () => string | undefined {
  let header: string | null = null;
  let value: string | undefined;
  return () => {
    const current = document.cookie;
    if (current !== header) {
      header = current;
      value = Cookies.get(name);
    }
    return value;
  };
}
