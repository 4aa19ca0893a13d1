import type { RestRequest } from './request';
import { BadRequestError, NotFoundError } from '../common/errors';
import { isSocialProvider, SocialProvider } from '../modules/auth/social.input';
import { bodyAsInput } from './operations';
import type { RestRoute } from './resource';

// The account-flow part of the route table (see rest/route-table.ts): logout, demo sign-up, social sign-in.

function bodyToken(req: RestRequest): string {
  const body: unknown = req.body;
  if (body === null || typeof body !== 'object' || Array.isArray(body))
    throw new BadRequestError('The request body must be a JSON object.');
  const token = (body as Record<string, unknown>).token;
  if (typeof token !== 'string') throw new BadRequestError('The key "token" must be provided.');
  return token;
}

/** `{provider}` of /demo/register/{provider}: an unknown provider is a route that does not exist. */
function providerParam(req: RestRequest): SocialProvider {
  const provider = String(req.params.provider);
  if (!isSocialProvider(provider)) throw new NotFoundError(`Unknown sign-in provider "${provider}".`);
  return provider;
}

const socialLogin = (provider: SocialProvider): RestRoute => ({
  method: 'post',
  path: `/login/${provider}`,
  operation: `mutation SocialLogin($input: SocialLoginInput!) { result: loginWithProvider(provider: ${provider}, input: $input) { token } }`,
  variables: (req) => ({ input: { token: bodyToken(req) } }),
  result: { kind: 'raw' },
});

export const accountRoutes: RestRoute[] = [
  // Auth and session (docs/api.md#calls): LexikJWT's `{"token": …}` answer, 401 "Invalid credentials." for a refused token.
  socialLogin(SocialProvider.google),
  socialLogin(SocialProvider.facebook),
  // Every token of the signed-in user stops working; 204 without a body.
  { method: 'post', path: '/logout', operation: 'mutation Logout { result: logout }', result: { kind: 'empty' } },

  // Demo (docs/api.md#calls)
  {
    method: 'post',
    path: '/demo/check-url',
    operation:
      'mutation CheckDemoUrl($input: DemoUrlInput!) { result: checkDemoUrl(input: $input) { url finalUrl reachable status title } }',
    variables: (req) => ({ input: bodyAsInput(req, 'DemoUrlInput') }),
    result: { kind: 'raw' },
  },
  {
    method: 'post',
    path: '/demo/register',
    operation: 'mutation DemoRegister($input: DemoRegisterInput!) { result: demoRegister(input: $input) { token } }',
    variables: (req) => ({ input: bodyAsInput(req, 'DemoRegisterInput') }),
    result: { kind: 'raw', status: 201 },
  },
  {
    method: 'post',
    path: '/demo/register/:provider',
    operation: `mutation DemoRegisterWithProvider($provider: SocialProvider!, $input: DemoProviderRegisterInput!) {
      result: demoRegisterWithProvider(provider: $provider, input: $input) { token }
    }`,
    variables: (req) => ({ provider: providerParam(req), input: bodyAsInput(req, 'DemoProviderRegisterInput') }),
    result: { kind: 'raw', status: 201 },
  },
];
