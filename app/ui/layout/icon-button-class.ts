/** The round 44 px icon buttons of the header and the menu. */
export const iconButtonClass =
  "inline-flex h-11 w-11 items-center justify-center rounded-full text-ink transition-colors hover:bg-sand";
