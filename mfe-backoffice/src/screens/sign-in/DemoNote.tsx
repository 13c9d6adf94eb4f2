// The demo's note on the sign-in page (issue 47): with `npm start`, mail goes to a mail catcher, not to a mailbox, so
// the page says where the sign-in link arrives and which accounts the demo has. Shown only when the server's
// runtime config (backoffice-config.json) names a demo; a retailer's config has none.
import { Notice, useTranslation } from '@checkout/shared';
import type { BackofficeDemo } from '../../app/config';
import './demo-note.css';

export function DemoNote({ demo }: { demo: BackofficeDemo }) {
  const { t } = useTranslation();
  return (
    <Notice tone="info" title={t('backoffice.demo.title')}>
      <div className="bo-stack">
        <p>{t('backoffice.demo.mail')}</p>
        <p>
          <a href={demo.mailCatcherUrl} target="_blank" rel="noopener noreferrer">
            {t('backoffice.demo.open', { address: demo.mailCatcherUrl })}
          </a>
        </p>
        <p>{t('backoffice.demo.accounts')}</p>
        <ul aria-label={t('backoffice.demo.accountsLabel')}>
          {demo.accounts.map((account) => (
            <li key={account.email}>
              <span className="bo-demo-address">{account.email}</span>
              {' · '}
              {account.name}, {t(`backoffice.role.${account.role}`)}
            </li>
          ))}
        </ul>
      </div>
    </Notice>
  );
}
