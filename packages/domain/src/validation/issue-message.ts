import { isMessageKey, type TMessageKey } from '../messages/index';

/** What a zod issue carries that the message needs (raw from zod, or as a route's validation reports it). */
export type TIssueFacts = {
  code: string;
  message?: string;
  /** True when nothing was given at all: "required" rather than "wrong type". */
  missing?: boolean;
  origin?: unknown;
  minimum?: unknown;
  maximum?: unknown;
  keys?: unknown;
};

export type TIssueMessage = { key: TMessageKey; params?: Record<string, string | number> };

/**
 * One rule for saying what is wrong with a field, used by the API's answers and the web's forms alike:
 * a schema's own message key wins, else zod's issue code with the limit the schema set.
 */
export function issueMessage(issue: TIssueFacts): TIssueMessage {
  if (isMessageKey(issue.message)) return { key: issue.message };
  switch (issue.code) {
    case 'invalid_type':
      return { key: issue.missing ? 'validation.required' : 'validation.invalidType' };
    case 'too_small':
      if (issue.origin === 'string') {
        return Number(issue.minimum) <= 1
          ? { key: 'validation.required' }
          : { key: 'validation.tooShort', params: { min: Number(issue.minimum) } };
      }
      return { key: 'validation.tooSmall', params: { min: Number(issue.minimum) } };
    case 'too_big':
      return issue.origin === 'string'
        ? { key: 'validation.tooLong', params: { max: Number(issue.maximum) } }
        : { key: 'validation.tooBig', params: { max: Number(issue.maximum) } };
    case 'invalid_format':
      return { key: 'validation.invalidFormat' };
    case 'unrecognized_keys':
      return {
        key: 'validation.unknownField',
        params: { field: Array.isArray(issue.keys) ? issue.keys.join(', ') : '' },
      };
    default:
      return { key: 'validation.invalidValue' };
  }
}
