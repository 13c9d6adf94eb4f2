// The four messages of a booking in German and French: one document model per message, rendered as plain
// text and as HTML, plus the .ics of the appointment from @checkout/shared/calendar.
import { TEXTS } from '@checkout/shared/texts';
import { RETAILER } from '../seed';
import { ICS_MEDIA_TYPE, bookingEventUid, buildIcs, icsFileName } from '@checkout/shared/calendar';
import { CHECKOUT_TIME_ZONE, fromIsoDate, minutesToTime, timeToMinutes } from '@checkout/shared/dates';
import { escapeHtml } from '../http/escape-html';
import type { BookingFacts, MessageKind } from './outbox';
import { VIDEO_INVITATION_LEAD_MINUTES } from './outbox';

type Lang = 'de' | 'fr';

export interface MailAttachment {
  filename: string;
  content: string;
  contentType: string;
}

export interface RenderedMessage {
  /** Language the message is written in (the visitor's, or the branch office's for its notice). */
  language: Lang;
  subject: string;
  text: string;
  html: string;
  attachments: MailAttachment[];
}

export interface MessageSettings {
  /** Base of the video room links, e.g. https://video.horizonte-reisen.example/room */
  meetingBaseUrl: string;
}

export const meetingUrl = (facts: BookingFacts, settings: MessageSettings): string =>
  facts.meetingToken ? `${settings.meetingBaseUrl.replace(/\/$/, '')}/${facts.meetingToken}` : '';

const brand = (l: Lang): string => (l === 'fr' ? RETAILER.nameFr : RETAILER.name);

const weekday = (instant: Date, l: Lang): string =>
  new Intl.DateTimeFormat(l === 'fr' ? 'fr-CH' : 'de-CH', {
    weekday: 'long',
    timeZone: CHECKOUT_TIME_ZONE,
  }).format(instant);

const addMinutes = (time: string, minutes: number): string =>
  minutesToTime((timeToMinutes(time) + minutes) % 1440);

/** 'Mittwoch, 27.03.2030' / 'mercredi 27.03.2030' */
const dayText = (f: BookingFacts, l: Lang): string =>
  l === 'fr'
    ? `${weekday(new Date(f.startsAt), l)} ${fromIsoDate(f.date)}`
    : `${weekday(new Date(f.startsAt), l)}, ${fromIsoDate(f.date)}`;

const hourText = (time: string, l: Lang): string => (l === 'fr' ? time : `${time} Uhr`);

const spanText = (f: BookingFacts, l: Lang): string =>
  l === 'fr'
    ? `${f.time}–${addMinutes(f.time, f.durationMinutes)}`
    : `${f.time}–${addMinutes(f.time, f.durationMinutes)} Uhr`;

const agencyAddress = (f: BookingFacts, l: Lang): string =>
  `${f.agency.name[l]}, ${f.agency.street}, ${f.agency.zip} ${f.agency.city[l]}`;

const MODE: Record<BookingFacts['adviceMode'], Record<Lang, string>> = {
  personal: { de: 'persönlich in der Filiale', fr: 'en personne en agence' },
  video: { de: 'per Video', fr: 'par vidéo' },
  phone: { de: 'per Telefon', fr: 'par téléphone' },
};

const LANGUAGE_NAME: Record<Lang, Record<Lang, string>> = {
  de: { de: 'Deutsch', fr: 'allemand' },
  fr: { de: 'Französisch', fr: 'français' },
};

const FEE: Record<Lang, string> = {
  de: 'Die Beratung kostet CHF 100.–. Buchen Sie Ihre Reise anschliessend bei uns, schreiben wir Ihnen die CHF 100.– gut.',
  fr: 'Le conseil coûte CHF 100.–. Si vous réservez ensuite votre voyage chez nous, ces CHF 100.– vous sont crédités.',
};

/** A message before rendering: greeting, paragraphs, a table of facts, more paragraphs, signature. */
interface Doc {
  greeting: string;
  intro: string[];
  facts: [string, string][];
  /** A link shown as a button in HTML. */
  link?: { label: string; url: string };
  outro: string[];
  signature: string[];
}

const toText = (d: Doc): string => {
  const width = Math.max(0, ...d.facts.map(([label]) => label.length)) + 2;
  const blocks = [
    d.greeting,
    ...d.intro,
    d.facts
      .map(
        ([label, value]) => `${`${label}:`.padEnd(width)}${value.replace(/\n/g, `\n${' '.repeat(width)}`)}`,
      )
      .join('\n'),
    ...(d.link ? [`${d.link.label}:\n${d.link.url}`] : []),
    ...d.outro,
    d.signature.join('\n'),
  ].filter((block) => block !== '');
  return `${blocks.join('\n\n')}\n`;
};

