import { MutationObserver } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-client';
import { dismiss, useNotices } from '../lib/notifications';
import { createQueryClient } from './app';

const shown = () => renderHook(() => useNotices()).result.current;

describe("the app's notices of actions", () => {
  it('shows a refusal, and takes it away once an action goes through', async () => {
    shown().forEach((notice) => dismiss(notice.id));
    const client = createQueryClient();
    const refused = new MutationObserver(client, {
      mutationFn: () => Promise.reject(new ApiError(422, 'Le code est incorrect.')),
    });
    await refused.mutate().catch(() => undefined);
    expect(shown().map((notice) => [notice.severity, notice.message])).toEqual([
      ['error', 'Le code est incorrect.'],
    ]);

    const accepted = new MutationObserver(client, { mutationFn: () => Promise.resolve('ok') });
    await accepted.mutate();
    expect(shown()).toEqual([]);
  });
});
