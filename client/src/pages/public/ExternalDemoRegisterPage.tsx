import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router-dom';
import { DemoForm } from './late-forms';
import { useDemoAttribution } from './useDemoAttribution';

/** /external-demo-register: the demo sign-up on its own, for links from other sites (`?url=…&email=…` pre-fill). */
export function ExternalDemoRegisterPage() {
  const [params] = useSearchParams();
  const attribution = useDemoAttribution();
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <Typography variant="h3" component="h1" gutterBottom>
        Start your free demo
      </Typography>
      <Typography sx={{ mb: 3 }}>Enter your website and e-mail: we will send 500 free visitors to show you how it works.</Typography>
      <DemoForm attribution={attribution} defaultValues={{ url: params.get('url') ?? '', email: params.get('email') ?? '' }} />
    </Container>
  );
}
