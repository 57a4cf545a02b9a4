import { useCallback, useEffect, useState } from 'react';

/** A seconds countdown (for "resend the SMS code in 60 s"). */
export function useCountdown() {
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    if (seconds <= 0) return;
    const timer = setTimeout(() => setSeconds((left) => left - 1), 1000);
    return () => clearTimeout(timer);
  }, [seconds]);
  const start = useCallback((from: number) => setSeconds(from), []);
  return { seconds, isRunning: seconds > 0, start };
}
