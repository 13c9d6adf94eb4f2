// Step 5: the contact form (Formik with the shared contactSchema). Errors show once a field was left,
// valid fields get a tick, and submit stays disabled while the form is invalid.
import {
  Button,
  Card,
  Checkbox,
  ChoiceGroup,
  GENDERS,
  RadioCard,
  StepHeading,
  TextField,
  useStore,
  type StepProps,
} from '@checkout/shared';
import { contactSchema, type ContactFormValues } from '@checkout/shared/schemas';
import { Form, Formik, useField, useFormikContext } from 'formik';
import { observer } from 'mobx-react-lite';
import { useEffect, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import './contact-step.css';

type TextName = 'firstname' | 'lastname' | 'address' | 'zip' | 'city' | 'email' | 'phone';

function ContactTextField({
  name,
  ...rest
}: { name: TextName } & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id'>) {
  const { t } = useTranslation();
  const [field, meta] = useField<string>(name);
  const error = meta.touched && meta.error ? t(meta.error) : undefined;
  return (
    <TextField
      {...field}
      {...rest}
      id={`contact-${name}`}
      label={t(`step5.${name}`)}
      required
      error={error}
      valid={meta.touched && !meta.error}
    />
  );
}

function ContactCheckbox({ name, required = false }: { name: 'privacy' | 'newsletter'; required?: boolean }) {
  const { t } = useTranslation();
  const [field, meta] = useField<boolean>({ name, type: 'checkbox' });
  return (
    <Checkbox
      name={field.name}
      checked={field.checked ?? false}
      onChange={field.onChange}
      onBlur={field.onBlur}
      id={`contact-${name}`}
      label={t(`step5.${name}`)}
      required={required}
      error={meta.touched && meta.error ? t(meta.error) : undefined}
    />
  );
}

/** Keeps the store in step with the form, so a reload at step 5 keeps what was typed. */
function SaveToStore() {
  const { contactForm } = useStore();
  const { values } = useFormikContext<ContactFormValues>();
  useEffect(() => {
    contactForm.setValues(values);
  }, [values, contactForm]);
  return null;
}

const ContactStep = observer(function ContactStep({ goTo }: StepProps) {
  const { contactForm } = useStore();
  const { t } = useTranslation();
  return (
    <Formik<ContactFormValues>
      initialValues={contactForm.values}
      validationSchema={contactSchema}
      validateOnMount
      onSubmit={(values) => {
        contactForm.setValues(values);
        goTo('step-6');
      }}
    >
      {({ isValid, isSubmitting, values, setFieldValue }) => (
        <Form className="ck-step" noValidate>
          <SaveToStore />
          <StepHeading lead={t('step5.lead')}>{t('step5.title')}</StepHeading>
          <Card>
            <div className="ck-stack">
              <ChoiceGroup legend={t('step5.gender')} inline>
                {GENDERS.map((gender) => (
                  <RadioCard
                    key={gender}
                    name="gender"
                    value={gender}
                    title={t(`step5.gender.${gender}`)}
                    checked={values.gender === gender}
                    onChange={() => void setFieldValue('gender', gender)}
                  />
                ))}
              </ChoiceGroup>
              <div className="ck-grid-2">
                <ContactTextField name="firstname" autoComplete="given-name" />
                <ContactTextField name="lastname" autoComplete="family-name" />
              </div>
              <ContactTextField name="address" autoComplete="street-address" />
              <div className="ck-contact-zip-city">
                <ContactTextField name="zip" inputMode="numeric" autoComplete="postal-code" />
                <ContactTextField name="city" autoComplete="address-level2" />
              </div>
              <div className="ck-grid-2">
                <ContactTextField name="email" type="email" autoComplete="email" />
                <ContactTextField name="phone" type="tel" autoComplete="tel" />
              </div>
              <ContactCheckbox name="newsletter" />
              <ContactCheckbox name="privacy" required />
            </div>
          </Card>
          <div className="ck-actions">
            <Button type="submit" disabled={!isValid || isSubmitting}>
              {t('step5.submit')}
            </Button>
          </div>
        </Form>
      )}
    </Formik>
  );
});

export default ContactStep;
