import { usualSeats, type ZStep3On } from '@bi/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { fuelListQuery, makesQuery, usageListQuery, type TMakeRow } from '../api/reference-lists';
import { matchMake } from './match-make';
import { proposedUsage, type TRegistrationReading } from './read-registration';

type TStep3Schema = ReturnType<typeof ZStep3On>;
type TStep3Form = UseFormReturn<z.input<TStep3Schema>, unknown, z.output<TStep3Schema>>;

const filled = { shouldValidate: true, shouldDirty: true } as const;

/**
 * What step 3 proposes by itself, never over what the customer typed: the usage's usual seats
 * (decision 027), and what the registration certificate's photo says, each value only when the
 * reference lists have it.
 */
export function useVehicleProposals(form: TStep3Form, chooseMake: (make: TMakeRow) => void) {
  const queryClient = useQueryClient();
  // The seats the flow proposed itself, not typed by the customer: another usage or the certificate's
  // S.1 may replace them.
  const proposedSeats = useRef<number | null>(null);
  const seatsUntyped = () => {
    const seats = String(form.getValues('nbre_places') ?? '');
    return seats === '' || Number(seats) === proposedSeats.current;
  };

  /** The usage's usual seats, only while the customer has typed none. */
  const proposeUsualSeats = (usageId: number) => {
    const usual = usualSeats(usageId);
    if (usual === null || !seatsUntyped()) return;
    form.setValue('nbre_places', usual, filled);
    proposedSeats.current = usual;
  };

  /** The make, the usage and the fuel as the lists name them; the seats only where none were typed. */
  const fillFromPhoto = async (reading: TRegistrationReading) => {
    const { plate, make: printedMake, model, power, seats } = reading;
    // The lists as they are now: this runs seconds after the photo was chosen, maybe before they came.
    const usageRows = queryClient.getQueryData(usageListQuery.queryKey)?.result ?? [];
    const fuelRows = queryClient.getQueryData(fuelListQuery.queryKey)?.result ?? [];
    if (plate) form.setValue('immatriculation', plate.slice(0, 20), filled);
    if (model) form.setValue('model', model.slice(0, 60), filled);
    if (power) form.setValue('puissance', power, filled);
    if (seats && seatsUntyped()) {
      form.setValue('nbre_places', seats, filled);
      proposedSeats.current = null;
    }
    const chosenUsage = usageRows.find((usage) => usage.usage_Id === form.getValues('usage_Id'));
    const usageCode = proposedUsage(reading.usage, chosenUsage?.usage_Code);
    const usage = usageRows.find((row) => row.usage_Code === usageCode);
    if (usage) {
      form.setValue('usage_Id', usage.usage_Id, filled);
      proposeUsualSeats(usage.usage_Id);
    }
    const fuel = fuelRows.find((row) => row.combustile_Code === reading.fuel);
    if (fuel) form.setValue('combustile_Id', fuel.combustile_Id, filled);
    if (!printedMake) return;
    const firstWord = printedMake.split(/[\s-]/)[0]!;
    const listed = await queryClient.fetchQuery(makesQuery(firstWord)).catch(() => null);
    const row = listed && matchMake(printedMake, listed.result);
    if (!row) return;
    chooseMake(row);
    form.setValue('marque_Id', row.marque_Id, filled);
  };

  return { proposeUsualSeats, fillFromPhoto };
}
