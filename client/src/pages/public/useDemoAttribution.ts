import { useMemo } from 'react';
import { useCountry } from '@/features/country-chooser/useCountry';
import type { DemoAttribution } from '@/features/demo/useDemoSignup';
import { useVisitor } from '@/features/visitor/useVisitor';

/**
 * The visitor data a demo sign-up carries, gathered here so the demo feature does not reach into its siblings.
 * The country is sent once it is known (chosen or detected); the United States placeholder is not sent, so the
 * server decides from the request instead of registering everyone whose detection was slow as American.
 */
export function useDemoAttribution(): DemoAttribution {
  const { country, origin } = useCountry();
  const { visitorUuid, sessionUuid, utm } = useVisitor();
  return useMemo(
    () => ({ country: origin === 'default' ? null : country.code, visitorUuid, sessionUuid, ...utm }),
    [country.code, origin, visitorUuid, sessionUuid, utm],
  );
}
