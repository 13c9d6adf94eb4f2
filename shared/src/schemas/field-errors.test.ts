import fc from 'fast-check';
import * as yup from 'yup';
import { createI18n } from '../i18n/i18n';
import { TEXTS } from '../i18n/texts';
import { fieldErrorsOf } from './field-errors';
import { contactSchema } from './contact-schema';
import { travelDetailSchema } from './travel-detail-schema';
import {
  createHoldRequestSchema,
  createMoveBookingSchema,
  createReserveRequestSchema,
  cancelBookingSchema,
} from './reserve-request-schema';
import { VALIDATION_MESSAGES as M, messageParts, messageWithValues, translateMessage } from './messages';

const clock = { now: () => new Date('2030-03-20T09:00:00Z') };

const SCHEMAS: [string, yup.Schema][] = [
  ['contact', contactSchema],
  ['travel details', travelDetailSchema],
  ['reserve', createReserveRequestSchema(clock)],
  ['hold', createHoldRequestSchema(clock)],
  ['move', createMoveBookingSchema(clock)],
  ['cancel', cancelBookingSchema],
];

const I18N = { 'de-CH': createI18n('de-CH', TEXTS), 'fr-CH': createI18n('fr-CH', TEXTS) };

/** What a traveller reads for a message, in one language. */
const read = (culture: 'de-CH' | 'fr-CH', message: string): string =>
  translateMessage((key, values) => I18N[culture].t(key, values), message);

describe('the message of a rule written without one (spec section 5, library default texts)', () => {
  const rules = yup.object({
    name: yup.string().required(),
    email: yup.string().email(),
    zip: yup.string().min(4),
    note: yup.string(),
  });

  it('is the spec default text, in German and in French, with its values put in', () => {
    const fields = fieldErrorsOf(rules, { name: '', email: 'no-address', zip: '12', note: null });
    expect(fields).toEqual({
      name: M.libraryRequired,
      email: M.libraryEmail,
      zip: messageWithValues(M.libraryMin, { min: 4 }),
      note: M.libraryRequired,
    });
    expect(read('de-CH', fields.zip ?? '')).toBe('Dieses Feld muss mindestens 4 Zeichen lang sein');
    expect(read('fr-CH', fields.zip ?? '')).toBe('Ce champ doit comporter au moins 4 caractères');
    expect(read('de-CH', fields.name ?? '')).toBe('Wert ist erforderlich');
    expect(read('fr-CH', fields.email ?? '')).toBe('La valeur n’est pas une adresse e-mail valide');
  });

  it('keeps a rule’s own message as it is', () => {
    expect(fieldErrorsOf(contactSchema, { firstname: 'A' }).firstname).toBe(M.minTwo);
  });

  it('reads a message and its values back, and a plain key as a key', () => {
    expect(messageParts(messageWithValues(M.libraryMin, { min: 4 }))).toEqual({
      key: M.libraryMin,
      values: { min: 4 },
    });
    expect(messageParts(M.required)).toEqual({ key: M.required, values: {} });
  });
});

describe('every shared schema, whatever it is given', () => {
  // Keys of Object.prototype ('toString') break yup itself; the API refuses unknown keys before yup sees them.
  const key = fc.string({ maxLength: 12 }).filter((k) => !(k in Object.prototype));
  const hostile = fc.oneof(
    fc.anything({ maxDepth: 2, key }),
    fc.dictionary(
      fc.constantFrom(
        'firstname',
        'email',
        'zip',
        'season',
        'description',
        'culture',
        'date',
        'time',
        'sessionId',
      ),
      fc.anything({ maxDepth: 1 }),
    ),
  );

  it.each(SCHEMAS)(
    '%s: answers only messages the catalogue has, read in German or French',
    (_name, schema) => {
      fc.assert(
        fc.property(hostile, (value) => {
          for (const message of Object.values(fieldErrorsOf(schema, value))) {
            const { key } = messageParts(message);
            expect(Object.values(M)).toContain(key);
            for (const culture of ['de-CH', 'fr-CH'] as const) {
              const text = read(culture, message);
              expect(text).not.toMatch(/\{\{|\}\}|undefined|must be|cannot be|is a required|validation\./);
            }
          }
        }),
        { numRuns: 100, seed: 20301126 },
      );
    },
  );
});
