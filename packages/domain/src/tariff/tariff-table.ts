import tariff202601 from './tables/tariff-2026-01.json';
import { ZTariffTable, type TTariffTable } from './tariff-schema';

/**
 * Version 1, the prices the product was launched with: the API seeds it into the database, where every
 * later version is drafted and approved (decision 053); the domain's tests price against it.
 */
export const SEED_TARIFF: TTariffTable = ZTariffTable.parse(tariff202601);
