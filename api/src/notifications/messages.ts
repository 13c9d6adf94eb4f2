// The four messages of a booking: one document model per message, its words from the text catalogue
// (mail.* in @checkout/shared/texts, see ../i18n/texts.ts), rendered as plain text and as HTML, plus the .ics
// of the appointment from @checkout/shared/calendar. This file holds structure only.
import { formatBookingReference, type Culture } from '@checkout/shared/contract';
import { ICS_MEDIA_TYPE, bookingEventUid, buildIcs, icsFileName } from '@checkout/shared/calendar';
import { fromIsoDate, slotEnd } from '@checkout/shared/dates';
import { escapeHtml } from '../i18n/escape-html';
import { lang as langOf } from '../domain/catalogue';
import { languageName, type Retailer } from '../domain/retailer';
import { textsFor, type Texts, type TextValues } from '../i18n/texts';
import { VIDEO_INVITATION_LEAD_MINUTES } from '../domain/rules';
import type { BookingFacts, MessageKind, StaffSignInFacts } from './booking-facts';

type Lang = 'de' | 'fr';

export interface MailAttachment {
  filename: string;
  content: string;
  contentType: string;
}

export interface RenderedMessage {
  /** Language the message is written in (the visitor's, or the branch office's for its notice). */
  language: Lang;
  /** The sender's display name: the brand in the message's language. */
  brand: string;
  subject: string;
  text: string;
  html: string;
  attachments: MailAttachment[];
}

export interface MessageSettings {
  /** Base of the video room links, e.g. https://video.horizonte-reisen.example/room */
  meetingBaseUrl: string;
  /**
   * The booking's manage page (issue 20), in the booking's language; derived, never stored. Unset while the
   * checkout serves no manage page (MANAGE_PAGE): the mails then offer the reply and the branch's phone only.
   */
  /** The manage page's address of a booking; undefined when its link would not open (its key retired). */
  manageUrl?: ((facts: BookingFacts) => string | undefined) | undefined;
  /** No cancel or move closer than this many hours to the appointment (MANAGE_CUTOFF_HOURS). */
  manageCutoffHours: number;
  /** The brand the messages are signed and sent with, and the names of languages (configuration). */
  retailer: Retailer;
  /**
   * Issue 34: the back office's sign-in page with a link's token, derived when the message is written; undefined
   * when the link's key is no longer accepted (the message is then not sent: its link would not open).
   */
  staffSignInUrl?: ((facts: StaffSignInFacts) => string | undefined) | undefined;
  /**
   * Issue 47: a consultation's page in the back office, in the branch's language (the branch's notices link to it);
   * unset where no back office is configured.
   */
  consultationUrl?: ((facts: BookingFacts, culture: Culture) => string) | undefined;
}

export const meetingUrl = (facts: BookingFacts, settings: MessageSettings): string =>
  facts.meetingToken ? `${settings.meetingBaseUrl.replace(/\/$/, '')}/${facts.meetingToken}` : '';

const CULTURE_OF: Record<Lang, Culture> = { de: 'de-CH', fr: 'fr-CH' };

/** Shown for a travel wish the visitor left empty. */
const NONE = '–';

/** A catalogue text with its values (plain text), or a value of the booking shown as it is. */
type Piece = string | { key: string; values?: TextValues };

const say = (key: string, values?: TextValues): Piece => ({ key, values });

/** A message before rendering: greeting, paragraphs, a table of facts, more paragraphs, signature. */
interface Doc {
  greeting: Piece;
  intro: Piece[];
  facts: [Piece, Piece][];
  /** A link shown as a button in HTML. */
  link?: { label: Piece; url: string };
  outro: Piece[];
  signature: Piece[];
}

const plain = (t: Texts, piece: Piece): string =>
  typeof piece === 'string' ? piece : t.text(piece.key, piece.values);

/** HTML of a piece: the booking's values escaped, line breaks kept. */
const markup = (t: Texts, piece: Piece): string =>
  (typeof piece === 'string' ? escapeHtml(piece) : t.html(piece.key, piece.values)).replace(/\n/g, '<br>');

