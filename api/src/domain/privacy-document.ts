// A traveller's export as a document they can read (issue 47, decision 0068): one HTML page in their language (their
// latest booking's), headings and labels in words, dates and times as the Swiss read them, languages, advice modes
// and states named, never a column name, code or id; the machine-readable export embedded in the same file as JSON.
import {
  formatBookingReference,
  type Culture,
  type PrivacyDocument,
  type PrivacyExport,
} from '@checkout/shared/contract';
import { formatDate, formatIsoDate, fromIsoDate, zurichTime } from '@checkout/shared/dates';
import { staffLabelKey } from '@checkout/shared/texts';
import type { Queryable } from '../db/database';
import { escapeHtml } from '../i18n/escape-html';
import { textsFor } from '../i18n/texts';
import { findBookingView, type BookingView } from '../repositories/booking-view';
import { auditOfBooking } from '../repositories/staff-audit-repository';
import { auditEntriesIn } from './audit-sentences';
import { advisorName, lang } from './catalogue';
import type { Retailer } from './retailer';

type Row = Record<string, unknown>;

/** The traveller's language: their latest booking's (the bookings come oldest first); none: `fallback`. */
export const documentCulture = (bookings: readonly Row[], fallback: Culture): Culture => {
  const latest = bookings.at(-1)?.culture;
  return latest === 'fr-CH' || latest === 'de-CH' ? latest : fallback;
};

/** A stored instant as the driver hands it (a Date, of the driver's realm, or its text); null when none. */
const instantOf = (value: unknown): Date | null => {
  if (value === null || value === undefined || value === '') return null;
  const at = new Date(value as string | Date);
  return Number.isNaN(at.getTime()) ? null : at;
};

/** The checkout's spoken languages as its reserve body names them, as the culture whose name staff labels know. */
const SPOKEN: Record<string, Culture> = { Deutsch: 'de-CH', Französisch: 'fr-CH' };

/** The message kinds the document names; a kind it does not know is a message all the same. */
const MESSAGE_KINDS = new Set([
  'confirmation',
  'request_received',
  'branch_notice',
  'video_invitation',
  'reminder',
  'moved',
  'cancelled',
  'request_withdrawn',
  'branch_moved',
  'branch_cancelled',
  'reassigned',
  'request_declined',
  'advisor_notice',
  'advisor_moved',
  'advisor_cancelled',
  'advisor_released',
]);

