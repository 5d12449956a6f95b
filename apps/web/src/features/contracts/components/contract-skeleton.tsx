import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

/** The shape of a card while it loads, so the page does not jump when the cards arrive. */
export function ContractSkeleton() {
  return (
    <Card variant="outlined" aria-hidden>
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
          <Skeleton width="45%" height={32} />
          <Skeleton variant="rounded" width={72} height={24} />
        </Stack>
        <Skeleton width="70%" />
        <Skeleton width="55%" />
        <Stack direction="row" sx={{ gap: 1, mt: 2 }}>
          <Skeleton variant="rounded" width={96} height={36} />
          <Skeleton variant="rounded" width={96} height={36} />
        </Stack>
      </CardContent>
    </Card>
  );
}
