import { screen, within } from '@testing-library/react';
import { STAFF_PATHS, type ConsultationDetail } from '@checkout/shared/contract';
import {
  ABSENCE_RESPONSE,
  ADVISOR_MEMBER,
  CALENDAR_ABSENCES,
  CALENDAR_ROWS,
  LEAD_SESSION,
  LUCA_HOURS,
  SOPHIE_HOURS,
  sessionOf,
} from '../../testing/fixtures';
import { pageHeading, renderBackoffice } from '../../testing/render-backoffice';
import type { StaffScenario } from '../../testing/staff-world';
import { ANNA_HOURS } from '../../testing/working-hours-fixtures';

const absences = (advisorId: string) => STAFF_PATHS.absences.replace(':id', advisorId);
const consultation = (id: string, action: string) =>
  `${STAFF_PATHS.consultation.replace(':id', id)}${action}`;
/** Anna's week of further training saved, over Tim's and Aline's consultations, in the branch's hours. */
const weekOff = (patch: Partial<StaffScenario> = {}): StaffScenario => ({
  session: LEAD_SESSION,
  absenceResponse: ABSENCE_RESPONSE,
  workingHours: [ANNA_HOURS, LUCA_HOURS, SOPHIE_HOURS],
  ...patch,
});
const NONE_FREE = 'Zu dieser Zeit ist sonst niemand der Filiale frei.';
const optionsOf = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((o) => o.textContent);

/** Chooses Anna once the advisors are there. */
async function chooseAnna(user: ReturnType<typeof renderBackoffice>['user']) {
  await screen.findByRole('option', { name: 'Anna Meier' });
  await user.selectOptions(screen.getByLabelText(/Beraterin oder Berater/), 'adv-anna');
}

async function enterWeek(user: ReturnType<typeof renderBackoffice>['user']) {
  await chooseAnna(user);
  await user.type(screen.getByLabelText(/Erster Tag/), '2026-03-09');
  await user.type(screen.getByLabelText(/Letzter Tag/), '2026-03-13');
  await user.type(screen.getByLabelText(/^Grund/), 'Weiterbildung');
  await user.click(screen.getByRole('button', { name: 'Abwesenheit speichern' }));
}

