// A real OpenID Connect provider (oidc-provider) for the single sign-on tests, in its own process (it is an ES
// module with ES-module dependencies; Jest runs CommonJS). One client, `backoffice`, whose redirect URI is the
// first argument. Whoever signs in is the account set by GET /__account?email=…&verified=true|false, and signs in
// without a form (the interaction is finished at once, with the consent the client asks for). Prints its issuer
// as one JSON line on stdout when it listens.
import http from 'node:http';
import Provider from 'oidc-provider';

const redirectUri = process.argv[2];
if (!redirectUri) throw new Error('usage: oidc-provider.mjs <redirect uri>');

/** @type {{ email: string, verified: boolean }} */
let account = { email: 'nobody@example.ch', verified: true };

const server = http.createServer();
await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
const address = /** @type {import('node:net').AddressInfo} */ (server.address());
const issuer = `http://127.0.0.1:${address.port}`;

const provider = new Provider(issuer, {
  clients: [
    {
      client_id: 'backoffice',
      client_secret: 'backoffice-secret',
      redirect_uris: [redirectUri],
      grant_types: ['authorization_code'],
      response_types: ['code'],
    },
  ],
  claims: { openid: ['sub'], email: ['email', 'email_verified'] },
  pkce: { required: () => true },
  features: { devInteractions: { enabled: false } },
  findAccount: (_ctx, id) => ({
    accountId: id,
    claims: () => ({ sub: id, email: account.email, email_verified: account.verified }),
  }),
});

const callback = provider.callback();
server.on('request', async (req, res) => {
  const url = new URL(req.url ?? '/', issuer);
  if (url.pathname === '/__account') {
    account = {
      email: url.searchParams.get('email') ?? '',
      verified: url.searchParams.get('verified') !== 'false',
    };
    res.writeHead(204).end();
    return;
  }
  if (url.pathname.startsWith('/interaction/')) {
    const details = await provider.interactionDetails(req, res);
    const accountId = account.email || 'anonymous';
    const grant = details.grantId
      ? await provider.Grant.find(details.grantId)
      : new provider.Grant({ accountId, clientId: String(details.params.client_id) });
    if (!grant) throw new Error('no grant');
    const missing = /** @type {{ missingOIDCScope?: string[], missingOIDCClaims?: string[] }} */ (
      details.prompt.details
    );
    if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
    if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
    const grantId = await grant.save();
    await provider.interactionFinished(req, res, { login: { accountId }, consent: { grantId } });
    return;
  }
  callback(req, res);
});

process.stdout.write(`${JSON.stringify({ issuer })}\n`);
