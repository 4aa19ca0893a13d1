/*
 * What a locked traffic setting says beside its disabled field: the tier it needs and, in the panel, a link to the
 * packages that unlock it. Locked settings are always shown, never left out.
 */
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { createContext, useContext, useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { tierLocks, tierNeeded, type ProfessionalSetting, type TierInfo, type TierLocks } from './traffic-settings-values';

export interface TierLockState {
  locks: TierLocks;
  /** "Professional": the tier a setting needs. */
  needed: (setting: ProfessionalSetting) => string;
  /** The packages page (the panel); without it the note only names the tier (the admin). */
  packagesHref?: string;
}

export const TierLockContext = createContext<TierLockState>({
  locks: { 'geo.states': false, 'geo.cities': false, 'sources.keywords': false, 'pace.businessHours': false },
  needed: () => 'Professional',
});

export function useTierLocks(): TierLockState {
  return useContext(TierLockContext);
}

/** The lock state of a project on `tier`, by what `trafficTiers` answered (undefined while it has not). */
export function useTierLockState(tier: string, tiers: readonly TierInfo[] | undefined, packagesHref?: string): TierLockState {
  return useMemo(() => ({ locks: tierLocks(tier, tiers), needed: (s) => tierNeeded(s, tiers), packagesHref }), [tier, tiers, packagesHref]);
}

export function PackagesLink({ tier }: { tier: string }) {
  const { packagesHref } = useTierLocks();
  if (!packagesHref) return null;
  return (
    <Link component={RouterLink} to={packagesHref}>
      See {tier} packages
    </Link>
  );
}

/** "Search keywords need a Professional package. See Professional packages" under a disabled field. */
export function TierLockNote({ setting, what }: { setting: ProfessionalSetting; what: string }) {
  const { needed } = useTierLocks();
  const tier = needed(setting);
  return (
    <Typography variant="caption" component="p" color="text.secondary" sx={{ mt: 0.5 }}>
      {what} need a {tier} package. <PackagesLink tier={tier} />
    </Typography>
  );
}
