// Real OpenID Connect providers for the social sign-in tests (the `oidc-provider` package), started by
// oidc-provider.test-helpers.ts as a plain Node process: the package is ES modules only, which jest's CommonJS sandbox does
// not load. Reads its settings as JSON on argv[2]; prints one JSON line with each provider's issuer when listening.
//
// Each provider has one confidential client (client_secret_post, PKCE required) registered as a native application,
// so any loopback port of the api's callback is accepted (RFC 8252). Who signs in, and whether they cancel, is set
// per test through `POST /__next` with { sub, email, email_verified, given_name, family_name, deny }.
import http from 'node:http';
import Provider from 'oidc-provider';

const settings = JSON.parse(process.argv[2]);

async function start({ slot, clientId, clientSecret }) {
  const server = http.createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${server.address().port}`;
  const accounts = new Map();
  let next = null;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        application_type: 'native',
        redirect_uris: [`http://localhost/oauth2/callback/${slot}`, `http://127.0.0.1/oauth2/callback/${slot}`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    pkce: { required: () => true },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
    // The e-mail claims in the id_token itself: the api reads them there, as Google and Microsoft send them.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    cookies: { keys: [`test-${slot}-key`], names: { session: `_s_${slot}`, interaction: `_i_${slot}`, resume: `_r_${slot}` } },
    findAccount: (_ctx, sub) => {
      const claims = accounts.get(sub);
      return claims ? { accountId: sub, claims: () => claims } : undefined;
    },
  });
  const handle = provider.callback();

  server.on('request', async (req, res) => {
    try {
      if (req.method === 'POST' && req.url === '/__next') {
        let body = '';
        for await (const chunk of req) body += chunk;
        next = JSON.parse(body);
        if (next.sub) accounts.set(next.sub, { sub: next.sub, ...next.claims });
        res.writeHead(204).end();
        return;
      }
      if (req.method === 'GET' && req.url.startsWith('/interaction/')) {
        const details = await provider.interactionDetails(req, res);
        if (!next || next.deny) {
          await provider.interactionFinished(req, res, { error: 'access_denied', error_description: 'End-User aborted interaction' });
          return;
        }
        const grant = details.grantId ? await provider.Grant.find(details.grantId) : new provider.Grant({ accountId: next.sub, clientId });
        grant.addOIDCScope('openid email profile');
        const grantId = await grant.save();
        await provider.interactionFinished(req, res, { login: { accountId: next.sub }, consent: { grantId } }, { mergeWithLastSubmission: false });
        return;
      }
      handle(req, res);
    } catch (err) {
      res.writeHead(500).end(String(err?.stack ?? err));
    }
  });
  return { slot, issuer, close: () => new Promise((resolve) => server.close(resolve)) };
}

const started = await Promise.all(settings.providers.map(start));
process.stdout.write(`${JSON.stringify(Object.fromEntries(started.map((s) => [s.slot, s.issuer])))}\n`);
process.on('SIGTERM', async () => {
  await Promise.all(started.map((s) => s.close()));
  process.exit(0);
});
