/*
 * The four cookie categories of §3. Essential cookies are always on: every choice built here has essential set,
 * whatever the caller passed, so no code path can store or log a consent without it.
 */

export type ConsentCategory = 'essential' | 'functional' | 'analytics' | 'targeting';

export type ConsentChoice = Record<ConsentCategory, boolean>;

export interface ConsentCategoryInfo {
  category: ConsentCategory;
  label: string;
  description: string;
}

export const CONSENT_CATEGORIES: readonly ConsentCategoryInfo[] = [
  {
    category: 'essential',
    label: 'Essential',
    description: 'Needed for the site to work: sign-in, security and remembering this choice. Always on.',
  },
  {
    category: 'functional',
    label: 'Functional',
    description: 'Remember your preferences and enable features such as the live chat.',
  },
  {
    category: 'analytics',
    label: 'Analytics',
    description: 'Help us understand how visitors use the site so we can improve it.',
  },
  {
    category: 'targeting',
    label: 'Targeting',
    description: 'Measure our advertising and show you relevant offers on other sites.',
  },
];

const CATEGORY_ORDER: readonly ConsentCategory[] = CONSENT_CATEGORIES.map((info) => info.category);

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

/** The comma list of granted categories in a fixed order, e.g. "essential,analytics" (§3 cookie-consent log). */
export function toCookieTypes(choice: ConsentChoice): string {
  return CATEGORY_ORDER.filter((category) => choice[category]).join(',');
}

/** Reads a comma list back; unknown names are ignored, and a list without any known name is no choice. */
export function fromCookieTypes(value: string): ConsentChoice | null {
  const names = value.split(',').map((name) => name.trim()).filter(isConsentCategory);
  if (names.length === 0) {
    return null;
  }
  return makeChoice(Object.fromEntries(names.map((name) => [name, true])));
}

export function sameChoice(a: ConsentChoice, b: ConsentChoice): boolean {
  return CATEGORY_ORDER.every((category) => a[category] === b[category]);
}
