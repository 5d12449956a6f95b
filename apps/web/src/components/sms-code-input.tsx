import { digitsOnly } from '@bi/domain';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';

const BOXES = 6;

/** The code the boxes hold; an empty box is a space in the value. */
export const smsCodeOf = (value: string) => value.replace(/\s/g, '');

/**
 * Six single-digit boxes: typing moves forward, Backspace on an empty box moves back, and pasting a
 * whole code fills them all. A whole code arriving at once (the phone's suggestion above the keyboard,
 * a paste) is also given to `onWholeCode`: nobody typed it, nobody needs to confirm it.
 */
export function SmsCodeInput({
  value,
  onChange,
  onWholeCode,
  disabled,
  autoFocus,
}: {
  value: string;
  onChange: (code: string) => void;
  onWholeCode?: (code: string) => void;
  disabled?: boolean;
  /** The first box takes the focus as the boxes appear. */
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const digits = Array.from({ length: BOXES }, (_, index) => (value[index] ?? ' ').trim());

  const emit = (next: string[]) =>
    onChange(
      next
        .map((digit) => digit || ' ')
        .join('')
        .trimEnd(),
    );

  return (
    <Stack
      direction="row"
      dir="ltr"
      sx={{ gap: 1, justifyContent: 'center' }}
      role="group"
      aria-label={t('auth.smsCode')}
    >
      {digits.map((digit, index) => (
        <TextField
          key={index}
          value={digit}
          disabled={disabled}
          autoFocus={autoFocus === true && index === 0}
          inputRef={(element: HTMLInputElement | null) => {
            inputs.current[index] = element;
          }}
          onChange={(event) => {
            const typed = digitsOnly(event.target.value);
            const next = [...digits];
            // A key pressed in a filled box adds one digit beside the one there; a paste or the phone's
            // autofill replaces it with a whole code, which may well start with the same digit.
            const keystroke = digit !== '' && typed.length === 2 && typed.includes(digit);
            const incoming = keystroke ? typed.replace(digit, '') : typed;
            incoming.split('').forEach((char, offset) => {
              if (index + offset < BOXES) next[index + offset] = char;
            });
            if (!incoming) next[index] = '';
            emit(next);
            if (incoming) inputs.current[Math.min(index + incoming.length, BOXES - 1)]?.focus();
            if (incoming.length === BOXES) onWholeCode?.(incoming);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Backspace' && !digit && index > 0) inputs.current[index - 1]?.focus();
          }}
          slotProps={{
            htmlInput: {
              inputMode: 'numeric',
              pattern: '[0-9]*',
              // The phone offers the code of the SMS just received; the paste path above spreads it.
              autoComplete: 'one-time-code',
              maxLength: BOXES,
              'aria-label': t('auth.smsDigit', { position: index + 1 }),
              style: { textAlign: 'center', fontSize: '1.25rem', padding: '10px 0' },
            },
          }}
          sx={{ width: 44 }}
        />
      ))}
    </Stack>
  );
}
