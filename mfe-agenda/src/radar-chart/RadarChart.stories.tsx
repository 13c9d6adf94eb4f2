// The radar chart with one data set (the advisor) and two (advisor and the traveller's profile, with a legend),
// on the seed's factors in German and French.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { FACTORS } from '@checkout/shared/fixtures';
import { seedAdvisor } from '@checkout/shared/storybook';
import { RadarChart } from './RadarChart';

const anna = seedAdvisor('adv-anna-meier');
const factors = (l: 'de' | 'fr') => FACTORS.map((f) => ({ nameHyphenated: f.nameHyphenated[l] }));

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
  args: { title: 'Profil de voyage de Anna Meier', factors: factors('fr') },
  globals: { locale: 'fr-CH' },
};
export const TwoDataSetsFrench: Story = {
  args: {
    title: 'Profil de voyage de Anna Meier',
    factors: factors('fr'),
    dataSets: [
      { label: 'Anna Meier', vector: anna.vector },
      { label: 'Votre type de voyageur', vector: [0.6, 0.7, 0.5, 0.3, 0.8, 0.4, 0.5, 0.9] },
    ],
  },
  globals: { locale: 'fr-CH' },
};
