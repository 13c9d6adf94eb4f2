// The fields of a Formik form on a shared schema (a booking for a caller, a move): the kit's text field and the back
// office's select bound to the form by name, each error shown once the field was left or the form sent. An error is
// the schema's message (the kernel's `validation.*` key, shown in the page's language) or the API's own words.
import { useField, useFormikContext } from 'formik';
import type { ChangeEvent, ReactNode } from 'react';
import { useTranslation } from '@checkout/shared';
import { messageParts, translateMessage } from '@checkout/shared/schemas';
import { TextField, type TextFieldProps } from '@checkout/shared/widgets';
import { SelectField, type SelectFieldProps } from './fields';

/** The prefix of the shared schemas' messages (VALIDATION_MESSAGES); any other error is the API's own words. */
const SCHEMA_MESSAGES = 'validation.';

/** The field's error to show now, in the page's language; undefined while it has none or was not left yet. */
function useShownError(name: string): string | undefined {
  const { t } = useTranslation();
  const [, meta] = useField<string>(name);
  const { submitCount } = useFormikContext();
  if (!meta.error || !(meta.touched || submitCount > 0)) return undefined;
  return messageParts(meta.error).key.startsWith(SCHEMA_MESSAGES)
    ? translateMessage((key, values) => t(key, values), meta.error)
    : meta.error;
}

type FormTextProps = {
  name: string;
  /** Told of a change (to clear what depended on the previous value). */
  onChosen?: (value: string) => void;
} & Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error'>;

/** A text field of the form. */
export function FormText({ name, onChosen, ...rest }: FormTextProps) {
  const [field] = useField<string>(name);
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    field.onChange(event);
    onChosen?.(event.target.value);
  };
  return <TextField {...rest} {...field} onChange={onChange} error={useShownError(name)} />;
}

type FormSelectProps = {
  name: string;
  children: ReactNode;
  /** The values its options offer now: a value no longer among them shows as none chosen. */
  offered?: readonly string[];
  /** Told of a choice (to clear what depended on the previous one). */
  onChosen?: (value: string) => void;
} & Omit<SelectFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error'>;

/** A select of the form. */
export function FormSelect({ name, children, offered, onChosen, ...rest }: FormSelectProps) {
  const [field] = useField<string>(name);
  const onChange = (event: ChangeEvent<HTMLSelectElement>) => {
    field.onChange(event);
    onChosen?.(event.target.value);
  };
  const value = offered && !offered.includes(field.value) ? '' : field.value;
  return (
    <SelectField {...rest} {...field} value={value} onChange={onChange} error={useShownError(name)}>
      {children}
    </SelectField>
  );
}
