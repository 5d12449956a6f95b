import { FLOW_STAGES, type TFlowStage } from '@bi/domain';
import Paper from '@mui/material/Paper';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../../components/page-container';

export function FlowLayout({
  stage,
  title,
  children,
}: {
  stage: TFlowStage;
  title: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const active = FLOW_STAGES.indexOf(stage);
  return (
    <PageContainer maxWidth="sm">
      <Stepper
        activeStep={active}
        alternativeLabel
        aria-label={t('flow.stepperLabel')}
        sx={{ mb: 1, '& .MuiStepLabel-label': { display: { xs: 'none', sm: 'block' } } }}
      >
        {FLOW_STAGES.map((name) => (
          <Step key={name}>
            <StepLabel>{t(`flow.stages.${name}`)}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Typography
        variant="body2"
        color="text.secondary"
        sx={{ textAlign: 'center', display: { sm: 'none' }, mb: 1 }}
      >
        {t('flow.stageOf', {
          number: active + 1,
          total: FLOW_STAGES.length,
          name: t(`flow.stages.${stage}`),
        })}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h1" sx={{ fontSize: '1.5rem', mb: 2 }}>
          {title}
        </Typography>
        {children}
      </Paper>
    </PageContainer>
  );
}
