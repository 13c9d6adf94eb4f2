// The day's list (issue 34) for each role, paged, filtered, searched across all dates (issue 46), with the marks of
// consultations that need the branch (issue 46), and empty.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  ADVISOR_MEMBER,
  BACK_OFFICE_MEMBER,
  CALENDAR_ABSENCES,
  CALENDAR_ROWS,
  LEAD_SESSION,
  BOOKED,
  LUCA_HOURS,
  SOPHIE_HOURS,
  WEEK_ROWS,
  sessionOf,
} from '../../testing/fixtures';
import { either, renderBackoffice, withScenario, type BackofficeStoryArgs } from '../../testing/story';
import { ROWS_WITH_LATER } from '../../testing/search-fixtures';
import { ANNA_HOURS } from '../../testing/working-hours-fixtures';

const meta = {
  title: 'mfe-backoffice/List',
  tags: ['screen'],
  render: renderBackoffice,
  args: { page: '' },
  ...withScenario({ session: LEAD_SESSION }),
} satisfies Meta<BackofficeStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

const rows = (canvas: HTMLElement) => within(canvas).findAllByRole('row');

/** A branch lead's week: the branch's consultations, every status, an advisor filter. */
export const BranchLead: Story = {
  play: async ({ canvasElement }) => {
    await expect(await rows(canvasElement)).toHaveLength(6);
  },
};

/** A week with consultations that need the branch: each row says why (advisor absent, outside hours, overlap). */
export const NeedsTheBranch: Story = {
  ...withScenario({
    session: LEAD_SESSION,
    rows: CALENDAR_ROWS,
    absences: CALENDAR_ABSENCES,
    workingHours: [ANNA_HOURS, LUCA_HOURS, SOPHIE_HOURS],
  }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findAllByRole('list', { name: either('Gründe', 'Motifs') }),
    ).not.toHaveLength(0);
  },
};

/**
 * A traveller with a very long name and e-mail address in the week: at a phone's width every row is a card (nothing
 * to scroll sideways), on a desktop no column is cut.
 */
export const LongName: Story = {
  ...withScenario({
    session: LEAD_SESSION,
    rows: [
      ...WEEK_ROWS,
      {
        ...BOOKED,
        id: 'c-long',
        reference: 'H6N7QWRT',
        date: '2026-03-05',
        time: '15:00',
        till: '16:00',
        traveller: {
          ...BOOKED.traveller,
          firstname: 'Maximiliane-Theresia',
          lastname: 'Schwarzenbach-Leutenegger-Brüngger',
        },
        agency: { ...BOOKED.agency, name: 'Zürich Flughafen Airside Center Ost' },
      },
    ],
  }),
  play: async ({ canvasElement }) => {
    const region = await within(canvasElement).findByRole('region', {
      name: either('Liste der Beratungen', 'Liste des consultations'),
    });
    await within(region).findByText(/Schwarzenbach/);
    // Nothing to scroll sideways at the story's width (a phone's; the screenshots add the desktop's).
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
  },
};

/** The back office: every branch, with the branch filter. */
export const BackOffice: Story = withScenario({ session: sessionOf(BACK_OFFICE_MEMBER) });

/** An advisor: their own consultations, no branch or advisor filter, no audit trail. */
export const Advisor: Story = withScenario({ session: sessionOf(ADVISOR_MEMBER) });

/** Cursor paging: three rows, then 'more' brings the rest. */
export const MorePages: Story = {
  ...withScenario({ session: LEAD_SESSION, pageSize: 3 }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await rows(canvasElement)).toHaveLength(4);
    await userEvent.click(canvas.getByRole('button', { name: either('Weitere laden', 'Charger la suite') }));
    await expect(await canvas.findByText(either('5 Beratungen', '5 consultations'))).toBeInTheDocument();
  },
};

/** Filtered to the requests: the custom-date request alone (and both exports with the same filter and language). */
export const FilteredRequests: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rows(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText(either('Status', 'Statut')), 'requested');
    await userEvent.click(canvas.getByRole('button', { name: either('Anzeigen', 'Afficher') }));
    await expect(await canvas.findByText(either('1 Beratung', '1 consultation'))).toBeInTheDocument();
    const filter = 'from=2026-03-02&till=2026-03-08&status=requested&culture=(de|fr)-CH';
    await expect(
      canvas.getByRole('link', {
        name: either('Als Excel-Arbeitsmappe exportieren', 'Exporter en classeur Excel'),
      }),
    ).toHaveAttribute(
      'href',
      expect.stringMatching(new RegExp(`^/api/staff/consultations\\.xlsx\\?${filter}$`)),
    );
    await expect(
      canvas.getByRole('link', { name: either('Als CSV exportieren', 'Exporter en CSV') }),
    ).toHaveAttribute(
      'href',
      expect.stringMatching(new RegExp(`^/api/staff/consultations\\.csv\\?${filter}$`)),
    );
  },
};

/** A search from the page's first screen finds a consultation three weeks ahead: all dates, and the page says so. */
export const SearchAllDates: Story = {
  ...withScenario({ session: LEAD_SESSION, rows: ROWS_WITH_LATER }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rows(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox'), 'Wünsch');
    await userEvent.click(canvas.getByRole('button', { name: either('Anzeigen', 'Afficher') }));
    await expect(await canvas.findByText(either('1 Beratung', '1 consultation'))).toBeInTheDocument();
    await expect(
      canvas.getByRole('link', { name: either('Als CSV exportieren', 'Exporter en CSV') }),
    ).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/api\/staff\/consultations\.csv\?q=W%C3%BCnsch&culture=(de|fr)-CH$/),
    );
  },
};

/** Nothing in the filter: the list says so. */
export const Empty: Story = withScenario({ session: LEAD_SESSION, rows: [] });
