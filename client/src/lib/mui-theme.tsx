/*
 * The MUI theme of the gate (lib/theme.ts), for the parts that draw with MUI: the panel, the admin and the chunks
 * they share (the public pages draw with ui/kit.tsx and static CSS, so the theme and its styling
 * runtime are not part of their first load). The page's base styles are the static CSS's (styles/kit.css).
 */
import { ThemeProvider } from '@mui/material/styles';
import { useMemo, type ReactNode } from 'react';
import { useGate } from './gate';
import { createGateTheme } from './theme';

export function GateThemeProvider({ children }: { children: ReactNode }) {
  const { config } = useGate();
  const theme = useMemo(() => createGateTheme(config), [config]);
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}

/** `Component` inside the gate's MUI theme. */
export function withGateTheme<P extends object>(Component: (props: P) => ReactNode): (props: P) => ReactNode {
  return function WithGateTheme(props: P) {
    return (
      <GateThemeProvider>
        <Component {...props} />
      </GateThemeProvider>
    );
  };
}
