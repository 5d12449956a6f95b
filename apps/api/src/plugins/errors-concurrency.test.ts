import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import errors from './errors';
import language from './language';

/** What Drizzle throws when PostgreSQL gives up one of two colliding transactions. */
function drizzleError(code: string) {
  const cause = Object.assign(new Error('deadlock detected'), { code });
  return Object.assign(new Error('Failed query: update "subscriptions" …'), { cause });
}

const app = Fastify();
beforeAll(async () => {
  await app.register(language);
  await app.register(errors);
  app.get('/collide/:code', async (request) => {
    throw drizzleError((request.params as { code: string }).code);
  });
  await app.ready();
});
afterAll(() => app.close());

describe('writes that collide in the database', () => {
  it.each(['40P01', '40001'])('answers %s with a 409 to try again, in the caller language', async (code) => {
    const answer = await app.inject({ url: `/collide/${code}`, headers: { 'accept-language': 'ar' } });
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toBe(
      'كانت عملية أخرى على هذا الملف جارية في اللحظة نفسها. لم يتم تغيير أي شيء: يرجى إعادة المحاولة.',
    );
  });

  it('still answers any other database failure with a 500 and a reference', async () => {
    const answer = await app.inject({ url: '/collide/53300', headers: { 'accept-language': 'en' } });
    expect(answer.statusCode).toBe(500);
    expect(answer.json().message).toMatch(/^An internal error occurred/);
  });
});
