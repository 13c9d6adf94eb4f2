// Travel details of step 4: no validation beyond types and limits (spec section 5).
import * as yup from 'yup';
import { TRAVEL_DURATIONS, type TravelDuration } from '../contract';
import { VALIDATION_MESSAGES as M } from './messages';
import { FIELD_LIMITS, booleanRule, multilineText, optionalText, stringList } from './field-rules';
import { TRAVEL_DETAIL_DEFAULTS, type TravelDetailFormValues } from './form-values';

export { TRAVEL_DETAIL_DEFAULTS, type TravelDetailFormValues };

/** The rule of each travel-detail field, reused by the reserve wire body under its wire name. */
export const travelDetailFieldRules = {
  duration: () =>
    yup
      .mixed<TravelDuration>()
      .oneOf([...TRAVEL_DURATIONS], M.invalid)
      .defined(M.required)
      .nonNullable(M.required),
  season: () => stringList(FIELD_LIMITS.months, FIELD_LIMITS.month),
  description: () => multilineText(FIELD_LIMITS.description),
  destination: () => optionalText(FIELD_LIMITS.destination),
  sendBookmark: booleanRule,
  travelResponsibly: booleanRule,
};

export const travelDetailSchema: yup.ObjectSchema<TravelDetailFormValues> = yup.object({
  duration: travelDetailFieldRules.duration(),
  season: travelDetailFieldRules.season(),
  description: travelDetailFieldRules.description(),
  destination: travelDetailFieldRules.destination(),
  sendBookmark: travelDetailFieldRules.sendBookmark(),
  travelResponsibly: travelDetailFieldRules.travelResponsibly(),
});
