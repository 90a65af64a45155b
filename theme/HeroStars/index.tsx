import { useLayoutEffect, useRef, useState } from 'react';
import './index.css';

/** The hero shows 35 decorative stars (landing.spec.ts › hero counts them). */
const STAR_COUNT = 35;
/** Clear space kept between a star and the hero's text or buttons, in pixels. */
const TEXT_MARGIN = 6;
/** Positions tried per star before it stays hidden (a hero too small to hold it clear of the text). */
const TRIES = 60;

// Positions follow the R2 low-discrepancy sequence: spread evenly, and the same on the server and in the
// browser (no Math.random), so hydration never mismatches.
const R2 = 1.324717957244746;
const spot = (n: number) => ({ x: (0.5 + n / R2) % 1, y: (0.5 + n / (R2 * R2)) % 1 });
const percent = (fraction: number) => `${(fraction * 100).toFixed(2)}%`;

const STARS = Array.from({ length: STAR_COUNT }, (_, i) => ({
  size: 6 + ((i * 7) % 5) * 2,
  delay: `${((i * 0.37) % 3).toFixed(2)}s`,
}));

type Placement = { left: string; top: string } | null;
const FIRST_SPOTS: Placement[] = STARS.map((_, i) => ({ left: percent(spot(i).x), top: percent(spot(i).y) }));

/**
 * The hero's decorative stars: absolutely positioned over the hero, hidden from assistive technology. Once the
 * hero is laid out (and whenever it resizes), each star takes the first spot of its sequence that keeps it clear
 * of the hero's text and buttons, so none sits on a letter at any width; until then the stars are not shown.
 */
export function HeroStars() {
  const field = useRef<HTMLDivElement>(null);
  const [placements, setPlacements] = useState<Placement[] | null>(null);
  useLayoutEffect(() => {
    const element = field.current;
    if (!element) return;
    const place = () => setPlacements(clearOfText(element));
    const observer = new ResizeObserver(place);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <div ref={field} className="rs-hero-stars" aria-hidden="true" data-placed={placements ? '' : undefined}>
      {STARS.map(({ size, delay }, i) => {
        const placement = (placements ?? FIRST_SPOTS)[i];
        return (
          <span
            key={i}
            className="rs-hero-stars__star"
            hidden={!placement}
            style={{ ...placement, width: size, height: size, animationDelay: delay }}
          />
        );
      })}
    </div>
  );
}

/** For each star, the first spot of its sequence (i, i + 35, i + 70…) whose box is clear of the hero's text. */
function clearOfText(field: HTMLElement): Placement[] {
  const area = field.getBoundingClientRect();
  const taken = textBoxes(field.parentElement ?? field).map((box) => ({
    left: box.left - area.left - TEXT_MARGIN,
    right: box.right - area.left + TEXT_MARGIN,
    top: box.top - area.top - TEXT_MARGIN,
    bottom: box.bottom - area.top + TEXT_MARGIN,
  }));
  return STARS.map(({ size }, i) => {
    for (let attempt = 0; attempt < TRIES; attempt++) {
      const { x, y } = spot(i + attempt * STAR_COUNT);
      const left = x * area.width;
      const top = y * area.height;
      const clear = taken.every((box) => left + size < box.left || left > box.right || top + size < box.top || top > box.bottom);
      if (clear && left + size <= area.width && top + size <= area.height) return { left: percent(x), top: percent(y) };
    }
    return null;
  });
}

/** The boxes of the hero's lines of text (not their whole blocks, which span the width) and of its buttons. */
function textBoxes(hero: HTMLElement): DOMRect[] {
  const boxes: DOMRect[] = [];
  for (const block of hero.querySelectorAll(':scope > :is(h1, p)')) {
    const range = document.createRange();
    range.selectNodeContents(block);
    boxes.push(...range.getClientRects());
  }
  for (const button of hero.querySelectorAll(':scope > div a')) boxes.push(button.getBoundingClientRect());
  return boxes;
}
