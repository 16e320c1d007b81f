/** The e-mail claim of a Google ID token (read only to refuse non-.edu accounts early; the server verifies). */
export function idTokenEmail(token: string): string | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(
      payload
        .replace(/-/g, '+')
        .replace(/_/g, '/')
        .padEnd(Math.ceil(payload.length / 4) * 4, '='),
    );
    const claims: unknown = JSON.parse(json);
    const email =
      typeof claims === 'object' && claims !== null ? (claims as { email?: unknown }).email : undefined;
    return typeof email === 'string' ? email : null;
  } catch {
    return null;
  }
}
