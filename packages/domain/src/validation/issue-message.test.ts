import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ZStep3 } from '../contracts/steps';
import { issueMessage } from './issue-message';

const firstIssue = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected a refusal');
  const { code, message, ...rest } = result.error.issues[0]!;
  return issueMessage({ code, message, ...rest, missing: /received undefined/.test(message) });
};

describe('the message of a refused field', () => {
  it('keeps a schema’s own message key', () => {
    expect(firstIssue(ZStep3.shape.immatriculation, '***')).toEqual({ key: 'validation.invalidFormat' });
  });

  it('says required, too short, too big or the wrong type, with the limit', () => {
    expect(firstIssue(z.string().min(1), '')).toEqual({ key: 'validation.required' });
    expect(firstIssue(z.string().min(6), 'abc')).toEqual({
      key: 'validation.tooShort',
      params: { min: 6 },
    });
    expect(firstIssue(ZStep3.shape.puissance, 120)).toEqual({
      key: 'validation.tooBig',
      params: { max: 99 },
    });
    expect(firstIssue(z.object({ a: z.number() }), {})).toEqual({ key: 'validation.required' });
    expect(firstIssue(z.number(), 'x')).toEqual({ key: 'validation.invalidType' });
  });
});
