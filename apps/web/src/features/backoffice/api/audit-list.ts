import type { ZAuditEntry } from '@bi/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { pageOf, queryString } from './admin-query';

export const AUDIT_KEY = ['backoffice', 'audit'] as const;

export type TAuditEntry = z.infer<typeof ZAuditEntry>;
export type TAuditList = { count: number; value: TAuditEntry[] };
/** What the administrator filters by; empty ones are not sent. */
export type TAuditFilters = {
  subscription: string;
  staff: string;
  from: string;
  to: string;
  /** Staff views of documents, left out by the server unless asked for. */
  documentViews: boolean;
  /** The authorities' lookups: among the rest (the server's default), alone or left out. */
  authorityLookups: TAuthorityLookups;
};
export type TAuthorityLookups = 'shown' | 'only' | 'hidden';

export const getAudit = ({ documentViews, authorityLookups, ...filters }: TAuditFilters, page: number) =>
  apiRequest<TAuditList>(
    `/backoffice/audit${queryString({
      ...filters,
      document_views: documentViews ? 'shown' : undefined,
      authority_lookups: authorityLookups === 'shown' ? undefined : authorityLookups,
      ...pageOf(page),
    })}`,
  );

/**
 * The audit log, newest first, narrowed by subscription, staff member and dates, document views and
 * the authorities' lookups apart.
 */
export const useAudit = (filters: TAuditFilters, page: number) =>
  useQuery({
    queryKey: [...AUDIT_KEY, filters, page],
    queryFn: () => getAudit(filters, page),
    placeholderData: keepPreviousData,
  });
