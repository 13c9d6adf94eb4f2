/** @jest-environment ./test/support/pglite-environment.cjs */
// The consultations' exports for people (issue 47, item 2): the CSV for Swiss spreadsheets (`;`, labels in words,
// headings in the page's language, the formula guard over `;`-split cells, phones without an apostrophe) and the
// Excel workbook read back with exceljs (typed cells: a Date, a time, a text phone; frozen header), both with the
// range and language in their file names, the list's filter and scope.
import ExcelJS from 'exceljs';
import {
  STAFF_PATHS,
  formatBookingReference,
  type ApiErrorBody,
  type ConsultationPage,
  type ConsultationRow,
  type ReserveResponse,
} from '@checkout/shared/contract';
import { DRIVERS, createTestApp, type TestApp } from './support/test-app';
import { readCsv } from './support/read-csv';
import { sampleCustomRequest } from './support/sample-reserve-request';
import { BRANCH_LEAD, cookieOf, sessionFor } from './support/staff';

const WEEK = { from: '2030-03-25', till: '2030-03-31' };
const NAME = 'Probe;=4+5';

const HEADINGS = {
  'de-CH':
    'Buchungsnummer;Datum;Beginn;Ende;Status;Art;Beratungsart;Beratungsperson;Filiale;Vorname;Nachname;E-Mail;Telefon;Sprache',
  'fr-CH':
    'Numéro de réservation;Date;Début;Fin;Statut;Type;Mode de conseil;Conseiller;Agence;Prénom;Nom;E-mail;Téléphone;Langue',
} as const;

