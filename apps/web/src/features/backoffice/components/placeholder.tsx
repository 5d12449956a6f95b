import Typography from '@mui/material/Typography';

/** A screen still being built: its title only. */
export function Placeholder({ title }: { title: string }) {
  return (
    <Typography variant="h5" component="h1">
      {title}
    </Typography>
  );
}
