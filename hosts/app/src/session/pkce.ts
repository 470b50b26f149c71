/**
 * PKCE (RFC 7636) for the OpenID Connect sign-in: a random code verifier and its S256 challenge, computed with
 * WebCrypto so no secret ever leaves the browser except to the provider's token endpoint.
 */

/** Unpadded base64url (RFC 4648 section 5), as PKCE and OAuth state values use. */
export function base64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * A fresh random value of `byteLength` random bytes in base64url. 32 bytes give the 43 characters RFC 7636 asks
 * of a verifier at least, with 256 bits of entropy.
 */
export function randomToken(byteLength = 32, crypto: Crypto = globalThis.crypto): string {
  return base64Url(crypto.getRandomValues(new Uint8Array(byteLength)));
}

/** The S256 code challenge of `verifier`: base64url(SHA-256(ASCII(verifier))). */
export async function s256Challenge(verifier: string, crypto: Crypto = globalThis.crypto): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64Url(new Uint8Array(digest));
}
