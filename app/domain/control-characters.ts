/**
 * Control characters (NUL among them, `\p{Cc}`) are part of no text a visitor or a client sends
 * us, and PostgreSQL refuses NUL in text: every boundary refuses them with a clear message
 * (docs/security.md, "Hostile input").
 */
const controlCharacter = /\p{Cc}/u;

export function hasControlCharacter(text: string): boolean {
  return controlCharacter.test(text);
}
