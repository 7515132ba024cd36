/** The entries of a comma-separated setting, each trimmed, empty ones dropped ("a, b,," is a and b). */
export function commaList(text: string): string[] {
  return text
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "");
}
