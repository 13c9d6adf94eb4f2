// Contact form of step 5 (spec section 5): used by Formik (validationSchema) and by the API.
import * as yup from 'yup';
import { GENDERS, type Gender } from '../contract';
import { VALIDATION_MESSAGES as M } from './messages';
import { FIELD_LIMITS, emailRule, phoneRule, requiredTextMin } from './field-rules';
import { CONTACT_FORM_DEFAULTS, type ContactFormValues } from './form-values';

export { CONTACT_FORM_DEFAULTS, type ContactFormValues };

/** The rule of each contact field, reused by the reserve wire body under its wire name. */
export const contactFieldRules = {
  gender: () =>
    yup
      .mixed<Gender>()
      .oneOf([...GENDERS], M.invalid)
      .defined(M.required)
      .nonNullable(M.required),
  firstname: () => requiredTextMin(FIELD_LIMITS.name, 2),
  lastname: () => requiredTextMin(FIELD_LIMITS.name, 2),
  address: () => requiredTextMin(FIELD_LIMITS.address, 2),
  zip: () => requiredTextMin(FIELD_LIMITS.zip, 4),
  city: () => requiredTextMin(FIELD_LIMITS.city, 2),
  email: emailRule,
  phone: phoneRule,
  privacy: () =>
    yup.boolean().typeError(M.privacy).defined(M.privacy).nonNullable(M.privacy).oneOf([true], M.privacy),
  newsletter: () => yup.boolean().typeError(M.invalid),
};

export const contactSchema: yup.ObjectSchema<ContactFormValues> = yup.object({
  gender: contactFieldRules.gender(),
  firstname: contactFieldRules.firstname(),
  lastname: contactFieldRules.lastname(),
  address: contactFieldRules.address(),
  zip: contactFieldRules.zip(),
  city: contactFieldRules.city(),
  email: contactFieldRules.email(),
  phone: contactFieldRules.phone(),
  privacy: contactFieldRules.privacy(),
  newsletter: contactFieldRules.newsletter(),
});
