// Start of the checkout: read the runtime config served beside the shell, register the remotes it names,
// then hand over to the application (router, chrome, store).
import { createRoot } from 'react-dom/client';
import { isRuntimeConfig, type RuntimeConfig } from '@checkout/shared';
import { initFederation } from './federation/init-federation';
import { revealWhenReady } from './first-frame/reveal';
import type { mountCheckout as MountCheckout } from './app/mount';

// The shell's public path (/checkout/): the config sits beside index.html, whatever the deep link is.
declare const __webpack_public_path__: string;
const CONFIG_URL = `${__webpack_public_path__}checkout-config.json`;

async function loadConfig(): Promise<RuntimeConfig> {
  // Served with no-cache; index.html preloads it (same request mode), so this fetch finds it under way.
  const response = await fetch(CONFIG_URL);
  if (!response.ok) throw new Error(`${CONFIG_URL} answered ${response.status}`);
  const config: unknown = await response.json();
  if (!isRuntimeConfig(config)) throw new Error(`${CONFIG_URL} is not a valid checkout configuration`);
  return config;
}

/** Plain text on purpose: without a config there is no i18n, brand or remote to render with. */
function renderStartError(root: HTMLElement, error: unknown): void {
  console.error(error);
  createRoot(root).render(
    <main
      role="alert"
      style={{ fontFamily: 'system-ui, sans-serif', margin: '3rem auto', maxWidth: '36rem' }}
    >
      <h1>Die Terminbuchung ist gerade nicht verfügbar.</h1>
      <p lang="fr">La prise de rendez-vous est momentanément indisponible.</p>
    </main>,
  );
}

async function start(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  revealWhenReady(root);
  let config: RuntimeConfig;
  let mountCheckout: typeof MountCheckout;
  try {
    config = await loadConfig();
    await initFederation(config);
    // The application is in this file (the build puts it with the bootstrap); imported only now, its modules run
    // in the task that brings the config, not in the one that ran the libraries (two shorter tasks, not one).
    ({ mountCheckout } = await import('./app/mount'));
  } catch (error) {
    renderStartError(root, error);
    return;
  }
  mountCheckout(root, config);
}

void start();
