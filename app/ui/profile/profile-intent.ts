/** What a form on the profile page asks its action to do (the `intent` field). */
export const profileIntents = ["sign-out", "sign-out-everywhere", "delete-selfie", "delete-account"] as const;
export type ProfileIntent = (typeof profileIntents)[number];

/** The intents that ask first; `?confirm={intent}` opens their confirmation without JavaScript. */
export const confirmedIntents = ["delete-selfie", "delete-account"] as const satisfies readonly ProfileIntent[];
export type ConfirmedIntent = (typeof confirmedIntents)[number];

export function isConfirmedIntent(value: string | null): value is ConfirmedIntent {
  return (confirmedIntents as readonly (string | null)[]).includes(value);
}
