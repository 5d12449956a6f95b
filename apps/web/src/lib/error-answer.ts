const isText = (value: unknown): value is string => typeof value === 'string';

/**
 * The server's refusal (`{ message, result: [{ field, message }] }`, spec §8) read with a plain check:
 * zod here would ship its whole runtime to the first visit for one small shape.
 */
export function readErrorAnswer(payload: unknown): {
  message?: string;
  fields: { field: string; message: string }[];
} {
  if (typeof payload !== 'object' || payload === null) return { fields: [] };
  const { message, result } = payload as { message?: unknown; result?: unknown };
  const fields = Array.isArray(result)
    ? result.flatMap((item: unknown) => {
        const { field, message: text } = (item ?? {}) as { field?: unknown; message?: unknown };
        return isText(field) && isText(text) ? [{ field, message: text }] : [];
      })
    : [];
  return { message: (isText(message) && message) || fields[0]?.message, fields };
}
