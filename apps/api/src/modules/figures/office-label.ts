import { localizedName, translate, type TLanguage } from '@bi/domain';
import { eq } from 'drizzle-orm';
import type { TDatabase } from '../../db/client';
import { offices } from '../../db/schema';

/** The office an export is narrowed to, by name (its id when unknown), or "every office". */
export async function officeLabel(db: TDatabase, officeId: number | null, language: TLanguage) {
  if (officeId === null) return translate(language, 'figures.csv.allOffices');
  const [office] = await db
    .select({ n: offices.name, n_AR: offices.nameAr })
    .from(offices)
    .where(eq(offices.id, officeId));
  return office ? localizedName(office, 'n', language) : String(officeId);
}
