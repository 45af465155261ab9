import { useEffect, useRef, type RefObject } from 'react';

/** The elements between `el` and the page that cut off what overflows them (scrolled columns). */
function clippingAncestors(el: HTMLElement): HTMLElement[] {
  const found: HTMLElement[] = [];
  for (let at = el.parentElement; at; at = at.parentElement) {
    const style = getComputedStyle(at);
    if (style.overflowX !== 'visible' || style.overflowY !== 'visible') found.push(at);
  }
  return found;
}

const inside = (x: number, y: number, r: DOMRect) =>
  x >= r.left && x <= r.right && y >= r.top && y <= r.bottom;

/**
 * Keeps a popup beside the element it was opened from while the page moves under it: a sync or a
 * search redraws a virtualized column and slides the card (and its button) up or down without a
 * scroll event, or clamps the column's scroll. Each frame while `active`, the anchor's place is
 * read; when it moved, `place` gets its new rectangle; when it is gone or out of sight (removed,
 * scrolled out of its column or the window), `lost` is called. One rectangle read per frame, and
 * only while a popup is open.
 */
export function useFollowAnchor(
  anchor: RefObject<HTMLElement | null>,
  active: boolean,
  place: (rect: DOMRect) => void,
  lost: () => void,
): void {
  const calls = useRef({ place, lost });
  useEffect(() => {
    calls.current = { place, lost };
  });

  useEffect(() => {
    const el = anchor.current;
    if (!active || !el) return;
    const clips = clippingAncestors(el);
    let last = el.getBoundingClientRect();
    const inSight = (rect: DOMRect) => {
      const x = rect.left + rect.width / 2;
      const y = rect.top + rect.height / 2;
      return (
        rect.width > 0 &&
        inside(x, y, new DOMRect(0, 0, window.innerWidth, window.innerHeight)) &&
        clips.every((clip) => inside(x, y, clip.getBoundingClientRect()))
      );
    };
    let frame = requestAnimationFrame(function follow() {
      const rect = el.isConnected ? el.getBoundingClientRect() : null;
      if (!rect || !inSight(rect)) {
        calls.current.lost();
        return;
      }
      if (Math.abs(rect.top - last.top) + Math.abs(rect.left - last.left) > 0.5) {
        last = rect;
        calls.current.place(rect);
      }
      frame = requestAnimationFrame(follow);
    });
    return () => cancelAnimationFrame(frame);
  }, [anchor, active]);
}
