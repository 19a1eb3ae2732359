/**
 * A short, one-way name for an API key at a base URL: cache keys include it so answers for one key are never
 * served to another, and so the key itself never becomes part of a storage key.
 */
export async function keyIdOf(baseUrl: string, apiKey: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${baseUrl}\n${apiKey}`));
  return Array.from(new Uint8Array(digest).slice(0, 8), (b) => b.toString(16).padStart(2, '0')).join('');
}
