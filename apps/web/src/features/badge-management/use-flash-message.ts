import { useCallback, useEffect, useState } from 'react';

/** The success message of badge assignment clears after 6 s (document 1 §8 'Badges'). */
export const SUCCESS_CLEARS_AFTER_MS = 6_000;

export interface FlashMessage {
  kind: 'success' | 'error';
  text: string;
}

/** A message under a form: a success one goes away by itself, an error stays until the next try. */
export function useFlashMessage() {
  const [message, setMessage] = useState<FlashMessage | null>(null);

  useEffect(() => {
    if (message?.kind !== 'success') return undefined;
    const timer = setTimeout(() => {
      setMessage(null);
    }, SUCCESS_CLEARS_AFTER_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [message]);

  const succeed = useCallback((text: string) => {
    setMessage({ kind: 'success', text });
  }, []);
  const fail = useCallback((text: string) => {
    setMessage({ kind: 'error', text });
  }, []);
  const clear = useCallback(() => {
    setMessage(null);
  }, []);
  return { message, succeed, fail, clear };
}
