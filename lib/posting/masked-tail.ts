// How a bot token is shown anywhere but to Telegram: `••••` and its last four characters. Dependency-free, so the
// relay (relay/) masks tokens by the same rule as the extension.

/** The masked form every page and log gets: `••••` and the last four characters. */
export function maskedTail(token: string): string {
  return `••••${token.slice(-4)}`;
}
