import { startTransition, useEffect, useState, type RefObject } from 'react';

/** How far under the screen a part starts being drawn: half a screen, so it is there when scrolled to. */
export const AHEAD = '0px 0px 50% 0px';

/**
 * Whether the element has come within half a screen of what is shown, once `watching` (and from
 * then on). A long part of a page that sits under the first screen is drawn when the reader
 * scrolls towards it, not while the page opens: on a phone, drawing what nobody sees yet is what
 * keeps the page from answering a tap. Without IntersectionObserver it is drawn at once.
 */
export function useNearScreen(ref: RefObject<Element | null>, watching = true): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver !== 'function');
  useEffect(() => {
    const element = ref.current;
    if (near || !watching || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        startTransition(() => setNear(true));
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, watching, ref]);
  return near;
}
