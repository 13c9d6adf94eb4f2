import { screen, within } from '@testing-library/react';
import { STAFF_PATHS } from '@checkout/shared/contract';
import {
  BOOKED_DETAIL,
  CANCELLED_DETAIL,
  LEAD_SESSION,
  REQUEST_DETAIL,
  STARTED_DETAIL,
} from '../../testing/fixtures';
import { pageHeading, renderBackoffice } from '../../testing/render-backoffice';

const path = (id: string, action = '') => `${STAFF_PATHS.consultation.replace(':id', id)}${action}`;
const open = (id: string, failures = {}) =>
  renderBackoffice({
    scenario: { session: LEAD_SESSION, failures },
    address: `/backoffice/consultations/${id}`,
  });
const actions = () => screen.getByRole('region', { name: 'Bearbeiten' });

describe("a consultation's page", () => {
  it('shows its details and its audit entries', async () => {
    open(BOOKED_DETAIL.id);
    await pageHeading('Beratung HZ7-K3M9');
    expect(screen.getByText('Gebucht')).toBeInTheDocument();
    expect(screen.getByText('Mi., 04.03.2026, 14:00–15:00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'lea.brunner@example.ch' })).toHaveAttribute(
      'href',
      'mailto:lea.brunner@example.ch',
    );
    expect(screen.getByText('26.02.2026, 19:22')).toBeInTheDocument();
    const audit = screen.getByRole('region', { name: 'Protokoll dieser Beratung' });
    expect(within(audit).getByText('Neu zugewiesen')).toBeInTheDocument();
    expect(within(audit).getByText('advisor: Luca Rossi')).toBeInTheDocument();
    expect(within(audit).getByText('advisor: Anna Meier')).toBeInTheDocument();
  });

  it('cancels on the traveller’s behalf only after a reason and a confirmation in the page', async () => {
    const { api, user } = open(BOOKED_DETAIL.id);
    await pageHeading('Beratung HZ7-K3M9');
    await user.click(within(actions()).getByRole('button', { name: 'Stornieren' }));
    expect(screen.getByLabelText(/Begründung/)).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(screen.getByText('Bitte geben Sie eine Begründung ein.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Begründung/), 'Die Beraterin ist krank.');
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    const question = screen.getByText('Die Beratung von Lea Brunner wirklich stornieren?');
    expect(question).toHaveFocus();
    expect(api.requestsTo('POST', path(BOOKED_DETAIL.id, '/cancel'))).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Ja, stornieren' }));
    expect(await screen.findByText('Die Beratung ist storniert.')).toBeInTheDocument();
    const [cancel] = api.requestsTo('POST', path(BOOKED_DETAIL.id, '/cancel'));
    expect(cancel?.body).toEqual({ reason: 'Die Beraterin ist krank.' });
    expect(cancel?.headers['Idempotency-Key']).toBeDefined();
    expect(screen.getByText('Storniert', { selector: '.bo-status' })).toBeInTheDocument();
    expect(within(actions()).getByText('An dieser Beratung ist nichts mehr zu tun.')).toBeInTheDocument();
  });

  it('goes back from the confirmation without acting', async () => {
    const { api, user } = open(BOOKED_DETAIL.id);
    await pageHeading('Beratung HZ7-K3M9');
    await user.click(within(actions()).getByRole('button', { name: 'Stornieren' }));
    await user.type(screen.getByLabelText(/Begründung/), 'Doppelt gebucht');
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    await user.click(screen.getByRole('button', { name: 'Zurück' }));
    expect(screen.getByLabelText(/Begründung/)).toHaveValue('Doppelt gebucht');
    await user.click(screen.getByRole('button', { name: 'Zurück' }));
    expect(within(actions()).getByRole('button', { name: 'Stornieren' })).toBeInTheDocument();
    expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('reassigns to an advisor of the same mode after a confirmation, and shows a refusal as the API words it', async () => {
    const { api, user } = open(BOOKED_DETAIL.id, {
      reassign: {
        status: 409,
        body: { error: 'slot_taken', message: 'Luca Rossi hat um 14:00 schon eine Beratung.' },
      },
    });
    await pageHeading('Beratung HZ7-K3M9');
    await user.click(within(actions()).getByRole('button', { name: 'Neu zuweisen' }));
    const select = screen.getByLabelText(/Beraterin oder Berater/);
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Bitte wählen', 'Luca Rossi']);
    await user.selectOptions(select, 'adv-luca');
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    await user.click(screen.getByRole('button', { name: 'Ja, zuweisen' }));
    expect(await screen.findByText('Luca Rossi hat um 14:00 schon eine Beratung.')).toBeInTheDocument();
    expect(api.requestsTo('POST', path(BOOKED_DETAIL.id, '/reassign'))[0]?.body).toEqual({
      advisorId: 'adv-luca',
    });
  });

  it('offers the outcome only when the API allows it, and records it', async () => {
    const before = open(BOOKED_DETAIL.id);
    await pageHeading('Beratung HZ7-K3M9');
    expect(screen.queryByRole('button', { name: 'Als nicht erschienen markieren' })).not.toBeInTheDocument();
    before.unmount();

    const { api, user } = open(STARTED_DETAIL.id);
    await pageHeading('Beratung HZ7-A2B4');
    expect(screen.queryByRole('button', { name: 'Stornieren' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Als nicht erschienen markieren' }));
    expect(await screen.findByText('Als nicht erschienen markiert.')).toBeInTheDocument();
    expect(api.requestsTo('POST', path(STARTED_DETAIL.id, '/outcome'))[0]?.body).toEqual({
      outcome: 'no_show',
    });
    expect(screen.getByText('Nicht erschienen', { selector: '.bo-status' })).toBeInTheDocument();
  });

  it('accepts a custom-date request: advisor, date and time confirmed in the page', async () => {
    const { api, user } = open(REQUEST_DETAIL.id);
    await pageHeading('Beratung HZ7-R5T8');
    expect(screen.getByText('Gewünschter Termin')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Anfrage annehmen' }));
    expect(screen.getByLabelText(/^Datum/)).toHaveValue('2026-03-06');
    expect(screen.getByLabelText(/^Zeit/)).toHaveValue('17:30');
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(screen.getByText('Bitte wählen Sie eine Beraterin oder einen Berater.')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(/Beraterin oder Berater/), 'adv-sophie');
    const time = screen.getByLabelText(/^Zeit/);
    await user.clear(time);
    await user.type(time, '16:00');
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(screen.getByText('Termin am Fr., 06.03.2026, 16:00 mit Sophie Dubois bestätigen?')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Ja, Termin bestätigen' }));
    expect(await screen.findByText('Die Anfrage ist angenommen und bestätigt.')).toBeInTheDocument();
    expect(api.requestsTo('POST', path(REQUEST_DETAIL.id, '/accept'))[0]?.body).toEqual({
      advisorId: 'adv-sophie',
      date: '2026-03-06',
      time: '16:00',
    });
    expect(screen.getByText('Gebucht', { selector: '.bo-status' })).toBeInTheDocument();
  });

  it('declines a request with a reason, after a confirmation', async () => {
    const { api, user } = open(REQUEST_DETAIL.id);
    await pageHeading('Beratung HZ7-R5T8');
    await user.click(screen.getByRole('button', { name: 'Anfrage ablehnen' }));
    await user.type(screen.getByLabelText(/Begründung/), 'Am Freitagabend ist die Filiale geschlossen.');
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    await user.click(screen.getByRole('button', { name: 'Ja, ablehnen' }));
    expect(await screen.findByText('Die Anfrage ist abgelehnt.')).toBeInTheDocument();
    expect(api.requestsTo('POST', path(REQUEST_DETAIL.id, '/decline'))[0]?.body).toEqual({
      reason: 'Am Freitagabend ist die Filiale geschlossen.',
    });
  });

  it('offers nothing for a cancelled consultation, and names a missing one', async () => {
    const cancelled = open(CANCELLED_DETAIL.id);
    await pageHeading('Beratung HZ7-C6D7');
    expect(within(actions()).queryAllByRole('button')).toHaveLength(0);
    cancelled.unmount();

    open('c-unknown');
    await pageHeading('Beratung nicht geladen');
    expect(screen.getByText('Diese Beratung gibt es nicht.')).toBeInTheDocument();
  });
});
