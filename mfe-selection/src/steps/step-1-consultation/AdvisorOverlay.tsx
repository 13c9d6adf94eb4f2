// The consultant overlay of step 1 (spec section 2): only when an advisor is preselected by the address, with
// the consultant's detail; the match with the traveller's profile when one is saved.
import { Loader, Overlay, useStore, useTranslation } from '@checkout/shared';
import { AdvisorContactLinks, AdvisorPortrait } from '@checkout/shared/widgets';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import './consultation-step.css';

export const AdvisorOverlay = observer(function AdvisorOverlay() {
  const { settings, overlays, advisorInformation } = useStore();
  const { t } = useTranslation();
  const advisorId = settings.advisorId;
  const detail = advisorInformation.detail?.id === advisorId ? advisorInformation.detail : null;
  const [loading, setLoading] = useState(() => advisorId !== '' && detail === null);

  useEffect(() => {
    if (advisorId === '') return;
    let current = true;
    setLoading(true);
    void advisorInformation.loadDetail(advisorId).then((consultant) => {
      if (!current) return;
      setLoading(false);
      if (consultant) void advisorInformation.loadMatch(consultant.pageId);
    });
    return () => {
      current = false;
    };
  }, [advisorId, advisorInformation]);

  if (advisorId === '') return null;
  // Detail failures are swallowed (spec section 8): the overlay then names the advisor only.
  const name = detail?.name || settings.transitoryData.consultantName || t('step1.consultant.title');
  const match = advisorInformation.match;
  return (
    <Overlay
      open={overlays.isOpen('advisor')}
      onClose={() => overlays.close('advisor')}
      title={name}
      size="large"
    >
      <p className="ck-muted">{t('step1.consultant.lead', { name })}</p>
      {loading && !detail && <Loader />}
      {detail && (
        <div className="ck-consultant">
          {detail.imgUrl && (
            <AdvisorPortrait
              imgUrl={detail.imgUrl}
              width={232}
              height={290}
              className="ck-consultant__image"
            />
          )}
          <div className="ck-stack">
            {detail.role && (
              <p>
                {detail.role}
                {detail.location && ` ${t('common.in')} ${detail.location}`}
              </p>
            )}
            <AdvisorContactLinks advisor={detail} />
            {detail.languages && <p>{t('step3.languages', { languages: detail.languages })}</p>}
            {detail.quote && <blockquote>{detail.quote}</blockquote>}
            {match && (
              <p>
                <strong>{t('step3.match', { match: Math.round(match.match) })}</strong> {match.text}
              </p>
            )}
          </div>
        </div>
      )}
    </Overlay>
  );
});
