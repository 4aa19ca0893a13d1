import type { ReactNode } from 'react';
import { Container, Paper, Text } from '@/ui/kit';

export function AuthCard({ title, children, footer }: { title: string; children: ReactNode; footer?: ReactNode }) {
  return (
    <Container maxWidth="xs" className="tg-pages-padded">
      <Paper variant="outlined" className="tg-auth-card">
        <Text variant="h4" component="h1" gutterBottom>
          {title}
        </Text>
        {children}
        {footer ? <Text className="tg-auth-footer">{footer}</Text> : null}
      </Paper>
    </Container>
  );
}
