// Overlays of the UI kit, open, so designers and the accessibility check see them: a plain dialog and the
// filter overlay with the fixture destinations and branch offices (search, grouped list, footer).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { observer } from 'mobx-react-lite';
import { fn } from 'storybook/test';
import type { CheckoutStoryParameters } from '@checkout/storybook/support';
import { useStore } from '../../context/checkout-context';
import { Button } from './Button';
import { FilterOverlay } from './FilterOverlay';
import { Overlay } from './Overlay';

const meta = { title: 'shared/UI kit/Overlays', tags: ['screen'] } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Dialog: Story = {
  render: () => (
    <Overlay
      open
      onClose={fn()}
      title="Wie läuft die Beratung ab?"
      footer={
        <Button fullWidth onClick={fn()}>
          Verstanden
        </Button>
      }
    >
      <p>Eine Stunde mit einer Beraterin oder einem Berater, in der Filiale, per Video oder per Telefon.</p>
    </Overlay>
  ),
};

const DestinationOverlay = observer(function DestinationOverlay() {
  const store = useStore();
  return (
    <FilterOverlay
      filter={store.destinationFilter}
      open
      onClose={fn()}
      title="Reiseziel wählen"
      searchLabel="Reiseziel suchen"
    />
  );
});

const AgencyOverlay = observer(function AgencyOverlay() {
  const store = useStore();
  return (
    <FilterOverlay
      filter={store.agencyFilter}
      open
      onClose={fn()}
      title="Filiale wählen"
      searchLabel="Filiale oder Ort suchen"
    />
  );
});

export const DestinationFilter: Story = {
  render: () => <DestinationOverlay />,
  parameters: {
    checkout: {
      setup: (store) => store.destinationFilter.load(),
    } satisfies CheckoutStoryParameters,
  },
};

export const DestinationFilterWithSelection: Story = {
  render: () => <DestinationOverlay />,
  parameters: {
    checkout: {
      setup: async (store) => {
        await store.destinationFilter.load();
        for (const id of ['japan', 'iceland', 'peru', 'namibia']) store.destinationFilter.check(id);
      },
    } satisfies CheckoutStoryParameters,
  },
};

export const DestinationFilterSearch: Story = {
  render: () => <DestinationOverlay />,
  parameters: {
    checkout: {
      setup: async (store) => {
        await store.destinationFilter.load();
        store.destinationFilter.setSearchInput('asi');
      },
    } satisfies CheckoutStoryParameters,
  },
};

export const AgencyFilter: Story = {
  render: () => <AgencyOverlay />,
  parameters: {
    checkout: {
      setup: (store) => store.agencyFilter.load(),
    } satisfies CheckoutStoryParameters,
  },
};
