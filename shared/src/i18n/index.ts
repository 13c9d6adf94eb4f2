export * from './i18n';
export * from './moment-locale';
export { TEXTS } from './texts';
