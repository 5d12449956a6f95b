import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';

/**
 * PostgreSQL refuses NUL in text and JSON, and a lone UTF-16 surrogate cannot be encoded at all: either
 * would reach the database and come back as a 500. With the `u` flag a well-formed pair is one code point,
 * so `\p{Cs}` matches only a surrogate left alone.
 */
const UNSTORABLE = /[\0\p{Cs}]/u;

/** The path of the first key or string value PostgreSQL could not store, or null. */
function firstUnstorable(value: unknown, root: string): string | null {
  // Iterative: a body nested thousands of levels deep must not overflow the stack.
  const pending: [unknown, string][] = [[value, root]];
  while (pending.length > 0) {
    const [current, path] = pending.pop()!;
    if (typeof current === 'string') {
      if (UNSTORABLE.test(current)) return path;
    } else if (current !== null && typeof current === 'object') {
      for (const [key, child] of Object.entries(current)) {
        const childPath = path ? `${path}.${key}` : key;
        if (UNSTORABLE.test(key)) return childPath;
        pending.push([child, childPath]);
      }
    }
  }
  return null;
}

/**
 * Every route, present and future: parameters, query and body are checked once after parsing and before
 * validation, so the refusal is the usual 400 naming the field, in the caller's language.
 */
export default fp(
  async (app) => {
    app.addHook('preValidation', async (request) => {
      const field =
        firstUnstorable(request.params, '') ??
        firstUnstorable(request.query, '') ??
        firstUnstorable(request.body, '');
      if (field !== null) {
        throw new AppError(400, 'http.validation', {}, [{ field, key: 'validation.invalidCharacters' }]);
      }
    });
  },
  { name: 'text-input', dependencies: ['errors'] },
);
