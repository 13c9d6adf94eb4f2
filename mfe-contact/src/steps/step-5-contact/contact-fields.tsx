// The contact form's fields on top of the UI kit: Formik state in, errors after the field was left, a
// tick when valid, and the error of a field just left spoken by the form's live region.
import { Checkbox, useRuntimeConfig, useStore, useTranslation } from '@checkout/shared';
import { TextField } from '@checkout/shared/widgets';
import {
  FIELD_LIMITS,
  ValidationError,
  contactSchema,
  messageOf,
  translateMessage,
  type ContactFormValues,
} from '@checkout/shared/schemas';
import { useField, useFormikContext } from 'formik';
import { createContext, useContext, type FocusEvent, type InputHTMLAttributes } from 'react';

export type ContactTextName = 'firstname' | 'lastname' | 'address' | 'zip' | 'city' | 'email' | 'phone';

const MAX_LENGTH: Record<ContactTextName, number> = {
  firstname: FIELD_LIMITS.name,
  lastname: FIELD_LIMITS.name,
  address: FIELD_LIMITS.address,
  zip: FIELD_LIMITS.zip,
  city: FIELD_LIMITS.city,
  email: FIELD_LIMITS.email,
  phone: FIELD_LIMITS.phone,
};

/** The message of one field's first failing rule for these values, or undefined when it is valid. */
export function contactFieldError(
  name: keyof ContactFormValues,
  values: ContactFormValues,
): string | undefined {
  try {
    contactSchema.validateSyncAt(name, values);
    return undefined;
  } catch (error) {
    if (error instanceof ValidationError) return messageOf(error);
    throw error;
  }
}

/** A validation message (a key, with values where its text has some) in the visitor's language. */
function useMessageText(): (message: string) => string {
  const { t } = useTranslation();
  return (message) => translateMessage((key, values) => t(key, values), message);
}

/** Hands a text to the form's polite live region. */
export const AnnounceContext = createContext<(text: string) => void>(() => undefined);

/** On leaving a field: speaks its error (focus has moved on, so aria-describedby alone is not heard). */
function useAnnounceOnBlur(name: keyof ContactFormValues, label: string) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const announce = useContext(AnnounceContext);
  const { values } = useFormikContext<ContactFormValues>();
  return () => {
    const error = contactFieldError(name, values);
    announce(error ? t('step5.fieldError', { field: label, message: messageText(error) }) : '');
  };
}

/** Keeps only digits: the zip is a numeric input (pasted 'CH-8001' becomes '8001'). */
const digitsOnly = (value: string): string => value.replace(/\D/g, '');

export function ContactTextField({
  name,
  ...rest
}: { name: ContactTextName } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'name' | 'id' | 'value' | 'onChange' | 'onBlur'
>) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const [field, meta, helpers] = useField<string>(name);
  const label = t(`step5.${name}`);
  const announceOnBlur = useAnnounceOnBlur(name, label);
  const error = meta.touched && meta.error ? messageText(meta.error) : undefined;
  return (
    <TextField
      {...rest}
      name={field.name}
      value={field.value}
      onChange={(event) => {
        if (name === 'zip') void helpers.setValue(digitsOnly(event.target.value));
        else field.onChange(event);
      }}
      onBlur={(event: FocusEvent<HTMLInputElement>) => {
        field.onBlur(event);
        announceOnBlur();
      }}
      id={`contact-${name}`}
      label={label}
      required
      maxLength={MAX_LENGTH[name]}
      error={error}
      valid={meta.touched && !meta.error}
    />
  );
}

export function ContactCheckbox({
  name,
  required = false,
}: {
  name: 'privacy' | 'newsletter';
  required?: boolean;
}) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const [field, meta] = useField<boolean>({ name, type: 'checkbox' });
  const label = t(`step5.${name}`);
  const announceOnBlur = useAnnounceOnBlur(name, label);
  const { culture } = useStore().settings;
  const privacyUrl = useRuntimeConfig().privacyUrl?.[culture];
  return (
    <Checkbox
      name={field.name}
      checked={field.checked ?? false}
      onChange={field.onChange}
      onBlur={(event) => {
        field.onBlur(event);
        if (required) announceOnBlur();
      }}
      id={`contact-${name}`}
      label={name === 'privacy' && privacyUrl ? <PrivacyLabel url={privacyUrl} /> : label}
      required={required}
      error={meta.touched && meta.error ? messageText(meta.error) : undefined}
    />
  );
}

/** 'I accept the privacy terms' with the terms a link to the configured page, opened in a new tab. */
function PrivacyLabel({ url }: { url: string }) {
  const { t } = useTranslation();
  return (
    <>
      {t('step5.privacyLead')}{' '}
      <a href={url} target="_blank" rel="noopener noreferrer" className="ck-check__link">
        {t('step5.privacyTerms')}
        <span className="ck-visually-hidden"> {t('common.newTab')}</span>
      </a>
    </>
  );
}