describe('time off', () => {
  it('saves an absence and settles each colliding consultation in one step: reassign or cancel', async () => {
    const { api, user } = renderBackoffice({ scenario: weekOff(), address: '/backoffice/time-off' });
    await pageHeading('Abwesenheiten');
    await enterWeek(user);
    expect(
      await screen.findByText('Abwesenheit Mo., 09.03.2026 – Fr., 13.03.2026 gespeichert.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        '2 gebuchte Beratungen fallen in diese Zeit: Sie klären sie unten bei der Abwesenheit.',
      ),
    ).toBeInTheDocument();
    // Listed with the absence, as every reload of the list shows them.
    const tim = await screen.findByRole('listitem', {
      name: 'Di., 10.03.2026, 10:00–11:00: Tim Keller',
    });
    expect(screen.getByText('2 gebuchte Beratungen fallen in diese Zeit.')).toBeInTheDocument();
    expect(api.requestsTo('POST', absences('adv-anna'))[0]?.body).toEqual({
      from: '2026-03-09',
      till: '2026-03-13',
      reason: 'Weiterbildung',
    });

    expect(within(tim).getByText(/^G2H3-TNWD · In der Filiale/)).toBeInTheDocument();
    // Anna is away: a personal consultation goes to Luca, the branch's other in-person advisor, who works then.
    const colleague = await within(tim).findByLabelText('Neu zuweisen an');
    expect(optionsOf(colleague)).toEqual(['Bitte wählen', 'Luca Rossi']);
    // Aline's video consultation at 15:00: Sophie's hours end then, Luca offers no video, Marc is of Bern.
    const aline = screen.getByRole('listitem', { name: 'Do., 12.03.2026, 15:00–16:00: Aline Meyer' });
    expect(await within(aline).findByText(NONE_FREE)).toBeInTheDocument();
    expect(within(aline).queryByLabelText('Neu zuweisen an')).not.toBeInTheDocument();
    // The branch's calendar of each day shown, once.
    expect(api.requestsTo('GET', STAFF_PATHS.calendar).map((r) => Object.fromEntries(r.query))).toEqual([
      { date: '2026-03-10', days: '1', agencyId: 'agency-zurich' },
      { date: '2026-03-12', days: '1', agencyId: 'agency-zurich' },
    ]);
    await user.selectOptions(colleague, 'adv-luca');
    await user.click(within(tim).getByRole('button', { name: 'Neu zuweisen' }));
    expect(await within(tim).findByText('Die Beratung ist Luca Rossi zugewiesen.')).toBeInTheDocument();
    expect(api.requestsTo('POST', consultation('c-next-1', '/reassign'))[0]?.body).toEqual({
      advisorId: 'adv-luca',
    });
    // The count is of those left to settle.
    expect(screen.getByText('Noch 1 gebuchte Beratung fällt in diese Zeit.')).toBeInTheDocument();

    // Cancelling stays as it was.
    await user.click(within(aline).getByRole('button', { name: 'Stornieren' }));
    expect(within(aline).getByText('Bitte geben Sie eine Begründung ein.')).toBeInTheDocument();
    await user.type(
      within(aline).getByLabelText(/Nachricht an die reisende Person/),
      'Ihre Beraterin ist in der Weiterbildung.',
    );
    await user.click(within(aline).getByRole('button', { name: 'Stornieren' }));
    expect(await within(aline).findByText('Die Beratung ist storniert.')).toBeInTheDocument();
    expect(api.requestsTo('POST', consultation('c-next-2', '/cancel'))[0]?.body).toEqual({
      reason: 'Ihre Beraterin ist in der Weiterbildung.',
    });
    expect(screen.getByText('Keine gebuchte Beratung fällt mehr in diese Zeit.')).toBeInTheDocument();
    expect(
      screen.queryByText(/^(Noch )?\d gebuchten? Beratungen? fallen? in diese Zeit\.$/),
    ).not.toBeInTheDocument();
  });

  it('shows what an absence still collides with after any reload, and an absence with none says so', async () => {
    const { api, user } = renderBackoffice({
      scenario: { session: LEAD_SESSION, rows: CALENDAR_ROWS, absences: CALENDAR_ABSENCES },
      address: '/backoffice/time-off',
    });
    await screen.findByRole('option', { name: 'Sophie Dubois' });
    await user.selectOptions(screen.getByLabelText(/Beraterin oder Berater/), 'adv-sophie');
    const luc = await screen.findByRole('listitem', { name: 'Fr., 06.03.2026, 11:00–12:00: Luc Girard' });
    expect(screen.getByText('1 gebuchte Beratung fällt in diese Zeit.')).toBeInTheDocument();
    // A video consultation: Anna, the branch's other advisor for video.
    await user.selectOptions(within(luc).getByLabelText('Neu zuweisen an'), 'adv-anna');
    await user.click(within(luc).getByRole('button', { name: 'Neu zuweisen' }));
    expect(await within(luc).findByText('Die Beratung ist Anna Meier zugewiesen.')).toBeInTheDocument();
    expect(api.requestsTo('POST', consultation('c-absent', '/reassign'))).toHaveLength(1);

    // Anna's absence collides with nothing; back to Sophie, the list asks again and her absence is clear now.
    await user.selectOptions(screen.getByLabelText(/Beraterin oder Berater/), 'adv-anna');
    expect(await screen.findByText('Nichts kollidiert mit dieser Abwesenheit.')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(/Beraterin oder Berater/), 'adv-sophie');
    expect(await screen.findByText('Nichts kollidiert mit dieser Abwesenheit.')).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: /Luc Girard/ })).not.toBeInTheDocument();
  });

  it('offers only colleagues free then: none taken at that time, and an accepted request outside their hours too', async () => {
    // Luca has taken a call at Tim's hour meanwhile; Aline's consultation was a request Anna accepted for 15:00.
    const lucaTaken = {
      ...ABSENCE_RESPONSE.collisions[0]!,
      id: 'c-luca-taken',
      reference: 'T4KNV8QS',
      time: '10:30',
      till: '11:30',
      advisor: { id: 'adv-luca', name: 'Luca Rossi' },
    };
    const accepted: ConsultationDetail = {
      ...ABSENCE_RESPONSE.collisions[1]!,
      message: 'Wunschtermin nach der Arbeit.',
      createdAt: '2026-02-20T10:00:00Z',
      can: { cancel: true, reassign: true, markOutcome: false, answer: false, move: true },
      audit: [],
      fromRequest: true,
    };
    const { api, user } = renderBackoffice({
      scenario: weekOff({ rows: [lucaTaken], details: [accepted] }),
      address: '/backoffice/time-off',
    });
    await enterWeek(user);
    const tim = await screen.findByRole('listitem', { name: /Tim Keller/ });
    expect(await within(tim).findByText(NONE_FREE)).toBeInTheDocument();
    const aline = screen.getByRole('listitem', { name: /Aline Meyer/ });
    // Not bound to working hours: Sophie, free at 15:00 after hers, can take it.
    const colleague = await within(aline).findByLabelText('Neu zuweisen an');
    expect(optionsOf(colleague)).toEqual(['Bitte wählen', 'Sophie Dubois']);
    await user.selectOptions(colleague, 'adv-sophie');
    await user.click(within(aline).getByRole('button', { name: 'Neu zuweisen' }));
    expect(await within(aline).findByText('Die Beratung ist Sophie Dubois zugewiesen.')).toBeInTheDocument();
    expect(api.requestsTo('POST', consultation('c-next-2', '/reassign'))[0]?.body).toEqual({
      advisorId: 'adv-sophie',
    });
  });

  it('says so when the free colleagues cannot be loaded, and asks again', async () => {
    const { api, user } = renderBackoffice({
      scenario: weekOff({
        failures: {
          calendar: { status: 503, body: { error: 'internal', message: 'Kalender nicht erreichbar.' } },
        },
      }),
      address: '/backoffice/time-off',
    });
    await enterWeek(user);
    const tim = await screen.findByRole('listitem', { name: /Tim Keller/ });
    expect(await within(tim).findByText('Kalender nicht erreichbar.')).toBeInTheDocument();
    expect(within(tim).getByText('Nicht geladen, wer zu dieser Zeit frei ist')).toBeInTheDocument();
    const asked = api.requestsTo('GET', STAFF_PATHS.calendar).length;
    await user.click(within(tim).getByRole('button', { name: 'Erneut versuchen' }));
    expect(api.requestsTo('GET', STAFF_PATHS.calendar)).toHaveLength(asked + 1);
    // Cancelling does not wait for it.
    expect(within(tim).getByRole('button', { name: 'Stornieren' })).toBeEnabled();
  });

  it('offers an advisor no reassignment (the branch lead reassigns), only the cancel', async () => {
    const { api, user } = renderBackoffice({
      scenario: weekOff({ session: sessionOf(ADVISOR_MEMBER) }),
      address: '/backoffice/time-off',
    });
    await user.type(await screen.findByLabelText(/Erster Tag/), '2026-03-09');
    await user.type(screen.getByLabelText(/Letzter Tag/), '2026-03-13');
    await user.type(screen.getByLabelText(/^Grund/), 'Weiterbildung');
    await user.click(screen.getByRole('button', { name: 'Abwesenheit speichern' }));
    const tim = await screen.findByRole('listitem', { name: /Tim Keller/ });
    expect(within(tim).getByRole('button', { name: 'Stornieren' })).toBeInTheDocument();
    expect(within(tim).queryByLabelText('Neu zuweisen an')).not.toBeInTheDocument();
    expect(within(tim).queryByText(NONE_FREE)).not.toBeInTheDocument();
    expect(api.requestsTo('GET', STAFF_PATHS.calendar)).toHaveLength(0);
  });

  it("lists the advisor's absences and removes one", async () => {
    const { api, user } = renderBackoffice({
      scenario: { session: LEAD_SESSION },
      address: '/backoffice/time-off',
    });
    await chooseAnna(user);
    expect(await screen.findByText('Mo., 13.04.2026 – Fr., 17.04.2026')).toBeInTheDocument();
    await user.click(
      screen.getByRole('button', { name: 'Abwesenheit Mo., 13.04.2026 – Fr., 17.04.2026 entfernen' }),
    );
    expect(await screen.findByText('Keine Abwesenheiten eingetragen.')).toBeInTheDocument();
    const [removal] = api.requestsTo('DELETE', `${absences('adv-anna')}/abs-1`);
    expect(removal?.headers['Idempotency-Key']).toBeDefined();
  });

  it('checks the form before saving, and an advisor enters their own time off only', async () => {
    const { api, user } = renderBackoffice({
      scenario: { session: sessionOf(ADVISOR_MEMBER) },
      address: '/backoffice/time-off',
    });
    await pageHeading('Abwesenheiten');
    const select = await screen.findByLabelText(/Beraterin oder Berater/);
    expect(select).toHaveValue('adv-anna');
    expect(select).toBeDisabled();
    await user.type(screen.getByLabelText(/Erster Tag/), '2026-03-13');
    await user.type(screen.getByLabelText(/Letzter Tag/), '2026-03-09');
    await user.click(screen.getByRole('button', { name: 'Abwesenheit speichern' }));
    expect(screen.getByText('Das Enddatum liegt vor dem Startdatum.')).toBeInTheDocument();
    expect(api.requestsTo('POST', absences('adv-anna'))).toHaveLength(0);
  });

  it('says when nothing collides', async () => {
    const { user } = renderBackoffice({
      scenario: { session: LEAD_SESSION },
      address: '/backoffice/time-off',
    });
    await enterWeek(user);
    expect(await screen.findByText('Keine gebuchte Beratung fällt in diese Zeit.')).toBeInTheDocument();
    // Both Anna's absences, the holidays in April and the new one.
    expect(await screen.findAllByText('Nichts kollidiert mit dieser Abwesenheit.')).toHaveLength(2);
  });
});
