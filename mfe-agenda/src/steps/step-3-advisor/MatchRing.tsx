// The match percentage as a progress ring that fills in MATCH_RING_MS (spec section 9: 1100 ms), with the number
// in its middle; the text beside it says the same for everyone, so the ring itself is decoration.
import './match-ring.css';

/** Spec section 9: the progress ring's animation. */
export const MATCH_RING_MS = 1100;

const SIZE = 64;
const STROKE = 6;
const RADIUS = (SIZE - STROKE) / 2;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;
const CIRCLE = { cx: SIZE / 2, cy: SIZE / 2, r: RADIUS, strokeWidth: STROKE };

export function MatchRing({ percent }: { percent: number }) {
  const clamped = Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <span className="ck-match-ring" aria-hidden="true">
      <svg width={SIZE} height={SIZE} viewBox={`0 0 ${SIZE} ${SIZE}`}>
        <circle className="ck-match-ring__track" {...CIRCLE} />
        <circle
          className="ck-match-ring__value"
          {...CIRCLE}
          strokeDasharray={CIRCUMFERENCE}
          transform={`rotate(-90 ${SIZE / 2} ${SIZE / 2})`}
          style={{
            ['--ck-ring-from' as string]: `${CIRCUMFERENCE}`,
            ['--ck-ring-to' as string]: `${CIRCUMFERENCE * (1 - clamped / 100)}`,
            strokeDashoffset: CIRCUMFERENCE * (1 - clamped / 100),
            animationDuration: `${MATCH_RING_MS}ms`,
          }}
        />
      </svg>
      <span className="ck-match-ring__label">{clamped}%</span>
    </span>
  );
}
