// moment with the two checkout locales only: importing them one by one keeps the other ~130 locales
// out of the bundle (the all-locales entry is never imported). Loaded on demand by moment-locale.ts, so
// moment is not part of the first load of the checkout (step 1 formats no dates with it).
import moment from 'moment';
import 'moment/locale/de-ch';
import 'moment/locale/fr-ch';

export { moment };
