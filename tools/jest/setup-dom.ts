import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { loadMoment } from '../../shared/src/i18n/moment-locale';
import { preloadOverlays } from '../../shared/src/ui/components/overlays';

// In the browser moment arrives in its own chunk the first time a screen formats a date, and the screen
// suspends until then (shared/src/i18n/moment-locale.ts). Screen tests start with it loaded, as in-app.
beforeAll(() => loadMoment());

// The kit's overlays load their code at the first opening (shared/src/ui/components/load-on-open.tsx, whose own
// test covers that wait and its failure). Screen tests start with it loaded, as in-app after a first opening.
beforeAll(() => preloadOverlays());

// A `findBy…` waits for what a screen shows after its answers arrive. testing-library's default, one second, is a
// promise about an idle machine: under CI's load (two cores, the API's tests beside these) a screen's first render
// with its lazy chunks took longer and a passing screen failed. The wait ends as soon as the element appears, so a
// longer bound costs nothing when all is well; a screen that never shows it still fails.
configure({ asyncUtilTimeout: 5000 });
