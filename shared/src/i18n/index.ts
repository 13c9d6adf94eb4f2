export { createI18n, cultureFromPath, loadTranslations, mergeTexts, pageTitle, type I18n } from './i18n';
export {
  formatPillDate,
  formatWeekdayDate,
  loadMoment,
  momentLocale,
  requireMoment,
  type Moment,
} from './moment-locale';
export { TEXTS } from './texts';
