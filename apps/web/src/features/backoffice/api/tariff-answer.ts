import type { TTariffVersionDetail } from '@bi/domain';
import type { QueryClient } from '@tanstack/react-query';
import { tariffVersionKey } from './tariff-version-detail';
import { TARIFFS_KEY } from './tariff-version-list';

/** The server's answer shown at once on the version's page; the list is read again when shown. */
export function keepTariffAnswer(queryClient: QueryClient, version: TTariffVersionDetail) {
  queryClient.setQueryData(tariffVersionKey(version.id), version);
  void queryClient.invalidateQueries({ queryKey: TARIFFS_KEY, exact: true });
}
