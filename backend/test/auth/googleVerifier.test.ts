import {
  createGoogleVerifier,
  GoogleTokenError,
  identityFromClaims,
  UNIVERSITY_EMAIL_REQUIRED,
  type GoogleVerifier,
} from '../../src/auth/google';
import { startLocalIssuer, studentClaims, type LocalIssuer } from './localIssuer';

let issuer: LocalIssuer;
let verify: GoogleVerifier;

beforeAll(async () => {
  issuer = await startLocalIssuer();
  verify = createGoogleVerifier({
    clientId: issuer.clientId,
    issuer: issuer.issuer,
    jwksUrl: issuer.jwksUrl,
  });
});
afterAll(() => issuer.close());

async function refusal(token: Promise<string>): Promise<GoogleTokenError> {
  const error: unknown = await verify(await token).then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof GoogleTokenError))
    throw new Error(`expected a GoogleTokenError, got ${String(error)}`);
  return error;
}

describe('Google ID token verification against a real JWKS', () => {
  it('accepts a valid token and reads the identity', async () => {
    const claims = studentClaims({
      email: 'Ada.Lovelace@MIT.edu',
      hd: 'mit.edu',
      given_name: 'Ada',
      family_name: 'Lovelace',
    });
    const identity = await verify(await issuer.sign({ claims }));
    expect(identity).toEqual({
      googleId: claims.sub,
      email: 'ada.lovelace@mit.edu',
      firstName: 'Ada',
      lastName: 'Lovelace',
      picture: null,
    });
  });

  it('fetches the key set once and caches it', async () => {
    const before = issuer.jwksRequests();
    await verify(await issuer.sign());
    await verify(await issuer.sign());
    expect(issuer.jwksRequests()).toBe(before);
  });

  it.each([
    ['expired', () => issuer.sign({ expiresIn: -120 }), 'Google sign-in has expired. Please sign in again.'],
    [
      'wrong audience',
      () => issuer.sign({ claims: studentClaims({ aud: 'someone-else.apps.googleusercontent.com' }) }),
      'Invalid Google sign-in token',
    ],
    [
      'wrong issuer',
      () => issuer.sign({ claims: studentClaims({ iss: 'https://evil.example' }) }),
      'Invalid Google sign-in token',
    ],
    ['bad signature', () => issuer.sign({ foreignKey: true }), 'Invalid Google sign-in token'],
    [
      'non-.edu e-mail',
      () => issuer.sign({ claims: studentClaims({ email: 'someone@gmail.com', hd: undefined }) }),
      UNIVERSITY_EMAIL_REQUIRED,
    ],
    [
      'unverified e-mail',
      () => issuer.sign({ claims: studentClaims({ email_verified: false }) }),
      'Your Google account e-mail address is not verified.',
    ],
    [
      'non-.edu hosted domain',
      () => issuer.sign({ claims: studentClaims({ hd: 'corp.example.com' }) }),
      UNIVERSITY_EMAIL_REQUIRED,
    ],
  ])('refuses a token with %s (401)', async (_name, token, message) => {
    const error = await refusal(token());
    expect(error.status).toBe(401);
    expect(error.message).toBe(message);
  });

  it('refuses garbage and a tampered payload', async () => {
    expect((await refusal(Promise.resolve('not-a-jwt'))).status).toBe(401);
    const [h, , s] = (await issuer.sign()).split('.');
    const forged = Buffer.from(
      JSON.stringify({
        ...studentClaims(),
        iss: issuer.issuer,
        aud: issuer.clientId,
        exp: 4102444800,
        iat: 1,
      }),
    ).toString('base64url');
    expect((await refusal(Promise.resolve(`${h}.${forged}.${s}`))).message).toBe(
      'Invalid Google sign-in token',
    );
  });

  it('answers 503 when the issuer cannot be reached', async () => {
    const offline = createGoogleVerifier({
      clientId: issuer.clientId,
      issuer: issuer.issuer,
      jwksUrl: 'http://127.0.0.1:9/certs',
    });
    const error = await offline(await issuer.sign()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GoogleTokenError);
    expect((error as GoogleTokenError).status).toBe(503);
  });

  it("accepts both spellings of Google's issuer when configured for Google", () => {
    // signature checks aside, the claim rules are the same for either spelling
    expect(identityFromClaims(studentClaims({ iss: 'accounts.google.com' })).email).toMatch(/@state\.edu$/);
  });
});
