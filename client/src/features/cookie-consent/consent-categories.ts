/*
 * The four cookie categories of docs/product.md#records. Essential cookies are always on: every choice built here has essential set,
 * whatever the caller passed, so no code path can store or log a consent without it.
 */

export type ConsentCategory = 'essential' | 'functional' | 'analytics' | 'targeting';

export type ConsentChoice = Record<ConsentCategory, boolean>;

/** The categories in the order of docs/product.md#records (the preferences dialog lists them so: consent-category-info.ts). */
export const CATEGORY_ORDER: readonly ConsentCategory[] = ['essential', 'functional', 'analytics', 'targeting'];

export function isConsentCategory(value: string): value is ConsentCategory {
  return (CATEGORY_ORDER as readonly string[]).includes(value);
}

export function makeChoice(granted: Partial<ConsentChoice>): ConsentChoice {
  return {
    essential: true,
    functional: granted.functional ?? false,
    analytics: granted.analytics ?? false,
    targeting: granted.targeting ?? false,
  };
}

export const ESSENTIAL_ONLY: ConsentChoice = makeChoice({});

export const ALL_GRANTED: ConsentChoice = makeChoice({ functional: true, analytics: true, targeting: true });

/** The comma list of granted categories in a fixed order, e.g. "essential,analytics" (docs/product.md#records cookie-consent log). */
export function toCookieTypes(choice: ConsentChoice): string {
  return CATEGORY_ORDER.filter((category) => choice[category]).join(',');
}

/** Reads a comma list back; unknown names are ignored, and a list without any known name is no choice. */
export function fromCookieTypes(value: string): ConsentChoice | null {
  const names = value
    .split(',')
    .map((name) => name.trim())
    .filter(isConsentCategory);
  if (names.length === 0) {
    return null;
  }
  return makeChoice(Object.fromEntries(names.map((name) => [name, true])));
}

export function sameChoice(a: ConsentChoice, b: ConsentChoice): boolean {
  return CATEGORY_ORDER.every((category) => a[category] === b[category]);
}