/** The export of `data` as the traveller reads it, in `culture`; its JSON is `data` without a document. */
export const privacyDocument = async (
  db: Queryable,
  data: Omit<PrivacyExport, 'document'>,
  culture: Culture,
  retailer: Retailer,
): Promise<PrivacyDocument> => {
  const texts = textsFor(culture);
  const t = (key: string, values?: Record<string, string | number>) => texts.text(key, values);
  const l = lang(culture);
  const exported = zurichTime(new Date(data.exportedAt));
  const at = (value: unknown): string => {
    const instant = instantOf(value);
    if (!instant) return '';
    const wall = zurichTime(instant);
    const time = `${String(wall.hour).padStart(2, '0')}:${String(wall.minute).padStart(2, '0')}`;
    return t('api.privacy.dateTime', { date: formatDate(wall.date), time });
  };
  const yesNo = (value: boolean) => t(value ? 'api.privacy.yes' : 'api.privacy.no');
  const facts = (pairs: Array<[string, string]>) =>
    `<dl>${pairs
      .filter(([, value]) => value.trim() !== '')
      .map(
        ([key, value]) =>
          `<dt>${escapeHtml(t(`api.privacy.label.${key}`))}</dt><dd>${escapeHtml(value)}</dd>`,
      )
      .join('')}</dl>`;

  const bookingSection = async (row: Row): Promise<string> => {
    const id = typeof row.id === 'string' ? row.id : '';
    const view: BookingView | undefined = await findBookingView(db, id);
    if (!view) return '';
    const body = view.payload;
    const reference = formatBookingReference(view.reference);
    const spoken = SPOKEN[body.userLang ?? ''];
    const duration = body.userTravelDuration ?? '';
    const address = [
      (body.userAddress ?? '').trim(),
      `${(body.userZip ?? '').trim()} ${(body.userCity ?? '').trim()}`.trim(),
    ]
      .filter(Boolean)
      .join(', ');
    const when = t('api.privacy.dateTime', { date: fromIsoDate(view.date), time: view.time });
    const details = facts([
      ['kind', t(staffLabelKey('kind', view.kind))],
      ['when', when],
      ['mode', t(staffLabelKey('mode', view.adviceMode))],
      ['advisor', view.advisor ? advisorName(view.advisor) : ''],
      ['branch', view.agency.name[l]],
      ['status', t(staffLabelKey('status', view.status))],
      ['firstname', view.traveller.firstname],
      ['lastname', view.traveller.lastname],
      ['email', view.traveller.email],
      ['phone', view.traveller.phone],
      ['address', address],
      ['spokenLanguage', spoken ? t(staffLabelKey('language', spoken)) : ''],
      ['messageLanguage', t(staffLabelKey('language', view.culture))],
      ['months', (body.userTravelMonths ?? []).map((month) => texts.month(month)).join(', ')],
      [
        'duration',
        duration !== '' && texts.has(`step4.duration.${duration}`) ? t(`step4.duration.${duration}`) : '',
      ],
      ['destinations', view.destinations.map((destination) => destination[l]).join(', ')],
      ['experience', view.travelExperience?.[l] ?? ''],
      ['responsibly', body.userTravelResponsibly === undefined ? '' : yesNo(body.userTravelResponsibly)],
      ['newsletter', body.userNewsletter === undefined ? '' : yesNo(body.userNewsletter)],
      ['message', view.traveller.message],
      ['branchNote', view.branchNote ?? ''],
      ['createdAt', at(view.createdAt)],
      ['changedAt', at(view.changedAt)],
      ['cancelledAt', at(view.cancelledAt)],
    ]);
    const messages = data.messages
      .filter((message) => message.booking_id === id)
      .map((message) => {
        const kind =
          typeof message.kind === 'string' && MESSAGE_KINDS.has(message.kind) ? message.kind : 'other';
        const state = message.sent_at
          ? t('api.privacy.message.sent', { at: at(message.sent_at) })
          : message.failed_at
            ? t('api.privacy.message.failed', { at: at(message.failed_at) })
            : message.withdrawn_at
              ? t('api.privacy.message.withdrawn', { at: at(message.withdrawn_at) })
              : t('api.privacy.message.pending');
        const emptied = message.payload_emptied_at
          ? ` ${t('api.privacy.message.emptied', { at: at(message.payload_emptied_at) })}`
          : '';
        const line = t('api.privacy.message.line', {
          kind: t(`api.privacy.messageKind.${kind}`),
          recipient: typeof message.recipient === 'string' ? message.recipient : '',
          state,
        });
        return `<li>${escapeHtml(line + emptied)}</li>`;
      });
    const history = await auditEntriesIn(db, await auditOfBooking(db, id), culture);
    return [
      `<section><h2>${escapeHtml(t('api.privacy.booking', { reference }))}</h2>`,
      details,
      `<h3>${escapeHtml(t('api.privacy.messagesHeading'))}</h3>`,
      messages.length > 0
        ? `<ul>${messages.join('')}</ul>`
        : `<p>${escapeHtml(t('api.privacy.noMessages'))}</p>`,
      history.length > 0
        ? `<h3>${escapeHtml(t('api.privacy.historyHeading'))}</h3><ul>${history
            .map((entry) => `<li>${escapeHtml(`${at(entry.at)}: ${entry.sentence ?? ''}`)}</li>`)
            .join('')}</ul>`
        : '',
      '</section>',
    ].join('');
  };

  const sections: string[] = [];
  for (const row of data.bookings) sections.push(await bookingSection(row));
  const answers = data.idempotencyAnswers.length;
  const brand = retailer.brand[l];
  const title = t('api.privacy.title', { brand });
  // The JSON inside a script element: '<' escaped, so no text of the data can end the element.
  const json = JSON.stringify(data, null, 2).replace(/</g, '\\u003c');
  const html = [
    '<!doctype html>',
    `<html lang="${culture}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
    '<style>body{font-family:system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem;line-height:1.5}',
    'dl{display:grid;grid-template-columns:minmax(10rem,max-content) 1fr;gap:.25rem 1rem}dt{font-weight:600}',
    'dd{margin:0}section{border-top:1px solid #ccc;margin-top:2rem}</style></head><body>',
    `<h1>${escapeHtml(title)}</h1>`,
    `<p>${escapeHtml(
      t(data.reference ? 'api.privacy.introReference' : 'api.privacy.intro', {
        date: formatDate(exported.date),
        email: data.email,
        reference: data.reference ? formatBookingReference(data.reference) : '',
      }),
    )}</p>`,
    data.bookings.length === 0 ? `<p>${escapeHtml(t('api.privacy.none'))}</p>` : sections.join(''),
    answers > 0
      ? `<section><h2>${escapeHtml(t('api.privacy.answersHeading'))}</h2><p>${escapeHtml(
          t(answers === 1 ? 'api.privacy.answersOne' : 'api.privacy.answersOther', { count: answers }),
        )}</p></section>`
      : '',
    `<section><h2>${escapeHtml(t('api.privacy.machineHeading'))}</h2>`,
    `<p>${escapeHtml(t('api.privacy.machineText'))}</p></section>`,
    `<script type="application/json" id="privacy-export">${json}</script>`,
    '</body></html>',
  ].join('\n');
  return { culture, fileName: `${t('api.privacy.fileName')}-${formatIsoDate(exported.date)}.html`, html };
};
