import { useSearchParams } from 'react-router-dom';
import { DemoForm } from './late-forms';
import { useDemoAttribution } from './useDemoAttribution';
import { Container, Text } from '@/ui/kit';

/** /external-demo-register: the demo sign-up on its own, for links from other sites (`?url=…&email=…` pre-fill). */
export function ExternalDemoRegisterPage() {
  const [params] = useSearchParams();
  const attribution = useDemoAttribution();
  return (
    <Container maxWidth="sm" className="tg-pages-padded">
      <Text variant="h3" component="h1" gutterBottom>
        Start your free demo
      </Text>
      <Text className="tg-pages-mb3">Enter your website and e-mail: we will send 500 free visitors to show you how it works.</Text>
      <DemoForm attribution={attribution} defaultValues={{ url: params.get('url') ?? '', email: params.get('email') ?? '' }} />
    </Container>
  );
}
