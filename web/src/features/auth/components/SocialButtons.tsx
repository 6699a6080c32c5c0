import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphqlRequest } from '../../../shared/api/graphql-request';
import { PlainButton } from '../../../shared/plain/PlainButton';
import { AuthProviders } from '../operations';

export interface AuthProvider {
  id: string;
  name: string;
}

let providersLoad: Promise<AuthProvider[]> | undefined;

/** The configured providers, asked once per visit; a failed answer shows no button (and is asked again next time). */
export function loadAuthProviders(): Promise<AuthProvider[]> {
  providersLoad ??= graphqlRequest(AuthProviders, {}).then(
    (d) => d.authProviders,
    () => {
      providersLoad = undefined;
      return [];
    },
  );
  return providersLoad;
}

/** Tests decide what the api would answer (undefined: ask it again). */
export function primeAuthProviders(providers: AuthProvider[] | undefined): void {
  providersLoad = providers && Promise.resolve(providers);
}

/** Where the api's sign-in flow starts; it comes back to /sign-in with `oauth_code` or `oauth_error`. */
export function authorizeUrl(provider: string, origin = window.location.origin): string {
  return `/oauth2/authorize/${encodeURIComponent(provider)}?redirect_uri=${encodeURIComponent(`${origin}/sign-in`)}`;
}

/** A full page navigation: the provider's pages are not ours. */
const go = (url: string) => window.location.assign(url);

/** 'Continuer avec Google', one button per configured provider; nothing at all when none is configured. */
export function SocialButtons({ navigate = go }: { navigate?: (url: string) => void }) {
  const [providers, setProviders] = useState<AuthProvider[]>([]);
  useEffect(() => {
    let live = true;
    void loadAuthProviders().then((p) => live && setProviders(p));
    return () => {
      live = false;
    };
  }, []);
  if (!providers.length) return null;
  return (
    <div className="auth-social">
      {providers.map((p) => (
        <PlainButton key={p.id} size="large" block onClick={() => navigate(authorizeUrl(p.id))}>
          <FormattedMessage id="auth.social.continue" values={{ provider: p.name }} />
        </PlainButton>
      ))}
      <p className="auth-social-or">
        <FormattedMessage id="auth.social.or" />
      </p>
    </div>
  );
}
