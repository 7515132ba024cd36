/** The profile's buttons and button-like links, in the site's rounded style. */
export const primaryButton =
  "inline-flex min-h-12 items-center justify-center gap-2 rounded-full bg-accent px-6 font-semibold text-cream transition-colors hover:bg-[#8f3826] disabled:opacity-70";

export const secondaryButton =
  "inline-flex min-h-12 items-center justify-center gap-2 rounded-full border border-ink/30 bg-cream px-6 font-semibold text-ink transition-colors hover:border-ink disabled:opacity-70";

export const dangerButton =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-full border border-accent/50 bg-cream px-5 font-semibold text-accent transition-colors hover:border-accent hover:bg-accent-soft disabled:opacity-70";

export const dangerSolidButton =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-accent px-5 font-semibold text-cream transition-colors hover:bg-[#8f3826] disabled:opacity-70";
