import { isDeepStrictEqual } from 'node:util';
import fastJsonStringify from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';

type TWrite = (data: unknown) => string;

/**
 * The types a JSON Schema states, without what only tells a read from a write: which fields a default
 * fills, and whether others are refused.
 */
function typesOf(json: unknown): unknown {
  if (Array.isArray(json)) return json.map(typesOf);
  if (json === null || typeof json !== 'object') return json;
  const ignored = new Set(['required', 'additionalProperties', 'default']);
  return Object.fromEntries(
    Object.entries(json)
      .filter(([key]) => !ignored.has(key))
      .map(([key, value]) => [key, typesOf(value)]),
  );
}

/**
 * Checks that say nothing of how a value is written. The writer runs a union's checks to pick its
 * branch, and its validator knows no float tolerance (`multipleOf: 0.01` refuses 1029.14) nor that
 * fields beyond the schema's are left out (zod's strip, the writer's own way without the keyword).
 */
const VALUE_CHECKS = new Set([
  'multipleOf',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minLength',
  'maxLength',
  'pattern',
  'format',
  'minItems',
  'maxItems',
]);

// A keyword's value is a schema when it is an object: a field named `pattern` stays.
const isValueCheck = (key: string, value: unknown) =>
  key === 'additionalProperties' ? value === false : VALUE_CHECKS.has(key) && typeof value !== 'object';

/** The schema's types, branches and constants, which pick a union's branch, without its value checks. */
function withoutValueChecks(json: unknown): unknown {
  if (Array.isArray(json)) return json.map(withoutValueChecks);
  if (json === null || typeof json !== 'object') return json;
  return Object.fromEntries(
    Object.entries(json)
      .filter(([key, value]) => !isValueCheck(key, value))
      .map(([key, value]) => [key, withoutValueChecks(value)]),
  );
}

/** The JSON Schema of what the schema writes, when its values are those it reads. */
function plainJsonSchema(schema: z.ZodType): object | undefined {
  try {
    const target = 'draft-7';
    const output = z.toJSONSchema(schema, { io: 'output', target });
    const input = z.toJSONSchema(schema, { io: 'input', target });
    // A pipe or a codec writes another value than it was handed: zod encodes those.
    if (!isDeepStrictEqual(typesOf(output), typesOf(input))) return undefined;
    return withoutValueChecks(output) as object;
  } catch {
    // Dates, custom checks: nothing a JSON Schema states.
    return undefined;
  }
}

/** Each schema's writer, or undefined when it has none: compiled once whatever the routes and apps using it. */
const writers = new WeakMap<z.ZodType, TWrite | undefined>();

/**
 * The writer compiled from the answer's JSON Schema, on the schema's first answer (a few tens of
 * milliseconds, spent by no route never called), or undefined when the schema has none.
 */
function writerOf(schema: z.ZodType): TWrite | undefined {
  if (!writers.has(schema)) {
    const json = plainJsonSchema(schema);
    writers.set(schema, json ? (fastJsonStringify(json) as TWrite) : undefined);
  }
  return writers.get(schema);
}

/**
 * Every answer as its route's response schema says, written by a function compiled from that schema's
 * JSON Schema: only the schema's fields leave, a required one missing fails the call (500), and the
 * answer costs about a JSON.stringify. Zod's encode checked each answer field by field on every call,
 * the list's largest cost once its statements were one (issue 37); it still writes the schemas a JSON
 * Schema cannot state.
 *
 * With `check` (the tests), each answer is also encoded by zod as before: a route answering a wrong
 * shape fails its test with FST_ERR_RESPONSE_SERIALIZATION, and a compiled answer that says anything
 * else than zod's fails it too, so the writer production runs is the one every test proves.
 */
export function answerSerializerCompiler({
  check,
}: {
  check: boolean;
}): FastifySerializerCompiler<z.ZodType> {
  return ({ schema, method, url }) => {
    const encoded = (data: unknown) => {
      const result = z.safeEncode(schema, data);
      if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
      return result.data;
    };
    return (data: unknown) => {
      const write = writerOf(schema);
      if (!write) return JSON.stringify(encoded(data));
      if (!check) return write(data);
      const expected = JSON.stringify(encoded(data));
      const written = write(data);
      if (!isDeepStrictEqual(JSON.parse(written), JSON.parse(expected))) {
        throw new Error(`${method} ${url}: the compiled answer ${written} differs from zod's ${expected}`);
      }
      return written;
    };
  };
}
