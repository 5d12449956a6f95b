import { useState } from 'react';
import { flowState } from '../../../lib/flow-state';

/**
 * The trailer question of steps 4 and 5 for subscription `id`: as last ticked in this tab, else as
 * `saved`; each tick kept for the tab at once, so a reload or Back between the two steps keeps it.
 */
export function useTrailerAsked(id: string, saved: boolean) {
  const [trailer, setTrailer] = useState(() => flowState.trailerAsked(id) ?? saved);
  const askTrailer = (asked: boolean) => {
    setTrailer(asked);
    flowState.setTrailerAsked(id, asked);
  };
  return [trailer, askTrailer] as const;
}
