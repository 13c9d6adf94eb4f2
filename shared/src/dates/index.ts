// Entry point @checkout/shared/dates: dd.mm.yyyy dates, the injectable clock and the custom-date rules.
export * from './calendar-date';
export * from './clock';
export * from './custom-date';
