// High demand (spec section 8): where a traveller meets no free time, three ways on, each a working action:
// search later weeks, change location, change advice mode. The step that shows the block says what each does.
import { Button, useTranslation } from '@checkout/shared';
import './high-demand.css';

export interface HighDemandOffer {
  /** Text key of the action's label. */
  label: string;
  onClick: () => void;
}

export interface HighDemandOffersProps {
  /** Search later weeks. */
  later?: HighDemandOffer;
  /** Change location (absent when the address preset the branch or the advisor). */
  location?: HighDemandOffer;
  /** Change advice mode (absent when no other mode can help). */
  mode?: HighDemandOffer;
}

export function HighDemandOffers({ later, location, mode }: HighDemandOffersProps) {
  const { t } = useTranslation();
  const offers = [later, location, mode].filter((offer): offer is HighDemandOffer => offer !== undefined);
  if (offers.length === 0) return null;
  return (
    <div className="ck-high-demand">
      <p>{t('message.highDemand')}</p>
      <ul className="ck-high-demand__offers">
        {offers.map((offer) => (
          <li key={offer.label}>
            <Button variant="secondary" onClick={offer.onClick}>
              {t(offer.label)}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
