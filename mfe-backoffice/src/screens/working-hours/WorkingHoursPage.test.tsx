import { screen, within } from '@testing-library/react';
import { STAFF_PATHS } from '@checkout/shared/contract';
import { ADVISOR_MEMBER, LEAD_SESSION, LUCA_HOURS, SOPHIE_HOURS, sessionOf } from '../../testing/fixtures';
import { pageHeading, renderBackoffice } from '../../testing/render-backoffice';
import { ANNA_HOURS, HOURS_COLLISIONS } from '../../testing/working-hours-fixtures';

const hours = (advisorId: string, rest = '') =>
  `${STAFF_PATHS.workingHours.replace(':id', advisorId)}${rest}`;

async function chooseAnna(user: ReturnType<typeof renderBackoffice>['user']) {
  await screen.findByRole('option', { name: 'Anna Meier' });
  await user.selectOptions(screen.getByLabelText(/Beraterin oder Berater/), 'adv-anna');
  await screen.findByRole('group', { name: 'Montag, Block 1' });
}

// A week of selects with the hour grid's 24 times each: slower than the other screens in jsdom.
jest.setTimeout(30_000);

describe('working hours', () => {
  it('edits the week by keyboard, confirms with the collisions listed, then settles each in one step', async () => {
    const { api, user } = renderBackoffice({
      scenario: {
        session: LEAD_SESSION,
        hoursCollisions: HOURS_COLLISIONS,
        workingHours: [ANNA_HOURS, LUCA_HOURS, SOPHIE_HOURS],
      },
      address: '/backoffice/working-hours',
    });
    await pageHeading('Arbeitszeiten');
    await chooseAnna(user);
    // Tuesday morning ends at 10:00 instead of 12:00, chosen with the keyboard.
    const tuesday = screen.getByRole('group', { name: 'Dienstag, Block 1' });
    // Each block's controls are reached with Tab in reading order: from, till, home office, remove.
    within(tuesday).getByLabelText('Von').focus();
    await user.tab();
    expect(within(tuesday).getByLabelText('Bis')).toHaveFocus();
    await user.selectOptions(within(tuesday).getByLabelText('Bis'), '10:00');
    await user.tab();
    expect(within(tuesday).getByRole('checkbox')).toHaveFocus();
    // Saturday's block goes; Sunday gets one.
    await user.click(screen.getByRole('button', { name: 'Samstag, Block 1 entfernen' }));
    await user.click(screen.getByRole('button', { name: 'Block hinzufügen: Sonntag' }));
    expect(screen.getByRole('group', { name: 'Sonntag, Block 1' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Wochenplan speichern' }));

    // Nothing is saved before the confirmation, which lists what would fall outside working hours.
    const confirmation = await screen.findByRole('region', { name: 'Änderung bestätigen' });
    expect(
      within(confirmation).getByText('2 gebuchte Beratungen lägen danach ausserhalb der Arbeitszeit:'),
    ).toBeInTheDocument();
    expect(
      within(confirmation)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Di., 10.03.2026, 10:00–11:00: Tim Keller (G2H3-TNWD)',
      expect.stringContaining('Aline Meyer'),
    ]);
    expect(api.requestsTo('PUT', hours('adv-anna'))).toHaveLength(0);
    const previewed = api.requestsTo('POST', hours('adv-anna', '/collisions'))[0]?.body as {
      week: { blocks: { weekday: number; from: string; to: string }[] };
    };
    expect(previewed.week.blocks.filter((b) => b.weekday === 2)[0]).toEqual({
      weekday: 2,
      from: '09:00',
      to: '10:00',
      homeOffice: false,
    });
    expect(previewed.week.blocks.some((b) => b.weekday === 6)).toBe(false);
    expect(previewed.week.blocks.filter((b) => b.weekday === 7)).toEqual([
      { weekday: 7, from: '09:00', to: '10:00', homeOffice: false },
    ]);

    await user.click(within(confirmation).getByRole('button', { name: 'Ja, speichern' }));
    expect(await screen.findByText('Wochenplan gespeichert.')).toBeInTheDocument();
    expect(api.requestsTo('PUT', hours('adv-anna'))[0]?.body).toEqual(previewed.week);
    expect(
      screen.getByText('2 gebuchte Beratungen liegen nun ausserhalb der Arbeitszeit.'),
    ).toBeInTheDocument();
    // The same one-step settling as time off: reassign to a colleague who works and is free then.
    const tim = screen.getByRole('listitem', { name: 'Di., 10.03.2026, 10:00–11:00: Tim Keller' });
    await user.selectOptions(await within(tim).findByLabelText('Neu zuweisen an'), 'adv-luca');
    await user.click(within(tim).getByRole('button', { name: 'Neu zuweisen' }));
    expect(await within(tim).findByText('Die Beratung ist Luca Rossi zugewiesen.')).toBeInTheDocument();
  });

  it('refuses overlapping blocks in the page, naming them, without asking the API', async () => {
    const { api, user } = renderBackoffice({
      scenario: { session: LEAD_SESSION },
      address: '/backoffice/working-hours',
    });
    await chooseAnna(user);
    const second = screen.getByRole('group', { name: 'Montag, Block 2' });
    await user.selectOptions(within(second).getByLabelText('Von'), '11:00');
    await user.click(screen.getByRole('button', { name: 'Wochenplan speichern' }));
    expect(
      await screen.findAllByText(
        'Bitte prüfen Sie die Zeiten: volle Stunden, «Bis» nach «Von», ohne Überschneidung.',
      ),
    ).not.toHaveLength(0);
    expect(within(second).getByLabelText('Von')).toHaveAttribute('aria-invalid', 'true');
    expect(api.requestsTo('POST', hours('adv-anna', '/collisions'))).toHaveLength(0);
  });

  it('closes a date by an exception after confirming, and removes an exception', async () => {
    const { api, user } = renderBackoffice({
      scenario: { session: LEAD_SESSION },
      address: '/backoffice/working-hours',
    });
    await chooseAnna(user);
    expect(screen.getByText(/Ostermontag/)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Datum/), '2099-12-24');
    await user.type(screen.getByLabelText(/^Grund/), 'Heiligabend');
    await user.click(screen.getByRole('button', { name: 'Ausnahme speichern' }));
    const confirmation = await screen.findByRole('region', { name: 'Änderung bestätigen' });
    expect(
      within(confirmation).getByText('Keine gebuchte Beratung liegt danach ausserhalb der Arbeitszeit.'),
    ).toBeInTheDocument();
    await user.click(within(confirmation).getByRole('button', { name: 'Ja, speichern' }));
    expect(await screen.findByText('Ausnahme für Do., 24.12.2099 gespeichert.')).toBeInTheDocument();
    expect(api.requestsTo('POST', hours('adv-anna', '/exceptions'))[0]?.body).toEqual({
      date: '2099-12-24',
      blocks: [],
      reason: 'Heiligabend',
    });
    await user.click(screen.getByRole('button', { name: 'Ausnahme Mo., 06.04.2026 entfernen' }));
    expect(await screen.findByText('Ausnahme für Mo., 06.04.2026 entfernt.')).toBeInTheDocument();
    expect(
      api.requestsTo('DELETE', hours('adv-anna', `/exceptions/${ANNA_HOURS.exceptions[0]?.id}`)),
    ).toHaveLength(1);
    expect(screen.queryByText(/Ostermontag/)).not.toBeInTheDocument();
  });

  it('shows an advisor their own hours only', async () => {
    const { user: _user } = renderBackoffice({
      scenario: { session: sessionOf(ADVISOR_MEMBER) },
      address: '/backoffice/working-hours',
    });
    expect(await screen.findByRole('group', { name: 'Montag, Block 1' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Beraterin oder Berater/)).toBeDisabled();
  });
});
