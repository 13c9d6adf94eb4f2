// Times of day as the checkout writes them: HH:mm on a wall clock in Europe/Zurich (slots, custom hours).

/** HH:mm, 00:00 to 23:59. */
export const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;

const pad2 = (n: number): string => String(n).padStart(2, '0');

/** Minutes since midnight of an HH:mm time; NaN when the text is not one. */
export function timeToMinutes(time: string): number {
  const match = TIME_PATTERN.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : NaN;
}

/** HH:mm of minutes since midnight ('24:00' for the end of a day). */
export function minutesToTime(minutes: number): string {
  return `${pad2(Math.floor(minutes / 60))}:${pad2(minutes % 60)}`;
}
