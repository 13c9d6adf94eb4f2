// URLs of images at the widths they are drawn in (spec section 9), for the retailer's image service.
/** Widths a content image (a travel experience's picture) is offered in (spec section 9). */
export const RESPONSIVE_IMAGE_WIDTHS = [320, 480, 600, 768, 1024, 1200] as const;

/** An image URL at a width (the retailer's image service, like the advisors', reads it from the query). */
export function imageAtWidth(url: string, width: number): string {
  const at = new URL(url, window.location.href);
  at.searchParams.set('width', String(width));
  return at.href;
}

/** The srcset of a content image in RESPONSIVE_IMAGE_WIDTHS; the browser picks by the slot's width and density. */
export function responsiveSrcSet(url: string): string {
  return RESPONSIVE_IMAGE_WIDTHS.map((width) => `${imageAtWidth(url, width)} ${width}w`).join(', ');
}
