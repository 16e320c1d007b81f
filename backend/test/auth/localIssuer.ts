import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';

/** Claims of a Google ID token that the tests vary. */
export interface IdTokenClaims extends JWTPayload {
  email?: string;
  email_verified?: boolean;
  hd?: string;
  given_name?: string;
  family_name?: string;
}

export interface SignOptions {
  claims?: IdTokenClaims;
  /** Seconds from now; negative for an already expired token. Default 3600. */
  expiresIn?: number;
  /** Sign with a key the JWKS does not publish (same kid), i.e. a forged signature. */
  foreignKey?: boolean;
}

export interface LocalIssuer {
  /** `iss` of its tokens and the configured GOOGLE_ISSUER. */
  issuer: string;
  jwksUrl: string;
  clientId: string;
  sign(options?: SignOptions): Promise<string>;
  /** How many times the JWKS was fetched (the verifier should cache it). */
  jwksRequests(): number;
  close(): Promise<void>;
}

let counter = 0;

/** A student's claims as Google would put them in an ID token. */
export function studentClaims(overrides: IdTokenClaims = {}): IdTokenClaims {
  counter += 1;
  const n = `${Date.now().toString(36)}${counter}`;
  return {
    sub: `google-${n}`,
    email: `student${n}@state.edu`,
    email_verified: true,
    hd: 'state.edu',
    given_name: 'Grace',
    family_name: 'Hopper',
    ...overrides,
  };
}

/**
 * A real OpenID issuer on loopback: an RS256 key pair, its public JWK served at `/.well-known/jwks.json`
 * over HTTP on an ephemeral port, and real signed ID tokens.
 */
export async function startLocalIssuer(
  clientId = 'campus-test-client.apps.googleusercontent.com',
): Promise<LocalIssuer> {
  const kid = 'local-test-key';
  const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true });
  const foreign = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  let requests = 0;
  const server: Server = createServer((req, res) => {
    if (req.url === '/.well-known/jwks.json') {
      requests += 1;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ keys: [jwk] }));
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;

  const sign = async ({
    claims = studentClaims(),
    expiresIn = 3600,
    foreignKey = false,
  }: SignOptions = {}) => {
    const now = Math.floor(Date.now() / 1000);
    const key: CryptoKey = foreignKey ? foreign.privateKey : privateKey;
    return new SignJWT({ iss: issuer, aud: clientId, ...claims })
      .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
      .setIssuedAt(expiresIn < 0 ? now + expiresIn - 3600 : now)
      .setExpirationTime(now + expiresIn)
      .sign(key);
  };

  return {
    issuer,
    jwksUrl: `${issuer}/.well-known/jwks.json`,
    clientId,
    sign,
    jwksRequests: () => requests,
    close: () => new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
}
