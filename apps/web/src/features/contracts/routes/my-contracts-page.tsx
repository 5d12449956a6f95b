import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../../components/page-container';
import { ContractList } from '../components/contract-list';
import { CreateContractBlock } from '../components/create-contract-block';
import { DetailFromAddress } from '../components/detail-from-address';

/**
 * `/` for a signed-in customer (spec §2): start a new contract, then every subscription so far; with
 * `?detail=<id>` (a mail's link), that contract's detail open over them.
 */
export function MyContractsPage() {
  const { t } = useTranslation('contracts');
  return (
    <PageContainer>
      <Typography variant="h1" sx={{ mb: 3 }}>
        {t('title')}
      </Typography>
      <CreateContractBlock />
      <Typography variant="h2" sx={{ mt: 4, mb: 2 }}>
        {t('list.title')}
      </Typography>
      <ContractList />
      <DetailFromAddress />
    </PageContainer>
  );
}
