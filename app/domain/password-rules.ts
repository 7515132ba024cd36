/** Password length bounds (docs/security.md, "Accounts"), counted in characters as people see them. */
export const passwordLength = { min: 8, max: 128 } as const;

export type PasswordLengthProblem = "password-too-short" | "password-too-long";

/**
 * Whether a new password is too short or too long. Counted in Unicode code points, so an
 * emoji counts as one character on the web form and the API alike (a UTF-16 count would take
 * four emoji for eight characters).
 */
export function passwordLengthProblem(password: string): PasswordLengthProblem | null {
  const length = [...password].length;
  if (length < passwordLength.min) return "password-too-short";
  if (length > passwordLength.max) return "password-too-long";
  return null;
}
