// Standalone harness (npm start -w this remote): the remote's steps with a store and API client of their
// own against the local booking API (http://localhost:4000/api), and a small step switcher.
import { mountStandalone } from '@checkout/dev-kit/standalone';
import contract from './steps';

void mountStandalone(contract);
