import { passwordRules, passwordStrength } from '@bi/domain';
import CheckIcon from '@mui/icons-material/Check';
import UncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

const COLORS = ['error', 'error', 'warning', 'success', 'success'] as const;
const RULES = ['lowercase', 'uppercase', 'digit', 'length'] as const;
const iconSx = { fontSize: 12, verticalAlign: 'middle', mr: 0.25 };

/** The strength bar and the rules still missing, computed by the same functions the server applies. */
export function PasswordStrength({ password }: { password: string }) {
  const { t } = useTranslation();
  const strength = passwordStrength(password);
  const rules = passwordRules(password);
  return (
    <Box aria-live="polite" sx={{ mt: 0.5 }}>
      <LinearProgress
        variant="determinate"
        value={(strength / 4) * 100}
        color={COLORS[strength]}
        aria-label={t('auth.strength.label')}
        sx={{ height: 6, borderRadius: 3 }}
      />
      <Typography variant="caption" color="text.secondary">
        {/* Nothing typed is not a "very weak" password: only the rules to meet are shown. */}
        {password && `${t(`auth.strength.${strength}`)} · `}
        {RULES.map((rule) => (
          <Box
            component="span"
            key={rule}
            sx={{ color: rules[rule] ? 'success.main' : 'text.secondary', mr: 1 }}
          >
            {rules[rule] ? <CheckIcon sx={iconSx} aria-hidden /> : <UncheckedIcon sx={iconSx} aria-hidden />}
            {t(`auth.rules.${rule}`)}
          </Box>
        ))}
      </Typography>
    </Box>
  );
}
