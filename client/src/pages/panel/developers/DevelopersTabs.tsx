import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/lib/paths';

export interface DevelopersTabsProps {
  current: 'keys' | 'webhooks';
}

/** The Developers heading and its two sections, API keys and webhooks, as links: each has its URL. */
export function DevelopersTabs({ current }: DevelopersTabsProps) {
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        Developers
      </Typography>
      <Box component="nav" aria-label="Developers sections" sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        <Tabs value={current}>
          <Tab value="keys" label="API keys" component={RouterLink} to={paths.panel.developers.getHref()} />
          <Tab value="webhooks" label="Webhooks" component={RouterLink} to={paths.panel.webhooks.list.getHref()} />
        </Tabs>
      </Box>
    </>
  );
}
