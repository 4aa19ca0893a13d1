import { useId } from 'react';
import { CloseIcon } from '@/ui/icons/close';
import { SearchIcon } from '@/ui/icons/search';
import { Alert, Button, cx, IconButton, Spinner, Text } from '@/ui/kit';
import { Dialog, DialogContent, DialogTitle } from '@/ui/dialog';
import { TextField } from '@/ui/text-field';
import { useCountryChooser } from './useCountryChooser';

export interface CountryChooserModalProps {
  open: boolean;
  onClose: () => void;
}

const ALL_CONTINENTS = 'all';

export function CountryChooserModal({ open, onClose }: CountryChooserModalProps) {
  const titleId = useId();
  const chooser = useCountryChooser(open, onClose);
  const selectedContinent = chooser.continentCode ?? ALL_CONTINENTS;

  // One continent is always selected (a group of toggle buttons, MUI's exclusive ToggleButtonGroup).
  const continentButton = (value: string, label: string) => (
    <button
      key={value}
      type="button"
      value={value}
      aria-pressed={value === selectedContinent}
      className={cx('tg-country-toggle', value === selectedContinent && 'tg-country-toggle--selected')}
      onClick={() => chooser.setContinentCode(value === ALL_CONTINENTS ? null : value)}
    >
      {label}
    </button>
  );

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId} className="tg-site-dialog-title">
        Choose your country
      </DialogTitle>
      <IconButton aria-label="Close" onClick={onClose} className="tg-site-icon-button tg-site-dialog-close">
        <CloseIcon />
      </IconButton>
      <div className="tg-country-controls">
        <Text variant="body2" color="text.secondary">
          Current country: {chooser.current.name}
        </Text>
        <TextField
          label="Search country"
          type="search"
          size="small"
          value={chooser.query}
          onChange={(event) => chooser.setQuery(event.target.value)}
          startAdornment={<SearchIcon />}
        />
        {chooser.continents.length > 0 && (
          <div role="group" aria-label="Continent" className="tg-country-toggles">
            {continentButton(ALL_CONTINENTS, 'All')}
            {chooser.continents.map((continent) => continentButton(continent.code, continent.name))}
          </div>
        )}
      </div>
      <DialogContent className="tg-site-dialog-dividers tg-country-content">
        {chooser.loading && (
          <div className="tg-country-loading">
            <Spinner aria-label="Loading countries" />
          </div>
        )}
        {chooser.failed && (
          <Alert
            severity="error"
            style={{ margin: 16 }}
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
          <Text color="text.secondary" style={{ padding: 24 }}>
            No country matches your search.
          </Text>
        )}
        {chooser.groups.length > 0 && (
          <ul aria-label="Countries" className="tg-country-list">
            {chooser.groups.map((group) => (
              <li key={group.continent.code || 'other'}>
                <ul>
                  <li className="tg-country-list__heading">{group.continent.name}</li>
                  {group.countries.map((country) => {
                    const selected = country.code === chooser.current.code;
                    return (
                      <li key={country.code}>
                        <button
                          type="button"
                          className={cx('tg-country-item', selected && 'tg-country-item--selected')}
                          aria-current={selected ? 'true' : undefined}
                          onClick={() => chooser.handleChoose(country)}
                        >
                          {country.name}
                        </button>
                      </li>
                    );
                  })}
                </ul>
              </li>
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
