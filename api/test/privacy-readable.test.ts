/** @jest-environment ./test/support/pglite-environment.cjs */
// Privacy as staff and travellers read it (issue 47, item 7): the erasure and each consultation it cancelled are in
// the audit trail as sentences (who, when, how many; never whose); an anonymised consultation opens with what
// remains; the export is a document in the traveller's language (their booking's) with its JSON inside.
import {
  PRIVACY_PATHS,
  STAFF_PATHS,
  type AuditPage,
  type ConsultationDetail,
  type ConsultationPage,
  type PrivacyExport,
} from '@checkout/shared/contract';
import { DEFAULT_RETAILER } from '../src/config';
import { DRIVERS, OPERATOR_AUTH, createTestApp, type TestApp } from './support/test-app';
import { BACK_OFFICE, BRANCH_LEAD, changeHeaders, cookieOf, sessionFor } from './support/staff';
import { OTHER, TRAVELLER, mailWorker, reserveAs, type Person } from './support/privacy';

/** A French-speaking traveller, whose export is in French. */
const FRENCH: Person = {
  firstname: 'Gaspardine',
  lastname: 'Rochequeue',
  email: 'gaspardine.rochequeue@example.ch',
  phone: '+41 79 555 09 41',
};

/** What a traveller reads of a document: its text without markup and without the embedded JSON. */
const visibleText = (html: string): string =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<style[\s\S]*?<\/style>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

