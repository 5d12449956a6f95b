import type { MutateOptions, UseMutationResult } from '@tanstack/react-query';
import { useRef } from 'react';

/**
 * A mutation that sends one call at a time. A second tap before the first answer (a double tap on a
 * phone comes before the button has shown it is busy) is dropped: it would be refused as stale, and
 * TanStack Query gives only the last call's callbacks, so the first call's success would be lost.
 */
export function useOneAtATime<TData, TError, TVariables, TContext>(
  mutation: UseMutationResult<TData, TError, TVariables, TContext>,
): UseMutationResult<TData, TError, TVariables, TContext> {
  const inFlight = useRef(false);
  const mutate = (variables: TVariables, options?: MutateOptions<TData, TError, TVariables, TContext>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    const once: MutateOptions<TData, TError, TVariables, TContext> = {
      ...options,
      onSettled: (...settled) => {
        inFlight.current = false;
        options?.onSettled?.(...settled);
      },
    };
    (mutation.mutate as (variables: TVariables, options: typeof once) => void)(variables, once);
  };
  // A reset detaches the call in flight: its callbacks will not come, so the guard is let go here.
  const reset = () => {
    inFlight.current = false;
    mutation.reset();
  };
  return { ...mutation, mutate: mutate as typeof mutation.mutate, reset };
}
