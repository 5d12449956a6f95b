import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

export type TFact = { label: string; value: ReactNode; testId?: string };

/**
 * A card's data as label and value pairs: stacked on a phone, side by side from a tablet up. Facts
 * without a value are left out.
 */
export function AdminFacts({ facts }: { facts: (TFact | false | null | undefined | '')[] }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'max-content minmax(0, 1fr)' },
        columnGap: 2,
        rowGap: { xs: 0, sm: 0.5 },
        '& dt': { color: 'text.secondary', typography: 'body2', mt: { xs: 1, sm: 0 } },
        '& dd': { m: 0, overflowWrap: 'anywhere' },
      }}
    >
      {facts
        .filter((fact): fact is TFact => Boolean(fact))
        .map((fact) => (
          <Box key={fact.label} sx={{ display: 'contents' }}>
            <dt>{fact.label}</dt>
            <dd data-testid={fact.testId}>{fact.value}</dd>
          </Box>
        ))}
    </Box>
  );
}
