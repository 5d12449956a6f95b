import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../test/render-screen';
import { SmsCodeStep } from './sms-code-step';

/** `one-time-code`: the phone offers the code it just received above its keyboard, one tap. */
describe('the SMS code step', () => {
  it('carries the one-time-code token in each of its six boxes (account, profile phone and signing)', async () => {
    await renderScreen('/', [
      {
        path: '/',
        element: (
          <SmsCodeStep
            instruction="Code"
            code=""
            onCodeChange={() => undefined}
            onCodeArrived={() => undefined}
            onResend={() => undefined}
            secondsLeft={0}
            disabled={false}
          />
        ),
      },
    ]);
    for (const position of [1, 2, 3, 4, 5, 6])
      expect(screen.getByLabelText(`Chiffre ${position} du code`).getAttribute('autocomplete')).toBe(
        'one-time-code',
      );
  });
});
