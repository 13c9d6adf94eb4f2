export {
  createI18n,
  cultureFromPath,
  loadBuiltInTexts,
  loadTranslations,
  mergeTexts,
  startI18n,
  switchLanguage,
  type BuiltInTexts,
  type I18n,
} from './i18n';
export {
  formatPillDate,
  formatWeekdayDate,
  loadMoment,
  momentLocale,
  requireMoment,
  type Moment,
} from './moment-locale';
export { I18nProvider, useTranslation, type Translation } from './react';
