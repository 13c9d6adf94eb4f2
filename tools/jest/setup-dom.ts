import '@testing-library/jest-dom';
import { loadMoment } from '../../shared/src/i18n/moment-locale';

// In the browser moment arrives in its own chunk the first time a screen formats a date, and the screen
// suspends until then (shared/src/i18n/moment-locale.ts). Screen tests start with it loaded, as in-app.
beforeAll(() => loadMoment());
