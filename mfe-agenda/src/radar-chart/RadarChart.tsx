// Radar (spider) chart of factor profiles as React SVG; d3 only computes scales and paths.
import { scaleLinear } from 'd3-scale';
import { curveLinearClosed, lineRadial } from 'd3-shape';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from '@checkout/shared';
import {
  labelFontSize,
  labelLines,
  matchesByPosition,
  radarRange,
  radarTicks,
  showsLegend,
  spokenLabel,
  toPercent,
} from './radar-scale';
import './radar-chart.css';

export interface RadarDataSet {
  /** Legend and table column heading. */
  label: string;
  /** One value 0..1 per factor, by position. */
  vector: readonly number[];
}

export interface RadarChartProps {
  /** Accessible name of the chart. */
  title: string;
  /** Factor labels, '\n' splitting a label in two lines. */
  factors: ReadonlyArray<{ nameHyphenated: string }>;
  /** The first data set sets the scale (its values are the factors' matches). */
  dataSets: readonly RadarDataSet[];
}

const SIZE = 320;
const RADIUS = 105;
const LABEL_GAP = 16;

/** The window's inner width, kept current on resize (the label font depends on it). */
function useWindowWidth(): number {
  const [width, setWidth] = useState(() => window.innerWidth);
  useEffect(() => {
    const update = () => setWidth(window.innerWidth);
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return width;
}

export function RadarChart({ title, factors, dataSets }: RadarChartProps) {
  const { t } = useTranslation();
  const id = useId();
  const fontSize = labelFontSize(useWindowWidth());
  const count = factors.length;
  const first = dataSets[0];
  if (count < 3 || first === undefined) return null;

  const values = dataSets.map((set) => matchesByPosition(count, set.vector).map(toPercent));
  const range = radarRange(matchesByPosition(count, first.vector));
  const radius = scaleLinear().domain([range.min, range.max]).range([0, RADIUS]).clamp(true);
  const angle = (i: number) => (2 * Math.PI * i) / count;
  const polygon = lineRadial<number>()
    .angle((_, i) => angle(i))
    .radius((value) => radius(value))
    .curve(curveLinearClosed);
  const point = (i: number, r: number) => ({ x: Math.sin(angle(i)) * r, y: -Math.cos(angle(i)) * r });
  const percent = (value: number) => t('step3.percent', { value: Math.round(value) });

  return (
    <figure className="ck-radar" aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`} className="ck-visually-hidden">
        {title}
      </figcaption>
      <svg
        className="ck-radar__chart"
        viewBox={`${-SIZE / 2} ${-SIZE / 2} ${SIZE} ${SIZE}`}
        aria-hidden="true"
        focusable="false"
      >
        <g className="ck-radar__grid">
          {radarTicks(range).map((tick) => (
            <g key={tick}>
              <path d={polygon(Array<number>(count).fill(tick)) ?? ''} />
              <text x={4} y={-radius(tick)} fontSize={9} className="ck-radar__tick">
                {percent(tick)}
              </text>
            </g>
          ))}
          {factors.map((_, i) => {
            const end = point(i, RADIUS);
            return <line key={i} x1={0} y1={0} x2={end.x} y2={end.y} />;
          })}
        </g>
        {values.map((set, s) => (
          <path key={s} className={`ck-radar__set ck-radar__set--${s}`} d={polygon(set) ?? ''} />
        ))}
        {factors.map((factor, i) => {
          const at = point(i, RADIUS + LABEL_GAP);
          const anchor = Math.abs(at.x) < 1 ? 'middle' : at.x > 0 ? 'start' : 'end';
          const lines = labelLines(factor.nameHyphenated);
          const top = at.y - ((lines.length - 1) * fontSize * 1.1) / 2;
          return (
            <text
              key={i}
              className="ck-radar__label"
              x={at.x}
              y={top}
              fontSize={fontSize}
              textAnchor={anchor}
              dominantBaseline="middle"
            >
              {lines.map((line, l) => (
                <tspan key={l} x={at.x} dy={l === 0 ? 0 : fontSize * 1.1}>
                  {line}
                </tspan>
              ))}
            </text>
          );
        })}
      </svg>
      {showsLegend(dataSets.length) && (
        <ul className="ck-radar__legend">
          {dataSets.map((set, s) => (
            <li key={s}>
              <span className={`ck-radar__swatch ck-radar__swatch--${s}`} aria-hidden="true" />
              {set.label}
            </li>
          ))}
        </ul>
      )}
      <table className="ck-visually-hidden">
        <caption>{t('step3.radarChartDescription')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('step3.radarChartFactor')}</th>
            {dataSets.map((set, s) => (
              <th key={s} scope="col">
                {set.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {factors.map((factor, i) => (
            <tr key={i}>
              <th scope="row">{spokenLabel(factor.nameHyphenated)}</th>
              {values.map((set, s) => (
                <td key={s}>{percent(set[i] ?? 0)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
