import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n/i18n';
import { QrScanner } from './qr-scanner';

/** What the camera shows, frame after frame: a shop's QR code, then the certificate's. */
const frames = ['https://shop.example/menu', 'https://app.test/verification/ATT-2031-000123'];
const decode = vi.fn(async () => frames[Math.min(decode.mock.calls.length - 1, frames.length - 1)]!);
vi.mock('../lib/qr-decoder', () => ({ createQrDecoder: async () => decode }));

const stop = vi.fn();

beforeAll(async () => {
  await i18n.loadNamespaces('backoffice');
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia: async () => ({ getTracks: () => [{ stop }] }) },
  });
  // jsdom plays no video: the element says a frame is there, as a phone's does once the camera runs.
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  Object.defineProperty(HTMLMediaElement.prototype, 'readyState', { configurable: true, get: () => 4 });
});
afterEach(cleanup);

describe('the QR scanner', () => {
  it('keeps reading past a code the page does not take, and stops at the one it takes', async () => {
    const onRead = vi.fn((text: string) => text.includes('/verification/'));
    render(<QrScanner onRead={onRead} />);
    await waitFor(() => expect(onRead).toHaveBeenCalledWith(frames[1]));
    expect(onRead.mock.calls[0]).toEqual([frames[0]]);
    const reads = decode.mock.calls.length;
    // Stopped: no frame is read after the one taken.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(decode.mock.calls.length).toBe(reads);
    cleanup();
    expect(stop).toHaveBeenCalled();
  });
});
