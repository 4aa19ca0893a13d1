import { Fragment, useId } from 'react';
import type { ConsentChoice } from './consent-categories';
import { CONSENT_CATEGORIES, type ConsentCategoryInfo } from './consent-category-info';
import { CloseIcon } from '@/ui/icons/close';
import { Alert, Button, IconButton, Stack, Text } from '@/ui/kit';
import { Divider } from '@/ui/divider';
import { Dialog, DialogActions, DialogContent, DialogTitle } from '@/ui/dialog';
import { Switch } from '@/ui/switch';
import { useConsentDraft } from './useConsentDraft';

export interface CookiePreferencesDialogProps {
  open: boolean;
  /** The stored decision the toggles start from; null while undecided. */
  saved: ConsentChoice | null;
  onClose: () => void;
  onSaveAndApply: (choice: ConsentChoice) => void;
}

export function CookiePreferencesDialog({ open, saved, onClose, onSaveAndApply }: CookiePreferencesDialogProps) {
  const titleId = useId();

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId} className="tg-site-dialog-title">
        Cookie Settings
      </DialogTitle>
      <IconButton aria-label="Close" onClick={onClose} className="tg-site-icon-button tg-site-dialog-close">
        <CloseIcon />
      </IconButton>
      {/* Mounted per opening, so the toggles always start from the saved choice. */}
      {open && <CookiePreferencesForm saved={saved} onSaveAndApply={onSaveAndApply} />}
    </Dialog>
  );
}

interface CookiePreferencesFormProps {
  saved: ConsentChoice | null;
  onSaveAndApply: (choice: ConsentChoice) => void;
}

function CookiePreferencesForm({ saved, onSaveAndApply }: CookiePreferencesFormProps) {
  const { draft, unsaved, toggle } = useConsentDraft(saved);

  const handleSave = () => onSaveAndApply(draft);

  return (
    <>
      <DialogContent className="tg-site-dialog-dividers">
        <Stack spacing={2}>
          {CONSENT_CATEGORIES.map((info, index) => (
            <Fragment key={info.category}>
              {index > 0 ? <Divider /> : null}
              <CategoryToggle info={info} checked={draft[info.category]} onChange={(granted) => toggle(info.category, granted)} />
            </Fragment>
          ))}
        </Stack>
      </DialogContent>
      <DialogActions className="tg-consent-dialog__actions">
        <div role="status" className="tg-consent-dialog__status">
          {unsaved && (
            <Alert severity="warning" className="tg-consent-dialog__unsaved">
              You have unsaved settings
            </Alert>
          )}
        </div>
        <Button variant="contained" onClick={handleSave}>
          Save And Apply
        </Button>
      </DialogActions>
    </>
  );
}

interface CategoryToggleProps {
  info: ConsentCategoryInfo;
  checked: boolean;
  onChange: (granted: boolean) => void;
}

function CategoryToggle({ info, checked, onChange }: CategoryToggleProps) {
  const descriptionId = useId();
  const alwaysOn = info.category === 'essential';

  return (
    <div>
      <Switch
        label={info.label}
        className="tg-consent-switch"
        checked={alwaysOn || checked}
        disabled={alwaysOn}
        onChange={(event) => onChange(event.target.checked)}
        aria-describedby={descriptionId}
      />
      <Text id={descriptionId} variant="body2" color="text.secondary">
        {info.description}
      </Text>
    </div>
  );
}
