import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useGate } from '@/lib/gate';
import { pageText } from '@/lib/gate-config';
import { fillTokens, infoContent, type InfoPageId } from './info-content';

export interface InfoPageProps {
  id: InfoPageId;
}

export function InfoPage({ id }: InfoPageProps) {
  const { config } = useGate();
  const content = infoContent[id];
  const fill = (text: string) => fillTokens(text, config.prop);
  return (
    <Container maxWidth="md" component="article" sx={{ py: { xs: 4, md: 8 } }}>
      <Typography variant="h3" component="h1" gutterBottom>
        {fill(pageText(config, id, 'title', content.title))}
      </Typography>
      <Typography variant="h6" component="p" color="text.secondary" sx={{ mb: 4 }}>
        {fill(pageText(config, id, 'lead', content.lead))}
      </Typography>
      {content.sections.map((section, i) => (
        <section key={section.heading ?? i}>
          {section.heading ? (
            <Typography variant="h5" component="h2" sx={{ mt: 3, mb: 1 }}>
              {fill(section.heading)}
            </Typography>
          ) : null}
          {section.paragraphs.map((p) => (
            <Typography key={p} sx={{ mb: 2 }}>
              {fill(p)}
            </Typography>
          ))}
        </section>
      ))}
    </Container>
  );
}
