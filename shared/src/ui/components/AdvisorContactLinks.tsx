import type { Consultant } from '../../contract';

/**
 * An advisor's contact links (spec section 2, advisor detail): the branch office (new tab), mail and phone;
 * links without an address are left out.
 */
export function AdvisorContactLinks({ advisor, className }: { advisor: Consultant; className?: string }) {
  const { locationCta, mailCta, phoneCta } = advisor;
  return (
    <ul className={className}>
      {locationCta.url && (
        <li>
          <a href={locationCta.url} target="_blank" rel="noopener noreferrer">
            {locationCta.text || advisor.location}
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
