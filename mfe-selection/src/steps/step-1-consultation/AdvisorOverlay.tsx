// The consultant overlay of step 1, shown only when an advisor is preselected by the address.
import { Overlay, useStore } from '@checkout/shared';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';

export const AdvisorOverlay = observer(function AdvisorOverlay() {
  const { settings, overlays, advisorInformation } = useStore();
  const { t } = useTranslation();
  if (!settings.hasPresetAdvisor) return null;
  const detail = advisorInformation.detail;
  return (
    <Overlay
      open={overlays.isOpen('advisor')}
      onClose={() => overlays.close('advisor')}
      title={detail?.name ?? (settings.transitoryData.consultantName || t('step1.consultant.title'))}
    >
      {detail ? (
        <div className="ck-stack">
          {detail.imgUrl && <img src={detail.imgUrl} alt="" width={232} height={290} />}
          {detail.role && (
            <p>
              {detail.role} {detail.location && `${t('common.in')} ${detail.location}`}
            </p>
          )}
          {detail.languages && <p>{t('step3.languages', { languages: detail.languages })}</p>}
          {detail.quote && <blockquote>{detail.quote}</blockquote>}
        </div>
      ) : (
        // Detail failures are swallowed (spec section 8): the overlay keeps the name only.
        <p className="ck-muted">{settings.transitoryData.consultantName}</p>
      )}
    </Overlay>
  );
});
