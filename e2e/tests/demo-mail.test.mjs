// The demo's mail without a terminal (issue 47): `npm start` runs a mail catcher (MailDev) beside the API, which
// sends it every mail over SMTP. The back office's sign-in page names the catcher and the demo accounts (from the
// server's backoffice-config.json); a member asks for a link, opens the catcher's page in Chromium, the message and
// its link, and is signed in; de (the branch lead) and fr (the back office). About 20 s.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { useTestCheckout } from '../support/checkout.mjs';
import { withPage } from '../support/browser.mjs';

const env = useTestCheckout({ demo: true });

/** What each language's sign-in reads, and who signs in. */
const CASES = [
  {
    lang: 'de',
    path: '',
    email: 'branch.lead@horizonte-reisen.example',
    name: 'Petra Vogel',
    signInHeading: 'Anmelden',
    demoTitle: 'Demo: Ihre E-Mails landen im Mail-Catcher',
    openCatcher: 'Mail-Catcher öffnen',
    accounts: 'Demo-Konten',
    emailLabel: 'Geschäftliche E-Mail-Adresse',
    send: 'Link senden',
    sent: 'Bitte prüfen Sie Ihr Postfach',
    subject: 'Ihr Anmeldelink für das Backoffice',
    redeem: 'Jetzt anmelden',
  },
  {
    lang: 'fr',
    path: 'fr/',
    email: 'back.office@horizonte-reisen.example',
    name: 'Claire Roux',
    signInHeading: 'Se connecter',
    demoTitle: 'Démo : vos e-mails arrivent dans le collecteur de mails',
    openCatcher: 'Ouvrir le collecteur de mails',
    accounts: 'Comptes de démo',
    emailLabel: 'Adresse e-mail professionnelle',
    send: 'Envoyer le lien',
    sent: 'Veuillez consulter votre boîte de réception',
    subject: 'Votre lien de connexion au back-office',
    redeem: 'Se connecter maintenant',
  },
];

for (const c of CASES) {
  test(`demo sign-in through the mail catcher's page (${c.lang})`, async (t) => {
    const catcher = env.checkout.mailCatcher ?? assert.fail('the demo started a mail catcher');
    await withPage(env.browser, t, async (page) => {
      await page.goto(`${env.checkout.backofficeUrl}${c.path}sign-in`);
      await page.getByRole('heading', { level: 1, name: c.signInHeading }).waitFor();
      // The page names the catcher's address and the demo's accounts.
      await page.getByText(c.demoTitle).waitFor();
      const open = page.getByRole('link', { name: new RegExp(`^${c.openCatcher}`) });
      assert.equal(await open.getAttribute('href'), catcher.webUrl);
      const accounts = await page
        .getByRole('list', { name: c.accounts })
        .getByRole('listitem')
        .allTextContents();
      assert.equal(accounts.length, 3, accounts.join(' | '));
      assert.ok(
        accounts.some((a) => a.startsWith(`${c.email} · ${c.name}`)),
        accounts.join(' | '),
      );

      await page.getByLabel(c.emailLabel).fill(c.email);
      await page.getByRole('button', { name: c.send }).click();
      await page.getByText(c.sent).waitFor();

      // The catcher's page, as a person follows the note's link.
      const mailPage = await page.context().newPage();
      await mailPage.goto(catcher.webUrl);
      await mailPage.getByText(c.subject).first().click({ timeout: 30_000 });
      const link = mailPage.frameLocator('iframe').locator('a[href*="/sign-in?token="]').first();
      const href =
        (await link.getAttribute('href', { timeout: 30_000 })) ?? assert.fail('the mail has a link');
      assert.ok(href.startsWith(`${env.checkout.backofficeUrl}${c.path}sign-in?token=`), href);
      await mailPage.close();

      await page.goto(href);
      await page.getByRole('button', { name: c.redeem }).click();
      await page.getByText(c.name).first().waitFor();
    });
  });
}
