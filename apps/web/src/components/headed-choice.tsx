import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

/** One tap each among `items`, under a heading that names the group for a screen reader too. */
export function HeadedChoice<T>({
  heading,
  items,
  idOf,
  labelOf,
  chosen,
  onChoose,
}: {
  heading: string;
  items: readonly T[];
  idOf: (item: T) => number;
  labelOf: (item: T) => ReactNode;
  chosen: number | null;
  onChoose: (id: number) => void;
}) {
  const headingId = useId();
  return (
    <>
      <Typography id={headingId} variant="subtitle1" component="h2">
        {heading}
      </Typography>
      <RadioGroup
        aria-labelledby={headingId}
        value={chosen === null ? '' : String(chosen)}
        onChange={(_, value) => onChoose(Number(value))}
        sx={{ gap: 1 }}
      >
        {items.map((item) => (
          <FormControlLabel
            key={idOf(item)}
            value={String(idOf(item))}
            control={<Radio />}
            label={labelOf(item)}
            sx={{ alignItems: 'flex-start', '& .MuiRadio-root': { pt: 0.5 } }}
          />
        ))}
      </RadioGroup>
    </>
  );
}
