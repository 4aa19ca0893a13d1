/** The credential of an `Authorization: Bearer …` header (a JWT or an API key), or null when there is none. */
export function bearerToken(authorization: string | undefined): string | null {
  if (!authorization) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
  return match ? match[1] : null;
}
