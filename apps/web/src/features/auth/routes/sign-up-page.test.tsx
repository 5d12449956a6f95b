import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderScreen } from '../../../test/render-screen';
import { SignUpPage } from './sign-up-page';

/** `one-time-code`: the phone offers the code it just received above its keyboard, one tap. */
describe('the sign-up page', () => {
  it('offers the code sent by mail as a one-time code', async () => {
    fakeApi(() => undefined);
    await renderScreen('/auth/signup', [{ path: '/auth/signup', element: <SignUpPage /> }]);
    expect((await screen.findByLabelText(/^Code reçu par e-mail/)).getAttribute('autocomplete')).toBe(
      'one-time-code',
    );
  });
});
