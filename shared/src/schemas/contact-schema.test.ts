import { type ValidationError } from 'yup';
import { fieldErrorsOf } from './field-errors';
import { CONTACT_FORM_DEFAULTS, type ContactFormValues, contactSchema } from './contact-schema';
import { SWISS_PHONE_PATTERN, formatSwissPhone } from './field-rules';
import { VALIDATION_MESSAGES } from './messages';
import { TEXTS } from '../i18n/texts';

const valid: ContactFormValues = {
  ...CONTACT_FORM_DEFAULTS,
  firstname: 'Anna',
  lastname: 'Meier',
  address: 'Bahnhofstrasse 1',
  zip: '8001',
  city: 'Zürich',
  email: 'anna.meier@example.ch',
  phone: '079 123 45 67',
  privacy: true,
};

/** field -> message of every failing field, as Formik would show them (first message per field). */
const errorsOf = (value: unknown): Record<string, string> => fieldErrorsOf(contactSchema, value);

describe('contactSchema', () => {
  it('accepts a complete contact', () => {
    expect(errorsOf(valid)).toEqual({});
  });

  it('accepts a contact without newsletter (optional)', () => {
    const { newsletter: _omit, ...withoutNewsletter } = valid;
    expect(errorsOf(withoutNewsletter)).toEqual({});
  });

  it('names every missing field with the required message', () => {
    expect(errorsOf({})).toEqual({
      gender: 'validation.required',
      firstname: 'validation.required',
      lastname: 'validation.required',
      address: 'validation.required',
      zip: 'validation.required',
      city: 'validation.required',
      email: 'validation.required',
      phone: 'validation.required',
      privacy: 'validation.privacy',
    });
  });

  describe('required trims strings', () => {
    it.each(['firstname', 'lastname', 'address', 'zip', 'city', 'email', 'phone'] as const)(
      '%s of only spaces is missing',
      (field) => {
        expect(errorsOf({ ...valid, [field]: '   \t ' })).toEqual({ [field]: 'validation.required' });
      },
    );
  });

  describe('minimum lengths (counted after trimming)', () => {
    it.each([
      ['firstname', 'A', 'validation.minTwo'],
      ['firstname', ' A ', 'validation.minTwo'],
      ['lastname', 'M', 'validation.minTwo'],
      ['address', 'B', 'validation.minTwo'],
      ['city', 'Z', 'validation.minTwo'],
      ['zip', '800', 'validation.minFour'],
      ['zip', ' 800 ', 'validation.minFour'],
    ] as const)('%s = %j -> %s', (field, value, message) => {
      expect(errorsOf({ ...valid, [field]: value })).toEqual({ [field]: message });
    });

    it.each([
      ['firstname', 'Al'],
      ['lastname', 'Li'],
      ['address', 'Rue 1'],
      ['city', 'Zg'],
      ['zip', '1200'],
    ] as const)('%s = %j is long enough', (field, value) => {
      expect(errorsOf({ ...valid, [field]: value })).toEqual({});
    });
  });

  it('rejects a 10 KB name', () => {
    expect(errorsOf({ ...valid, firstname: 'x'.repeat(10_240) })).toEqual({
      firstname: 'validation.tooLong',
    });
  });

  describe('gender', () => {
    it.each(['w_du', 'm_du', 'n_du'])('accepts %s', (gender) => {
      expect(errorsOf({ ...valid, gender })).toEqual({});
    });
    it.each(['', 'x', 'female'])('rejects %j', (gender) => {
      expect(errorsOf({ ...valid, gender })).toHaveProperty('gender');
    });
  });

  describe('privacy must be checked', () => {
    it.each([false, undefined, null])('privacy = %p -> validation.privacy', (privacy) => {
      expect(errorsOf({ ...valid, privacy })).toEqual({ privacy: 'validation.privacy' });
    });
  });

  describe('e-mail', () => {
    it.each([
      'anna@example.ch',
      'anna.meier@example.ch',
      'anna+reisen@mail.example.com',
      'a_b-c@sub.domain.travel',
      'jean-luc.dupont@bluewin.ch',
      'kontakt@müller-reisen.ch',
      ' anna@example.ch ',
    ])('accepts %j', (email) => {
      expect(errorsOf({ ...valid, email })).toEqual({});
    });

    it.each([
      'anna',
      'anna@',
      '@example.ch',
      'anna@example',
      'anna@@example.ch',
      'anna meier@example.ch',
      'anna.@example.ch',
      '.anna@example.ch',
      'anna..meier@example.ch',
      'anna@example.c',
      'anna@-example.ch',
      'anna@example..ch',
      'anna@example.ch.',
    ])('rejects %j with validation.email', (email) => {
      expect(errorsOf({ ...valid, email })).toEqual({ email: 'validation.email' });
    });
  });

  describe('Swiss phone pattern', () => {
    const validPhones = [
      // prefix 0
      '0791234567',
      '079 123 45 67',
      '079.123.45.67',
      '079-123-45-67',
      '044 277 40 00',
      '079 123.45-67',
      // prefix +41, with and without space
      '+41791234567',
      '+41 79 123 45 67',
      '+4179 123 45 67',
      '+41 79.123.45.67',
      '+41 79-123-45-67',
      // prefix 0041, with and without space
      '0041791234567',
      '0041 79 123 45 67',
      '004179 123 45 67',
      '0041 79.123.45.67',
      '0041 79-123-45-67',
      // optional (0)
      '+41 (0)79 123 45 67',
      '+41(0)791234567',
      '0041 (0)44 277 40 00',
      '0041(0)44-277-40-00',
      '0(0)79 123 45 67',
      // surrounding spaces are trimmed
      ' 079 123 45 67 ',
    ];
    const invalidPhones = [
      '',
      '79 123 45 67',
      '079 123 45 6',
      '079 123 45 678',
      '079 12 345 67',
      '+41 079 123 45 67',
      '+49 79 123 45 67',
      '0049 79 123 45 67',
      '+410791234567',
      '00 41 79 123 45 67',
      '0041  79 123 45 67',
      '079  123 45 67',
      '079/123 45 67',
      '079_123_45_67',
      '079 123 45 67 ext 2',
      '+41 (0) 79 123 45 67',
      '+41 (79) 123 45 67',
      '+41 79 1234567a',
      'phone',
      '++41 79 123 45 67',
      '0 79 123 45 67',
      '079..123 45 67',
    ];

    it('has at least 30 cases', () => {
      expect(validPhones.length + invalidPhones.length).toBeGreaterThanOrEqual(30);
    });

    it.each(validPhones)('accepts %j', (phone) => {
      expect(errorsOf({ ...valid, phone })).toEqual({});
    });

    it.each(invalidPhones.filter((p) => p !== ''))('rejects %j with validation.phone', (phone) => {
      expect(errorsOf({ ...valid, phone })).toEqual({ phone: 'validation.phone' });
    });

    it('leaves surrounding spaces to the required trim, not to the pattern', () => {
      expect(SWISS_PHONE_PATTERN.test(' 0791234567')).toBe(false);
    });

    // Issue 47: as staff read and dial it, and as a spreadsheet keeps text (leading 0, spaces, no '+').
    it.each(validPhones)('writes %j in national form, grouped', (phone) => {
      expect(formatSwissPhone(phone)).toMatch(/^0(79 123 45 67|44 277 40 00)$/);
    });

    it.each(invalidPhones)('leaves %j as it came', (phone) => {
      expect(formatSwissPhone(phone)).toBe(phone);
    });
  });

  it('reports wrong types instead of coercing them', () => {
    const result = (() => {
      try {
        contactSchema.validateSync(
          { ...valid, zip: 8001, newsletter: 'yes' },
          { strict: true, abortEarly: false },
        );
        return [];
      } catch (error) {
        return (error as ValidationError).inner.map((e) => e.path);
      }
    })();
    expect(result).toEqual(expect.arrayContaining(['zip', 'newsletter']));
  });
});

describe('contact messages', () => {
  // The spec's wording (section 5) in both languages; the schema answers keys, the screens translate them.
  it.each([
    [VALIDATION_MESSAGES.required, 'Pflichtfeld', 'Champ obligatoire'],
    [
      VALIDATION_MESSAGES.minTwo,
      'Bitte mindestens zwei Zeichen eingeben',
      'Veuillez saisir au moins deux caractères',
    ],
    [
      VALIDATION_MESSAGES.minFour,
      'Bitte mindestens vier Zeichen eingeben',
      'Veuillez saisir au moins quatre caractères',
    ],
    [VALIDATION_MESSAGES.email, 'Ungültige E-Mail-Adresse', 'Adresse e-mail invalide'],
    [VALIDATION_MESSAGES.phone, 'Ungültige Telefonnummer', 'Numéro de téléphone invalide'],
    [
      VALIDATION_MESSAGES.privacy,
      'Bitte akzeptieren Sie die Datenschutzbestimmungen',
      'Veuillez accepter les dispositions sur la protection des données',
    ],
  ])('%s reads %j and %j', (key, de, fr) => {
    expect(TEXTS['de-CH'][key]).toBe(de);
    expect(TEXTS['fr-CH'][key]).toBe(fr);
  });
});
