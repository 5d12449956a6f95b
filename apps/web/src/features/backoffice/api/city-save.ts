import type { TCityItem, TCreateCityBody, TUpdateCityBody } from '@bi/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useOneAtATime } from '../../../lib/one-at-a-time';
import { referenceKey } from './reference-items';

/** A new city (no id, with its code) or an existing one's names and entry point. */
export type TCitySave = { id: null; body: TCreateCityBody } | { id: number; body: TUpdateCityBody };

export const saveCity = ({ id, body }: TCitySave) =>
  apiRequest<TCityItem>(id === null ? '/backoffice/reference/cities' : `/backoffice/reference/cities/${id}`, {
    method: id === null ? 'POST' : 'PUT',
    body,
  });

/** Adds or edits a city; the list (and the cities an office is placed in) are read again. */
export function useSaveCity() {
  const queryClient = useQueryClient();
  return useOneAtATime(
    useMutation({
      mutationFn: saveCity,
      onSuccess: async () => {
        await queryClient.invalidateQueries({ queryKey: referenceKey('cities') });
        await queryClient.invalidateQueries({ queryKey: ['backoffice', 'cities'] });
      },
    }),
  );
}