describe.each(DRIVERS)('staff exports (%s)', (driver) => {
  let t: TestApp;
  let session = '';
  let request: ReserveResponse;
  let wish: ConsultationRow;
  beforeAll(async () => {
    t = await createTestApp(driver);
    session = await sessionFor(t, BRANCH_LEAD.id);
    // A custom-date request whose name a `;` spreadsheet would split into a formula, with a +41 phone.
    const custom = await t.inject({
      method: 'POST',
      url: '/api/checkout/reserve',
      payload: sampleCustomRequest({
        userFirstname: 'Zoë',
        userLastname: NAME,
        userPhone: '+41 79 123 45 67',
        checkoutSessionId: 'session-staff-export-1',
      }),
    });
    expect(custom.statusCode).toBe(201);
    request = custom.json<ReserveResponse>();
    const page = await t.inject({
      url: `/api${STAFF_PATHS.consultations}?${new URLSearchParams({ ...WEEK, q: 'Probe' })}`,
      headers: cookieOf(session),
    });
    const found = page.json<ConsultationPage>().items.find((row) => row.id === request.bookingId);
    if (!found) throw new Error('the request is not listed');
    wish = found;
  }, 60_000);
  afterAll(() => t.dispose());

  const get = (path: string, query: Record<string, string>) =>
    t.inject({ url: `/api${path}?${new URLSearchParams(query)}`, headers: cookieOf(session) });

  /** A download as the browser gets it: its bytes as they come (the test client's text would drop the BOM). */
  const download = async (path: string, query: Record<string, string>) => {
    const res = await fetch(`${t.app.listeningOrigin}/api${path}?${new URLSearchParams(query)}`, {
      headers: cookieOf(session),
    });
    return {
      status: res.status,
      type: res.headers.get('content-type'),
      disposition: res.headers.get('content-disposition'),
      bytes: Buffer.from(await res.arrayBuffer()),
    };
  };

  /** Every row of the lead's list for a filter, all pages. */
  const listed = async (query: Record<string, string>): Promise<ConsultationRow[]> => {
    const rows: ConsultationRow[] = [];
    let cursor: string | null = null;
    do {
      const res = await get(STAFF_PATHS.consultations, { ...query, ...(cursor ? { cursor } : {}) });
      const page = res.json<ConsultationPage>();
      rows.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor);
    return rows;
  };

  it('writes the CSV for a Swiss spreadsheet: `;`, labels in the page’s language, the guard, the phone as text', async () => {
    const reference = formatBookingReference(wish.reference);
    const expected = {
      'de-CH': [
        reference,
        '27.03.2030',
        '18:15',
        wish.till,
        'Angefragt',
        'Wunschtermin',
        'Video',
        '',
        'Zürich Bahnhofstrasse',
        'Zoë',
        NAME,
        'erika.muster@example.ch',
        '079 123 45 67',
        'Deutsch',
      ],
      'fr-CH': [
        reference,
        '27.03.2030',
        '18:15',
        wish.till,
        'Demandée',
        'Date souhaitée',
        'Vidéo',
        '',
        expect.any(String),
        'Zoë',
        NAME,
        'erika.muster@example.ch',
        '079 123 45 67',
        'Allemand',
      ],
    };
    const names = {
      'de-CH': 'beratungen-2030-03-25-bis-2030-03-31.csv',
      'fr-CH': 'consultations-2030-03-25-au-2030-03-31.csv',
    };
    for (const culture of ['de-CH', 'fr-CH'] as const) {
      const res = await download(STAFF_PATHS.consultationsCsv, { ...WEEK, culture });
      expect(res.status).toBe(200);
      expect(res.type).toBe('text/csv; charset=utf-8');
      expect(res.disposition).toBe(
        `attachment; filename="${names[culture]}"; filename*=UTF-8''${names[culture]}`,
      );
      // UTF-8 with its byte order mark, so that Excel reads the umlauts.
      expect([...res.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const body = res.bytes.subarray(3).toString('utf8');
      const lines = body.split('\r\n');
      expect(lines[0]).toBe(HEADINGS[culture]);
      // The name is one quoted field: no `;` of it starts a cell of its own.
      expect(lines.find((line) => line.includes(NAME))).toContain(`;"${NAME}";`);
      const [, ...rows] = readCsv(body);
      expect(rows.find((row) => row[10] === NAME)).toEqual(expected[culture]);
      // No cell a spreadsheet would read as a formula, and no apostrophe before a phone (or anything we write).
      expect(rows.flat().filter((cell) => /^[=+\-@\t\r']/.test(cell))).toEqual([]);
      expect(body).not.toContain('+41');
      // Labels, not codes.
      expect(rows.flat()).not.toEqual(expect.arrayContaining(['requested', 'custom', 'video', 'de-CH']));
      // The list's rows, in its order.
      const list = await listed(WEEK);
      expect(rows.map((row) => row[0])).toEqual(list.map((row) => formatBookingReference(row.reference)));
    }
  });

  it('guards a field that starts like a formula and quotes what holds a separator, a quote or a line break', async () => {
    const { csvField } = await import('../src/http/csv');
    expect(['=4+5', '+41 79', '-2', '@SUM(A1)', '\tx', '\rx'].map(csvField)).toEqual([
      "'=4+5",
      "'+41 79",
      "'-2",
      "'@SUM(A1)",
      "'\tx",
      `"'\rx"`,
    ]);
    expect([NAME, 'a,b', 'Le "Grand"', 'a\nb', 'Zoë'].map(csvField)).toEqual([
      `"${NAME}"`,
      '"a,b"',
      '"Le ""Grand"""',
      '"a\nb"',
      'Zoë',
    ]);
  });

  it('writes the workbook with typed cells, read back with exceljs, in the page’s language', async () => {
    for (const culture of ['de-CH', 'fr-CH'] as const) {
      const res = await download(STAFF_PATHS.consultationsXlsx, { ...WEEK, culture });
      expect(res.status).toBe(200);
      expect(res.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      const name =
        culture === 'de-CH'
          ? 'beratungen-2030-03-25-bis-2030-03-31.xlsx'
          : 'consultations-2030-03-25-au-2030-03-31.xlsx';
      expect(res.disposition).toBe(`attachment; filename="${name}"; filename*=UTF-8''${name}`);

      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(res.bytes as unknown as ExcelJS.Buffer);
      const sheet = workbook.worksheets[0]!;
      expect(sheet.name).toBe(culture === 'de-CH' ? 'Beratungen' : 'Consultations');
      // The header row stays in view, in bold, in the page's language.
      expect(sheet.views[0]).toEqual(expect.objectContaining({ state: 'frozen', ySplit: 1 }));
      const header = sheet.getRow(1);
      expect((header.values as unknown[]).slice(1).join(';')).toBe(HEADINGS[culture]);
      expect(header.getCell(1).font?.bold).toBe(true);
      expect(sheet.getColumn(12).width).toBeGreaterThanOrEqual(30);

      const rows = sheet.getRows(2, sheet.rowCount - 1) ?? [];
      expect(rows.length).toBe((await listed(WEEK)).length);
      const row = rows.find((r) => r.getCell(11).value === NAME)!;
      expect(row).toBeDefined();
      // A day is a date, a start and an end are times, the rest text: no formula anywhere.
      expect(row.getCell(2).type).toBe(ExcelJS.ValueType.Date);
      expect(row.getCell(2).value).toEqual(new Date('2030-03-27T00:00:00Z'));
      expect(row.getCell(2).numFmt).toBe('dd.mm.yyyy');
      expect(row.getCell(3).value).toEqual(new Date('1899-12-30T18:15:00Z'));
      expect(row.getCell(3).numFmt).toBe('hh:mm');
      expect(row.getCell(4).value).toEqual(new Date(`1899-12-30T${wish.till}:00Z`));
      expect(row.getCell(13).type).toBe(ExcelJS.ValueType.String);
      expect(row.getCell(13).value).toBe('079 123 45 67');
      expect(row.getCell(11).type).toBe(ExcelJS.ValueType.String);
      expect(row.getCell(1).value).toBe(formatBookingReference(wish.reference));
      expect([5, 6, 7, 14].map((column) => row.getCell(column).value)).toEqual(
        culture === 'de-CH'
          ? ['Angefragt', 'Wunschtermin', 'Video', 'Deutsch']
          : ['Demandée', 'Date souhaitée', 'Vidéo', 'Allemand'],
      );
      const formulas = rows.flatMap((r) =>
        Array.from({ length: 14 }, (_, i) => r.getCell(i + 1)).filter((cell) => cell.formula !== undefined),
      );
      expect(formulas).toEqual([]);
    }
  });

  it('names the file by the days it covers: a week by default, a search by the dates it names', async () => {
    const nameOf = async (path: string, query: Record<string, string>) => {
      const res = await get(path, query);
      expect(res.statusCode).toBe(200);
      return /filename="([^"]+)"/.exec(String(res.headers['content-disposition']))?.[1];
    };
    expect(await nameOf(STAFF_PATHS.consultationsCsv, {})).toBe('beratungen-2030-03-25-bis-2030-03-31.csv');
    expect(await nameOf(STAFF_PATHS.consultationsCsv, { q: 'Probe', culture: 'fr-CH' })).toBe(
      'consultations-toutes-dates.csv',
    );
    expect(await nameOf(STAFF_PATHS.consultationsXlsx, { q: 'Probe', from: '2030-03-25' })).toBe(
      'beratungen-ab-2030-03-25.xlsx',
    );
    expect(
      await nameOf(STAFF_PATHS.consultationsXlsx, { q: 'Probe', till: '2030-03-31', culture: 'fr-CH' }),
    ).toBe('consultations-jusqu-au-2030-03-31.xlsx');
  });

  it('answers bad input with a 400 naming the field and a filter outside the scope with 403', async () => {
    for (const path of [STAFF_PATHS.consultationsCsv, STAFF_PATHS.consultationsXlsx]) {
      const culture = await get(path, { culture: 'en' });
      expect(culture.statusCode).toBe(400);
      expect(culture.json<ApiErrorBody>().fields).toHaveProperty('culture');
      const page = await get(path, { limit: '5' });
      expect(page.statusCode).toBe(400);
      expect(page.json<ApiErrorBody>().fields).toHaveProperty('limit');
      const order = await get(path, { from: '2030-03-31', till: '2030-03-25' });
      expect(order.statusCode).toBe(400);
      expect(order.json<ApiErrorBody>().fields).toHaveProperty('till');
      expect((await get(path, { agencyId: 'bern' })).statusCode).toBe(403);
    }
  });
});
