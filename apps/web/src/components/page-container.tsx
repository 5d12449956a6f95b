import Container from '@mui/material/Container';
import type { ReactNode } from 'react';

export function PageContainer({
  children,
  maxWidth = 'md',
}: {
  children: ReactNode;
  maxWidth?: 'sm' | 'md' | 'lg';
}) {
  return (
    <Container maxWidth={maxWidth} sx={{ py: { xs: 3, sm: 5 }, px: { xs: 2, sm: 3 } }}>
      {children}
    </Container>
  );
}
