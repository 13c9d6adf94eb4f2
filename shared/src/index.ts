// The public face of @checkout/shared for the shell and the remotes.
export * from './contract';
export * from './federation/remote-contract';
export * from './config/runtime-config';
export * from './api-client';
export * from './store';
export * from './i18n';
export * from './analytics';
export * from './context';
export {
  type CalendarDate,
  type Clock,
  type CustomHour,
  systemClock,
  fixedClock,
  parseDate,
  formatDate,
  toIsoDate,
  fromIsoDate,
  zurichToday,
} from './dates';
export * from './ui';
