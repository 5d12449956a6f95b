import { z } from 'zod';

export const PASSWORD_MIN_LENGTH = 6;

export type TPasswordRules = { lowercase: boolean; uppercase: boolean; digit: boolean; length: boolean };

/** Spec §5: a lowercase letter, an uppercase letter, a digit, at least 6 characters. */
export function passwordRules(password: string): TPasswordRules {
  return {
    lowercase: /\p{Ll}/u.test(password),
    uppercase: /\p{Lu}/u.test(password),
    digit: /\d/.test(password),
    length: password.length >= PASSWORD_MIN_LENGTH,
  };
}

export const isPasswordValid = (password: string) => Object.values(passwordRules(password)).every(Boolean);

/** 0 (weak) to 4 (strong): the rules met, plus length and symbols, for the indicator on sign-up. */
export function passwordStrength(password: string): 0 | 1 | 2 | 3 | 4 {
  if (!password) return 0;
  const rules = passwordRules(password);
  const met = [rules.lowercase, rules.uppercase, rules.digit].filter(Boolean).length;
  let score = rules.length ? met : Math.min(met, 1);
  if (isPasswordValid(password) && (password.length >= 10 || /[^\p{L}\d]/u.test(password))) score += 1;
  return Math.min(score, 4) as 0 | 1 | 2 | 3 | 4;
}

export const ZPassword = z.string().max(128).refine(isPasswordValid, { message: 'validation.passwordRules' });

/** New password and its confirmation, as on sign-up, reset and change. */
export const passwordsMatch = (data: { newPassword: string; verifyPassword: string }) =>
  data.newPassword === data.verifyPassword;
