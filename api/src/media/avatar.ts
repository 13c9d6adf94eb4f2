// Small generated SVG avatars of advisors (initials on a colour derived from the id).
import { createHash } from 'node:crypto';

const PALETTE = ['#1d4e89', '#00798c', '#2e8540', '#8f3985', '#c05746', '#6c5b7b', '#3d5a80', '#b5651d'];

const escapeXml = (text: string): string =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  );

export const advisorAvatarSvg = (id: string, firstname: string, lastname: string): string => {
  const digest = createHash('sha1').update(id).digest();
  const background = PALETTE[(digest[0] ?? 0) % PALETTE.length] ?? '#1d4e89';
  const initials = escapeXml(`${firstname.charAt(0)}${lastname.charAt(0)}`.toUpperCase());
  const label = escapeXml(`${firstname} ${lastname}`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="232" height="290" viewBox="0 0 232 290" role="img" aria-label="${label}"><rect width="232" height="290" fill="${background}"/><circle cx="116" cy="118" r="62" fill="#ffffff" fill-opacity="0.18"/><text x="116" y="140" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="64" font-weight="700" fill="#ffffff">${initials}</text></svg>`;
};
