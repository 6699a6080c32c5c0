import type { Page } from 'playwright-core';
import type { TestServer } from '../../api/test/server';
import { waitForPath } from './browser';

export interface Account {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/** A confirmed company through the real flows: sign-up, the e-mailed link, then a USER invited by the MANAGER. */
export async function createCompany(app: TestServer, tag: string): Promise<{ manager: Account; user: Account; company: string }> {
  const company = `Société ${tag}`;
  const manager: Account = { email: `manager.${tag}@example.ma`, password: 'Secret123', firstName: 'Nadia', lastName: 'Berrada' };
  const user: Account = { email: `chef.${tag}@example.ma`, password: 'Secret123', firstName: 'Omar', lastName: 'Tazi' };
  const signUp = await app.gql(`mutation($input: SignUpInput!) { signUp(input: $input) { id } }`, {
    input: {
      firstName: manager.firstName,
      lastName: manager.lastName,
      email: manager.email,
      password: manager.password,
      confirmPassword: manager.password,
      companyName: company,
    },
  });
  if (signUp.body.errors) throw new Error(JSON.stringify(signUp.body.errors));
  const token = (await linkToken(app, manager.email, '/email-verfication'))!;
  await app.gql(`mutation($t: String) { confirmEmail(token: $t) { message } }`, { t: token });
  const signIn = await app.gql(`mutation($input: SignInInput!) { signIn(input: $input) { accessToken } }`, {
    input: { email: manager.email, password: manager.password },
  });
  const access = signIn.body.data.signIn.accessToken as string;
  await app.gql(
    `mutation($input: InviteUserInput!) { inviteUser(input: $input) { id } }`,
    { input: { email: user.email, firstName: user.firstName, lastName: user.lastName, role: 'USER' } },
    access,
  );
  const invite = (await linkToken(app, user.email, '/invitation'))!;
  const accepted = await app.gql(`mutation($input: ResetPasswordInput!) { acceptInvitation(input: $input) { message } }`, {
    input: { token: invite, password: user.password, confirmPassword: user.password },
  });
  if (accepted.body.errors) throw new Error(JSON.stringify(accepted.body.errors));
  return { manager, user, company };
}

async function linkToken(app: TestServer, email: string, path: string): Promise<string | null> {
  const mail = await app.smtp.waitFor(email, (m) => m.links.some((l) => l.includes(`${path}?token=`)));
  const link = mail.links.find((l) => l.includes(`${path}?token=`));
  return link ? new URL(link).searchParams.get('token') : null;
}

export async function signIn(page: Page, app: TestServer, account: Account): Promise<void> {
  await page.goto(`${app.url}/sign-in`);
  await page.getByLabel('Adresse e-mail', { exact: true }).fill(account.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await waitForPath(page, '/dashboard');
  await page.getByRole('button', { name: /^(Mon compte|My account)/ }).waitFor();
}

/** A valid 64×48 PNG (made with sharp): the server decodes images it keeps, so it must be a real one. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAwCAIAAAAuKetIAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAfUlEQVR4nO2SAQkAURSDlssk' +
    'l8vEF2M8/sAAOhY+T5O6AQuwviK7kHdJ3YAFWF+RXci7pG7AAqyvyC7kXVI3YAHWV2QX8i6pG7AA6yuyC3mX1A1YgPUV2YW8S+oG' +
    'LMD6iuxC3iV1AxZgfUV2Ie+SugELsL4iu5B3Sd2AxwN+B62wxM9P9bwAAAAASUVORK5CYII=',
  'base64',
);

/**
 * A journey's setup through the api, signed in as `account`: `gql` answers the data, or throws with the api's errors.
 */
export async function apiAs(
  app: TestServer,
  account: Account,
): Promise<{ token: string; gql(query: string, variables?: Record<string, unknown>): Promise<any> }> {
  const signedIn = await app.gql(`mutation($input: SignInInput!) { signIn(input: $input) { accessToken } }`, {
    input: { email: account.email, password: account.password },
  });
  const token = signedIn.body.data.signIn.accessToken as string;
  return {
    token,
    async gql(query, variables = {}) {
      const res = await app.gql(query, variables, token);
      if (res.body.errors) throw new Error(JSON.stringify(res.body.errors));
      return res.body.data;
    },
  };
}
