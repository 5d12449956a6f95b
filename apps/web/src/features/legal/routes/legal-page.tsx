import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../../components/page-container';
import { PrintActions } from '../../../components/print-actions';

export type TLegalDocument = 'cgv' | 'cgu' | 'pdc';

/** Terms of sale, terms of use and personal data: the published texts, printable as they are shown. */
export function LegalPage({ document }: { document: TLegalDocument }) {
  const { t } = useTranslation('legal');
  const sections = t(`${document}.sections`, { returnObjects: true });
  return (
    <PageContainer>
      <Typography variant="h1" gutterBottom>
        {t(`${document}.title`)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t(`${document}.updated`)}
      </Typography>
      <PrintActions />
      {sections.map((section) => (
        <section key={section.title}>
          <Typography variant="h2" sx={{ mt: 3, mb: 1 }}>
            {section.title}
          </Typography>
          {section.paragraphs.map((paragraph) => (
            <Typography key={paragraph} sx={{ mb: 1.5 }}>
              {paragraph}
            </Typography>
          ))}
        </section>
      ))}
    </PageContainer>
  );
}