/** Codes, ids and column names a traveller must not read; English words of the data's keys too. */
const CODES =
  /(?<!\p{L})(booked|requested|cancelled|slot|custom|personal|video|phone|de-CH|fr-CH|user_lang|userLang|advisor_id|agency_id|created_at|bk_|adv-|audit_|null|undefined|true|false|status|payload|confirmation|branch_notice)(?!\p{L})|\{\{|api\./u;

describe.each(DRIVERS)('privacy as staff and travellers read it (%s)', (driver) => {
  let t: TestApp;
  let mail: ReturnType<typeof mailWorker>;
  const ids = { past: '', future: '', french: '', other: '' };
  let futureReference = '';
  let backOffice = '';
  beforeAll(async () => {
    t = await createTestApp(driver);
    mail = mailWorker(t);
    ids.past = (
      await reserveAs(t, TRAVELLER, { appointmentDate: '2030-03-27', appointmentTime: '15:00' })
    ).bookingId;
    const future = await reserveAs(t, TRAVELLER, {
      appointmentDate: '2030-04-02',
      appointmentTime: '11:00',
      adviceMode: 'phone',
    });
    ids.future = future.bookingId;
    futureReference = future.bookingReference ?? '';
    ids.french = (
      await reserveAs(t, FRENCH, {
        culture: 'fr-CH',
        userLang: 'Französisch',
        appointmentDate: '2030-04-02',
        appointmentTime: '15:00',
      })
    ).bookingId;
    ids.other = (
      await reserveAs(t, OTHER, { appointmentDate: '2030-04-02', appointmentTime: '14:00' })
    ).bookingId;
    await mail.drain();
    t.clock.set('2030-03-28T08:00:00Z');
    await mail.drain();
    backOffice = await sessionFor(t, BACK_OFFICE.id);
  }, 120_000);
  afterAll(async () => {
    mail.dispose();
    await t.dispose();
  });

  const exportOf = async (email: string, culture: 'de-CH' | 'fr-CH' = 'de-CH') => {
    const res = await t.inject({
      method: 'POST',
      url: `/api${PRIVACY_PATHS.staffExport}`,
      payload: { email },
      headers: { ...changeHeaders(backOffice), 'accept-language': culture },
    });
    expect(res.statusCode).toBe(200);
    return res.json<PrivacyExport>();
  };

  it('hands a German traveller a document in German: labels in words, Swiss dates, no code, id or column name', async () => {
    const exported = await exportOf(TRAVELLER.email, 'fr-CH');
    const document = exported.document!;
    expect(document.culture).toBe('de-CH');
    expect(document.fileName).toBe('meine-daten-2030-03-28.html');
    expect(document.html).toMatch(/^<!doctype html>\n<html lang="de-CH">/);
    const text = visibleText(document.html);
    expect(text).toContain(`Ihre bei ${DEFAULT_RETAILER.brand.de} gespeicherten Daten`);
    expect(text).toContain(`Auskunft vom 28.03.2030: alles, was wir zur E-Mail-Adresse ${TRAVELLER.email}`);
    expect(text).toContain('Datum und Zeit 27.03.2030, 15:00 Uhr');
    expect(text).toContain('Datum und Zeit 02.04.2030, 11:00 Uhr');
    expect(text).toContain('Beratungsart Telefon');
    expect(text).toContain('Stand Gebucht');
    expect(text).toContain(`Vorname ${TRAVELLER.firstname}`);
    expect(text).toContain('Sprache der Beratung Deutsch');
    expect(text).toContain('Sprache unserer Nachrichten Deutsch');
    expect(text).toMatch(
      /Terminbestätigung an wendelin\.zwetschgenbaum@example\.ch: gesendet am \d\d\.\d\d\.2030, \d\d:\d\d Uhr\./,
    );
    expect(text).toContain('Maschinenlesbare Fassung');
    expect(text).not.toMatch(CODES);
    expect(text).not.toContain(OTHER.lastname);
    // The machine-readable part is the export itself, inside the same file.
    const json = /<script type="application\/json" id="privacy-export">([\s\S]*?)<\/script>/.exec(
      document.html,
    )?.[1];
    const embedded = JSON.parse(json ?? '{}') as PrivacyExport;
    expect(embedded.bookings).toEqual(exported.bookings);
    expect(embedded.messages).toEqual(exported.messages);
    expect(embedded.document).toBeUndefined();
  });

  it('hands a French traveller a document in French, their languages named in French', async () => {
    const document = (await exportOf(FRENCH.email)).document!;
    expect(document.culture).toBe('fr-CH');
    expect(document.fileName).toBe('mes-donnees-2030-03-28.html');
    const text = visibleText(document.html);
    expect(text).toContain(`Vos données enregistrées chez ${DEFAULT_RETAILER.brand.fr}`);
    expect(text).toContain('Date et heure 02.04.2030 à 15:00');
    expect(text).toContain('Langue du conseil Français');
    expect(text).toContain('Langue de nos messages Français');
    expect(text).toContain('État Réservée');
    expect(text).not.toMatch(/Französisch|Deutsch|Uhr|Buchung|Gebucht/);
    expect(text).not.toMatch(CODES);
  });

  it('writes the erasure and each cancellation it made to the audit trail, in sentences naming no traveller', async () => {
    const erase = await t.inject({
      method: 'POST',
      url: `/api${PRIVACY_PATHS.staffErase}`,
      payload: { email: TRAVELLER.email },
      headers: changeHeaders(backOffice),
    });
    expect(erase.statusCode).toBe(200);
    expect(erase.json()).toMatchObject({ bookings: 2, cancelled: 1 });

    const trail = async (session: string, culture: string) => {
      const res = await t.inject({
        method: 'GET',
        url: `/api${STAFF_PATHS.audit}`,
        headers: { ...cookieOf(session), 'accept-language': culture },
      });
      expect(res.statusCode).toBe(200);
      return res.json<AuditPage>().items;
    };
    const german = await trail(backOffice, 'de-CH');
    const erasure = german.find((entry) => entry.action === 'erase');
    expect(erasure).toMatchObject({
      staff: { id: BACK_OFFICE.id, name: BACK_OFFICE.name },
      consultationId: null,
      at: '2030-03-28T08:00:00.000Z',
      sentence:
        'Daten einer reisenden Person auf deren Verlangen gelöscht: 2 Buchungen anonymisiert. Zuvor 1 künftige Beratung storniert.',
    });
    const cancel = german.find((entry) => entry.action === 'cancel' && entry.consultationId === ids.future);
    const reference = `${futureReference.slice(0, 4)}-${futureReference.slice(4)}`;
    expect(cancel?.sentence).toBe(
      `Beratung ${reference} (anonymisiert) storniert. Grund: Die reisende Person hat die Löschung ihrer Daten verlangt.`,
    );
    for (const entry of german) {
      expect(entry.sentence).not.toContain(TRAVELLER.lastname);
      expect(JSON.stringify(entry)).not.toContain(TRAVELLER.email);
    }
    const french = await trail(backOffice, 'fr-CH');
    expect(french.find((entry) => entry.action === 'erase')?.sentence).toBe(
      'Données d’une personne voyageant effacées à sa demande : 2 réservations anonymisées. Auparavant, 1 consultation à venir annulée.',
    );
    // The branch reads its consultation's cancellation; the erasure itself is the back office's.
    const lead = await trail(await sessionFor(t, BRANCH_LEAD.id), 'de-CH');
    expect(lead.some((entry) => entry.consultationId === ids.future && entry.action === 'cancel')).toBe(true);
    expect(lead.some((entry) => entry.action === 'erase')).toBe(false);
  });

  it('opens an anonymised consultation with what remains: reference, date, advisor, status, when it was erased', async () => {
    const res = await t.inject({
      method: 'GET',
      url: `/api${STAFF_PATHS.consultation.replace(':id', ids.future)}`,
      headers: cookieOf(backOffice),
    });
    expect(res.statusCode).toBe(200);
    const detail = res.json<ConsultationDetail>();
    expect(detail).toMatchObject({
      id: ids.future,
      reference: futureReference,
      date: '2030-04-02',
      time: '11:00',
      status: 'cancelled',
      erasedAt: '2030-03-28T08:00:00.000Z',
      traveller: { firstname: '', lastname: '', email: '', phone: '' },
      message: '',
      can: { cancel: false, reassign: false, markOutcome: false, answer: false, move: false },
    });
    expect(detail.advisor?.name).toBeTruthy();
    expect(detail.audit.map((entry) => entry.action)).toEqual(['cancel']);
    // A past one whose outcome was never recorded stays as it was: nobody records one for erased data.
    const past = await t.inject({
      method: 'GET',
      url: `/api${STAFF_PATHS.consultation.replace(':id', ids.past)}`,
      headers: cookieOf(backOffice),
    });
    expect(past.json<ConsultationDetail>()).toMatchObject({
      erasedAt: expect.any(String),
      can: { markOutcome: false },
    });

    const list = await t.inject({
      method: 'GET',
      url: `/api${STAFF_PATHS.consultations}?from=2030-04-02&till=2030-04-02`,
      headers: cookieOf(backOffice),
    });
    const rows = list.json<ConsultationPage>().items;
    expect(rows.find((row) => row.id === ids.future)?.erasedAt).toBe('2030-03-28T08:00:00.000Z');
    expect(rows.find((row) => row.id === ids.other)?.erasedAt).toBeUndefined();
  });

  it('names the operator’s erasure as the operator’s, in the reader’s language', async () => {
    const res = await t.inject({
      method: 'POST',
      url: `/api${PRIVACY_PATHS.operatorErase}`,
      payload: { email: FRENCH.email },
      headers: OPERATOR_AUTH,
    });
    expect(res.statusCode).toBe(200);
    const audit = await t.inject({
      method: 'GET',
      url: `/api${STAFF_PATHS.audit}`,
      headers: { ...cookieOf(backOffice), 'accept-language': 'fr-CH' },
    });
    const items = audit.json<AuditPage>().items;
    const erasure = items.find((entry) => entry.action === 'erase');
    expect(erasure?.staff).toEqual({ id: '', name: 'Exploitation (ligne de commande)' });
    expect(items.find((entry) => entry.consultationId === ids.french)?.sentence).toMatch(
      /^Consultation .* \(anonymisé\) annulée\. Motif : la personne a demandé l’effacement de ses données\.$/,
    );
  });
});
