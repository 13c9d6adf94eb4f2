// The booking API's own words, which no browser shows: the e-mails (subjects, paragraphs, fact labels, the
// .ics summary and location), the reserve answer's appointmentText, a branch's address and the advice mode
// inside a sentence. German and French side by side like the checkout's catalogue (@checkout/shared/texts),
// whose keys the API reuses (month names, travel durations); kept here so the browser never downloads them. Also
// the refusals of the back office's calls (issue 34, api.staff.*): the back office shows them as the API answers.
import type { Culture } from '@checkout/shared/contract';

export const API_TEXTS: Record<Culture, Record<string, string>> = {
  'de-CH': {
    // Advice mode inside a sentence or a table (booking API: e-mails, appointmentText)
    'adviceMode.personal.phrase': 'persönlich in der Filiale',
    'adviceMode.online.phrase': 'per Video',
    'adviceMode.phone.phrase': 'per Telefon',
    // A branch office's address in the booking API's texts
    'agency.address': '{{name}}, {{street}}, {{zip}} {{city}}',
    // appointmentText of the booking API's reserve answer: markup, its values escaped
    'appointmentText.day': '{{weekday}}, {{date}}',
    'appointmentText.slot':
      '<p>Ihr Termin mit <strong>{{advisor}}</strong> am <strong>{{day}}</strong> von <strong>{{from}}</strong> bis <strong>{{till}} Uhr</strong> ({{mode}}) ist reserviert.</p>',
    'appointmentText.place': '<p>Ort: {{address}}</p>',
    'appointmentText.custom':
      '<p>Ihre Terminanfrage für <strong>{{day}}</strong> um <strong>{{time}} Uhr</strong> (ca. 1 Stunde) ist bei der Filiale <strong>{{address}}</strong> eingegangen.</p>',
    // E-mails of a booking (booking API): plain text, the same words in the text and the HTML part
    'mail.day': '{{weekday}}, {{date}}',
    'mail.hour': '{{time}} Uhr',
    'mail.span': '{{from}}–{{till}} Uhr',
    'mail.greeting': 'Guten Tag {{firstname}} {{lastname}}',
    'mail.regards': 'Freundliche Grüsse',
    'mail.bookingNumber': 'Buchungsnummer: {{reference}}',
    'mail.yourAdvisor': 'Ihre Beratungsperson',
    'mail.contact.phoneOnly':
      'Möchten Sie den Termin verschieben oder absagen? Antworten Sie einfach auf diese E-Mail oder rufen Sie die Filiale an: {{phone}}.',
    'mail.contact':
      'Möchten Sie den Termin verschieben oder absagen? Das geht bis {{hours}} Stunden vorher über «Termin verwalten». Danach rufen Sie bitte die Filiale an: {{phone}}.',
    'mail.fee':
      'Die Beratung kostet CHF 100.–. Buchen Sie Ihre Reise anschliessend bei uns, schreiben wir Ihnen die CHF 100.– gut.',
    'mail.mode.video':
      'Den Link zum Videogespräch senden wir Ihnen {{minutes}} Minuten vor Beginn per E-Mail. Sie brauchen nur einen aktuellen Browser mit Kamera und Mikrofon.',
    'mail.mode.phone': '{{advisor}} ruft Sie zum Termin unter {{phone}} an.',
    'mail.mode.personal': 'Wir erwarten Sie in der Filiale {{address}}.',
    'mail.fact.appointment': 'Termin',
    'mail.fact.advisor': 'Beratung',
    'mail.fact.adviceMode': 'Art der Beratung',
    'mail.fact.agency': 'Filiale',
    'mail.ics.fileName': 'beratung',
    'mail.ics.summary': 'Reiseberatung mit {{advisor}} ({{brand}})',
    'mail.ics.video': 'Videogespräch (Link per E-Mail {{minutes}} Minuten vorher)',
    'mail.ics.phone': 'Telefon: {{phone}}',
    'mail.confirmation.subject': 'Terminbestätigung: Reiseberatung am {{day}} um {{hour}}',
    'mail.confirmation.intro': 'Vielen Dank für Ihre Buchung. Ihr Beratungstermin ist bestätigt:',
    'mail.confirmation.attachment': 'Den Termin finden Sie im Anhang als Kalendereintrag (.ics).',
    'mail.request.subject': 'Anfrage erhalten: Wunschtermin am {{day}} um {{hour}}',
    'mail.request.intro':
      'Vielen Dank für Ihre Terminanfrage ausserhalb der Öffnungszeiten. Wir haben sie erhalten und an unsere Filiale weitergeleitet:',
    'mail.request.fact.wish': 'Gewünschter Termin',
    'mail.request.wish': '{{day}}, {{time}} Uhr (ca. 1 Stunde)',
    'mail.request.next':
      'Die Filiale prüft Ihren Wunsch und meldet sich bei Ihnen. Fest ist der Termin erst mit der Bestätigung der Filiale; dann erhalten Sie eine E-Mail.',
    'mail.request.questions':
      'Fragen? Antworten Sie einfach auf diese E-Mail oder rufen Sie die Filiale an: {{phone}}.',
    'mail.video.subject': 'Ihr Videogespräch mit {{advisor}} um {{time}} Uhr: der Link',
    'mail.video.intro': 'Ihr Videogespräch mit {{advisor}} beginnt bald: am {{day}} um {{time}} Uhr.',
    'mail.video.link': 'Zum Videogespräch',
    'mail.video.howTo':
      'Öffnen Sie den Link einige Minuten vor Beginn in einem aktuellen Browser und erlauben Sie Kamera und Mikrofon. Sie müssen nichts installieren.',
    'mail.video.help': 'Technische Probleme? Rufen Sie die Filiale an: {{phone}}.',
    'mail.notice.subject': 'Neuer Termin: {{day}}, {{time}} Uhr, {{advisor}}, {{mode}}, {{visitor}}',
    'mail.notice.subject.custom':
      'Neue Terminanfrage (ausserhalb der Öffnungszeiten): {{day}}, {{time}} Uhr, {{visitor}}',
    'mail.notice.greeting': 'Guten Tag',
    'mail.notice.intro': 'In Ihrer Filiale wurde online ein Beratungstermin gebucht:',
    'mail.notice.intro.custom':
      'Für Ihre Filiale ist eine Terminanfrage ausserhalb der Öffnungszeiten eingegangen. Bitte nehmen Sie mit der Kundin oder dem Kunden Kontakt auf, um den Termin zu bestätigen oder einen anderen vorzuschlagen:',
    'mail.notice.wish': '{{day}}, {{time}} Uhr (Wunsch, ca. 1 Stunde)',
    'mail.notice.fact.videoLink': 'Video-Link',
    'mail.notice.fact.visitor': 'Kundin/Kunde',
    'mail.notice.fact.email': 'E-Mail',
    'mail.notice.fact.phone': 'Telefon',
    'mail.notice.fact.language': 'Sprache',
    'mail.notice.fact.travelExperience': 'Reiseerlebnis',
    'mail.notice.fact.destinations': 'Reiseziele',
    'mail.notice.fact.season': 'Reisezeit',
    'mail.notice.fact.travelResponsibly': 'Verantwortungsvoll reisen',
    'mail.notice.fact.newsletter': 'Newsletter',
    'mail.notice.fact.message': 'Nachricht',
    'mail.notice.yes': 'ja',
    'mail.notice.no': 'nein',
    'mail.notice.replyHint': 'Eine Antwort auf diese E-Mail geht direkt an die Kundin oder den Kunden.',
    'mail.notice.open': 'Im Backoffice öffnen',
    'mail.advisor.subject': 'Neuer Termin für Sie: {{day}}, {{time}} Uhr, {{mode}}, {{visitor}}',
    'mail.advisor.intro': 'Sie haben einen neuen Beratungstermin. Der Kalendereintrag ist im Anhang:',
    'mail.advisor.subject.moved': 'Ihr Termin verschoben: neu {{day}}, {{time}} Uhr, {{mode}}, {{visitor}}',
    'mail.advisor.intro.moved':
      'Ihr Beratungstermin wurde verschoben. Der Kalendereintrag im Anhang ersetzt den bisherigen. Neuer Termin:',
    'mail.advisor.subject.cancelled': 'Ihr Termin abgesagt: {{day}}, {{time}} Uhr, {{visitor}}',
    'mail.advisor.intro.cancelled':
      'Ihr Beratungstermin wurde abgesagt; die Stunde ist wieder frei. Der Kalendereintrag im Anhang entfernt ihn:',
    'mail.advisor.subject.released': 'Termin übergeben: {{day}}, {{time}} Uhr, {{visitor}}',
    'mail.advisor.intro.released':
      'Dieser Beratungstermin ist nicht mehr Ihrer: Er wurde einer anderen Beratungsperson übergeben. Der Kalendereintrag im Anhang entfernt ihn aus Ihrem Kalender:',
    // After the booking (issue 20): the manage link, the reminder, a move, a cancellation
    'mail.fact.reference': 'Buchungsnummer',
    'mail.manage.link': 'Termin verwalten',
    'mail.manage.withdrawLink': 'Anfrage verwalten',
    'mail.reminder.subject': 'Erinnerung: Ihre Reiseberatung am {{day}} um {{hour}}',
    'mail.reminder.intro': 'Wir freuen uns auf Ihre Reiseberatung. Hier noch einmal alles Wichtige:',
    'mail.moved.subject': 'Termin verschoben: Reiseberatung neu am {{day}} um {{hour}}',
    'mail.moved.intro': 'Ihr Beratungstermin ist verschoben. Ihr neuer Termin:',
    'mail.moved.attachment': 'Der Kalendereintrag im Anhang ersetzt den bisherigen.',
    'mail.cancelled.subject': 'Termin abgesagt: Reiseberatung am {{day}} um {{hour}}',
    'mail.cancelled.intro': 'Ihr Beratungstermin ist abgesagt:',
    'mail.cancelled.attachment':
      'Mit dem Kalendereintrag im Anhang verschwindet der Termin aus Ihrem Kalender.',
    'mail.cancelled.again':
      'Möchten Sie später doch beraten werden? Buchen Sie einfach online einen neuen Termin oder rufen Sie die Filiale an: {{phone}}.',
    'mail.withdrawn.subject': 'Anfrage zurückgezogen: Wunschtermin am {{day}} um {{hour}}',
    'mail.withdrawn.intro': 'Sie haben Ihre Terminanfrage zurückgezogen. Die Filiale ist informiert:',
    'mail.notice.subject.moved':
      'Termin verschoben: neu {{day}}, {{time}} Uhr, {{advisor}}, {{mode}}, {{visitor}}',
    'mail.notice.intro.moved':
      'Eine Kundin oder ein Kunde hat den Termin online verschoben. Der Kalendereintrag im Anhang ersetzt den bisherigen. Neuer Termin:',
    'mail.notice.subject.cancelled': 'Termin abgesagt: {{day}}, {{time}} Uhr, {{advisor}}, {{visitor}}',
    'mail.notice.intro.cancelled':
      'Eine Kundin oder ein Kunde hat den Termin online abgesagt; die Stunde ist wieder frei. Der Kalendereintrag im Anhang entfernt ihn:',
    'mail.notice.subject.cancelled.custom': 'Terminanfrage zurückgezogen: {{day}}, {{time}} Uhr, {{visitor}}',
    'mail.notice.intro.cancelled.custom': 'Eine Kundin oder ein Kunde hat die Terminanfrage zurückgezogen:',
    'mail.notice.signature': 'Der Buchungs-Checkout',
    'mail.notice.ics.summary': 'Beratung: {{visitor}} ({{mode}})',
    'mail.notice.ics.phone': 'Telefon: {{phone}}',
    // The back office (issue 34): a staff member's sign-in link, and what the branch's changes tell the traveller
    'mail.staffSignIn.subject': 'Ihr Anmeldelink für das Backoffice von {{brand}}',
    'mail.staffSignIn.greeting': 'Guten Tag {{name}}',
    'mail.staffSignIn.intro':
      'Mit dem Link unten melden Sie sich im Backoffice an. Er gilt {{minutes}} Minuten und nur ein Mal.',
    'mail.staffSignIn.link': 'Anmelden',
    'mail.staffSignIn.passkey':
      'Nach der Anmeldung können Sie einen Passkey einrichten und sich dann ohne Link anmelden.',
    'mail.staffSignIn.ignore':
      'Sie haben keinen Link angefordert? Dann ignorieren Sie diese Nachricht: Ohne den Link meldet sich niemand an.',
    'mail.reassigned.subject': 'Neue Beratungsperson: Reiseberatung am {{day}} um {{hour}}',
    'mail.reassigned.intro':
      'Ihre Beratung findet zur gleichen Zeit mit einer anderen Beratungsperson statt:',
    'mail.declined.subject': 'Terminanfrage abgelehnt: Wunschtermin am {{day}} um {{hour}}',
    'mail.declined.intro': 'Die Filiale kann Ihren Wunschtermin leider nicht anbieten:',
    'mail.fact.branchNote': 'Nachricht der Filiale',
    // Refusals of the back office's calls (issue 34), shown by the back office as they come
    'api.staff.unauthorized': 'Bitte melden Sie sich an.',
    'api.staff.linkExpired':
      'Dieser Anmeldelink wurde schon verwendet oder ist abgelaufen. Bitte fordern Sie einen neuen an.',
    'api.staff.passkeyRefused':
      'Dieser Passkey wurde nicht erkannt. Bitte melden Sie sich mit einem Link an.',
    'api.staff.passkeyExists': 'Dieser Passkey ist bereits registriert.',
    'api.staff.origin': 'Diese Änderung kommt nicht aus dem Backoffice und wurde abgelehnt.',
    'api.staff.linkOff': 'Die Anmeldung erfolgt über das Firmenkonto (Single Sign-on), nicht per Link.',
    'api.staff.role': 'Ihre Rolle erlaubt diese Aktion nicht.',
    'api.staff.closed': 'Diese Beratung kann so nicht mehr geändert werden.',
    'api.staff.notStarted': 'Das Ergebnis lässt sich erst nach Beginn der Beratung erfassen.',
    // A time that collides (issue 46): what collides, so that staff can choose another time or advisor
    'api.staff.overlap':
      '{{advisor}} hat zu dieser Zeit schon die Beratung {{reference}} am {{date}}, {{from}}–{{till}} Uhr. Bitte wählen Sie eine andere Zeit oder Beratungsperson.',
    'api.staff.heldInCheckout':
      'Diese Zeit von {{advisor}} hält gerade jemand im Online-Checkout (höchstens {{minutes}} Minuten). Bitte wählen Sie eine andere Zeit oder versuchen Sie es später.',
    'api.staff.absent':
      '{{advisor}} ist an diesem Tag abwesend. Bitte wählen Sie einen anderen Tag oder eine andere Beratungsperson.',
    'api.staff.outsideHours':
      'Diese Zeit liegt nicht ganz in den Arbeitszeiten der Beratungsperson. Bitte wählen Sie eine angebotene Zeit.',
    'api.staff.past': 'Diese Zeit liegt in der Vergangenheit. Bitte wählen Sie eine spätere.',
    // The audit trail as sentences (issue 47, decision 0061): people and references, no keys or ids
    'api.staff.audit.cancel': 'Beratung {{reference}} ({{traveller}}) storniert. {{reason}}',
    'api.staff.audit.completed': 'Beratung {{reference}} ({{traveller}}) als stattgefunden erfasst.',
    'api.staff.audit.noShow': 'Beratung {{reference}} ({{traveller}}) erfasst: nicht erschienen.',
    'api.staff.audit.reassign':
      'Beratung {{reference}} ({{traveller}}) neu zugewiesen: bisher {{from}}, neu {{to}}.',
    'api.staff.audit.accept':
      'Terminwunsch {{reference}} ({{traveller}}) angenommen: {{when}} bei {{advisor}}.',
    'api.staff.audit.decline': 'Terminwunsch {{reference}} ({{traveller}}) abgelehnt. {{reason}}',
    'api.staff.audit.move': 'Beratung {{reference}} ({{traveller}}) verschoben: bisher {{from}}, neu {{to}}.',
    'api.staff.audit.book':
      'Beratung {{reference}} ({{traveller}}) gebucht: {{when}} bei {{advisor}}, {{mode}}.',
    'api.staff.audit.absenceAdd':
      'Abwesenheit von {{advisor}} eingetragen: {{from}} bis {{till}}. {{reason}} {{collisions}}',
    'api.staff.audit.absenceRemove':
      'Abwesenheit von {{advisor}} ({{from}} bis {{till}}) entfernt. {{reason}}',
    'api.staff.audit.workingHours': 'Wöchentliche Arbeitszeiten von {{advisor}} geändert. {{collisions}}',
    'api.staff.audit.exceptionAdd':
      'Ausnahme der Arbeitszeit von {{advisor}} am {{date}} eingetragen: {{hours}}. {{reason}} {{collisions}}',
    'api.staff.audit.exceptionRemove':
      'Ausnahme der Arbeitszeit von {{advisor}} am {{date}} entfernt. {{collisions}}',
    'api.staff.audit.other': 'Sonstige Änderung.',
    'api.staff.audit.when': '{{date}}, {{time}} Uhr',
    'api.staff.audit.reason': 'Grund: «{{reason}}».',
    'api.staff.audit.collisionsOne': '{{count}} Beratung ist davon betroffen.',
    'api.staff.audit.collisionsOther': '{{count}} Beratungen sind davon betroffen.',
    'api.staff.audit.closed': 'ganzer Tag frei',
    'api.staff.audit.someone': 'eine frühere Beratungsperson',
    'api.staff.audit.nobody': 'niemand',
    'api.staff.audit.anonymised': 'anonymisiert',
    // Staff management (issue 47, item 4): refusals and the audit's sentences
    'api.staff.member.power': 'Die Filialleitung kann keine Backoffice-Rolle vergeben.',
    'api.staff.member.branch': 'Die Filialleitung verwaltet nur Mitarbeitende ihrer eigenen Filiale.',
    'api.staff.member.emailTaken': 'Diese E-Mail-Adresse gehört schon einer Person im Team.',
    'api.staff.member.self': 'Sie können sich nicht selbst deaktivieren.',
    'api.staff.member.lastBackOffice':
      'Das ist die letzte aktive Person mit der Backoffice-Rolle. Geben Sie die Rolle zuerst jemand anderem.',
    'api.staff.roleName.advisor': 'Beratungsperson',
    'api.staff.roleName.branch_lead': 'Filialleitung',
    'api.staff.roleName.back_office': 'Backoffice',
    'api.staff.audit.scope': '{{role}}',
    'api.staff.audit.scopeBranch': '{{role}} in {{branch}}',
    'api.staff.audit.staffInvite': '{{member}} eingeladen als {{to}}; ein Anmeldelink wurde verschickt.',
    'api.staff.audit.staffChange': 'Rolle von {{member}} geändert: bisher {{from}}, neu {{to}}.',
    'api.staff.audit.staffDeactivate':
      '{{member}} deaktiviert: {{sessions}} Sitzungen beendet, {{passkeys}} Passkeys entfernt.',
    'api.staff.audit.staffReactivate': '{{member}} wieder aktiviert.',
    'api.staff.audit.erase':
      'Daten einer reisenden Person auf deren Verlangen gelöscht: {{bookings}}. {{cancelled}}',
    'api.staff.audit.eraseBookingsOne': '{{count}} Buchung anonymisiert',
    'api.staff.audit.eraseBookingsOther': '{{count}} Buchungen anonymisiert',
    'api.staff.audit.eraseCancelledOne': 'Zuvor {{count}} künftige Beratung storniert.',
    'api.staff.audit.eraseCancelledOther': 'Zuvor {{count}} künftige Beratungen storniert.',
    'api.staff.audit.erasureReason': 'Grund: Die reisende Person hat die Löschung ihrer Daten verlangt.',
    'api.staff.audit.operator': 'Betrieb (Kommandozeile)',
    // A traveller's export as a document they read (issue 47, decision 0068)
    'api.privacy.title': 'Ihre bei {{brand}} gespeicherten Daten',
    'api.privacy.intro':
      'Auskunft vom {{date}}: alles, was wir zur E-Mail-Adresse {{email}} gespeichert haben.',
    'api.privacy.introReference':
      'Auskunft vom {{date}}: alles, was wir zur E-Mail-Adresse {{email}} und zur Buchung {{reference}} gespeichert haben.',
    'api.privacy.none': 'Zu dieser Adresse haben wir keine Buchung gespeichert.',
    'api.privacy.booking': 'Buchung {{reference}}',
    'api.privacy.dateTime': '{{date}}, {{time}} Uhr',
    'api.privacy.yes': 'Ja',
    'api.privacy.no': 'Nein',
    'api.privacy.label.kind': 'Art',
    'api.privacy.label.when': 'Datum und Zeit',
    'api.privacy.label.mode': 'Beratungsart',
    'api.privacy.label.advisor': 'Beratungsperson',
    'api.privacy.label.branch': 'Filiale',
    'api.privacy.label.status': 'Stand',
    'api.privacy.label.firstname': 'Vorname',
    'api.privacy.label.lastname': 'Nachname',
    'api.privacy.label.email': 'E-Mail-Adresse',
    'api.privacy.label.phone': 'Telefon',
    'api.privacy.label.address': 'Adresse',
    'api.privacy.label.spokenLanguage': 'Sprache der Beratung',
    'api.privacy.label.messageLanguage': 'Sprache unserer Nachrichten',
    'api.privacy.label.months': 'Reisezeit',
    'api.privacy.label.duration': 'Reisedauer',
    'api.privacy.label.destinations': 'Reiseziele',
    'api.privacy.label.experience': 'Art der Reise',
    'api.privacy.label.responsibly': 'Nachhaltig reisen',
    'api.privacy.label.newsletter': 'Newsletter',
    'api.privacy.label.message': 'Ihre Nachricht',
    'api.privacy.label.branchNote': 'Nachricht der Filiale an Sie',
    'api.privacy.label.createdAt': 'Gebucht am',
    'api.privacy.label.changedAt': 'Zuletzt geändert am',
    'api.privacy.label.cancelledAt': 'Storniert am',
    'api.privacy.messagesHeading': 'Nachrichten zu dieser Buchung',
    'api.privacy.noMessages': 'Keine.',
    'api.privacy.message.line': '{{kind}} an {{recipient}}: {{state}}.',
    'api.privacy.message.sent': 'gesendet am {{at}}',
    'api.privacy.message.failed': 'nicht zustellbar, aufgegeben am {{at}}',
    'api.privacy.message.withdrawn': 'nicht mehr gesendet (zurückgezogen am {{at}})',
    'api.privacy.message.pending': 'noch nicht gesendet',
    'api.privacy.message.emptied': 'Inhalt gelöscht am {{at}}.',
    'api.privacy.messageKind.confirmation': 'Terminbestätigung',
    'api.privacy.messageKind.request_received': 'Bestätigung Ihrer Terminanfrage',
    'api.privacy.messageKind.branch_notice': 'Mitteilung an die Filiale',
    'api.privacy.messageKind.video_invitation': 'Einladung zum Videogespräch',
    'api.privacy.messageKind.reminder': 'Erinnerung',
    'api.privacy.messageKind.moved': 'Bestätigung der Verschiebung',
    'api.privacy.messageKind.cancelled': 'Bestätigung der Absage',
    'api.privacy.messageKind.request_withdrawn': 'Bestätigung: Anfrage zurückgezogen',
    'api.privacy.messageKind.branch_moved': 'Mitteilung der Verschiebung an die Filiale',
    'api.privacy.messageKind.branch_cancelled': 'Mitteilung der Absage an die Filiale',
    'api.privacy.messageKind.reassigned': 'Mitteilung über eine neue Beratungsperson',
    'api.privacy.messageKind.request_declined': 'Absage Ihrer Terminanfrage',
    'api.privacy.messageKind.other': 'Nachricht',
    'api.privacy.messageKind.advisor_notice': 'Mitteilung an die Beratungsperson',
    'api.privacy.messageKind.advisor_moved': 'Mitteilung der Verschiebung an die Beratungsperson',
    'api.privacy.messageKind.advisor_cancelled': 'Mitteilung der Absage an die Beratungsperson',
    'api.privacy.messageKind.advisor_released': 'Mitteilung an die bisherige Beratungsperson',
    'api.privacy.historyHeading': 'Änderungen durch die Filiale',
    'api.privacy.answersHeading': 'Zwischengespeicherte Antworten',
    'api.privacy.answersOne':
      '{{count}} Antwort auf einen Ihrer Buchungsschritte ist gespeichert, damit ein wiederholter Klick nicht doppelt bucht. Sie wird nach 48 Stunden gelöscht.',
    'api.privacy.answersOther':
      '{{count}} Antworten auf Ihre Buchungsschritte sind gespeichert, damit ein wiederholter Klick nicht doppelt bucht. Sie werden nach 48 Stunden gelöscht.',
    'api.privacy.machineHeading': 'Maschinenlesbare Fassung',
    'api.privacy.machineText':
      'Dieselben Daten sind in dieser Datei auch als JSON enthalten (im Quelltext der Seite, Element «privacy-export»), damit Sie sie an einen anderen Anbieter weitergeben können.',
    'api.privacy.fileName': 'meine-daten',
    // The CSV export's column titles (issue 34)
    'api.staff.csv.reference': 'Buchungsnummer',
    'api.staff.csv.date': 'Datum',
    'api.staff.csv.time': 'Beginn',
    'api.staff.csv.till': 'Ende',
    'api.staff.csv.status': 'Status',
    'api.staff.csv.kind': 'Art',
    'api.staff.csv.adviceMode': 'Beratungsart',
    'api.staff.csv.advisor': 'Beratungsperson',
    'api.staff.csv.agency': 'Filiale',
    'api.staff.csv.firstname': 'Vorname',
    'api.staff.csv.lastname': 'Nachname',
    'api.staff.csv.email': 'E-Mail',
    'api.staff.csv.phone': 'Telefon',
    'api.staff.csv.culture': 'Sprache',
    // The exports' sheet and file names (issue 47; the column titles above are the workbook's too): ASCII
    'api.staff.export.sheet': 'Beratungen',
    'api.staff.export.fileRange': 'beratungen-{{from}}-bis-{{till}}',
    'api.staff.export.fileFrom': 'beratungen-ab-{{from}}',
    'api.staff.export.fileTill': 'beratungen-bis-{{till}}',
    'api.staff.export.fileAll': 'beratungen-alle-daten',
  },
  'fr-CH': {
    // Advice mode inside a sentence or a table (booking API: e-mails, appointmentText)
    'adviceMode.personal.phrase': 'en personne en agence',
    'adviceMode.online.phrase': 'par vidéo',
    'adviceMode.phone.phrase': 'par téléphone',
    // A branch office's address in the booking API's texts
    'agency.address': '{{name}}, {{street}}, {{zip}} {{city}}',
    // appointmentText of the booking API's reserve answer: markup, its values escaped
    'appointmentText.day': '{{weekday}}, {{date}}',
    'appointmentText.slot':
      '<p>Votre rendez-vous avec <strong>{{advisor}}</strong> le <strong>{{day}}</strong> de <strong>{{from}}</strong> à <strong>{{till}}</strong> ({{mode}}) est réservé.</p>',
    'appointmentText.place': '<p>Lieu: {{address}}</p>',
    'appointmentText.custom':
      '<p>Votre demande de rendez-vous pour le <strong>{{day}}</strong> à <strong>{{time}}</strong> (env. 1 heure) a bien été reçue par l’agence <strong>{{address}}</strong>.</p>',
    // E-mails of a booking (booking API): plain text, the same words in the text and the HTML part
    'mail.day': '{{weekday}} {{date}}',
    'mail.hour': '{{time}}',
    'mail.span': '{{from}}–{{till}}',
    'mail.greeting': 'Bonjour {{firstname}} {{lastname}},',
    'mail.regards': 'Meilleures salutations',
    'mail.bookingNumber': 'Numéro de réservation: {{reference}}',
    'mail.yourAdvisor': 'Votre conseiller',
    'mail.contact.phoneOnly':
      'Vous souhaitez déplacer ou annuler le rendez-vous? Répondez simplement à cet e-mail ou appelez l’agence au {{phone}}.',
    'mail.contact':
      'Vous souhaitez déplacer ou annuler le rendez-vous? C’est possible jusqu’à {{hours}} heures avant via «Gérer le rendez-vous». Ensuite, veuillez appeler l’agence: {{phone}}.',
    'mail.fee':
      'Le conseil coûte CHF 100.–. Si vous réservez ensuite votre voyage chez nous, ces CHF 100.– vous sont crédités.',
    'mail.mode.video':
      'Nous vous envoyons le lien de l’appel vidéo par e-mail {{minutes}} minutes avant le début. Il vous suffit d’un navigateur récent avec caméra et micro.',
    'mail.mode.phone': '{{advisor}} vous appelle à l’heure du rendez-vous au {{phone}}.',
    'mail.mode.personal': 'Nous vous attendons à l’agence {{address}}.',
    'mail.fact.appointment': 'Rendez-vous',
    'mail.fact.advisor': 'Conseiller',
    'mail.fact.adviceMode': 'Type de conseil',
    'mail.fact.agency': 'Agence',
    'mail.ics.fileName': 'conseil',
    'mail.ics.summary': 'Conseil voyage avec {{advisor}} ({{brand}})',
    'mail.ics.video': 'Appel vidéo (lien par e-mail {{minutes}} minutes avant)',
    'mail.ics.phone': 'Par téléphone au {{phone}}',
    'mail.confirmation.subject': 'Confirmation: conseil voyage le {{day}} à {{hour}}',
    'mail.confirmation.intro': 'Merci pour votre réservation. Votre rendez-vous de conseil est confirmé:',
    'mail.confirmation.attachment':
      'Le rendez-vous est joint à cet e-mail comme entrée de calendrier (.ics).',
    'mail.request.subject': 'Demande reçue: rendez-vous souhaité le {{day}} à {{hour}}',
    'mail.request.intro':
      'Merci pour votre demande de rendez-vous en dehors des heures d’ouverture. Nous l’avons bien reçue et transmise à notre agence:',
    'mail.request.fact.wish': 'Date souhaitée',
    'mail.request.wish': '{{day}} à {{time}} (env. 1 heure)',
    'mail.request.next':
      'L’agence examine votre souhait et vous contacte. Le rendez-vous n’est fixé qu’une fois confirmé par l’agence; vous recevrez alors un e-mail.',
    'mail.request.questions':
      'Des questions? Répondez simplement à cet e-mail ou appelez l’agence au {{phone}}.',
    'mail.video.subject': 'Votre appel vidéo avec {{advisor}} à {{time}}: le lien',
    'mail.video.intro': 'Votre appel vidéo avec {{advisor}} commence bientôt, le {{day}} à {{time}}.',
    'mail.video.link': 'Rejoindre l’appel vidéo',
    'mail.video.howTo':
      'Ouvrez le lien quelques minutes avant le début dans un navigateur récent; autorisez la caméra et le micro. Aucune installation n’est nécessaire.',
    'mail.video.help': 'Un problème technique? Appelez l’agence au {{phone}}.',
    'mail.notice.subject': 'Nouveau rendez-vous: {{day}} à {{time}}, {{advisor}}, {{mode}}, {{visitor}}',
    'mail.notice.subject.custom':
      'Nouvelle demande (hors heures d’ouverture): {{day}} à {{time}}, {{visitor}}',
    'mail.notice.greeting': 'Bonjour,',
    'mail.notice.intro': 'Un rendez-vous de conseil a été réservé en ligne dans votre agence:',
    'mail.notice.intro.custom':
      'Une demande de rendez-vous en dehors des heures d’ouverture est arrivée pour votre agence. Veuillez contacter le client ou la cliente pour confirmer ou proposer une autre date:',
    'mail.notice.wish': '{{day}} à {{time}} (souhait, env. 1 heure)',
    'mail.notice.fact.videoLink': 'Lien vidéo',
    'mail.notice.fact.visitor': 'Client·e',
    'mail.notice.fact.email': 'E-mail',
    'mail.notice.fact.phone': 'Téléphone',
    'mail.notice.fact.language': 'Langue',
    'mail.notice.fact.travelExperience': 'Expérience de voyage',
    'mail.notice.fact.destinations': 'Destinations',
    'mail.notice.fact.season': 'Période',
    'mail.notice.fact.travelResponsibly': 'Voyager de manière responsable',
    'mail.notice.fact.newsletter': 'Newsletter',
    'mail.notice.fact.message': 'Message',
    'mail.notice.yes': 'oui',
    'mail.notice.no': 'non',
    'mail.notice.replyHint': 'Répondre à cet e-mail écrit directement au client ou à la cliente.',
    'mail.notice.open': 'Ouvrir dans le back-office',
    'mail.advisor.subject': 'Nouveau rendez-vous pour vous: {{day}} à {{time}}, {{mode}}, {{visitor}}',
    'mail.advisor.intro': 'Vous avez un nouveau rendez-vous de conseil. L’entrée de calendrier est jointe:',
    'mail.advisor.subject.moved':
      'Votre rendez-vous déplacé: désormais {{day}} à {{time}}, {{mode}}, {{visitor}}',
    'mail.advisor.intro.moved':
      'Votre rendez-vous de conseil a été déplacé. L’entrée de calendrier jointe remplace la précédente. Nouveau rendez-vous:',
    'mail.advisor.subject.cancelled': 'Votre rendez-vous annulé: {{day}} à {{time}}, {{visitor}}',
    'mail.advisor.intro.cancelled':
      'Votre rendez-vous de conseil a été annulé; l’heure est de nouveau libre. L’entrée de calendrier jointe le retire:',
    'mail.advisor.subject.released': 'Rendez-vous transmis: {{day}} à {{time}}, {{visitor}}',
    'mail.advisor.intro.released':
      'Ce rendez-vous de conseil n’est plus le vôtre: il a été confié à une autre personne de conseil. L’entrée de calendrier jointe le retire de votre calendrier:',
    // After the booking (issue 20): the manage link, the reminder, a move, a cancellation
    'mail.fact.reference': 'Numéro de réservation',
    'mail.manage.link': 'Gérer le rendez-vous',
    'mail.manage.withdrawLink': 'Gérer la demande',
    'mail.reminder.subject': 'Rappel: votre conseil voyage le {{day}} à {{hour}}',
    'mail.reminder.intro':
      'Nous nous réjouissons de votre conseil voyage. Voici encore une fois l’essentiel:',
    'mail.moved.subject': 'Rendez-vous déplacé: conseil voyage désormais le {{day}} à {{hour}}',
    'mail.moved.intro': 'Votre rendez-vous de conseil est déplacé. Votre nouveau rendez-vous:',
    'mail.moved.attachment': 'L’entrée de calendrier jointe remplace la précédente.',
    'mail.cancelled.subject': 'Rendez-vous annulé: conseil voyage du {{day}} à {{hour}}',
    'mail.cancelled.intro': 'Votre rendez-vous de conseil est annulé:',
    'mail.cancelled.attachment': 'L’entrée de calendrier jointe retire le rendez-vous de votre calendrier.',
    'mail.cancelled.again':
      'Vous souhaitez tout de même un conseil plus tard? Réservez simplement un nouveau rendez-vous en ligne ou appelez l’agence: {{phone}}.',
    'mail.withdrawn.subject': 'Demande retirée: rendez-vous souhaité le {{day}} à {{hour}}',
    'mail.withdrawn.intro': 'Vous avez retiré votre demande de rendez-vous. L’agence est informée:',
    'mail.notice.subject.moved':
      'Rendez-vous déplacé: désormais {{day}}, {{time}}, {{advisor}}, {{mode}}, {{visitor}}',
    'mail.notice.intro.moved':
      'Un client ou une cliente a déplacé le rendez-vous en ligne. L’entrée de calendrier jointe remplace la précédente. Nouveau rendez-vous:',
    'mail.notice.subject.cancelled': 'Rendez-vous annulé: {{day}}, {{time}}, {{advisor}}, {{visitor}}',
    'mail.notice.intro.cancelled':
      'Un client ou une cliente a annulé le rendez-vous en ligne; l’heure est de nouveau libre. L’entrée de calendrier jointe le retire:',
    'mail.notice.subject.cancelled.custom': 'Demande de rendez-vous retirée: {{day}}, {{time}}, {{visitor}}',
    'mail.notice.intro.cancelled.custom': 'Un client ou une cliente a retiré sa demande de rendez-vous:',
    'mail.notice.signature': 'Le checkout de réservation',
    'mail.notice.ics.summary': 'Conseil: {{visitor}} ({{mode}})',
    'mail.notice.ics.phone': 'Téléphone: {{phone}}',
    // The back office (issue 34): a staff member's sign-in link, and what the branch's changes tell the traveller
    'mail.staffSignIn.subject': 'Votre lien de connexion au back-office de {{brand}}',
    'mail.staffSignIn.greeting': 'Bonjour {{name}}',
    'mail.staffSignIn.intro':
      'Le lien ci-dessous vous connecte au back-office. Il est valable {{minutes}} minutes, une seule fois.',
    'mail.staffSignIn.link': 'Se connecter',
    'mail.staffSignIn.passkey':
      'Une fois connecté, vous pouvez créer une clé d’accès et vous connecter ensuite sans lien.',
    'mail.staffSignIn.ignore':
      'Vous n’avez pas demandé de lien? Ignorez ce message: sans le lien, personne ne se connecte.',
    'mail.reassigned.subject': 'Nouvel interlocuteur: conseil voyage du {{day}} à {{hour}}',
    'mail.reassigned.intro': 'Votre conseil a lieu à la même heure avec une autre personne de notre équipe:',
    'mail.declined.subject': 'Demande refusée: rendez-vous souhaité le {{day}} à {{hour}}',
    'mail.declined.intro': 'L’agence ne peut malheureusement pas proposer le rendez-vous souhaité:',
    'mail.fact.branchNote': 'Message de l’agence',
    // Refusals of the back office's calls (issue 34), shown by the back office as they come
    'api.staff.unauthorized': 'Veuillez vous connecter.',
    'api.staff.linkExpired':
      'Ce lien de connexion a déjà servi ou a expiré. Veuillez en demander un nouveau.',
    'api.staff.passkeyRefused':
      'Cette clé d’accès n’a pas été reconnue. Veuillez vous connecter avec un lien.',
    'api.staff.passkeyExists': 'Cette clé d’accès est déjà enregistrée.',
    'api.staff.origin': 'Cette modification ne vient pas du back-office et a été refusée.',
    'api.staff.linkOff':
      'La connexion se fait par le compte d’entreprise (authentification unique), pas par lien.',
    'api.staff.role': 'Votre rôle ne permet pas cette action.',
    'api.staff.closed': 'Cette consultation ne peut plus être modifiée ainsi.',
    'api.staff.notStarted': 'Le résultat ne peut être saisi qu’après le début de la consultation.',
    'api.staff.overlap':
      '{{advisor}} a déjà la consultation {{reference}} à cette heure, le {{date}}, {{from}}–{{till}}. Veuillez choisir un autre horaire ou un autre conseiller.',
    'api.staff.heldInCheckout':
      'Dans le checkout en ligne, quelqu’un réserve en ce moment cet horaire chez {{advisor}} ({{minutes}} minutes au plus). Veuillez choisir un autre horaire ou réessayer plus tard.',
    'api.staff.absent':
      'Ce jour-là, {{advisor}} a une absence enregistrée. Veuillez choisir un autre jour ou un autre conseiller.',
    'api.staff.outsideHours':
      'Cet horaire ne tient pas entièrement dans les heures de travail du conseiller. Veuillez choisir un horaire proposé.',
    'api.staff.past': 'Cet horaire est passé. Veuillez en choisir un plus tard.',
    'api.staff.audit.cancel': 'Consultation {{reference}} ({{traveller}}) annulée. {{reason}}',
    'api.staff.audit.completed': 'Consultation {{reference}} ({{traveller}}) enregistrée comme tenue.',
    'api.staff.audit.noShow':
      'Consultation {{reference}} ({{traveller}}) enregistrée : personne ne s’est présenté.',
    'api.staff.audit.reassign':
      'Consultation {{reference}} ({{traveller}}) réattribuée ; avant : {{from}}, désormais : {{to}}.',
    'api.staff.audit.accept': 'Demande {{reference}} ({{traveller}}) acceptée : {{when}} avec {{advisor}}.',
    'api.staff.audit.decline': 'Demande {{reference}} ({{traveller}}) refusée. {{reason}}',
    'api.staff.audit.move':
      'Consultation {{reference}} ({{traveller}}) déplacée ; avant : {{from}}, désormais : {{to}}.',
    'api.staff.audit.book':
      'Consultation {{reference}} ({{traveller}}) réservée : {{when}} avec {{advisor}}, {{mode}}.',
    'api.staff.audit.absenceAdd':
      'Absence enregistrée pour {{advisor}} : du {{from}} au {{till}}. {{reason}} {{collisions}}',
    'api.staff.audit.absenceRemove':
      'Absence supprimée pour {{advisor}} : du {{from}} au {{till}}. {{reason}}',
    'api.staff.audit.workingHours': 'Horaires hebdomadaires modifiés pour {{advisor}}. {{collisions}}',
    'api.staff.audit.exceptionAdd':
      'Exception d’horaire enregistrée pour {{advisor}} le {{date}} : {{hours}}. {{reason}} {{collisions}}',
    'api.staff.audit.exceptionRemove':
      'Exception d’horaire supprimée pour {{advisor}} le {{date}}. {{collisions}}',
    'api.staff.audit.other': 'Autre modification.',
    'api.staff.audit.when': '{{date}} à {{time}}',
    'api.staff.audit.reason': 'Motif : « {{reason}} ».',
    'api.staff.audit.collisionsOne': '{{count}} consultation est concernée.',
    'api.staff.audit.collisionsOther': '{{count}} consultations sont concernées.',
    'api.staff.audit.closed': 'journée libre',
    'api.staff.audit.someone': 'une personne qui ne conseille plus',
    'api.staff.audit.nobody': 'personne',
    'api.staff.audit.anonymised': 'anonymisé',
    // Staff management (issue 47, item 4): refusals and the audit's sentences
    'api.staff.member.power': 'La direction d’agence ne peut pas attribuer le rôle back-office.',
    'api.staff.member.branch': 'La direction d’agence ne gère que les collaborateurs de sa propre agence.',
    'api.staff.member.emailTaken': 'Cette adresse e-mail appartient déjà à une personne de l’équipe.',
    'api.staff.member.self': 'Vous ne pouvez pas vous désactiver vous-même.',
    'api.staff.member.lastBackOffice':
      'C’est la dernière personne active avec le rôle back-office. Donnez d’abord ce rôle à quelqu’un d’autre.',
    'api.staff.roleName.advisor': 'conseiller ou conseillère',
    'api.staff.roleName.branch_lead': 'direction d’agence',
    'api.staff.roleName.back_office': 'back-office',
    'api.staff.audit.scope': '{{role}}',
    'api.staff.audit.scopeBranch': '{{role}} à {{branch}}',
    'api.staff.audit.staffInvite': '{{member}} invité(e) comme {{to}} ; un lien de connexion a été envoyé.',
    'api.staff.audit.staffChange': 'Rôle de {{member}} modifié ; avant : {{from}}, désormais : {{to}}.',
    'api.staff.audit.staffDeactivate':
      '{{member}} désactivé(e) : {{sessions}} sessions terminées, {{passkeys}} clés d’accès supprimées.',
    'api.staff.audit.staffReactivate': '{{member}} réactivé(e).',
    'api.staff.audit.erase':
      'Données d’une personne voyageant effacées à sa demande : {{bookings}}. {{cancelled}}',
    'api.staff.audit.eraseBookingsOne': '{{count}} réservation anonymisée',
    'api.staff.audit.eraseBookingsOther': '{{count}} réservations anonymisées',
    'api.staff.audit.eraseCancelledOne': 'Auparavant, {{count}} consultation à venir annulée.',
    'api.staff.audit.eraseCancelledOther': 'Auparavant, {{count}} consultations à venir annulées.',
    'api.staff.audit.erasureReason': 'Motif : la personne a demandé l’effacement de ses données.',
    'api.staff.audit.operator': 'Exploitation (ligne de commande)',
    // A traveller's export as a document they read (issue 47, decision 0068)
    'api.privacy.title': 'Vos données enregistrées chez {{brand}}',
    'api.privacy.intro':
      'Informations du {{date}} : tout ce que nous avons enregistré pour l’adresse e-mail {{email}}.',
    'api.privacy.introReference':
      'Informations du {{date}} : tout ce que nous avons enregistré pour l’adresse e-mail {{email}} et la réservation {{reference}}.',
    'api.privacy.none': 'Nous n’avons enregistré aucune réservation pour cette adresse.',
    'api.privacy.booking': 'Réservation {{reference}}',
    'api.privacy.dateTime': '{{date}} à {{time}}',
    'api.privacy.yes': 'Oui',
    'api.privacy.no': 'Non',
    'api.privacy.label.kind': 'Type',
    'api.privacy.label.when': 'Date et heure',
    'api.privacy.label.mode': 'Type de conseil',
    'api.privacy.label.advisor': 'Conseiller ou conseillère',
    'api.privacy.label.branch': 'Agence',
    'api.privacy.label.status': 'État',
    'api.privacy.label.firstname': 'Prénom',
    'api.privacy.label.lastname': 'Nom',
    'api.privacy.label.email': 'Adresse e-mail',
    'api.privacy.label.phone': 'Téléphone',
    'api.privacy.label.address': 'Adresse',
    'api.privacy.label.spokenLanguage': 'Langue du conseil',
    'api.privacy.label.messageLanguage': 'Langue de nos messages',
    'api.privacy.label.months': 'Période de voyage',
    'api.privacy.label.duration': 'Durée du voyage',
    'api.privacy.label.destinations': 'Destinations',
    'api.privacy.label.experience': 'Type de voyage',
    'api.privacy.label.responsibly': 'Voyager de manière durable',
    'api.privacy.label.newsletter': 'Newsletter',
    'api.privacy.label.message': 'Votre message',
    'api.privacy.label.branchNote': 'Message de l’agence à votre intention',
    'api.privacy.label.createdAt': 'Réservé le',
    'api.privacy.label.changedAt': 'Dernière modification le',
    'api.privacy.label.cancelledAt': 'Annulé le',
    'api.privacy.messagesHeading': 'Messages concernant cette réservation',
    'api.privacy.noMessages': 'Aucun.',
    'api.privacy.message.line': '{{kind}} à {{recipient}} : {{state}}.',
    'api.privacy.message.sent': 'envoyé le {{at}}',
    'api.privacy.message.failed': 'non distribuable, abandonné le {{at}}',
    'api.privacy.message.withdrawn': 'plus envoyé (retiré le {{at}})',
    'api.privacy.message.pending': 'pas encore envoyé',
    'api.privacy.message.emptied': 'Contenu effacé le {{at}}.',
    'api.privacy.messageKind.confirmation': 'Confirmation du rendez-vous',
    'api.privacy.messageKind.request_received': 'Confirmation de votre demande de rendez-vous',
    'api.privacy.messageKind.branch_notice': 'Avis à l’agence',
    'api.privacy.messageKind.video_invitation': 'Invitation à l’appel vidéo',
    'api.privacy.messageKind.reminder': 'Rappel',
    'api.privacy.messageKind.moved': 'Confirmation du déplacement',
    'api.privacy.messageKind.cancelled': 'Confirmation de l’annulation',
    'api.privacy.messageKind.request_withdrawn': 'Confirmation du retrait de votre demande',
    'api.privacy.messageKind.branch_moved': 'Avis de déplacement à l’agence',
    'api.privacy.messageKind.branch_cancelled': 'Avis d’annulation à l’agence',
    'api.privacy.messageKind.reassigned': 'Avis d’un nouvel interlocuteur',
    'api.privacy.messageKind.request_declined': 'Refus de votre demande de rendez-vous',
    'api.privacy.messageKind.other': 'Message',
    'api.privacy.messageKind.advisor_notice': 'Avis au conseiller ou à la conseillère',
    'api.privacy.messageKind.advisor_moved': 'Avis de déplacement au conseiller ou à la conseillère',
    'api.privacy.messageKind.advisor_cancelled': 'Avis d’annulation au conseiller ou à la conseillère',
    'api.privacy.messageKind.advisor_released': 'Avis à l’ancien conseiller ou à l’ancienne conseillère',
    'api.privacy.historyHeading': 'Modifications par l’agence',
    'api.privacy.answersHeading': 'Réponses conservées temporairement',
    'api.privacy.answersOne':
      '{{count}} réponse à l’une de vos étapes de réservation est conservée pour qu’un double clic ne réserve pas deux fois. Elle est effacée après 48 heures.',
    'api.privacy.answersOther':
      '{{count}} réponses à vos étapes de réservation sont conservées pour qu’un double clic ne réserve pas deux fois. Elles sont effacées après 48 heures.',
    'api.privacy.machineHeading': 'Version lisible par machine',
    'api.privacy.machineText':
      'Les mêmes données figurent aussi dans ce fichier au format JSON (dans le code source de la page, élément « privacy-export »), pour que vous puissiez les transmettre à un autre prestataire.',
    'api.privacy.fileName': 'mes-donnees',
    // The CSV export's column titles (issue 34)
    'api.staff.csv.reference': 'Numéro de réservation',
    'api.staff.csv.date': 'Date',
    'api.staff.csv.time': 'Début',
    'api.staff.csv.till': 'Fin',
    'api.staff.csv.status': 'Statut',
    'api.staff.csv.kind': 'Type',
    'api.staff.csv.adviceMode': 'Mode de conseil',
    'api.staff.csv.advisor': 'Conseiller',
    'api.staff.csv.agency': 'Agence',
    'api.staff.csv.firstname': 'Prénom',
    'api.staff.csv.lastname': 'Nom',
    'api.staff.csv.email': 'E-mail',
    'api.staff.csv.phone': 'Téléphone',
    'api.staff.csv.culture': 'Langue',
    // The exports' sheet and file names (issue 47; the column titles above are the workbook's too): ASCII
    'api.staff.export.sheet': 'Consultations',
    'api.staff.export.fileRange': 'consultations-{{from}}-au-{{till}}',
    'api.staff.export.fileFrom': 'consultations-des-{{from}}',
    'api.staff.export.fileTill': 'consultations-jusqu-au-{{till}}',
    'api.staff.export.fileAll': 'consultations-toutes-dates',
  },
};
