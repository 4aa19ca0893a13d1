import { ALL_GRANTED, ESSENTIAL_ONLY, fromCookieTypes, makeChoice, sameChoice, toCookieTypes } from '../consent-categories';
import { consentExpiry } from '../consent-cookie';

it('writes the granted categories as a comma list in a fixed order', () => {
  expect(toCookieTypes(ESSENTIAL_ONLY)).toBe('essential');
  expect(toCookieTypes(ALL_GRANTED)).toBe('essential,functional,analytics,targeting');
  expect(toCookieTypes(makeChoice({ targeting: true, functional: true }))).toBe('essential,functional,targeting');
});

it('never builds a choice without essential', () => {
  expect(makeChoice({ essential: false } as never).essential).toBe(true);
  expect(fromCookieTypes('targeting')).toEqual(makeChoice({ targeting: true }));
});

it('reads a comma list back, ignoring unknown names', () => {
  expect(fromCookieTypes('essential, analytics,bogus')).toEqual(makeChoice({ analytics: true }));
  expect(fromCookieTypes('bogus')).toBeNull();
  expect(fromCookieTypes('')).toBeNull();
});

it('compares choices category by category', () => {
  expect(sameChoice(makeChoice({ analytics: true }), makeChoice({ analytics: true }))).toBe(true);
  expect(sameChoice(makeChoice({ analytics: true }), ESSENTIAL_ONLY)).toBe(false);
});

it('keeps the consent for 10 years', () => {
  expect(consentExpiry(new Date('2026-03-15T12:00:00Z'))).toEqual(new Date('2036-03-15T12:00:00Z'));
});

it('describes every category, in the order the cookie lists them (the preferences dialog shows them so)', async () => {
  const { CATEGORY_ORDER } = await import('../consent-categories');
  const { CONSENT_CATEGORIES } = await import('../consent-category-info');
  expect(CONSENT_CATEGORIES.map((info) => info.category)).toEqual(CATEGORY_ORDER);
});
