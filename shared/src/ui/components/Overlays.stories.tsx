// Overlays of the UI kit, open, so designers and the accessibility check see them: a plain dialog and the
// filter overlay with the fixture destinations and branch offices (search, grouped list, footer).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { storyTexts, type CheckoutStoryParameters } from '@checkout/storybook/support';
import { useStore } from '../../context/checkout-context';
import { Button } from './Button';
import { FilterOverlayDialog } from './FilterOverlayDialog';
import { OverlayDialog } from './OverlayDialog';

const meta = { title: 'shared/UI kit/Overlays', tags: ['screen'] } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Dialog: Story = {
  render: () => (
    <OverlayDialog
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
    </OverlayDialog>
  ),
};

function DialogOpener() {
  const [open, setOpen] = useState(false);
  return (
    <div style={{ padding: 16 }}>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Wie läuft die Beratung ab?
      </Button>
      <OverlayDialog
        open={open}
        onClose={() => setOpen(false)}
        title="Wie läuft die Beratung ab?"
        footer={
          <Button fullWidth onClick={() => setOpen(false)}>
            Verstanden
          </Button>
        }
      >
        <p>Eine Stunde mit einer Beraterin oder einem Berater, in der Filiale, per Video oder per Telefon.</p>
      </OverlayDialog>
    </div>
  );
}

/** The opener opens the dialog (focus inside), Escape closes it (focus back on the opener), and it opens again. */
export const OpensTheDialog: Story = {
  render: () => <DialogOpener />,
  play: async ({ canvasElement }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Wie läuft die Beratung ab?' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Wie läuft die Beratung ab?' });
    // The dialog fades in: visible once its first frame is drawn.
    await waitFor(() => expect(within(dialog).getByRole('heading', { level: 2 })).toBeVisible());
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(opener).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const again = await screen.findByRole('dialog', { name: 'Wie läuft die Beratung ab?' });
    await waitFor(() => expect(again).toBeVisible());
  },
};

const DestinationOverlay = observer(function DestinationOverlay() {
  const store = useStore();
  return (
    <FilterOverlayDialog
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
    <FilterOverlayDialog
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

/** Searching narrows the list; checking a destination names it in the footer and enables reset and save. */
export const ChoosesInTheFilter: Story = {
  render: () => <DestinationOverlay />,
  parameters: {
    checkout: {
      setup: (store) => store.destinationFilter.load(),
    } satisfies CheckoutStoryParameters,
  },
  play: async ({ globals }) => {
    const t = storyTexts(globals.locale);
    const dialog = within(await screen.findByRole('dialog', { name: 'Reiseziel wählen' }));
    await expect(dialog.getByRole('button', { name: t('common.save') })).toBeDisabled();
    await userEvent.type(dialog.getByRole('searchbox', { name: 'Reiseziel suchen' }), 'isl');
    // Iceland is 'Island' in German and 'Islande' in French: the only destination left.
    await waitFor(() => expect(dialog.getAllByRole('checkbox')).toHaveLength(1));
    await userEvent.click(dialog.getByRole('checkbox', { name: /^Islande?$/ }));
    await userEvent.click(dialog.getByRole('button', { name: t('common.clearSearch') }));
    await waitFor(() => expect(dialog.getAllByRole('checkbox').length).toBeGreaterThan(1));
    await expect(dialog.getByRole('checkbox', { name: /^Islande?$/ })).toBeChecked();
    await waitFor(() => expect(dialog.getByText(/^Islande?$/, { selector: 'p' })).toBeVisible());
    await expect(dialog.getByRole('button', { name: t('common.save') })).toBeEnabled();
    await expect(dialog.getByRole('button', { name: t('common.reset') })).toBeEnabled();
  },
};
