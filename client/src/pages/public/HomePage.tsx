import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { DemoForm } from './late-forms';
import { PackageCard } from '@/features/pricing/PackageCard';
import { usePricingPromotion } from '@/features/pricing/usePricingPromotion';
import { graphql } from '@/graphql/generated';
import { CATALOGUE_REFRESH_MS } from '@/lib/constants';
import { useGate } from '@/lib/gate';
import { PRODUCT_DESCRIPTION, pageText } from '@/lib/gate-config';
import { usePublicQuery } from '@/lib/public-data';
import { useDemoAttribution } from './useDemoAttribution';

export const MainPagePackagesQuery = graphql(`
  query MainPagePackages {
    packagesForMainPage {
      ...PackageCard_package
    }
  }
`);

const advantages = [
  { title: 'Real visitors', text: 'Traffic from real browsers, not bots, spread evenly over the package duration.' },
  { title: 'Start in minutes', text: 'Add your website, pick a package, and delivery starts within 24 hours.' },
  { title: 'Transparent results', text: 'Your dashboard shows delivered visitors for every project, day by day.' },
  { title: 'Money-back promise', text: 'Credits that cannot be delivered are refunded. No contracts, no hidden fees.' },
];

const faq = [
  { q: 'Is the traffic real?', a: 'Yes. Visitors come from real browsers and load your pages like any other visitor, so they show up in your analytics.' },
  { q: 'How fast does delivery start?', a: 'Usually within a few hours, at most 24 hours after your project is approved.' },
  { q: 'Can I try before buying?', a: 'Yes: the free demo sends 500 visitors to your website. Enter its address above.' },
  { q: 'How do I pay?', a: 'By card. Prices are shown before you pay, and every order appears under Subscriptions in your dashboard.' },
];

export function HomePage() {
  const { config } = useGate();
  const { data } = usePublicQuery(MainPagePackagesQuery, { maxAgeMs: CATALOGUE_REFRESH_MS });
  const attribution = useDemoAttribution();
  const promotion = usePricingPromotion();
  const title = pageText(config, 'home', 'title', PRODUCT_DESCRIPTION);
  const lead = pageText(config, 'home', 'lead', 'Real visitors for your website, delivered within days.');
  const packages = data?.packagesForMainPage ?? [];

  return (
    <>
      <Box sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', py: { xs: 6, md: 10 } }}>
        <Container maxWidth="lg">
          <Grid container spacing={4} sx={{ alignItems: 'center' }}>
            <Grid size={{ xs: 12, md: 7 }}>
              <Typography variant="h2" component="h1" sx={{ fontWeight: 800 }}>
                {title}
              </Typography>
              <Typography variant="h5" component="p" sx={{ mt: 2, opacity: 0.9 }}>
                {lead}
              </Typography>
            </Grid>
            <Grid size={{ xs: 12, md: 5 }}>
              <DemoForm attribution={attribution} />
            </Grid>
          </Grid>
        </Container>
      </Box>

      <Container maxWidth="lg" component="section" aria-labelledby="advantages-title" sx={{ py: 8 }}>
        <Typography id="advantages-title" variant="h4" component="h2" gutterBottom>
          Why {config.prop.siteName}
        </Typography>
        <Grid container spacing={3}>
          {advantages.map((a) => (
            <Grid key={a.title} size={{ xs: 12, sm: 6, md: 3 }}>
              <Typography variant="h6" component="h3">
                {a.title}
              </Typography>
              <Typography color="text.secondary">{a.text}</Typography>
            </Grid>
          ))}
        </Grid>
      </Container>

      {packages.length > 0 ? (
        <Box component="section" aria-labelledby="packages-title" sx={{ bgcolor: 'grey.50', py: 8 }}>
          <Container maxWidth="lg">
            <Typography id="packages-title" variant="h4" component="h2" gutterBottom>
              Popular packages
            </Typography>
            <Grid container spacing={3}>
              {packages.map((pkg) => (
                <Grid key={pkg.id} size={{ xs: 12, sm: 6, md: 4 }}>
                  <PackageCard pkg={pkg} promotion={promotion} />
                </Grid>
              ))}
            </Grid>
          </Container>
        </Box>
      ) : null}

      <Container maxWidth="md" component="section" id="faq" aria-labelledby="faq-title" sx={{ py: 8 }}>
        <Typography id="faq-title" variant="h4" component="h2" gutterBottom>
          Frequently asked questions
        </Typography>
        {faq.map((item) => (
          <Accordion key={item.q} disableGutters>
            <AccordionSummary expandIcon={<ExpandMoreIcon />}>
              <Typography component="h3" sx={{ fontWeight: 600 }}>
                {item.q}
              </Typography>
            </AccordionSummary>
            <AccordionDetails>
              <Typography>{item.a}</Typography>
            </AccordionDetails>
          </Accordion>
        ))}
      </Container>
    </>
  );
}
