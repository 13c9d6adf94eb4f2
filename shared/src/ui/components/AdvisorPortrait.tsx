/** An advisor's image URL at a size (the image service reads width and height from the query). */
export function advisorImageAt(imgUrl: string, width: number, height: number): string {
  const url = new URL(imgUrl, window.location.href);
  url.searchParams.set('width', String(width));
  url.searchParams.set('height', String(height));
  return url.href;
}

export interface AdvisorPortraitProps {
  imgUrl: string;
  /** CSS size; the 2x source is twice as large (spec section 9: 232x290 / 464x580, 48x48 / 96x96). */
  width: number;
  height: number;
  className?: string;
}

/** The advisor's photo at 1x and 2x; decorative, since the advisor's name stands beside it. */
export function AdvisorPortrait({ imgUrl, width, height, className }: AdvisorPortraitProps) {
  const at1x = advisorImageAt(imgUrl, width, height);
  const at2x = advisorImageAt(imgUrl, width * 2, height * 2);
  return (
    <img
      src={at1x}
      srcSet={`${at1x} 1x, ${at2x} 2x`}
      alt=""
      width={width}
      height={height}
      className={className}
    />
  );
}
