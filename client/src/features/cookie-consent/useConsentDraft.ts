import { useState } from 'react';
import { ESSENTIAL_ONLY, makeChoice, sameChoice, type ConsentCategory, type ConsentChoice } from './consent-categories';

export interface ConsentDraft {
  draft: ConsentChoice;
  /** True while the toggles differ from the saved choice (essential only while undecided). */
  unsaved: boolean;
  toggle(category: ConsentCategory, granted: boolean): void;
}

export function useConsentDraft(saved: ConsentChoice | null): ConsentDraft {
  const baseline = saved ?? ESSENTIAL_ONLY;
  const [draft, setDraft] = useState<ConsentChoice>(baseline);

  return {
    draft,
    unsaved: !sameChoice(draft, baseline),
    // makeChoice keeps essential on even if a caller tries to switch it off.
    toggle: (category, granted) => setDraft((current) => makeChoice({ ...current, [category]: granted })),
  };
}
