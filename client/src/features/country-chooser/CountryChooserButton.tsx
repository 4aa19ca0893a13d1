import { useState } from 'react';
import LanguageIcon from '@mui/icons-material/Language';
import Button, { type ButtonProps } from '@mui/material/Button';
import { deferredComponent } from '@/lib/after-paint';
import { useCountry } from './useCountry';

// Issue 12 "Light": the chooser loads when it is first wanted (pointer over or focus on the button, or a click).
const CountryChooserModal = deferredComponent(() => import('./CountryChooserModal').then((m) => m.CountryChooserModal));

export interface CountryChooserButtonProps {
  color?: ButtonProps['color'];
}

/** The footer entry of the public layout: shows the current country and opens the chooser. */
export function CountryChooserButton({ color = 'inherit' }: CountryChooserButtonProps) {
  const { country } = useCountry();
  const [open, setOpen] = useState(false);
  // Mounted from its first opening on, so it can animate closed.
  const [used, setUsed] = useState(false);
  const preload = () => void CountryChooserModal.preload();

  return (
    <>
      <Button
        color={color}
        startIcon={<LanguageIcon />}
        aria-haspopup="dialog"
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        {`Country: ${country.name}`}
      </Button>
      {used ? <CountryChooserModal open={open} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
