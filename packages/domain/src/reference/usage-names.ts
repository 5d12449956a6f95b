import usagesData from './data/usages.json';

/**
 * The usages' names, read from the same file as `USAGES` but without its zod check: a page that only
 * shows them (the offer page, while its prices load) need not download zod. `usage-names.test.ts`
 * holds them equal to the checked catalogue.
 */
export const USAGE_NAMES: readonly {
  usage_Id: number;
  usage_Name: string;
  usage_Name_EN: string;
  usage_Name_AR: string;
}[] = usagesData;
