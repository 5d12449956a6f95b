import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import errors from './errors';
import language from './language';

/** What Drizzle throws: its own "Failed query" error, the driver's as its cause. */
const drizzleWrapped = (cause: Error) =>
  Object.assign(new Error('Failed query: select "id" from "sessions" …'), { cause });
const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

/** Failures of the connection as node-postgres, the pool and PGlite report them. */
const LOST: Record<string, () => Error> = {
  'the server ended the session (57P01)': () =>
    drizzleWrapped(withCode('terminating connection due to administrator command', '57P01')),
  'the server crashed (57P02)': () => drizzleWrapped(withCode('terminating connection', '57P02')),
  'the server is starting (57P03)': () => withCode('the database system is starting up', '57P03'),
  'a connection failure (08006)': () => drizzleWrapped(withCode('connection failure', '08006')),
  'the socket closed under a query': () => drizzleWrapped(new Error('Connection terminated unexpectedly')),
  'a rollback on a dead client': () =>
    drizzleWrapped(new Error('Client has encountered a connection error and is not queryable')),
  'a reset socket': () => withCode('read ECONNRESET', 'ECONNRESET'),
  'a refused connection on every address': () =>
    drizzleWrapped(
      Object.assign(new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')]), {
        code: 'ECONNREFUSED',
      }),
    ),
  'the pool closed': () => new Error('Cannot use a pool after calling end on the pool'),
  'PGlite closed': () => drizzleWrapped(new Error('PGlite is closed')),
  'no connection in time': () => drizzleWrapped(new Error('timeout exceeded when trying to connect')),
};

/** Failures of the query itself, which stay what they were. */
const NOT_LOST: Record<string, () => Error> = {
  'too many connections (53300)': () => drizzleWrapped(withCode('sorry, too many clients already', '53300')),
  'a syntax error (42601)': () => drizzleWrapped(withCode('syntax error at or near "form"', '42601')),
  'a message that only mentions a connection': () =>
    new Error('Connection terminated by the gateway: 4 retries'),
};

const app = Fastify();
beforeAll(async () => {
  await app.register(language);
  await app.register(errors);
  app.get('/fail/:kind', async (request) => {
    const { kind } = request.params as { kind: string };
    throw (LOST[kind] ?? NOT_LOST[kind])!();
  });
  await app.ready();
});
afterAll(() => app.close());

const fail = (kind: string, language: string) =>
  app.inject({ url: `/fail/${encodeURIComponent(kind)}`, headers: { 'accept-language': language } });

describe('a lost database connection', () => {
  it.each(Object.keys(LOST))('answers %s with a 503 to try again in a second', async (kind) => {
    const answer = await fail(kind, 'en');
    expect(answer.statusCode).toBe(503);
    expect(answer.headers['retry-after']).toBe('1');
    expect(answer.json()).toEqual({
      message: 'The service is briefly unavailable. Please try again in a moment.',
    });
  });

  it('says so in the caller language', async () => {
    const answer = await fail('the server ended the session (57P01)', 'fr');
    expect(answer.json().message).toBe(
      'Le service est momentanément indisponible. Réessayez dans un instant.',
    );
  });

  it.each(Object.keys(NOT_LOST))('still answers %s with a 500 and a reference', async (kind) => {
    const answer = await fail(kind, 'en');
    expect(answer.statusCode).toBe(500);
    expect(answer.headers['retry-after']).toBeUndefined();
    expect(answer.json().message).toMatch(/^An internal error occurred/);
  });
});
