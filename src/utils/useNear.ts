// For a part that loads its code when it comes into sight (the dashboard's charts, the attachment panel).
import { type RefObject, useEffect, useState } from 'react';

/**
 * True once the element has come within `rootMargin` of the viewport (at once without IntersectionObserver, as in
 * tests); `onNear` runs then, once, to start fetching what the part needs.
 */
export function useNear(ref: RefObject<HTMLElement | null>, onNear: () => void, rootMargin: string): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          onNear();
          setNear(true);
        }
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ref, onNear, rootMargin]);
  return near;
}
