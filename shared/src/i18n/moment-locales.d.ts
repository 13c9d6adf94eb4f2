// moment ships no typings for its locale files; they only register themselves with moment.
declare module 'moment/locale/de-ch';
declare module 'moment/locale/fr-ch';
