// Step 5: the contact form (Formik validated by the shared contactSchema). Errors show once a field was left,
// valid fields get a tick, and submit stays disabled while the form is invalid.
import {
  Button,
  Card,
  GENDERS,
  StepHeading,
  useStore,
  useTranslation,
  type StepProps,
} from '@checkout/shared';
import { ChoiceGroup, RadioCard } from '@checkout/shared/widgets';
import { contactSchema, fieldErrorsOf, type ContactFormValues } from '@checkout/shared/schemas';
import { Form, Formik, useFormikContext, type FormikTouched } from 'formik';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { AnnounceContext, ContactCheckbox, ContactTextField } from './contact-fields';
import './contact-step.css';

/** Keeps the store in step with the form, so a reload at step 5 keeps what was typed. */
function SaveToStore() {
  const { contactForm } = useStore();
  const { values } = useFormikContext<ContactFormValues>();
  useEffect(() => {
    contactForm.setValues(values);
  }, [values, contactForm]);
  return null;
}

/** After a reload the fields already filled show their state (error or tick) at once. */
function touchedFromStored(values: ContactFormValues): FormikTouched<ContactFormValues> {
  const touched: FormikTouched<ContactFormValues> = {};
  for (const name of ['firstname', 'lastname', 'address', 'zip', 'city', 'email', 'phone'] as const) {
    if (values[name].trim() !== '') touched[name] = true;
  }
  if (values.privacy) touched.privacy = true;
  return touched;
}

const SUBMIT_HINT_ID = 'contact-submit-hint';

const ContactStep = observer(function ContactStep({ goTo }: StepProps) {
  const { contactForm } = useStore();
  const { t } = useTranslation();
  const [announcement, setAnnouncement] = useState('');
  // Read once: the form owns its values from here on and writes them back to the store.
  const [initialValues] = useState(() => ({ ...contactForm.values }));
  const [initialTouched] = useState(() => touchedFromStored(initialValues));

  return (
    <AnnounceContext.Provider value={setAnnouncement}>
      <Formik<ContactFormValues>
        initialValues={initialValues}
        initialTouched={initialTouched}
        // The messages the API would answer: a rule's own, or the library default text in the visitor's language.
        validate={(values) => fieldErrorsOf(contactSchema, values)}
        validateOnMount
        onSubmit={(values) => {
          contactForm.setValues(values);
          goTo('step-6');
        }}
      >
        {({ values, isSubmitting, setFieldValue }) => {
          // Validated synchronously, so the button is never enabled for a moment before Formik's
          // asynchronous validation has run.
          const isValid = contactSchema.isValidSync(values);
          return (
            <Form className="ck-step" noValidate>
              <SaveToStore />
              <StepHeading lead={t('step5.lead')}>{t('step5.title')}</StepHeading>
              <Card>
                <div className="ck-stack">
                  <p className="ck-contact-required-note">{t('step5.requiredNote')}</p>
                  <ChoiceGroup
                    legend={
                      <>
                        {t('step5.gender')}
                        <span className="ck-field__required" aria-hidden="true">
                          {' '}
                          *
                        </span>
                      </>
                    }
                    inline
                  >
                    {GENDERS.map((gender) => (
                      <RadioCard
                        key={gender}
                        id={`contact-gender-${gender}`}
                        name="gender"
                        value={gender}
                        required
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
              <p className="ck-visually-hidden" role="status">
                {announcement}
              </p>
              <div className="ck-actions ck-contact-actions">
                {!isValid && (
                  <p className="ck-contact-submit-hint" id={SUBMIT_HINT_ID}>
                    {t('step5.submitHint')}
                  </p>
                )}
                <Button
                  type="submit"
                  disabled={!isValid || isSubmitting}
                  aria-describedby={isValid ? undefined : SUBMIT_HINT_ID}
                >
                  {t('step5.submit')}
                </Button>
              </div>
            </Form>
          );
        }}
      </Formik>
    </AnnounceContext.Provider>
  );
});

export default ContactStep;
