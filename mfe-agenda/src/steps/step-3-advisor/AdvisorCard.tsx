// One advisor of step 3: portrait, name (opens the detail), role and branch, advice modes, and the hours.
import {
  Button,
  Card,
  PersonalIcon,
  PhoneIcon,
  useStore,
  useTranslation,
  VideoIcon,
  type Consultant,
} from '@checkout/shared';
import { AdvisorPortrait } from '@checkout/shared/widgets';
import { observer } from 'mobx-react-lite';
import { AdvisorHours } from './AdvisorHours';
import type { AgendaModel } from './agenda-model';

export interface AdvisorCardProps {
  advisor: Consultant;
  agenda: AgendaModel;
  onOpenDetail: (advisor: Consultant) => void;
}

export const AdvisorCard = observer(function AdvisorCard({
  advisor,
  agenda,
  onOpenDetail,
}: AdvisorCardProps) {
  const { agenda: selection } = useStore();
  const { t } = useTranslation();
  return (
    <Card as="article" variant={selection.selectedAdvisor === advisor.id ? 'selected' : 'plain'}>
      <div className="ck-advisor">
        {advisor.imgUrl ? (
          <AdvisorPortrait className="ck-advisor__image" imgUrl={advisor.imgUrl} width={48} height={48} />
        ) : (
          <span className="ck-advisor__image" aria-hidden="true" />
        )}
        <div>
          <h2 className="ck-advisor__name">
            <Button variant="link" aria-haspopup="dialog" onClick={() => onOpenDetail(advisor)}>
              {advisor.name}
            </Button>
          </h2>
          <p className="ck-muted ck-advisor__meta">
            {[advisor.role, advisor.location].filter(Boolean).join(` ${t('common.in')} `)}
          </p>
        </div>
        <span className="ck-advisor__modes">
          {advisor.hasAdviceModePersonal && (
            <>
              <PersonalIcon />
              <span className="ck-visually-hidden">{t('adviceMode.personal')}</span>
            </>
          )}
          {advisor.hasAdviceModeOnline && (
            <>
              <VideoIcon />
              <span className="ck-visually-hidden">{t('adviceMode.online')}</span>
            </>
          )}
          {advisor.hasAdviceModePhone && (
            <>
              <PhoneIcon />
              <span className="ck-visually-hidden">{t('adviceMode.phone')}</span>
            </>
          )}
        </span>
      </div>
      <AdvisorHours advisor={advisor} agenda={agenda} />
    </Card>
  );
});
