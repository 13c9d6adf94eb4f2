// The back office's own page (/backoffice/): reads backoffice-config.json beside its index.html (tools/start.mjs
// writes it; a deploy puts its own there), then mounts the application. Built in production too: it is how the
// back office is served, with no shell around it.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import BackofficeApp from './app/BackofficeApp';
import { BACKOFFICE_BASE_PATH } from './app/address';
import { BACKOFFICE_CONFIG_FILE, isBackofficeConfig } from './app/config';

async function start(): Promise<void> {
  const element = document.getElementById('root');
  if (!element) throw new Error('#root is missing');
  const root = createRoot(element);
  let config: unknown;
  try {
    const response = await fetch(
      new URL(BACKOFFICE_CONFIG_FILE, new URL(BACKOFFICE_BASE_PATH, window.location.origin)),
      {
        cache: 'no-cache',
      },
    );
    config = response.ok ? await response.json() : null;
  } catch {
    config = null;
  }
  if (!isBackofficeConfig(config)) {
    // Before any text catalogue: both languages, plainly.
    root.render(
      <p role="alert">
        Das Backoffice ist nicht konfiguriert (backoffice-config.json). / Le back-office n’est pas configuré.
      </p>,
    );
    return;
  }
  root.render(
    <StrictMode>
      <BackofficeApp config={config} />
    </StrictMode>,
  );
}

void start();
