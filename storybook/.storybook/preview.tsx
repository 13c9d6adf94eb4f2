// Every story renders inside the checkout's providers, in the language chosen in the toolbar, at the
// viewport chosen in the toolbar (375 px phone, 768 px tablet, 1280 px desktop). The booking API answers
// through MSW from its recordings (support/recorded-api.ts); its worker script is served from public/.
import type { Decorator, Preview } from '@storybook/react-vite';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { preloadOverlays } from '@checkout/shared';
import type { Culture } from '@checkout/shared/contract';
import { CheckoutStory, RECORDED_HANDLERS, type CheckoutStoryParameters } from '../support';
import '../../shared/src/ui/tokens/tokens.css';
// The font every story is drawn in, shipped with the project (docs/decisions.md, 'Storybook draws in Roboto'):
// the same pixels on every designer's machine and in the visual check, whatever fonts the system has.
import '@fontsource-variable/roboto/wght.css';
import './preview.css';

const withCheckout: Decorator = (Story, context) => {
  const culture: Culture = context.globals.locale === 'fr-CH' ? 'fr-CH' : 'de-CH';
  const parameters = context.parameters.checkout as CheckoutStoryParameters | undefined;
  return (
    <div className="ck-root" lang={culture === 'fr-CH' ? 'fr-CH' : 'de-CH'}>
      <CheckoutStory key={`${context.id}-${culture}`} culture={culture} parameters={parameters}>
        <Story />
      </CheckoutStory>
    </div>
  );
};

/** Calls to the API that no handler knows fail loudly; other requests (Storybook's own files) pass. */
const startWorker = async () => {
  const worker = setupWorker(...RECORDED_HANDLERS);
  await worker.start({
    quiet: true,
    onUnhandledRequest: (request, print) => {
      if (new URL(request.url).pathname.startsWith('/api/')) print.error();
    },
  });
  return worker;
};

/**
 * The kit's overlays load their code at the first opening; a story showing one open renders it at once (and the
 * accessibility check sees the dialog, not the moment before it).
 */
const withOverlayCode = async () => {
  await preloadOverlays();
  return {};
};

const preview: Preview = {
  loaders: [mswLoader(startWorker), withOverlayCode],
  decorators: [withCheckout],
  globalTypes: {
    locale: {
      description: 'Language of the checkout',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'de-CH', title: 'Deutsch (de-CH)' },
          { value: 'fr-CH', title: 'Français (fr-CH)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'de-CH', viewport: { value: 'phone', isRotated: false } },
  parameters: {
    layout: 'fullscreen',
    viewport: {
      options: {
        phone: { name: 'Phone 375', styles: { width: '375px', height: '740px' }, type: 'mobile' },
        tablet: { name: 'Tablet 768', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
        desktop: { name: 'Desktop 1280', styles: { width: '1280px', height: '900px' }, type: 'desktop' },
      },
    },
    a11y: { test: 'error' },
    controls: { matchers: { date: /Date$/ } },
    options: {
      storySort: {
        order: [
          'Introduction',
          'Design tokens',
          'shared',
          'mfe-selection',
          'mfe-agenda',
          'mfe-contact',
          'mfe-confirmation',
          'mfe-backoffice',
          'shell',
        ],
      },
    },
  },
};

export default preview;
