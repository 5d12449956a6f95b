import type { TUpdateCityBody } from '@bi/domain';

/** The columns a city body sets; a city that is no entry point keeps no label. */
export const cityColumns = (body: TUpdateCityBody) => ({
  name: body.ville_Name,
  nameAr: body.ville_Name_AR,
  entryPoint: body.ville_Entree,
  entryLabel: body.ville_Entree ? body.ville_Entree_Label : null,
  entryLabelAr: body.ville_Entree ? body.ville_Entree_Label_AR : null,
});
