/*
 * /panel: the user's balances, projects with their campaign status and expiry, active subscriptions
 * and the running promotion. A user with nothing yet gets the first-run path instead: create a project, then buy
 * credits to put on it. Each block loads on its own, so one failing call (logged, docs/api.md#error-catalogue) leaves the others.
 */
import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Step from '@mui/material/Step';
import StepContent from '@mui/material/StepContent';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { daysLeftLabel, firstActivePromotion, savePercent, wholeDaysLeft } from '@/features/promotion-popup/promotion-rules';
import { CampaignStatusChip } from '@/features/projects/project-status';
import { graphql } from '@/graphql/generated';
import { useAuth } from '@/lib/auth';
import { formatDate, formatNumber } from '@/lib/format';
import { paths } from '@/lib/paths';

export const DashboardBalancesQuery = graphql(`
  query DashboardBalances {
    balances(limit: 50) {
      items {
        id
        quantity
        package {
          id
          name
        }
      }
    }
  }
`);

export const DashboardProjectsQuery = graphql(`
  query DashboardProjects {
    projects(limit: 5) {
      items {
        id
        title
        expiredAt
        campaignStatus
      }
      total
    }
  }
`);

export const DashboardSubscriptionsQuery = graphql(`
  query DashboardSubscriptions {
    orders(filter: { status: "active" }, limit: 5) {
      items {
        id
        quantity
        lastPaymentAt
        package {
          id
          name
        }
      }
      total
    }
  }
`);

export const DashboardPromotionsQuery = graphql(`
  query DashboardPromotions {
    activePromotions {
      id
      type
      creditsMultiplier
      offerTitle
      offerDescription
      startAt
      endAt
    }
  }
`);

function Block({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Card variant="outlined" component="section" aria-label={title} sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        {children}
        {action ? <div style={{ marginTop: 16 }}>{action}</div> : null}
      </CardContent>
    </Card>
  );
}

function FirstRun({ hasProject, hasCredits }: { hasProject: boolean; hasCredits: boolean }) {
  const active = hasProject ? (hasCredits ? 2 : 1) : 0;
  return (
    <Card variant="outlined" component="section" aria-label="Get started" sx={{ mb: 3 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          Get started
        </Typography>
        <Stepper activeStep={active} orientation="vertical">
          <Step completed={hasProject}>
            <StepLabel>Create a project</StepLabel>
            <StepContent>
              <Typography sx={{ mb: 1 }}>Tell us which website should receive the visitors.</Typography>
              <Button component={RouterLink} to={paths.panel.projects.create.getHref()} variant="contained">
                Create a project
              </Button>
            </StepContent>
          </Step>
          <Step completed={hasCredits}>
            <StepLabel>Buy traffic credits</StepLabel>
            <StepContent>
              <Typography sx={{ mb: 1 }}>Choose a package; each credit runs one campaign period on a project.</Typography>
              <Button component={RouterLink} to={paths.panel.billing.packages.getHref()} variant="contained">
                Buy traffic credits
              </Button>
            </StepContent>
          </Step>
        </Stepper>
      </CardContent>
    </Card>
  );
}

export function PanelDashboardPage() {
  const { user } = useAuth();
  const balancesQuery = useQuery(DashboardBalancesQuery);
  const projectsQuery = useQuery(DashboardProjectsQuery);
  const ordersQuery = useQuery(DashboardSubscriptionsQuery);
  const { data: promotionData } = useQuery(DashboardPromotionsQuery);

  const balances = (balancesQuery.data?.balances.items ?? []).filter((b) => b.quantity > 0);
  const projects = projectsQuery.data?.projects.items ?? [];
  const subscriptions = ordersQuery.data?.orders.items ?? [];
  const now = Date.now();
  const promotion = promotionData ? firstActivePromotion(promotionData.activePromotions, now) : null;
  const settled = !balancesQuery.loading && !projectsQuery.loading;
  // "Nothing yet": no project, or projects that never had a package and no credits to put on them.
  const neverRan = projects.every((p) => !p.expiredAt);
  const firstRun = settled && (projects.length === 0 || (balances.length === 0 && neverRan && subscriptions.length === 0));

  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        Welcome{user?.displayName ? `, ${user.displayName}` : ''}
      </Typography>
      {promotion ? (
        <Alert severity="success" sx={{ mb: 3 }} role="region" aria-label="Promotion">
          <AlertTitle>{promotion.offerTitle || 'Promotion'}</AlertTitle>
          {promotion.offerDescription ? <Typography variant="body2">{promotion.offerDescription}</Typography> : null}
          <Typography variant="body2" sx={{ mt: 1 }}>
            {savePercent(promotion.creditsMultiplier) !== null ? `Save ${savePercent(promotion.creditsMultiplier)}% · ` : ''}
            {daysLeftLabel(wholeDaysLeft(promotion.endAt, now))} ·{' '}
            <Link component={RouterLink} to={paths.panel.billing.packages.getHref()}>
              Buy traffic credits
            </Link>
          </Typography>
        </Alert>
      ) : null}
      {firstRun ? <FirstRun hasProject={projects.length > 0} hasCredits={balances.length > 0} /> : null}
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Block
            title="Projects"
            action={
              <Button component={RouterLink} to={paths.panel.projects.list.getHref()} variant="outlined">
                All projects
              </Button>
            }
          >
            {projects.length === 0 ? (
              <Typography color="text.secondary">No projects yet.</Typography>
            ) : (
              <List dense disablePadding>
                {projects.map((p) => (
                  <ListItem key={p.id} disableGutters secondaryAction={<CampaignStatusChip status={p.campaignStatus} />}>
                    <ListItemText
                      primary={
                        <Link component={RouterLink} to={paths.panel.projects.detail.getHref({ id: p.id })}>
                          {p.title}
                        </Link>
                      }
                      secondary={p.expiredAt ? `Expires ${formatDate(p.expiredAt)}` : 'No package'}
                    />
                  </ListItem>
                ))}
              </List>
            )}
          </Block>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Block
            title="Balance"
            action={
              <Button component={RouterLink} to={paths.panel.billing.packages.getHref()} variant="outlined">
                Buy traffic credits
              </Button>
            }
          >
            {balances.length === 0 ? (
              <Typography color="text.secondary">No credits yet.</Typography>
            ) : (
              <List dense disablePadding>
                {balances.map((b) => (
                  <ListItem key={b.id} disableGutters secondaryAction={<Chip size="small" label={`${formatNumber(b.quantity)} left`} />}>
                    <ListItemText primary={b.package.name} />
                  </ListItem>
                ))}
              </List>
            )}
          </Block>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Block
            title="Active subscriptions"
            action={
              <Button component={RouterLink} to={paths.panel.orders.list.getHref()} variant="outlined">
                All subscriptions
              </Button>
            }
          >
            {subscriptions.length === 0 ? (
              <Typography color="text.secondary">No active subscriptions.</Typography>
            ) : (
              <List dense disablePadding>
                {subscriptions.map((o) => (
                  <ListItem key={o.id} disableGutters>
                    <ListItemText
                      primary={
                        <Link component={RouterLink} to={paths.panel.orders.detail.getHref({ id: o.id })}>
                          {o.package.name}
                          {o.quantity > 1 ? ` × ${formatNumber(o.quantity)}` : ''}
                        </Link>
                      }
                      secondary={o.lastPaymentAt ? `Last paid ${formatDate(o.lastPaymentAt)}` : null}
                    />
                  </ListItem>
                ))}
              </List>
            )}
          </Block>
        </Grid>
      </Grid>
    </>
  );
}
