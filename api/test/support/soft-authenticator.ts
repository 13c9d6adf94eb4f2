// A software passkey for the tests (issue 34): an ES256 key pair of node's crypto, and the authenticator data,
// attestation object and client data a browser's authenticator would give, built by hand. It answers the options
// of @simplewebauthn/server as @simplewebauthn/browser would hand them back, so the API's verification is the real
// one. (The browser journey with Chromium's virtual authenticator is the e2e suite's.)
import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

const sha256 = (data: Uint8Array | string): Buffer => createHash('sha256').update(data).digest();
const b64u = (data: Uint8Array | string): string => Buffer.from(data).toString('base64url');
const u8 = (data: Buffer): Uint8Array => new Uint8Array(data);

/** Flags of authenticator data: user present, user verified, attested credential data included. */
const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

export interface SoftAuthenticator {
  credentialId: string;
  /** The answer of navigator.credentials.create() to registration options, as JSON. */
  register(options: { challenge: string; user: { id: string } }, origin?: string): Record<string, unknown>;
  /** The answer of navigator.credentials.get() to sign-in options, as JSON. */
  authenticate(options: { challenge: string }, origin?: string): Record<string, unknown>;
}

export const createSoftAuthenticator = (rpId: string, defaultOrigin: string): SoftAuthenticator => {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const coseKey = isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, u8(Buffer.from(jwk.x ?? '', 'base64url'))],
      [-3, u8(Buffer.from(jwk.y ?? '', 'base64url'))],
    ]),
  );
  const credentialId = randomBytes(16);
  let counter = 0;
  let userHandle = '';
  const counterBytes = () => {
    const bytes = Buffer.alloc(4);
    bytes.writeUInt32BE(counter);
    return bytes;
  };
  const clientData = (type: string, challenge: string, origin: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  return {
    credentialId: b64u(credentialId),
    register(options, origin = defaultOrigin) {
      userHandle = options.user.id;
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(credentialId.length);
      const authData = Buffer.concat([
        sha256(rpId),
        Buffer.from([UP | UV | AT]),
        counterBytes(),
        Buffer.alloc(16),
        idLength,
        credentialId,
        Buffer.from(coseKey),
      ]);
      const attestationObject = isoCBOR.encode(
        new Map<string, string | Uint8Array | Map<string, never>>([
          ['fmt', 'none'],
          ['attStmt', new Map<string, never>()],
          ['authData', u8(authData)],
        ]),
      );
      return {
        id: b64u(credentialId),
        rawId: b64u(credentialId),
        type: 'public-key',
        response: {
          clientDataJSON: b64u(clientData('webauthn.create', options.challenge, origin)),
          attestationObject: b64u(attestationObject),
          transports: ['internal'],
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      };
    },
    authenticate(options, origin = defaultOrigin) {
      counter += 1;
      const authData = Buffer.concat([sha256(rpId), Buffer.from([UP | UV]), counterBytes()]);
      const client = clientData('webauthn.get', options.challenge, origin);
      const signature = sign('sha256', Buffer.concat([authData, sha256(client)]), privateKey);
      return {
        id: b64u(credentialId),
        rawId: b64u(credentialId),
        type: 'public-key',
        response: {
          clientDataJSON: b64u(client),
          authenticatorData: b64u(authData),
          signature: b64u(signature),
          userHandle,
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      };
    },
  };
};
