// The advisor's factor vector against the visitor's saved travel-type profile; factors come from the factors call.
import { useApi, useStore, useTranslation, type Consultant, type Factor } from '@checkout/shared';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { RadarChart, type RadarDataSet } from '../../radar-chart/RadarChart';

export const AdvisorFactorsChart = observer(function AdvisorFactorsChart({
  advisor,
}: {
  advisor: Consultant;
}) {
  const api = useApi();
  const { settings } = useStore();
  const { t } = useTranslation();
  const [factors, setFactors] = useState<Factor[] | null>(null);
  const hasVector = advisor.vector.length > 0;
  const { culture } = settings;

  useEffect(() => {
    if (!hasVector) return;
    let current = true;
    api.matchingFactors({ culture }).then(
      (loaded) => current && setFactors(loaded),
      // Spec: without factors there is no chart and no message.
      () => current && setFactors(null),
    );
    return () => {
      current = false;
    };
  }, [api, hasVector, culture]);

  if (!hasVector || !factors) return null;
  const dataSets: RadarDataSet[] = [{ label: advisor.name, vector: advisor.vector }];
  if (settings.perfectMatchData) {
    dataSets.push({ label: t('step3.radarChartYou'), vector: settings.perfectMatchData });
  }
  return (
    <RadarChart title={t('step3.radarChart', { name: advisor.name })} factors={factors} dataSets={dataSets} />
  );
});
