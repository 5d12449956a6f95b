import {
  isEditable,
  reusableDocuments,
  type TDocumentsInfo,
  type TInsured,
  type TSouscriptionAnswer,
} from '@bi/domain';
import { useQuery } from '@tanstack/react-query';
import { FIRST_PAGE_KEY, getFirstPage } from '../../../api/get-first-page';

/** The newest subscription still being filled, for "continue" after signing in on any device. */
export const useLatestOpenSubscription = (enabled: boolean) =>
  useQuery({
    queryKey: FIRST_PAGE_KEY,
    queryFn: getFirstPage,
    enabled,
    select: (list) => list.value.find((subscription) => isEditable(subscription.statut)) ?? null,
  });

export type TPreviousResidence = Pick<
  TInsured,
  'type' | 'pays_Id' | 'ville' | 'address1' | 'address2' | 'num_identity' | 'consent_maroc'
>;

/**
 * Step 1 as the customer last filled it, in another of their subscriptions: a returning customer
 * should not type the address and the identity number again, nor tick again the consent they gave.
 */
export const usePreviousResidence = (currentId: string, enabled: boolean) =>
  useQuery({
    queryKey: FIRST_PAGE_KEY,
    queryFn: getFirstPage,
    enabled,
    select: (list): TPreviousResidence | null => {
      const previous = list.value
        .filter((subscription) => subscription._id !== currentId)
        .map((subscription) => subscription.user_info)
        .find((info) => Boolean(info.address1));
      if (!previous) return null;
      const { type, pays_Id, ville, address1, address2, num_identity, consent_maroc } = previous;
      return { type, pays_Id, ville, address1, address2, num_identity, consent_maroc };
    },
  });

/**
 * Step 7's documents as the customer sent them with their latest paid contract: the person's, and the
 * vehicle's for the same plate (the domain's reusableDocuments). Nothing for a first purchase.
 */
export const usePreviousDocuments = (current: TSouscriptionAnswer, enabled: boolean) =>
  useQuery({
    queryKey: FIRST_PAGE_KEY,
    queryFn: getFirstPage,
    enabled,
    select: (list): TDocumentsInfo => {
      const previous = list.value.find(
        (subscription) =>
          subscription._id !== current._id &&
          subscription.payment_info.is_paid &&
          subscription.documents_info,
      );
      return previous ? reusableDocuments(previous, current.vehicule_info?.immatriculation) : {};
    },
  });
