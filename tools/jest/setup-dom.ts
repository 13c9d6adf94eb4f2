import '@testing-library/jest-dom';
import { loadMoment } from '../../shared/src/i18n/moment-locale';
import { preloadOverlays } from '../../shared/src/ui/components/overlays';

// In the browser moment arrives in its own chunk the first time a screen formats a date, and the screen
// suspends until then (shared/src/i18n/moment-locale.ts). Screen tests start with it loaded, as in-app.
beforeAll(() => loadMoment());

// The kit's overlays load their code at the first opening (shared/src/ui/components/load-on-open.tsx, whose own
// test covers that wait and its failure). Screen tests start with it loaded, as in-app after a first opening.
beforeAll(() => preloadOverlays());
