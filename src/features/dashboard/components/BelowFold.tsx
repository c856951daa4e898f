import { useEffect, useRef, useState, type ReactNode } from 'react';

/** How far below the visible area a part starts to load: a scroll of about one card. */
const AHEAD = '200px';

/**
 * Renders its children once its place comes near the visible area, and a box of `minHeight` until then, so a part
 * below the fold (with its code, its chunks and its call) costs a cold load nothing (issue 32). Where the browser
 * cannot tell (no IntersectionObserver), it renders at once.
 */
export default function BelowFold({ minHeight, children }: { minHeight: number; children: ReactNode }) {
  const place = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (near || !place.current) return undefined;
    const watch = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: `0px 0px ${AHEAD} 0px` },
    );
    watch.observe(place.current);
    return () => watch.disconnect();
  }, [near]);
  if (near) return <>{children}</>;
  return <div ref={place} style={{ minBlockSize: minHeight }} aria-hidden />;
}
