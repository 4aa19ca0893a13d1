import { useState } from 'react';
import LanguageIcon from '@mui/icons-material/Language';
import Button, { type ButtonProps } from '@mui/material/Button';
import { CountryChooserModal } from './CountryChooserModal';
import { useCountry } from './useCountry';

export interface CountryChooserButtonProps {
  color?: ButtonProps['color'];
}

/** The footer entry of the public layout: shows the current country and opens the chooser. */
export function CountryChooserButton({ color = 'inherit' }: CountryChooserButtonProps) {
  const { country } = useCountry();
  const [open, setOpen] = useState(false);

  return (
    <>
      <Button color={color} startIcon={<LanguageIcon />} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {`Country: ${country.name}`}
      </Button>
      <CountryChooserModal open={open} onClose={() => setOpen(false)} />
    </>
  );
}
