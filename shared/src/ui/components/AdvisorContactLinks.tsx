import type { Consultant } from '../../contract';
// A widget (@checkout/shared/widgets, an entry point of its own): the kernel's contexts and parts come from the
// kernel's singleton by its name, never by a relative path, which would give the widget a copy of its own.
import { useTranslation } from '@checkout/shared';
import './overlay.css';

/**
 * An advisor's contact links (spec section 2, advisor detail): the branch office (new tab), mail and phone;
 * links without an address are left out. In the brand's colours wherever they are shown (the overlays of
 * steps 1 and 3).
 */
export function AdvisorContactLinks({ advisor, className }: { advisor: Consultant; className?: string }) {
  const { t } = useTranslation();
  const { locationCta, mailCta, phoneCta } = advisor;
  return (
    <ul className={['ck-contact-links', className].filter(Boolean).join(' ')}>
      {locationCta.url && (
        <li>
          <a href={locationCta.url} target="_blank" rel="noopener noreferrer">
            {locationCta.text || advisor.location}
            <span className="ck-visually-hidden"> {t('common.newTab')}</span>
          </a>
        </li>
      )}
      {[mailCta, phoneCta]
        .filter((cta) => cta.url !== '')
        .map((cta) => (
          <li key={cta.url}>
            <a href={cta.url}>{cta.text || cta.url}</a>
          </li>
        ))}
    </ul>
  );
}
