import { useGate } from '@/lib/gate';
import { pageText } from '@/lib/gate-config';
import { fillTokens, infoContent, type InfoPageId } from './info-content';
import { Container, Text } from '@/ui/kit';

export interface InfoPageProps {
  id: InfoPageId;
}

export function InfoPage({ id }: InfoPageProps) {
  const { config } = useGate();
  const content = infoContent[id];
  const fill = (text: string) => fillTokens(text, config.prop);
  return (
    <Container maxWidth="md" component="article" className="tg-pages-padded">
      <Text variant="h3" component="h1" gutterBottom>
        {fill(pageText(config, id, 'title', content.title))}
      </Text>
      <Text variant="h6" component="p" color="text.secondary" className="tg-pages-lead">
        {fill(pageText(config, id, 'lead', content.lead))}
      </Text>
      {content.sections.map((section, i) => (
        <section key={section.heading ?? i}>
          {section.heading ? (
            <Text variant="h5" component="h2" className="tg-info-heading">
              {fill(section.heading)}
            </Text>
          ) : null}
          {section.paragraphs.map((p) => (
            <Text key={p} className="tg-pages-paragraph">
              {fill(p)}
            </Text>
          ))}
        </section>
      ))}
    </Container>
  );
}