const toHtml = (d: Doc, l: Lang): string => {
  const e = escapeHtml;
  const p = (text: string) => `<p>${e(text).replace(/\n/g, '<br>')}</p>`;
  const rows = d.facts
    .map(
      ([label, value]) =>
        `<tr><th scope="row" style="text-align:left;padding:4px 16px 4px 0;vertical-align:top">${e(label)}</th><td style="padding:4px 0">${e(value).replace(/\n/g, '<br>')}</td></tr>`,
    )
    .join('');
  const link = d.link
    ? `<p><a href="${e(d.link.url)}" style="display:inline-block;padding:12px 20px;background:#0b5cad;color:#fff;text-decoration:none;border-radius:4px">${e(d.link.label)}</a></p><p style="font-size:13px">${e(d.link.url)}</p>`
    : '';
  return [
    `<!doctype html><html lang="${l}-CH"><head><meta charset="utf-8"></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1a1a1a">',
    p(d.greeting),
    ...d.intro.map(p),
    d.facts.length > 0 ? `<table role="presentation" style="border-collapse:collapse">${rows}</table>` : '',
    link,
    ...d.outro.map(p),
    p(d.signature.join('\n')),
    '</body></html>',
  ].join('');
};

const greeting = (f: BookingFacts, l: Lang): string =>
  l === 'fr'
    ? `Bonjour ${f.visitor.firstname} ${f.visitor.lastname},`
    : `Guten Tag ${f.visitor.firstname} ${f.visitor.lastname}`;

const bookingLine = (f: BookingFacts, l: Lang): string =>
  `${l === 'fr' ? 'Numéro de réservation' : 'Buchungsnummer'}: ${f.bookingId}`;

const signature = (f: BookingFacts, l: Lang): string[] => [
  l === 'fr' ? 'Meilleures salutations' : 'Freundliche Grüsse',
  brand(l),
  bookingLine(f, l),
];

const contactLine = (f: BookingFacts, l: Lang): string =>
  l === 'fr'
    ? `Vous souhaitez déplacer ou annuler le rendez-vous? Répondez simplement à cet e-mail ou appelez l’agence au ${f.agency.phone}.`
    : `Möchten Sie den Termin verschieben oder absagen? Antworten Sie einfach auf diese E-Mail oder rufen Sie die Filiale an: ${f.agency.phone}.`;

/** What the mode means for the visitor, in one sentence. */
const modeLine = (f: BookingFacts, l: Lang): string => {
  const advisor = f.advisor?.name ?? (l === 'fr' ? 'Votre conseiller' : 'Ihre Beratungsperson');
  switch (f.adviceMode) {
    case 'video':
      return l === 'fr'
        ? `Nous vous envoyons le lien de l’appel vidéo par e-mail ${VIDEO_INVITATION_LEAD_MINUTES} minutes avant le début. Il vous suffit d’un navigateur récent avec caméra et micro.`
        : `Den Link zum Videogespräch senden wir Ihnen ${VIDEO_INVITATION_LEAD_MINUTES} Minuten vor Beginn per E-Mail. Sie brauchen nur einen aktuellen Browser mit Kamera und Mikrofon.`;
    case 'phone':
      return l === 'fr'
        ? `${advisor} vous appelle à l’heure du rendez-vous au ${f.visitor.phone}.`
        : `${advisor} ruft Sie zum Termin unter ${f.visitor.phone} an.`;
    case 'personal':
      return l === 'fr'
        ? `Nous vous attendons à l’agence ${agencyAddress(f, l)}.`
        : `Wir erwarten Sie in der Filiale ${agencyAddress(f, l)}.`;
  }
};

/** The appointment as an .ics attachment (Europe/Zurich); DTSTAMP is the booking time, so retries are identical. */
const calendarAttachment = (
  f: BookingFacts,
  l: Lang,
  event: { summary: string; description: string; location: string },
): MailAttachment => ({
  filename: icsFileName(l === 'fr' ? 'conseil' : 'beratung', f.date),
  content: buildIcs({
    uid: bookingEventUid(f.bookingId),
    date: f.date,
    time: f.time,
    durationMinutes: f.durationMinutes,
    ...event,
    stamp: new Date(f.bookedAt),
  }),
  contentType: ICS_MEDIA_TYPE,
});

/** The visitor's calendar entry: where it happens in their words. */
const visitorCalendar = (f: BookingFacts, l: Lang): MailAttachment =>
  calendarAttachment(f, l, {
    summary:
      l === 'fr'
        ? `Conseil voyage avec ${f.advisor?.name ?? ''} (${brand(l)})`
        : `Reiseberatung mit ${f.advisor?.name ?? ''} (${brand(l)})`,
    description: [modeLine(f, l), contactLine(f, l), bookingLine(f, l)].join('\n'),
    location:
      f.adviceMode === 'personal'
        ? agencyAddress(f, l)
        : f.adviceMode === 'video'
          ? l === 'fr'
            ? `Appel vidéo (lien par e-mail ${VIDEO_INVITATION_LEAD_MINUTES} minutes avant)`
            : `Videogespräch (Link per E-Mail ${VIDEO_INVITATION_LEAD_MINUTES} Minuten vorher)`
          : l === 'fr'
            ? `Par téléphone au ${f.visitor.phone}`
            : `Telefon: ${f.visitor.phone}`,
  });

const confirmation = (f: BookingFacts, l: Lang): RenderedMessage => {
  const facts: [string, string][] = [
    [l === 'fr' ? 'Rendez-vous' : 'Termin', `${dayText(f, l)}, ${spanText(f, l)}`],
    [l === 'fr' ? 'Conseiller' : 'Beratung', f.advisor?.name ?? ''],
    [l === 'fr' ? 'Type de conseil' : 'Art der Beratung', MODE[f.adviceMode][l]],
    [l === 'fr' ? 'Agence' : 'Filiale', `${agencyAddress(f, l)}\n${f.agency.phone}`],
  ];
  const doc: Doc = {
    greeting: greeting(f, l),
    intro: [
      l === 'fr'
        ? 'Merci pour votre réservation. Votre rendez-vous de conseil est confirmé:'
        : 'Vielen Dank für Ihre Buchung. Ihr Beratungstermin ist bestätigt:',
    ],
    facts,
    outro: [
      modeLine(f, l),
      FEE[l],
      l === 'fr'
        ? 'Le rendez-vous est joint à cet e-mail comme entrée de calendrier (.ics).'
        : 'Den Termin finden Sie im Anhang als Kalendereintrag (.ics).',
      contactLine(f, l),
    ],
    signature: signature(f, l),
  };
  return {
    language: l,
    subject:
      l === 'fr'
        ? `Confirmation: conseil voyage le ${dayText(f, l)} à ${hourText(f.time, l)}`
        : `Terminbestätigung: Reiseberatung am ${dayText(f, l)} um ${hourText(f.time, l)}`,
    text: toText(doc),
    html: toHtml(doc, l),
    attachments: [visitorCalendar(f, l)],
  };
};

const requestReceived = (f: BookingFacts, l: Lang): RenderedMessage => {
  const doc: Doc = {
    greeting: greeting(f, l),
    intro: [
      l === 'fr'
        ? 'Merci pour votre demande de rendez-vous en dehors des heures d’ouverture. Nous l’avons bien reçue et transmise à notre agence:'
        : 'Vielen Dank für Ihre Terminanfrage ausserhalb der Öffnungszeiten. Wir haben sie erhalten und an unsere Filiale weitergeleitet:',
    ],
    facts: [
      [
        l === 'fr' ? 'Date souhaitée' : 'Gewünschter Termin',
        l === 'fr'
          ? `${dayText(f, l)} à ${f.time} (env. 1 heure)`
          : `${dayText(f, l)}, ${f.time} Uhr (ca. 1 Stunde)`,
      ],
      [l === 'fr' ? 'Type de conseil' : 'Art der Beratung', MODE[f.adviceMode][l]],
      [l === 'fr' ? 'Agence' : 'Filiale', `${agencyAddress(f, l)}\n${f.agency.phone}`],
    ],
    outro: [
      l === 'fr'
        ? 'L’agence examine votre souhait et vous contacte. Le rendez-vous n’est fixé qu’une fois confirmé par l’agence; vous recevrez alors un e-mail.'
        : 'Die Filiale prüft Ihren Wunsch und meldet sich bei Ihnen. Fest ist der Termin erst mit der Bestätigung der Filiale; dann erhalten Sie eine E-Mail.',
      FEE[l],
      l === 'fr'
        ? `Des questions? Répondez simplement à cet e-mail ou appelez l’agence au ${f.agency.phone}.`
        : `Fragen? Antworten Sie einfach auf diese E-Mail oder rufen Sie die Filiale an: ${f.agency.phone}.`,
    ],
    signature: signature(f, l),
  };
  return {
    language: l,
    subject:
      l === 'fr'
        ? `Demande reçue: rendez-vous souhaité le ${dayText(f, l)} à ${hourText(f.time, l)}`
        : `Anfrage erhalten: Wunschtermin am ${dayText(f, l)} um ${hourText(f.time, l)}`,
    text: toText(doc),
    html: toHtml(doc, l),
    attachments: [],
  };
};

const videoInvitation = (f: BookingFacts, l: Lang, settings: MessageSettings): RenderedMessage => {
  const url = meetingUrl(f, settings);
  const advisor = f.advisor?.name ?? '';
  const doc: Doc = {
    greeting: greeting(f, l),
    intro: [
      l === 'fr'
        ? `Votre appel vidéo avec ${advisor} commence bientôt, le ${dayText(f, l)} à ${f.time}.`
        : `Ihr Videogespräch mit ${advisor} beginnt bald: am ${dayText(f, l)} um ${f.time} Uhr.`,
    ],
    facts: [],
    link: { label: l === 'fr' ? 'Rejoindre l’appel vidéo' : 'Zum Videogespräch', url },
    outro: [
      l === 'fr'
        ? 'Ouvrez le lien quelques minutes avant le début dans un navigateur récent; autorisez la caméra et le micro. Aucune installation n’est nécessaire.'
        : 'Öffnen Sie den Link einige Minuten vor Beginn in einem aktuellen Browser und erlauben Sie Kamera und Mikrofon. Sie müssen nichts installieren.',
      l === 'fr'
        ? `Un problème technique? Appelez l’agence au ${f.agency.phone}.`
        : `Technische Probleme? Rufen Sie die Filiale an: ${f.agency.phone}.`,
    ],
    signature: signature(f, l),
  };
  return {
    language: l,
    subject:
      l === 'fr'
        ? `Votre appel vidéo avec ${advisor} à ${f.time}: le lien`
        : `Ihr Videogespräch mit ${advisor} um ${f.time} Uhr: der Link`,
    text: toText(doc),
    html: toHtml(doc, l),
    attachments: [],
  };
};

/** The notice to the branch office, in the office's language; the visitor's language is one of its facts. */
const branchNotice = (f: BookingFacts, settings: MessageSettings): RenderedMessage => {
  const l = f.agency.language;
  const visitorLang: Lang = f.culture === 'fr-CH' ? 'fr' : 'de';
  const texts = TEXTS[l === 'fr' ? 'fr-CH' : 'de-CH'];
  const none = '–';
  const yesNo = (value: boolean) => (value ? (l === 'fr' ? 'oui' : 'ja') : l === 'fr' ? 'non' : 'nein');
  const isCustom = f.kind === 'custom';
  const when = isCustom
    ? l === 'fr'
      ? `${dayText(f, l)} à ${f.time} (souhait, env. 1 heure)`
      : `${dayText(f, l)}, ${f.time} Uhr (Wunsch, ca. 1 Stunde)`
    : `${dayText(f, l)}, ${spanText(f, l)}`;
  const v = f.visitor;
  const facts: [string, string][] = [
    [l === 'fr' ? 'Rendez-vous' : 'Termin', when],
    ...(f.advisor ? [[l === 'fr' ? 'Conseiller' : 'Beratung', f.advisor.name] as [string, string]] : []),
    [l === 'fr' ? 'Type de conseil' : 'Art der Beratung', MODE[f.adviceMode][l]],
    ...(f.meetingToken
      ? [[l === 'fr' ? 'Lien vidéo' : 'Video-Link', meetingUrl(f, settings)] as [string, string]]
      : []),
    [
      l === 'fr' ? 'Client·e' : 'Kundin/Kunde',
      `${v.firstname} ${v.lastname}\n${v.address}\n${v.zip} ${v.city}`,
    ],
    [l === 'fr' ? 'E-mail' : 'E-Mail', v.email],
    [l === 'fr' ? 'Téléphone' : 'Telefon', v.phone],
    [l === 'fr' ? 'Langue' : 'Sprache', LANGUAGE_NAME[visitorLang][l]],
    ...(f.travel.travelExperience
      ? [
          [l === 'fr' ? 'Expérience de voyage' : 'Reiseerlebnis', f.travel.travelExperience[l]] as [
            string,
            string,
          ],
        ]
      : []),
    [l === 'fr' ? 'Destinations' : 'Reiseziele', f.travel.destinations.map((d) => d[l]).join(', ') || none],
    [
      texts['step4.duration'] ?? (l === 'fr' ? 'Durée du voyage' : 'Reisedauer'),
      (f.travel.duration && texts[`step4.duration.${f.travel.duration}`]) || none,
    ],
    [l === 'fr' ? 'Période' : 'Reisezeit', f.travel.months.join(', ') || none],
    [
      l === 'fr' ? 'Voyager de manière responsable' : 'Verantwortungsvoll reisen',
      yesNo(f.travel.responsibly),
    ],
    [l === 'fr' ? 'Newsletter' : 'Newsletter', yesNo(f.travel.newsletter)],
    [l === 'fr' ? 'Message' : 'Nachricht', f.travel.message || none],
  ];
  const doc: Doc = {
    greeting: l === 'fr' ? 'Bonjour,' : 'Guten Tag',
    intro: [
      isCustom
        ? l === 'fr'
          ? 'Une demande de rendez-vous en dehors des heures d’ouverture est arrivée pour votre agence. Veuillez contacter le client ou la cliente pour confirmer ou proposer une autre date:'
          : 'Für Ihre Filiale ist eine Terminanfrage ausserhalb der Öffnungszeiten eingegangen. Bitte nehmen Sie mit der Kundin oder dem Kunden Kontakt auf, um den Termin zu bestätigen oder einen anderen vorzuschlagen:'
        : l === 'fr'
          ? 'Un rendez-vous de conseil a été réservé en ligne dans votre agence:'
          : 'In Ihrer Filiale wurde online ein Beratungstermin gebucht:',
    ],
    facts,
    outro: [
      l === 'fr'
        ? 'Répondre à cet e-mail écrit directement au client ou à la cliente.'
        : 'Eine Antwort auf diese E-Mail geht direkt an die Kundin oder den Kunden.',
    ],
    signature: [
      l === 'fr' ? 'Le checkout de réservation' : 'Der Buchungs-Checkout',
      brand(l),
      bookingLine(f, l),
    ],
  };
  const who = `${v.firstname} ${v.lastname}`;
  return {
    language: l,
    subject: isCustom
      ? l === 'fr'
        ? `Nouvelle demande (hors heures d’ouverture): ${dayText(f, l)} à ${f.time}, ${who}`
        : `Neue Terminanfrage (ausserhalb der Öffnungszeiten): ${dayText(f, l)}, ${f.time} Uhr, ${who}`
      : l === 'fr'
        ? `Nouveau rendez-vous: ${dayText(f, l)} à ${f.time}, ${f.advisor?.name ?? ''}, ${MODE[f.adviceMode][l]}, ${who}`
        : `Neuer Termin: ${dayText(f, l)}, ${f.time} Uhr, ${f.advisor?.name ?? ''}, ${MODE[f.adviceMode][l]}, ${who}`,
    text: toText(doc),
    html: toHtml(doc, l),
    attachments: isCustom
      ? []
      : [
          calendarAttachment(f, l, {
            summary: `${l === 'fr' ? 'Conseil' : 'Beratung'}: ${who} (${MODE[f.adviceMode][l]})`,
            description: [`${who}, ${v.phone}, ${v.email}`, f.travel.message, bookingLine(f, l)]
              .filter(Boolean)
              .join('\n'),
            location:
              f.adviceMode === 'personal'
                ? agencyAddress(f, l)
                : f.adviceMode === 'video'
                  ? meetingUrl(f, settings)
                  : `${l === 'fr' ? 'Téléphone' : 'Telefon'}: ${v.phone}`,
          }),
        ],
  };
};

/** Renders one outbox message from its frozen facts. */
export const renderMessage = (
  kind: MessageKind,
  facts: BookingFacts,
  settings: MessageSettings,
): RenderedMessage => {
  const l: Lang = facts.culture === 'fr-CH' ? 'fr' : 'de';
  switch (kind) {
    case 'confirmation':
      return confirmation(facts, l);
    case 'request_received':
      return requestReceived(facts, l);
    case 'video_invitation':
      return videoInvitation(facts, l, settings);
    case 'branch_notice':
      return branchNotice(facts, settings);
  }
};
