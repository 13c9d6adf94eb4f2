import { act, render, screen, within } from '@testing-library/react';
import { createI18n, I18nProvider } from '@checkout/shared';
import { RadarChart } from './RadarChart';
import { TEXTS } from '@checkout/shared/texts';

const factors = [
  { nameHyphenated: 'Abenteuer-\nlust' },
  { nameHyphenated: 'Natur' },
  { nameHyphenated: 'Kultur' },
  { nameHyphenated: 'Komfort' },
  { nameHyphenated: 'Aktivität' },
  { nameHyphenated: 'Genuss' },
  { nameHyphenated: 'Spontani-\ntät' },
  { nameHyphenated: 'Nachhaltig-\nkeit' },
];
const advisor = { label: 'Anna Muster', vector: [0.9, 0.3, 0.8, 0.5, 0.7, 0.4, 0.6, 0.35] };
const visitor = { label: 'Ihr Reisetyp', vector: [0.5, 0.6, 0.7, 0.2, 0.9, 0.1, 0.4, 0.3] };

function renderChart(dataSets = [advisor]) {
  return render(
    <I18nProvider i18n={createI18n('de-CH', TEXTS)}>
      <RadarChart title="Reiseprofil von Anna Muster" factors={factors} dataSets={dataSets} />
    </I18nProvider>,
  );
}

describe('RadarChart', () => {
  afterEach(() => {
    window.innerWidth = 1024;
  });

  it('draws one data set without a legend and names the chart with a table of its values', () => {
    const { container } = renderChart();
    const figure = screen.getByRole('figure', { name: 'Reiseprofil von Anna Muster' });
    expect(container.querySelectorAll('.ck-radar__set')).toHaveLength(1);
    expect(within(figure).queryByRole('list')).not.toBeInTheDocument();
    const table = within(figure).getByRole('table', { name: 'Werte je Faktor in Prozent' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Faktor', 'Anna Muster']);
    const [, first] = within(table).getAllByRole('row');
    if (!first) throw new Error('no row');
    expect(within(first).getByRole('rowheader')).toHaveTextContent('Abenteuerlust');
    expect(within(first).getByRole('cell')).toHaveTextContent('90 %');
  });

  it('draws two data sets with a legend and both columns', () => {
    const { container } = renderChart([advisor, visitor]);
    expect(container.querySelectorAll('.ck-radar__set')).toHaveLength(2);
    const legend = screen.getByRole('list');
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((i) => i.textContent),
    ).toEqual(['Anna Muster', 'Ihr Reisetyp']);
    const row = screen.getAllByRole('row')[5];
    if (!row) throw new Error('no row');
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['70 %', '90 %']);
  });

  it('labels rings every 20 percent from the scale minimum to its maximum', () => {
    const { container } = renderChart();
    // 7th highest is 35 -> minimum 30, maximum 90
    const ticks = [...container.querySelectorAll('.ck-radar__tick')].map((t) => t.textContent);
    expect(ticks).toEqual(['40 %', '60 %', '80 %']);
  });

  it('splits labels in two lines and sizes them by window width', () => {
    const { container } = renderChart();
    const [label] = [...container.querySelectorAll('.ck-radar__label')];
    if (!label) throw new Error('no label');
    expect([...label.querySelectorAll('tspan')].map((s) => s.textContent)).toEqual(['Abenteuer-', 'lust']);
    expect(label).toHaveAttribute('font-size', '11');
    act(() => {
      window.innerWidth = 500;
      window.dispatchEvent(new Event('resize'));
    });
    expect(label).toHaveAttribute('font-size', '9');
  });
});
