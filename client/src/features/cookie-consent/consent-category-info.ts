/*
 * What the preferences dialog says about each cookie category of docs/product.md#records. the texts live apart from
 * the consent rules (consent-categories.ts), which every public page runs, so they load with the dialog only.
 */
import type { ConsentCategory } from './consent-categories';

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
