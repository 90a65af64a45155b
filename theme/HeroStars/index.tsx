import './index.css';

/** SPEC §1: the hero shows 35 decorative stars. */
const STAR_COUNT = 35;

// Positions follow the R2 low-discrepancy sequence: spread evenly, and the same on the server and in the
// browser (no Math.random), so hydration never mismatches.
const R2 = 1.324717957244746;
const percent = (value: number) => `${((value % 1) * 100).toFixed(2)}%`;

const STARS = Array.from({ length: STAR_COUNT }, (_, i) => ({
  left: percent(0.5 + i / R2),
  top: percent(0.5 + i / (R2 * R2)),
  size: 6 + ((i * 7) % 5) * 2,
  delay: `${((i * 0.37) % 3).toFixed(2)}s`,
}));

/** The hero's decorative stars: absolutely positioned over the hero, hidden from assistive technology. */
export function HeroStars() {
  return (
    <div className="rs-hero-stars" aria-hidden="true">
      {STARS.map(({ left, top, size, delay }) => (
        <span
          key={`${left}-${top}`}
          className="rs-hero-stars__star"
          style={{ left, top, width: size, height: size, animationDelay: delay }}
        />
      ))}
    </div>
  );
}
