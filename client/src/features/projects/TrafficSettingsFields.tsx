/*
 * The sections of the traffic settings (docs/targeting.md): geo, sources, devices, behaviour and pace, shared by a
 * project's settings form and the create page. They live in the react-hook-form context of a form whose values
 * include `TrafficSettingsValues`. The settings the tier does not unlock are shown disabled with the tier they need,
 * named first in one note with, in the panel, the link to the packages that unlock them.
 */
import Alert from '@mui/material/Alert';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { PackagesLink, TierLockContext, type TierLockState } from './TierLockNote';
import { TrafficGeoFields, type GeoDictionary } from './TrafficGeoFields';
import { TrafficSourceFields } from './TrafficSourceFields';
import { TrafficBehaviourFields, TrafficDeviceFields, TrafficPaceFields } from './TrafficVisitFields';
import { capitalized, listWords, PROFESSIONAL_SETTINGS, SETTING_LABELS } from './traffic-settings-values';

export interface TrafficSettingsFieldsProps {
  /** What the tier leaves locked (useTierLockState). */
  lockState: TierLockState;
  /** Opens the note on the locked settings: "The project's package is Standard". */
  tierIntro: string;
  dictionary: GeoDictionary | undefined;
}

export function TrafficSettingsFields({ lockState, tierIntro, dictionary }: TrafficSettingsFieldsProps) {
  const locked = PROFESSIONAL_SETTINGS.filter((s) => lockState.locks[s]);
  return (
    <TierLockContext.Provider value={lockState}>
      <Stack spacing={3}>
        {locked.length ? (
          // It stays beside the fields as long as the tier does: a note, not an alert that is announced.
          <Alert severity="info" role="note">
            {tierIntro}: {capitalized(listWords(locked.map((s) => SETTING_LABELS[s] ?? s)))} {locked.length > 1 ? 'need' : 'needs'} a{' '}
            {lockState.needed(locked[0])} package. <PackagesLink tier={lockState.needed(locked[0])} />
          </Alert>
        ) : null}
        <Stack spacing={3} divider={<Divider flexItem />}>
          <TrafficGeoFields dictionary={dictionary} />
          <TrafficSourceFields />
          <TrafficDeviceFields />
          <TrafficBehaviourFields />
          <TrafficPaceFields />
        </Stack>
      </Stack>
    </TierLockContext.Provider>
  );
}
