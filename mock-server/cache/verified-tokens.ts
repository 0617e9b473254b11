import type { TokenClaims, TokenKind, TokenSigner } from '../auth/tokens';

/**
 * Remembers the claims of tokens whose signature checked out, by the token's exact text: checking an
 * HS256 signature through WebCrypto costs more than the rest of a cached read. The same text always
 * carries the same signature and claims, so only the expiry can change the verdict, and it is
 * compared with the clock on every use. Refused tokens are not remembered (anyone can make new ones).
 */
export function createVerifiedTokens(tokens: Pick<TokenSigner, 'verify'>, maxEntries = 20_000) {
  const verified = new Map<string, TokenClaims>();
  return async function verify(token: string, kind: TokenKind): Promise<TokenClaims | null> {
    const key = `${kind}:${token}`;
    const known = verified.get(key);
    if (known) {
      if (known.expiresAt.getTime() > Date.now()) return known;
      verified.delete(key);
      return null;
    }
    const claims = await tokens.verify(token, kind);
    if (!claims) return null;
    verified.set(key, claims);
    // A Map iterates in insertion order: the first key is the oldest.
    if (verified.size > maxEntries) verified.delete(verified.keys().next().value as string);
    return claims;
  };
}
