import { usualSeats, type ZStep3On } from '@bi/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import type { PathValue, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { fuelListQuery, makesQuery, usageListQuery, type TMakeRow } from '../api/reference-lists';
import { matchMake } from './match-make';
import { proposedUsage, type TRegistrationReading } from './read-registration';

type TStep3Schema = ReturnType<typeof ZStep3On>;
type TStep3Input = z.input<TStep3Schema>;
type TStep3Form = UseFormReturn<TStep3Input, unknown, z.output<TStep3Schema>>;

const filled = { shouldValidate: true, shouldDirty: true } as const;

type TFilledField =
  'immatriculation' | 'model' | 'puissance' | 'annee_circulation' | 'usage_Id' | 'combustile_Id';

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

  // What the last photo filled: a field still holding it is the photo's, and a new photo may replace
  // it; anything else in a field the customer typed (or saved earlier) and a photo never overwrites.
  const fromPhoto = useRef<Partial<Record<TFilledField, unknown>>>({});
  const fillUntyped = <K extends TFilledField>(name: K, value: PathValue<TStep3Input, K>) => {
    const current = form.getValues(name);
    const untyped = current === undefined || current === '' || current === fromPhoto.current[name];
    if (!untyped) return false;
    form.setValue(name, value, filled);
    fromPhoto.current[name] = value;
    return true;
  };

  /**
   * The make, the usage and the fuel as the lists name them, and the rest as printed; each only in a
   * field the customer left empty. Says whether it filled the power, which always needs a check: an
   * estimate by Morocco's rule, or France's own fiscal power as printed.
   */
  const fillFromPhoto = async (reading: TRegistrationReading) => {
    const { plate, make: printedMake, model, power, seats, firstRegistration } = reading;
    const powerFilled = power !== undefined && fillUntyped('puissance', power);
    if (plate) fillUntyped('immatriculation', plate.slice(0, 20));
    if (model) fillUntyped('model', model.slice(0, 60));
    if (firstRegistration) fillUntyped('annee_circulation', Number(firstRegistration.slice(0, 4)));
    if (seats && seatsUntyped()) {
      form.setValue('nbre_places', seats, filled);
      proposedSeats.current = null;
    }
    fillFromLists(reading);
    if (printedMake && form.getValues('marque_Id') === undefined) await fillMake(printedMake);
    return { powerFilled };
  };

  /** The usage and the fuel, by the codes of the lists as they are now (they may not have come yet). */
  const fillFromLists = (reading: TRegistrationReading) => {
    const usageRows = queryClient.getQueryData(usageListQuery.queryKey)?.result ?? [];
    const fuelRows = queryClient.getQueryData(fuelListQuery.queryKey)?.result ?? [];
    const chosenUsage = usageRows.find((usage) => usage.usage_Id === form.getValues('usage_Id'));
    const usageCode = proposedUsage(reading.usage, chosenUsage?.usage_Code);
    const usage = usageRows.find((row) => row.usage_Code === usageCode);
    if (usage && fillUntyped('usage_Id', usage.usage_Id)) proposeUsualSeats(usage.usage_Id);
    const fuel = fuelRows.find((row) => row.combustile_Code === reading.fuel);
    if (fuel) fillUntyped('combustile_Id', fuel.combustile_Id);
  };

  const fillMake = async (printedMake: string) => {
    const firstWord = printedMake.split(/[\s-]/)[0]!;
    const listed = await queryClient.fetchQuery(makesQuery(firstWord)).catch(() => null);
    const row = listed && matchMake(printedMake, listed.result);
    if (!row || form.getValues('marque_Id') !== undefined) return;
    chooseMake(row);
    form.setValue('marque_Id', row.marque_Id, filled);
  };

  return { proposeUsualSeats, fillFromPhoto };
}
