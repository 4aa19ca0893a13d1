/* The head of a project's admin screen over a date range (its pages, its statistics): the title, the way back to the project, the range. */
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { DateRangeFields } from '@/features/projects/DateRangeFields';
import type { DayRange } from '@/features/projects/statistics-range';
import { paths } from '@/lib/paths';

export interface ProjectRangeHeaderProps {
  /** The screen's title: "Statistics", followed by the project's title once it is known. */
  title: string;
  projectId: number;
  projectTitle: string | undefined;
  range: DayRange;
  onRangeChange: (range: DayRange) => void;
}

export function ProjectRangeHeader({ title, projectId, projectTitle, range, onRangeChange }: ProjectRangeHeaderProps) {
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      sx={{ mb: 2, justifyContent: 'space-between', alignItems: { md: 'center' } }}
    >
      <div>
        <Typography variant="h4" component="h1">
          {projectTitle === undefined ? title : `${title}: ${projectTitle}`}
        </Typography>
        <Link component={RouterLink} to={paths.admin.projects.detail.getHref({ id: projectId })}>
          Project #{projectId}
        </Link>
      </div>
      <DateRangeFields range={range} onChange={onRangeChange} />
    </Stack>
  );
}
