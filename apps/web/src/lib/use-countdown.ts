import { useEffect, useState } from 'react';

/**
 * Seconds left before an action is allowed again; `restart(60)` after each send. `initialSeconds`: a
 * wait the server already announced when the screen opened (a code sent just before a reload).
 */
export function useCountdown(initialSeconds = 0) {
  const [endsAt, setEndsAt] = useState(() => (initialSeconds > 0 ? Date.now() + initialSeconds * 1000 : 0));
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (endsAt <= now) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [endsAt, now]);
  const secondsLeft = Math.max(0, Math.ceil((endsAt - now) / 1000));
  return {
    secondsLeft,
    restart: (seconds: number) => {
      setNow(Date.now());
      setEndsAt(Date.now() + seconds * 1000);
    },
  };
}

/** The spec's 00:ss display. */
export const formatCountdown = (seconds: number) =>
  `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
