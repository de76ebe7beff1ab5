import { useEffect, useRef, useState } from 'react';
import { markDocumentsSeen } from './api/mark-documents-seen.js';

/**
 * The documents the other party uploaded are seen once the panel shows them: its 'Ricevuti'
 * box is open, the panel is at least partly on screen and the tab is in view. It runs again
 * when the count of unseen documents rises (a document arrives while the panel is watched)
 * and when the tab comes back into view. A failure only leaves the count as it was.
 * Returns the ref of the element to watch.
 */
export function useMarkDocumentsSeen(otherId: number, receivedShown: boolean, unseen: number) {
  const ref = useRef<HTMLDivElement>(null);
  // Without IntersectionObserver (very old browsers) the panel counts as on screen.
  const [inView, setInView] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setInView(entry.isIntersecting), { threshold: 0.1 });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (!receivedShown || !inView || unseen === 0) return;
    const seen = () => {
      if (document.visibilityState === 'visible') markDocumentsSeen(otherId).catch((error: unknown) => console.error(error));
    };
    seen();
    document.addEventListener('visibilitychange', seen);
    return () => document.removeEventListener('visibilitychange', seen);
  }, [otherId, receivedShown, inView, unseen]);

  return ref;
}
