import { MutationObserver, onlineManager } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
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

  it('sends an action tapped offline at once, and says the server cannot be reached, instead of holding it', async () => {
    shown().forEach((notice) => dismiss(notice.id));
    onlineManager.setOnline(false);
    try {
      const send = vi.fn(() => Promise.reject(new ApiError(0, 'Le serveur est injoignable.')));
      void new MutationObserver(createQueryClient(), { mutationFn: send }).mutate().catch(() => undefined);
      await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1));
      await vi.waitFor(() =>
        expect(shown().map((notice) => notice.message)).toEqual(['Le serveur est injoignable.']),
      );
    } finally {
      onlineManager.setOnline(true);
    }
  });
});
