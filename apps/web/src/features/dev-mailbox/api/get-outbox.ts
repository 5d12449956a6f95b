import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type TDevMessage = {
  channel: 'email' | 'sms';
  to: string;
  subject: string | null;
  text: string;
  status: string;
  created_at: string;
  /** Archived documents a mail carries (signed contract, certificate), each with its download address. */
  attachments: { id: string; file_name: string; url: string }[];
};

export const getOutbox = (to: string) =>
  apiRequest<{ result: TDevMessage[] }>(`/dev/outbox?to=${encodeURIComponent(to)}`);

/** One recipient's messages, refreshed every few seconds so a code sent from another tab shows up by itself. */
export const useOutbox = (to: string) =>
  useQuery({
    queryKey: ['dev', 'outbox', to],
    queryFn: () => getOutbox(to),
    refetchInterval: 3_000,
    retry: false,
  });
