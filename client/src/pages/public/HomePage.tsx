import { DemoForm } from './late-forms';
import { PackageCard } from '@/features/pricing/PackageCard';
import { usePricingPromotion } from '@/features/pricing/usePricingPromotion';
import { graphql } from '@/graphql/generated';
import { CATALOGUE_REFRESH_MS } from '@/lib/constants';
import { useGate } from '@/lib/gate';
import { PRODUCT_DESCRIPTION, pageText } from '@/lib/gate-config';
import { usePublicQuery } from '@/lib/public-data';
import { useDemoAttribution } from './useDemoAttribution';
import { Container, Grid, GridItem, Text } from '@/ui/kit';
import { ExpandMoreIcon } from '@/ui/icons/expand-more';

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
  {
    q: 'Is the traffic real?',
    a: 'Yes. Visitors come from real browsers and load your pages like any other visitor, so they show up in your analytics.',
  },
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
      <div className="tg-home-hero">
        <Container maxWidth="lg">
          <Grid spacing={4} alignItems="center">
            <GridItem xs={12} md={7}>
              <Text variant="h2" component="h1" weight="heavy">
                {title}
              </Text>
              <Text variant="h5" component="p" className="tg-home-lead">
                {lead}
              </Text>
            </GridItem>
            <GridItem xs={12} md={5}>
              <DemoForm attribution={attribution} />
            </GridItem>
          </Grid>
        </Container>
      </div>

      <Container maxWidth="lg" component="section" aria-labelledby="advantages-title" className="tg-home-section">
        <Text id="advantages-title" variant="h4" component="h2" gutterBottom>
          Why {config.prop.siteName}
        </Text>
        <Grid spacing={3}>
          {advantages.map((a) => (
            <GridItem key={a.title} xs={12} sm={6} md={3}>
              <Text variant="h6" component="h3">
                {a.title}
              </Text>
              <Text color="text.secondary">{a.text}</Text>
            </GridItem>
          ))}
        </Grid>
      </Container>

      {packages.length > 0 ? (
        <section aria-labelledby="packages-title" className="tg-home-packages">
          <Container maxWidth="lg">
            <Text id="packages-title" variant="h4" component="h2" gutterBottom>
              Popular packages
            </Text>
            <Grid spacing={3}>
              {packages.map((pkg) => (
                <GridItem key={pkg.id} xs={12} sm={6} md={4}>
                  <PackageCard pkg={pkg} promotion={promotion} />
                </GridItem>
              ))}
            </Grid>
          </Container>
        </section>
      ) : null}

      <Container maxWidth="md" component="section" id="faq" aria-labelledby="faq-title" className="tg-home-section">
        <Text id="faq-title" variant="h4" component="h2" gutterBottom>
          Frequently asked questions
        </Text>
        {/* Native disclosures: they open without JavaScript, so the server-rendered answers work before hydration. */}
        <div className="tg-home-faq">
          {faq.map((item) => (
            <details key={item.q} className="tg-home-faq-item">
              <summary>
                <Text component="h3" className="tg-home-faq-question">
                  {item.q}
                </Text>
                <ExpandMoreIcon className="tg-home-faq-icon" />
              </summary>
              <div className="tg-home-faq-answer">
                <Text>{item.a}</Text>
              </div>
            </details>
          ))}
        </div>
      </Container>
    </>
  );
}
