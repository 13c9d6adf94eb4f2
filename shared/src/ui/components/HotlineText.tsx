// A widget (@checkout/shared/widgets, an entry point of its own): the kernel's contexts and parts come from the
// kernel's singleton by its name, never by a relative path, which would give the widget a copy of its own.
import { useRuntimeConfig, useTranslation } from '@checkout/shared';
import './feedback.css';

/**
 * The tel: address of a phone number as written for people: spaces, dots, dashes and a '(0)' go; a Swiss
 * national number (leading 0) and the 00 prefix become international, e.g. '058 000 00 00' -> 'tel:+41580000000'.
 */
export function telHref(number: string): string {
  const digits = number.replace(/\(0\)/g, '').replace(/[^\d+]/g, '');
  if (digits.startsWith('+')) return `tel:${digits}`;
  if (digits.startsWith('00')) return `tel:+${digits.slice(2)}`;
  if (digits.startsWith('0')) return `tel:+41${digits.slice(1)}`;
  return `tel:${digits}`;
}

export interface HotlineTextProps {
  /** A text key whose {{hotline}} placeholder is the configured hotline, e.g. 'chrome.hotline'. */
  textKey: string;
}

const MARK = '\u0000hotline\u0000';

/** A translated text with the runtime config's hotline in it as a tel: link (a tap calls it on a phone). */
export function HotlineText({ textKey }: HotlineTextProps) {
  const { t } = useTranslation();
  const { hotline } = useRuntimeConfig();
  const [before = '', ...rest] = t(textKey, { hotline: MARK }).split(MARK);
  return (
    <>
      {before}
      {rest.length > 0 && (
        <a href={telHref(hotline)} className="ck-hotline">
          {hotline}
        </a>
      )}
      {rest.join(hotline)}
    </>
  );
}
