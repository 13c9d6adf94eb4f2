// The advisor-detail overlay (first layer): image, name, role and location, contact links, languages, quote,
// the radar chart and, when a perfect-match result exists, the match percentage and text.
import { Loader, Overlay, useStore, useTranslation, type Consultant } from '@checkout/shared';
import { AdvisorContactLinks, AdvisorPortrait } from '@checkout/shared/widgets';
import { observer } from 'mobx-react-lite';
import { AdvisorFactorsChart } from './AdvisorFactorsChart';
import { MatchRing } from './MatchRing';

/** `advisor` is the list's entry whose name was clicked; its full detail is shown once loaded. */
export const AdvisorDetailOverlay = observer(function AdvisorDetailOverlay({
  advisor,
}: {
  advisor: Consultant | null;
}) {
  const { advisorInformation, overlays } = useStore();
  if (!advisor) return null;
  const detail = advisorInformation.detail?.id === advisor.id ? advisorInformation.detail : null;
  return (
    <Overlay
      open={overlays.isOpen('advisorDetail')}
      onClose={() => overlays.close('advisorDetail')}
      title={advisor.name}
      size="large"
    >
      {detail ? <AdvisorDetail detail={detail} /> : <Loader showLabel />}
    </Overlay>
  );
});

const AdvisorDetail = observer(function AdvisorDetail({ detail }: { detail: Consultant }) {
  const { advisorInformation } = useStore();
  const { t } = useTranslation();
  return (
    <div className="ck-advisor-detail">
      {detail.imgUrl && (
        // Spec section 9: 232x290, 464x580 for 2x.
        <AdvisorPortrait imgUrl={detail.imgUrl} width={232} height={290} />
      )}
      <div className="ck-stack">
        {detail.role && detail.location && (
          <p>
            {detail.role} {t('common.in')} {detail.location}
          </p>
        )}
        <AdvisorContactLinks advisor={detail} />
        {detail.languages && <p>{t('step3.languages', { languages: detail.languages })}</p>}
        {detail.quote && <blockquote className="ck-advisor-detail__quote">{detail.quote}</blockquote>}
        {advisorInformation.match && (
          <p className="ck-match">
            <MatchRing percent={advisorInformation.match.match} />
            <span>
              <strong>{t('step3.match', { match: Math.round(advisorInformation.match.match) })}</strong>{' '}
              {advisorInformation.match.text}
            </span>
          </p>
        )}
        <AdvisorFactorsChart advisor={detail} />
      </div>
    </div>
  );
});
