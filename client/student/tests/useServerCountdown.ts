import { useEffect, useRef, useState } from 'react';

/**
 * Time left until the server's deadline, by the server's clock: `serverNow` (when the server
 * answered) corrects a device clock that runs fast or slow. Calls `onExpired` once it reaches zero.
 */
export function useServerCountdown(deadline: string | null, serverNow: string | null, onExpired: () => void) {
  const offset = useRef(0);
  const expired = useRef(onExpired);
  expired.current = onExpired;
  useEffect(() => {
    if (serverNow) offset.current = Date.parse(serverNow) - Date.now();
  }, [serverNow]);
  const left = () => (deadline ? Date.parse(deadline) - (Date.now() + offset.current) : null);
  const [remaining, setRemaining] = useState<number | null>(left);
  // biome-ignore lint/correctness/useExhaustiveDependencies: left reads the deadline and the offset, which this follows.
  useEffect(() => {
    if (!deadline) return;
    let fired = false;
    const tick = () => {
      const now = left();
      setRemaining(now);
      if (now !== null && now <= 0 && !fired) {
        fired = true;
        expired.current();
      }
    };
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [deadline, serverNow]);
  return remaining;
}
