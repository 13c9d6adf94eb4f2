// The booking reference a traveller reads out on the phone (issue 20): 8 characters of an alphabet without the
// look-alikes 0/O and 1/I/L, shown as two groups of four (K7QX-2M9P). The API makes them; the checkout shows
// them; the branch finds a booking by one, typed with or without the dash, in any case.

/** The characters of a reference: digits 2-9 and the letters without I, L and O. */
export const BOOKING_REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** Characters in a reference. */
export const BOOKING_REFERENCE_LENGTH = 8;

/** K7QX2M9P -> K7QX-2M9P */
export function formatBookingReference(reference: string): string {
  return `${reference.slice(0, 4)}-${reference.slice(4)}`;
}

/** A reference as someone typed it (spaces, dashes and lower case forgiven); null when it cannot be one. */
export function parseBookingReference(input: string): string | null {
  const compact = input.toUpperCase().replace(/[\s-]/g, '');
  if (compact.length !== BOOKING_REFERENCE_LENGTH) return null;
  return [...compact].every((char) => BOOKING_REFERENCE_ALPHABET.includes(char)) ? compact : null;
}
