import { ZListAnswer, ZSouscriptionAnswer, type TSouscriptionAnswer } from '@bi/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answerSerializerCompiler } from './answer-serializer';

const writerOf = (schema: z.ZodType, check: boolean) =>
  answerSerializerCompiler({ check })({ schema, method: 'GET', url: '/answers', httpStatus: '200' });

const ANSWER: TSouscriptionAnswer = {
  _id: 'a1',
  code_str: 'BRD-2026-000001',
  statut: 'simulation',
  current_step: 1,
  ready_to_pay: false,
  payment_refusal: 'not_confirmed',
  user_info: {
    type: 'physique',
    first_name: 'Amina',
    last_name: 'Benali',
    raison_sociale: null,
    email: 'amina@example.com',
    phone: '612345678',
    country_code: '212',
    accept_cgu: true,
  },
  vehicule_info: null,
  periode_info: null,
  pack_info: null,
  documents_info: null,
  payment_info: { is_paid: false },
  simulation_result: null,
  extended_from: null,
  old_periode_info: null,
  signed_at: null,
  certificate_collected: false,
  termination_requested_at: null,
  termination_applied: false,
  extended: false,
  extends_terminating: false,
  refund: null,
  documents_review: [],
  handed_over_at: null,
  archive: [],
  today: '2026-11-29',
  version: 1,
  created_at: '2026-11-29T10:00:00.000Z',
  updated_at: '2026-11-29T10:00:00.000Z',
};
const LIST = { count: 1, value: [ANSWER], skip: 0, today: '2026-11-29' };

describe('answers written by their schema', () => {
  it.each([false, true])('say what zod says of a right answer (check: %s)', (check) => {
    const written = writerOf(ZListAnswer, check)(LIST);
    expect(JSON.parse(written)).toEqual(JSON.parse(JSON.stringify(z.encode(ZListAnswer, LIST))));
  });

  it('let no field out that the schema does not name, a password hash in a part included', () => {
    const leaky = { ...ANSWER, password_hash: 'x', user_info: { ...ANSWER.user_info, secret: 'y' } };
    const written = writerOf(ZSouscriptionAnswer, false)(leaky);
    expect(written).not.toMatch(/password_hash|secret/);
    expect(JSON.parse(written)).toEqual(JSON.parse(JSON.stringify(ANSWER)));
  });

  it('fail an answer missing a required field, checked or not', () => {
    const { statut: _, ...partial } = ANSWER;
    for (const check of [false, true]) expect(() => writerOf(ZSouscriptionAnswer, check)(partial)).toThrow();
  });

  it('refuse a wrong shape in the tests: a status the spec does not name, a count as text', () => {
    const write = writerOf(ZListAnswer, true);
    expect(() => write({ ...LIST, value: [{ ...ANSWER, statut: 'lost' }] })).toThrow(
      expect.objectContaining({ code: 'FST_ERR_RESPONSE_SERIALIZATION' }),
    );
    expect(() => write({ ...LIST, count: '1' })).toThrow(
      expect.objectContaining({ code: 'FST_ERR_RESPONSE_SERIALIZATION' }),
    );
  });

  it("pick a nullable part's branch by its type alone: an amount to the centime, a part with more fields", () => {
    const ZLine = z.object({
      amount: z.number().multipleOf(0.01).nullable(),
      part: z.object({ code: z.string().min(1) }).nullable(),
    });
    const line = { amount: 1029.14, part: { code: 'RC', internal: 'x' } };
    for (const check of [false, true]) {
      expect(writerOf(ZLine, check)(line)).toBe('{"amount":1029.14,"part":{"code":"RC"}}');
    }
  });

  it('leave zod to write what a JSON Schema cannot say: a codec, a transform', () => {
    const ZStamp = z.object({
      at: z.codec(z.iso.datetime(), z.date(), {
        decode: (text) => new Date(text),
        encode: (date) => date.toISOString(),
      }),
    });
    const at = new Date('2026-11-29T10:00:00.000Z');
    expect(writerOf(ZStamp, false)({ at })).toBe('{"at":"2026-11-29T10:00:00.000Z"}');
    const ZShout = z.object({ word: z.string().transform((word) => word.toUpperCase()) });
    expect(() => writerOf(ZShout, false)({ word: 'x' })).toThrow();
  });
});
