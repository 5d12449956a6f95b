import { describe, expect, it } from 'vitest';
import { USAGES } from './catalogue';
import { USAGE_NAMES } from './usage-names';

describe('the usage names without zod', () => {
  it('are the checked catalogue’s, in its order', () => {
    expect(
      USAGE_NAMES.map(({ usage_Id, usage_Name, usage_Name_EN, usage_Name_AR }) => [
        usage_Id,
        usage_Name,
        usage_Name_EN,
        usage_Name_AR,
      ]),
    ).toEqual(
      USAGES.map(({ usage_Id, usage_Name, usage_Name_EN, usage_Name_AR }) => [
        usage_Id,
        usage_Name,
        usage_Name_EN,
        usage_Name_AR,
      ]),
    );
  });
});
