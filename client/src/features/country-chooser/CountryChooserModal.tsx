import { useId } from 'react';
import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useCountryChooser } from './useCountryChooser';

export interface CountryChooserModalProps {
  open: boolean;
  onClose: () => void;
}

const ALL_CONTINENTS = 'all';

export function CountryChooserModal({ open, onClose }: CountryChooserModalProps) {
  const titleId = useId();
  const chooser = useCountryChooser(open, onClose);

  const handleContinentChange = (_event: unknown, value: string | null) => {
    // Clicking the selected button again would give null; keep a selection.
    if (value !== null) {
      chooser.setContinentCode(value === ALL_CONTINENTS ? null : value);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm" scroll="paper">
      <DialogTitle id={titleId} sx={{ pr: 6 }}>
        Choose your country
      </DialogTitle>
      <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
      <Stack spacing={2} sx={{ px: 3, pb: 2 }}>
        <Typography variant="body2" color="text.secondary">
          Current country: {chooser.current.name}
        </Typography>
        <TextField
          label="Search country"
          type="search"
          size="small"
          value={chooser.query}
          onChange={(event) => chooser.setQuery(event.target.value)}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon />
                </InputAdornment>
              ),
            },
          }}
        />
        {chooser.continents.length > 0 && (
          <ToggleButtonGroup
            exclusive
            size="small"
            aria-label="Continent"
            value={chooser.continentCode ?? ALL_CONTINENTS}
            onChange={handleContinentChange}
            sx={{ flexWrap: 'wrap' }}
          >
            <ToggleButton value={ALL_CONTINENTS}>All</ToggleButton>
            {chooser.continents.map((continent) => (
              <ToggleButton key={continent.code} value={continent.code}>
                {continent.name}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        )}
      </Stack>
      <DialogContent dividers sx={{ p: 0, minHeight: 240 }}>
        {chooser.loading && (
          <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
            <CircularProgress aria-label="Loading countries" />
          </Box>
        )}
        {chooser.failed && (
          <Alert
            severity="error"
            sx={{ m: 2 }}
            action={
              <Button color="inherit" size="small" onClick={chooser.retry}>
                Try again
              </Button>
            }
          >
            Unable to load the country list.
          </Alert>
        )}
        {!chooser.loading && !chooser.failed && chooser.groups.length === 0 && (
          <Typography sx={{ p: 3 }} color="text.secondary">
            No country matches your search.
          </Typography>
        )}
        {chooser.groups.length > 0 && (
          <List aria-label="Countries" sx={{ '& ul': { p: 0 } }}>
            {chooser.groups.map((group) => (
              <li key={group.continent.code || 'other'}>
                <ul>
                  <ListSubheader>{group.continent.name}</ListSubheader>
                  {group.countries.map((country) => {
                    const selected = country.code === chooser.current.code;
                    return (
                      <ListItemButton
                        key={country.code}
                        component="li"
                        selected={selected}
                        aria-current={selected ? 'true' : undefined}
                        onClick={() => chooser.handleChoose(country)}
                      >
                        <ListItemText primary={country.name} />
                      </ListItemButton>
                    );
                  })}
                </ul>
              </li>
            ))}
          </List>
        )}
      </DialogContent>
    </Dialog>
  );
}
