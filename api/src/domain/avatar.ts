// The advisors' portraits the API serves (GET /media/advisors/:id.svg): generated from the initials, on a colour of
// the advisor's own.

const AVATAR_PALETTE = [
  '#1d4e89',
  '#00798c',
  '#2e8540',
  '#8f3985',
  '#c05746',
  '#6c5b7b',
  '#3d5a80',
  '#b5651d',
];

const escapeXml = (text: string): string =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  );

/**
 * An advisor's generated portrait at `width` x `height` (one of ADVISOR_IMAGE_SIZES): the initials centred in
 * the box (a 48 px avatar must not show them off-centre), on a colour of the advisor's own.
 */
export const advisorAvatarSvg = (
  id: string,
  firstname: string,
  lastname: string,
  width = 232,
  height = 290,
): string => {
  let hash = 0;
  for (const char of id) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  const background = AVATAR_PALETTE[hash % AVATAR_PALETTE.length] ?? '#1d4e89';
  const initials = escapeXml(`${firstname.charAt(0)}${lastname.charAt(0)}`.toUpperCase());
  const label = escapeXml(`${firstname} ${lastname}`);
  const [cx, cy, side] = [width / 2, height / 2, Math.min(width, height)];
  const round = (n: number) => Math.round(n * 10) / 10;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${label}">` +
    `<rect width="${width}" height="${height}" fill="${background}"/>` +
    `<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(side * 0.36)}" fill="#ffffff" fill-opacity="0.18"/>` +
    `<text x="${round(cx)}" y="${round(cy)}" text-anchor="middle" dominant-baseline="central" font-family="Helvetica, Arial, sans-serif" font-size="${round(side * 0.34)}" font-weight="700" fill="#ffffff">${initials}</text></svg>`
  );
};
