/** The two button looks of the analysis screens, matching the landing page's calls to action. */
export const primaryButtonClass =
  "inline-flex min-h-12 items-center justify-center gap-2 rounded-full bg-accent px-7 text-base font-semibold text-cream shadow-sm transition-colors hover:bg-[#8f3826] disabled:cursor-not-allowed disabled:opacity-60";

export const secondaryButtonClass =
  "inline-flex min-h-12 items-center justify-center gap-2 rounded-full border border-line bg-white/70 px-6 text-base font-semibold text-ink transition-colors hover:border-ink/40";
