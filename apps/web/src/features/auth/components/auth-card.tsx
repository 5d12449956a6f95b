import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { PageContainer } from '../../../components/page-container';

export function AuthCard({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <PageContainer maxWidth="sm">
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Typography variant="h1" gutterBottom>
          {title}
        </Typography>
        {intro && <Typography sx={{ mb: 2 }}>{intro}</Typography>}
        {children}
      </Paper>
    </PageContainer>
  );
}
