import { localizedName, type TPackOffer } from '@bi/domain';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { formatAmount } from '../../../lib/format';

/** Step 5's packs, each with its total taxes included and the guarantees it holds for this vehicle. */
export function PackCards({
  packs,
  chosenId,
  onChoose,
}: {
  packs: readonly TPackOffer[];
  chosenId: number | undefined;
  onChoose: (packId: number) => void;
}) {
  const language = currentLanguage();
  return packs.map((offer) => (
    <Card
      key={offer.pack_Id}
      variant="outlined"
      sx={{
        borderColor: offer.pack_Id === chosenId ? 'primary.main' : undefined,
        borderWidth: offer.pack_Id === chosenId ? 2 : 1,
      }}
    >
      <CardActionArea aria-pressed={offer.pack_Id === chosenId} onClick={() => onChoose(offer.pack_Id)}>
        <CardContent>
          <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
            <Typography sx={{ fontWeight: 700 }}>{localizedName(offer, 'pack_Name', language)}</Typography>
            <Typography sx={{ fontWeight: 700 }}>
              <bdi>{formatAmount(offer.primeTotal)}</bdi>
            </Typography>
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {offer.garanties.map((guarantee) => localizedName(guarantee, 'grnt_Name', language)).join(' · ')}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  ));
}
