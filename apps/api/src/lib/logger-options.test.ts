import { describe, expect, it } from 'vitest';
import { urlForLog } from './logger-options';

describe("a request's address in the log", () => {
  it("keeps the path and the query's names, never their values", () => {
    expect(urlForLog('/api/v1/authorities/coverage?plate=AB-123-CD')).toBe(
      '/api/v1/authorities/coverage?plate=…',
    );
    expect(urlForLog('/api/v1/users/souscriptions/marques?$top=30&$q=ren&')).toBe(
      '/api/v1/users/souscriptions/marques?$top=…&$q=…',
    );
    expect(urlForLog('/api/health')).toBe('/api/health');
  });
});
