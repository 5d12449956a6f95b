import type { TListAnswer } from '@bi/domain';
import { apiRequest } from '../lib/api-client';

/**
 * The caller's own subscriptions, newest first (the server lists only the signed-in customer's): one
 * query under one key, which the continue offer, step 1's and step 7's reuse and the known residence
 * each read their part of.
 */
export const FIRST_PAGE_KEY = ['souscriptions', 'first-page'] as const;
export const getFirstPage = () => apiRequest<TListAnswer>('/users/souscriptions/?$top=30&$skip=0');
