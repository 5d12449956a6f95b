import { useEffect, useRef } from 'react';
import { useCurrentUser } from '../../api/get-current-user';

/**
 * An id a link put in the address (`?demande=`, `?detail=`), acted on once it is known whether the user
 * is connected. The id is held until then: a session found expired on the way clears the device, and
 * the id must outlive that. An effect may run twice for one address (React's strict mode): each id is
 * acted on once.
 */
export function useAddressId(id: string | null, act: (id: string, signedIn: boolean) => void) {
  const { user, isLoading } = useCurrentUser();
  const waiting = useRef<string | null>(null);
  const handled = useRef<string | null>(null);
  useEffect(() => {
    if (id && id !== handled.current) waiting.current = handled.current = id;
    if (!waiting.current || isLoading) return;
    const held = waiting.current;
    waiting.current = null;
    act(held, Boolean(user));
  }, [id, user, isLoading, act]);
}