const toText = (t: Texts, d: Doc): string => {
  const facts = d.facts.map(([label, value]) => [plain(t, label), plain(t, value)] as const);
  const width = Math.max(0, ...facts.map(([label]) => label.length)) + 2;
  const blocks = [
    plain(t, d.greeting),
    ...d.intro.map((piece) => plain(t, piece)),
    facts
      .map(
        ([label, value]) => `${`${label}:`.padEnd(width)}${value.replace(/\n/g, `\n${' '.repeat(width)}`)}`,
      )
      .join('\n'),
    ...(d.link ? [`${plain(t, d.link.label)}:\n${d.link.url}`] : []),
    ...d.outro.map((piece) => plain(t, piece)),
    d.signature.map((piece) => plain(t, piece)).join('\n'),
  ].filter((block) => block !== '');
  return `${blocks.join('\n\n')}\n`;
};

const toHtml = (t: Texts, d: Doc): string => {
  const p = (piece: Piece) => `<p>${markup(t, piece)}</p>`;
  const rows = d.facts
    .map(
      ([label, value]) =>
        `<tr><th scope="row" style="text-align:left;padding:4px 16px 4px 0;vertical-align:top">${markup(t, label)}</th><td style="padding:4px 0">${markup(t, value)}</td></tr>`,
    )
    .join('');
  const link = d.link
    ? `<p><a href="${escapeHtml(d.link.url)}" style="display:inline-block;padding:12px 20px;background:#0b5cad;color:#fff;text-decoration:none;border-radius:4px">${markup(t, d.link.label)}</a></p><p style="font-size:13px">${escapeHtml(d.link.url)}</p>`
    : '';
  return [
    `<!doctype html><html lang="${t.culture}"><head><meta charset="utf-8"></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1a1a1a">',
    p(d.greeting),
    ...d.intro.map(p),
    d.facts.length > 0 ? `<table role="presentation" style="border-collapse:collapse">${rows}</table>` : '',
    link,
    ...d.outro.map(p),
    `<p>${d.signature.map((piece) => markup(t, piece)).join('<br>')}</p>`,
    '</body></html>',
  ].join('');
};

/** The texts of a message's language with the retailer's words in it: its brand and its languages' names. */
interface Writer extends Texts {
  brand: string;
  retailer: Retailer;
}

const writerFor = (culture: Culture, retailer: Retailer): Writer => ({
  ...textsFor(culture),
  brand: retailer.brand[langOf(culture)],
  retailer,
});

const lang = (t: Texts): Lang => langOf(t.culture);

const message = (t: Writer, subject: string, doc: Doc, attachments: MailAttachment[]): RenderedMessage => ({
  language: lang(t),
  brand: t.brand,
  subject,
  text: toText(t, doc),
  html: toHtml(t, doc),
  attachments,
});

/** 'Mittwoch, 27.03.2030' / 'mercredi 27.03.2030' */
const dayText = (t: Writer, f: BookingFacts): string =>
  t.text('mail.day', { weekday: t.weekday(f.date), date: fromIsoDate(f.date) });

const spanText = (t: Writer, f: BookingFacts): string =>
  t.text('mail.span', { from: f.time, till: slotEnd(f.time, f.durationMinutes) });

const agencyAddress = (t: Writer, f: BookingFacts): string =>
  t.text('agency.address', {
    name: f.agency.name[lang(t)],
    street: f.agency.street,
    zip: f.agency.zip,
    city: f.agency.city[lang(t)],
  });

const agencyFact = (t: Writer, f: BookingFacts): [Piece, Piece] => [
  say('mail.fact.agency'),
  `${agencyAddress(t, f)}\n${f.agency.phone}`,
];

const greeting = (f: BookingFacts): Piece =>
  say('mail.greeting', { firstname: f.visitor.firstname, lastname: f.visitor.lastname });

const bookingLine = (f: BookingFacts): Piece =>
  say('mail.bookingNumber', { reference: formatBookingReference(f.reference) });

const signature = (t: Writer, f: BookingFacts): Piece[] => [say('mail.regards'), t.brand, bookingLine(f)];

/** What the mode means for the visitor, in one sentence. */
const modeLine = (t: Writer, f: BookingFacts): Piece => {
  switch (f.adviceMode) {
    case 'video':
      return say('mail.mode.video', { minutes: VIDEO_INVITATION_LEAD_MINUTES });
    case 'phone':
      return say('mail.mode.phone', {
        advisor: f.advisor?.name ?? t.text('mail.yourAdvisor'),
        phone: f.visitor.phone,
      });
    case 'personal':
      return say('mail.mode.personal', { address: agencyAddress(t, f) });
  }
};

/** The appointment as an .ics attachment (Europe/Zurich); DTSTAMP is the booking time, so retries are identical. */
const calendarAttachment = (
  t: Writer,
  f: BookingFacts,
  event: { summary: string; description: string; location: string },
): MailAttachment => ({
  filename: icsFileName(t.text('mail.ics.fileName'), f.date),
  content: buildIcs({
    uid: bookingEventUid(f.bookingId),
    date: f.date,
    time: f.time,
    durationMinutes: f.durationMinutes,
    ...event,
    stamp: new Date(f.bookedAt),
    sequence: f.sequence,
    cancelled: f.cancelled,
    product: t.brand,
  }),
  contentType: ICS_MEDIA_TYPE,
});

/**
 * The visitor's calendar entry: where it happens in their words, and `closing`, the same way on from the message
 * it comes with (how to change the appointment, or how to book again).
 */
const visitorCalendar = (t: Writer, f: BookingFacts, closing: Piece): MailAttachment =>
  calendarAttachment(t, f, {
    summary: t.text('mail.ics.summary', { advisor: f.advisor?.name ?? '', brand: t.brand }),
    description: [modeLine(t, f), closing, bookingLine(f)].map((piece) => plain(t, piece)).join('\n'),
    location:
      f.adviceMode === 'personal'
        ? agencyAddress(t, f)
        : f.adviceMode === 'video'
          ? t.text('mail.ics.video', { minutes: VIDEO_INVITATION_LEAD_MINUTES })
          : t.text('mail.ics.phone', { phone: f.visitor.phone }),
  });

/** A message to the visitor: the greeting and signature around its parts; subjects name day, hour and advisor. */
const toVisitor = (
  t: Writer,
  f: BookingFacts,
  subjectKey: string,
  parts: Pick<Doc, 'intro' | 'facts' | 'link' | 'outro'>,
  attachments: MailAttachment[],
): RenderedMessage =>
  message(
    t,
    t.text(subjectKey, {
      day: dayText(t, f),
      hour: t.text('mail.hour', { time: f.time }),
      time: f.time,
      advisor: f.advisor?.name ?? '',
    }),
    { greeting: greeting(f), ...parts, signature: signature(t, f) },
    attachments,
  );

/** The appointment's facts as the traveller's messages list them. */
const appointmentFacts = (t: Writer, f: BookingFacts): [Piece, Piece][] => [
  [say('mail.fact.appointment'), `${dayText(t, f)}, ${spanText(t, f)}`],
  [say('mail.fact.advisor'), f.advisor?.name ?? ''],
  [say('mail.fact.adviceMode'), t.adviceMode(f.adviceMode)],
  agencyFact(t, f),
  [say('mail.fact.reference'), formatBookingReference(f.reference)],
];

/** The manage page's link (cancel, move), shown as a button; none while there is no manage page. */
const manageLink = (f: BookingFacts, settings: MessageSettings, label = 'mail.manage.link'): Doc['link'] => {
  const url = settings.manageUrl?.(f);
  return url ? { label: say(label), url } : undefined;
};

const contactLine = (f: BookingFacts, settings: MessageSettings): Piece =>
  settings.manageUrl?.(f)
    ? say('mail.contact', { phone: f.agency.phone, hours: settings.manageCutoffHours })
    : say('mail.contact.phoneOnly', { phone: f.agency.phone });

/**
 * A message about a booked appointment (confirmation, reminder, move): its facts, the manage link, how it takes
 * place, `notes` of its own, the way to change it, and the calendar entry (the same UID throughout).
 */
const appointmentMail = (
  t: Writer,
  f: BookingFacts,
  settings: MessageSettings,
  kind: 'confirmation' | 'reminder' | 'moved' | 'reassigned',
  notes: Piece[],
): RenderedMessage =>
  toVisitor(
    t,
    f,
    `mail.${kind}.subject`,
    {
      intro: [say(`mail.${kind}.intro`)],
      facts: appointmentFacts(t, f),
      link: manageLink(f, settings),
      outro: [modeLine(t, f), ...notes, contactLine(f, settings)],
    },
    [visitorCalendar(t, f, contactLine(f, settings))],
  );

const confirmation = (t: Writer, f: BookingFacts, settings: MessageSettings): RenderedMessage =>
  appointmentMail(t, f, settings, 'confirmation', [say('mail.fee'), say('mail.confirmation.attachment')]);

/** The day before (issue 20): time, place or call details, the manage link and the calendar entry again. */
const reminder = (t: Writer, f: BookingFacts, settings: MessageSettings): RenderedMessage =>
  appointmentMail(t, f, settings, 'reminder', [say('mail.fee')]);

/** A move (issue 20): the new time, and the calendar entry that replaces the old one (same UID, next SEQUENCE). */
const moved = (t: Writer, f: BookingFacts, settings: MessageSettings): RenderedMessage =>
  appointmentMail(t, f, settings, 'moved', [say('mail.moved.attachment')]);

/** Issue 34: the same hour with another advisor; the calendar entry replaces the old one (same UID). */
const reassigned = (t: Writer, f: BookingFacts, settings: MessageSettings): RenderedMessage =>
  appointmentMail(t, f, settings, 'reassigned', [say('mail.moved.attachment')]);

/** Issue 34: the branch's words to the traveller, as a fact of the message, when it wrote some. */
const noteFact = (f: BookingFacts): [Piece, Piece][] =>
  f.note ? [[say('mail.fact.branchNote'), f.note]] : [];

/** How to book again after a cancellation or a withdrawn request. */
const againLine = (f: BookingFacts): Piece => say('mail.cancelled.again', { phone: f.agency.phone });

/** A cancellation (issue 20): what was cancelled, and METHOD:CANCEL for the calendar. */
const cancelled = (t: Writer, f: BookingFacts): RenderedMessage =>
  toVisitor(
    t,
    f,
    'mail.cancelled.subject',
    {
      intro: [say('mail.cancelled.intro')],
      facts: [...appointmentFacts(t, f), ...noteFact(f)],
      outro: [say('mail.cancelled.attachment'), againLine(f)],
    },
    [visitorCalendar(t, f, againLine(f))],
  );

/** A custom-date request withdrawn (issue 20). */
const requestWithdrawn = (t: Writer, f: BookingFacts): RenderedMessage =>
  toVisitor(
    t,
    f,
    'mail.withdrawn.subject',
    {
      intro: [say('mail.withdrawn.intro')],
      facts: [
        [say('mail.request.fact.wish'), say('mail.request.wish', { day: dayText(t, f), time: f.time })],
        agencyFact(t, f),
        [say('mail.fact.reference'), formatBookingReference(f.reference)],
      ],
      outro: [againLine(f)],
    },
    [],
  );

/** Issue 34: a custom-date request the branch declined, with its reason. */
const requestDeclined = (t: Writer, f: BookingFacts): RenderedMessage =>
  toVisitor(
    t,
    f,
    'mail.declined.subject',
    {
      intro: [say('mail.declined.intro')],
      facts: [
        [say('mail.request.fact.wish'), say('mail.request.wish', { day: dayText(t, f), time: f.time })],
        ...noteFact(f),
        agencyFact(t, f),
        [say('mail.fact.reference'), formatBookingReference(f.reference)],
      ],
      outro: [againLine(f)],
    },
    [],
  );

const requestReceived = (t: Writer, f: BookingFacts, settings: MessageSettings): RenderedMessage =>
  toVisitor(
    t,
    f,
    'mail.request.subject',
    {
      intro: [say('mail.request.intro')],
      facts: [
        [say('mail.request.fact.wish'), say('mail.request.wish', { day: dayText(t, f), time: f.time })],
        [say('mail.fact.adviceMode'), t.adviceMode(f.adviceMode)],
        agencyFact(t, f),
        [say('mail.fact.reference'), formatBookingReference(f.reference)],
      ],
      link: manageLink(f, settings, 'mail.manage.withdrawLink'),
      outro: [
        say('mail.request.next'),
        say('mail.fee'),
        say('mail.request.questions', { phone: f.agency.phone }),
      ],
    },
    [],
  );

const videoInvitation = (t: Writer, f: BookingFacts, settings: MessageSettings): RenderedMessage =>
  toVisitor(
    t,
    f,
    'mail.video.subject',
    {
      intro: [say('mail.video.intro', { advisor: f.advisor?.name ?? '', day: dayText(t, f), time: f.time })],
      facts: [],
      link: { label: say('mail.video.link'), url: meetingUrl(f, settings) },
      outro: [say('mail.video.howTo'), say('mail.video.help', { phone: f.agency.phone })],
    },
    [],
  );

/**
 * What a notice is about: a new booking or request, or the traveller's change of one (issue 20); for an advisor
 * (issue 47) also a consultation given to a colleague or moved to one (released).
 */
type NoticeKind = 'new' | 'moved' | 'cancelled' | 'released';

/**
 * The notice to the branch office, in the office's language; the visitor's language is one of its facts. Issue 47:
 * the same facts for the advisor (`f.reader`: in their account's language, worded for them).
 */
const branchNotice = (
  f: BookingFacts,
  settings: MessageSettings,
  about: NoticeKind = 'new',
  forAdvisor = false,
): RenderedMessage => {
  const reader = forAdvisor ? (f.reader?.culture ?? CULTURE_OF[f.agency.language]) : undefined;
  const t = writerFor(reader ?? CULTURE_OF[f.agency.language], settings.retailer);
  const prefix = forAdvisor ? 'mail.advisor' : 'mail.notice';
  const l = lang(t);
  const yesNo = (value: boolean): Piece => say(value ? 'mail.notice.yes' : 'mail.notice.no');
  const isCustom = f.kind === 'custom';
  const v = f.visitor;
  const who = `${v.firstname} ${v.lastname}`;
  const mode = t.adviceMode(f.adviceMode);
  const facts: [Piece, Piece][] = [
    [
      say('mail.fact.appointment'),
      isCustom
        ? say('mail.notice.wish', { day: dayText(t, f), time: f.time })
        : `${dayText(t, f)}, ${spanText(t, f)}`,
    ],
    ...(f.advisor ? [[say('mail.fact.advisor'), f.advisor.name] as [Piece, Piece]] : []),
    [say('mail.fact.adviceMode'), mode],
    ...(f.meetingToken
      ? [[say('mail.notice.fact.videoLink'), meetingUrl(f, settings)] as [Piece, Piece]]
      : []),
    [say('mail.notice.fact.visitor'), `${who}\n${v.address}\n${v.zip} ${v.city}`],
    [say('mail.notice.fact.email'), v.email],
    [say('mail.notice.fact.phone'), v.phone],
    [say('mail.notice.fact.language'), languageName(t.retailer, langOf(f.culture), l)],
    ...(f.travel.travelExperience
      ? [[say('mail.notice.fact.travelExperience'), f.travel.travelExperience[l]] as [Piece, Piece]]
      : []),
    [say('mail.notice.fact.destinations'), f.travel.destinations.map((d) => d[l]).join(', ') || NONE],
    [
      say('step4.duration'),
      f.travel.duration && t.has(`step4.duration.${f.travel.duration}`)
        ? say(`step4.duration.${f.travel.duration}`)
        : NONE,
    ],
    [say('mail.notice.fact.season'), f.travel.months.map((m) => t.month(m)).join(', ') || NONE],
    [say('mail.notice.fact.travelResponsibly'), yesNo(f.travel.responsibly)],
    [say('mail.notice.fact.newsletter'), yesNo(f.travel.newsletter)],
    [say('mail.notice.fact.message'), f.travel.message || NONE],
  ];
  const values = { day: dayText(t, f), time: f.time, advisor: f.advisor?.name ?? '', mode, visitor: who };
  const variant = about === 'new' ? '' : `.${about}`;
  // An advisor's mail is about a booked hour (a request has no advisor until it is accepted).
  const custom = isCustom && !forAdvisor ? '.custom' : '';
  const subject = t.text(`${prefix}.subject${variant}${custom}`, values);
  const doc: Doc = {
    greeting: say('mail.notice.greeting'),
    intro: [say(`${prefix}.intro${variant}${custom}`)],
    facts,
    ...(settings.consultationUrl
      ? {
          link: {
            label: say('mail.notice.open'),
            url: settings.consultationUrl(f, reader ?? CULTURE_OF[f.agency.language]),
          },
        }
      : {}),
    outro: [say('mail.notice.replyHint')],
    signature: [say('mail.notice.signature'), t.brand, bookingLine(f)],
  };
  const calendar = (facts: BookingFacts): MailAttachment =>
    calendarAttachment(t, facts, {
      summary: t.text('mail.notice.ics.summary', { visitor: who, mode }),
      description: [`${who}, ${v.phone}, ${v.email}`, f.travel.message, plain(t, bookingLine(f))]
        .filter(Boolean)
        .join('\n'),
      location:
        f.adviceMode === 'personal'
          ? agencyAddress(t, f)
          : f.adviceMode === 'video'
            ? meetingUrl(f, settings)
            : t.text('mail.notice.ics.phone', { phone: v.phone }),
    });
  // A released consultation leaves the advisor's calendar: its entry is cancelled there.
  const calendarFacts = about === 'released' ? { ...f, cancelled: true } : f;
  return message(t, subject, doc, isCustom ? [] : [calendar(calendarFacts)]);
};

/** Renders one outbox message from its frozen facts. */
export const renderMessage = (
  kind: MessageKind,
  facts: BookingFacts,
  settings: MessageSettings,
): RenderedMessage => {
  const t = writerFor(facts.culture, settings.retailer);
  switch (kind) {
    case 'confirmation':
      return confirmation(t, facts, settings);
    case 'request_received':
      return requestReceived(t, facts, settings);
    case 'video_invitation':
      return videoInvitation(t, facts, settings);
    case 'branch_notice':
      return branchNotice(facts, settings);
    case 'reminder':
      return reminder(t, facts, settings);
    case 'moved':
      return moved(t, facts, settings);
    case 'cancelled':
      return cancelled(t, facts);
    case 'request_withdrawn':
      return requestWithdrawn(t, facts);
    case 'branch_moved':
      return branchNotice(facts, settings, 'moved');
    case 'branch_cancelled':
      return branchNotice(facts, settings, 'cancelled');
    case 'advisor_notice':
      return branchNotice(facts, settings, 'new', true);
    case 'advisor_moved':
      return branchNotice(facts, settings, 'moved', true);
    case 'advisor_cancelled':
      return branchNotice(facts, settings, 'cancelled', true);
    case 'advisor_released':
      return branchNotice(facts, settings, 'released', true);
    case 'reassigned':
      return reassigned(t, facts, settings);
    case 'request_declined':
      return requestDeclined(t, facts);
  }
};

/**
 * A staff member's sign-in link (issue 34): the button to the back office's sign-in page, how long it is valid, and
 * what to do with a link nobody asked for. Throws when the link can no longer be made (its key retired): the worker
 * then retries and gives up, and the member asks for a new one.
 */
export const renderStaffSignIn = (facts: StaffSignInFacts, settings: MessageSettings): RenderedMessage => {
  const url = settings.staffSignInUrl?.(facts);
  if (!url) throw new Error(`sign-in link ${facts.linkId}: its key is no longer accepted`);
  const t = writerFor(facts.culture, settings.retailer);
  return message(
    t,
    t.text('mail.staffSignIn.subject', { brand: t.brand }),
    {
      greeting: say('mail.staffSignIn.greeting', { name: facts.name }),
      intro: [say('mail.staffSignIn.intro', { minutes: facts.validMinutes })],
      facts: [],
      link: { label: say('mail.staffSignIn.link'), url },
      outro: [say('mail.staffSignIn.passkey'), say('mail.staffSignIn.ignore')],
      signature: [say('mail.regards'), t.brand],
    },
    [],
  );
};
