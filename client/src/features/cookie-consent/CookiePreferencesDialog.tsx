import { useId } from 'react';
import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { CONSENT_CATEGORIES, type ConsentCategoryInfo, type ConsentChoice } from './consent-categories';
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
      <DialogTitle id={titleId} sx={{ pr: 6 }}>
        Cookie Settings
      </DialogTitle>
      <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
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
      <DialogContent dividers>
        <Stack spacing={2} divider={<Divider flexItem />}>
          {CONSENT_CATEGORIES.map((info) => (
            <CategoryToggle
              key={info.category}
              info={info}
              checked={draft[info.category]}
              onChange={(granted) => toggle(info.category, granted)}
            />
          ))}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'space-between', px: 3, py: 2 }}>
        <Box role="status" sx={{ minHeight: 40, display: 'flex', alignItems: 'center' }}>
          {unsaved && (
            <Alert severity="warning" sx={{ py: 0 }}>
              You have unsaved settings
            </Alert>
          )}
        </Box>
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
    <Box>
      <FormControlLabel
        label={info.label}
        control={
          <Switch
            checked={alwaysOn || checked}
            disabled={alwaysOn}
            onChange={(event) => onChange(event.target.checked)}
            slotProps={{ input: { 'aria-describedby': descriptionId } }}
          />
        }
      />
      <Typography id={descriptionId} variant="body2" color="text.secondary">
        {info.description}
      </Typography>
    </Box>
  );
}
