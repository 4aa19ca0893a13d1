import { useState } from 'react';
import { deferredComponent } from '@/lib/after-paint';
import { LanguageIcon } from '@/ui/icons/language';
import { Button, type ButtonColor } from '@/ui/kit';
import { useCountry } from './useCountry';

// The chooser loads when it is first wanted (pointer over or focus on the button, or a click).
const CountryChooserModal = deferredComponent(() => import('./CountryChooserModal').then((m) => m.CountryChooserModal));

export interface CountryChooserButtonProps {
  color?: ButtonColor;
}

/** The footer entry of the public layout: shows the current country and opens the chooser. */
export function CountryChooserButton({ color = 'inherit' }: CountryChooserButtonProps) {
  const { country } = useCountry();
  const [open, setOpen] = useState(false);
  // Mounted from its first opening on: its module loads only when the chooser is first wanted.
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
