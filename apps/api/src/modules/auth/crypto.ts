import { createHash, createHmac, randomBytes, randomInt } from 'node:crypto';
import { hash, verify, type Options } from '@node-rs/argon2';
import { SignJWT, jwtVerify } from 'jose';
import { TokenNotValid } from '../../http/errors.js';

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function randomDigits(length: number): string {
  return String(randomInt(0, 10 ** length)).padStart(length, '0');
}

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hashed: string, password: string): Promise<boolean>;
  /** Spends the same time as a real check, for unknown accounts. */
  burn(password: string): Promise<void>;
}

export function createPasswordHasher(cost: { memoryCost: number; timeCost: number }): PasswordHasher {
  // 2 = Algorithm.Argon2id (a const enum, not importable under verbatimModuleSyntax).
  const options: Options = { algorithm: 2, memoryCost: cost.memoryCost, timeCost: cost.timeCost };
  let dummy: Promise<string> | undefined;
  return {
    hash: (password) => hash(password, options),
    async verify(hashed, password) {
      try {
        return await verify(hashed, password);
      } catch {
        return false;
      }
    },
    async burn(password) {
      dummy ??= hash(randomToken(), options);
      await verify(await dummy, password).catch(() => false);
    },
  };
}

export interface AccessClaims {
  userId: number;
  sessionId: string;
}

export interface TokenSigner {
  signAccess(claims: AccessClaims): Promise<string>;
  verifyAccess(token: string): Promise<AccessClaims>;
  /** Keyed hash for short secrets (SMS codes) that a plain hash would not protect. */
  hmac(value: string): string;
}

export function createTokenSigner(secret: string, accessTtlSeconds: number): TokenSigner {
  const key = new TextEncoder().encode(secret);
  // Imported once: given raw bytes, jose imports a CryptoKey on every call (≈ 6% of a verify's CPU).
  let hmacKey: Promise<CryptoKey> | undefined;
  const jwtKey = () =>
    (hmacKey ??= crypto.subtle.importKey('raw', key, { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]));
  return {
    async signAccess({ userId, sessionId }) {
      return new SignJWT({ sid: sessionId, typ: 'access' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userId))
        .setIssuedAt()
        .setJti(randomToken(12))
        .setExpirationTime(`${accessTtlSeconds}s`)
        .sign(await jwtKey());
    },
    async verifyAccess(token) {
      try {
        const { payload } = await jwtVerify(token, await jwtKey(), { algorithms: ['HS256'] });
        const userId = Number(payload.sub);
        if (payload['typ'] !== 'access' || typeof payload['sid'] !== 'string' || !Number.isInteger(userId)) {
          throw new TokenNotValid();
        }
        return { userId, sessionId: payload['sid'] };
      } catch {
        throw new TokenNotValid();
      }
    },
    hmac(value) {
      return createHmac('sha256', key).update(value).digest('hex');
    },
  };
}
