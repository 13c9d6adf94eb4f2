// The radar chart with one data set (the advisor) and two (advisor and the traveller's profile, with a legend),
// on the factors and the advisor the booking API answered (recordings), in German and French.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { recordedAnswer } from '@checkout/api/recordings';
import { RadarChart } from './RadarChart';

const anna = recordedAnswer('consultantGet', { culture: 'de-CH', id: 'adv-anna-meier' });
const factors = (l: 'de' | 'fr') => recordedAnswer('matchingFactors', { culture: `${l}-CH` });

const meta = {
  title: 'mfe-agenda/Step 3 · Advisor/RadarChart',
  component: RadarChart,
  args: {
    title: 'Reiseprofil von Anna Meier',
    factors: factors('de'),
    dataSets: [{ label: 'Anna Meier', vector: anna.vector }],
  },
} satisfies Meta<typeof RadarChart>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OneDataSet: Story = {};
export const TwoDataSets: Story = {
  args: {
    dataSets: [
      { label: 'Anna Meier', vector: anna.vector },
      { label: 'Ihr Reisetyp', vector: [0.6, 0.7, 0.5, 0.3, 0.8, 0.4, 0.5, 0.9] },
    ],
  },
};
export const OneDataSetFrench: Story = {
  args: { title: 'Profil de voyage – Anna Meier', factors: factors('fr') },
  globals: { locale: 'fr-CH' },
};
export const TwoDataSetsFrench: Story = {
  args: {
    title: 'Profil de voyage – Anna Meier',
    factors: factors('fr'),
    dataSets: [
      { label: 'Anna Meier', vector: anna.vector },
      { label: 'Votre type de voyageur', vector: [0.6, 0.7, 0.5, 0.3, 0.8, 0.4, 0.5, 0.9] },
    ],
  },
  globals: { locale: 'fr-CH' },
};
