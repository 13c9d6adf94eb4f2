/** The side panels' illustration (128x118): a calm travel motif drawn in the brand colour. */
export function Illustration() {
  return (
    <svg
      className="ck-illustration"
      viewBox="0 0 128 118"
      width={128}
      height={118}
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="64" cy="59" r="56" fill="var(--color-brand-soft)" />
      <path d="M20 86c14-14 30-20 44-20s30 6 44 20" fill="none" stroke="var(--color-brand)" strokeWidth="3" />
      <circle cx="88" cy="36" r="10" fill="#f2b705" />
      <path
        d="M38 58l30-12 4 4-18 12 14 10-3 4-16-8-9 6-3-2 5-8-8-4z"
        fill="var(--color-brand)"
        stroke="var(--color-brand-strong)"
        strokeWidth="1"
      />
    </svg>
  );
}
