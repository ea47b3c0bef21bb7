import { useCallback, useEffect, useState } from "react";

/** How long a resend link rests after a code was sent. */
const RESEND_COOLDOWN_MS = 30_000;

/**
 * A countdown in whole seconds: `start()` begins it, `secondsLeft` is 0 when it has run out. It counts
 * from a deadline, so a throttled background tab still ends on time.
 */
export function useCooldown(durationMs = RESEND_COOLDOWN_MS) {
  const [deadline, setDeadline] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (deadline === null) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= deadline) {
        clearInterval(timer);
        setDeadline(null);
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline]);

  const start = useCallback(() => {
    const current = Date.now();
    setNow(current);
    setDeadline(current + durationMs);
  }, [durationMs]);

  const secondsLeft = deadline === null ? 0 : Math.max(0, Math.ceil((deadline - now) / 1000));
  return { secondsLeft, start };
}
