// The advisor-detail overlay (first layer): image, name, role and location, contact links, languages, quote.
import { Overlay, useStore } from '@checkout/shared';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';

export const AdvisorDetailOverlay = observer(function AdvisorDetailOverlay() {
  const { advisorInformation, overlays } = useStore();
  const { t } = useTranslation();
  const detail = advisorInformation.detail;
  if (!detail) return null;
  return (
    <Overlay
      open={overlays.isOpen('advisorDetail')}
      onClose={() => overlays.close('advisorDetail')}
      title={detail.name}
      size="large"
    >
      <div className="ck-advisor-detail">
        {detail.imgUrl && <img src={detail.imgUrl} alt="" width={232} height={290} />}
        <div className="ck-stack">
          {detail.role && detail.location && (
            <p>
              {detail.role} {t('common.in')} {detail.location}
            </p>
          )}
          <ul className="ck-advisor-detail__links">
            {detail.locationCta.url && (
              <li>
                <a href={detail.locationCta.url} target="_blank" rel="noreferrer">
                  {detail.locationCta.text || detail.location}
                </a>
              </li>
            )}
            {detail.mailCta.url && (
              <li>
                <a href={detail.mailCta.url}>{detail.mailCta.text}</a>
              </li>
            )}
            {detail.phoneCta.url && (
              <li>
                <a href={detail.phoneCta.url}>{detail.phoneCta.text}</a>
              </li>
            )}
          </ul>
          {detail.languages && <p>{t('step3.languages', { languages: detail.languages })}</p>}
          {detail.quote && <blockquote className="ck-advisor-detail__quote">{detail.quote}</blockquote>}
          {advisorInformation.match && (
            <p>
              <strong>{t('step3.match', { match: Math.round(advisorInformation.match.match) })}</strong>{' '}
              {advisorInformation.match.text}
            </p>
          )}
        </div>
      </div>
    </Overlay>
  );
});
