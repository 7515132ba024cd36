import type { ScoreLabel } from "~/domain/score-label";
import type { BadgeTone } from "~/ui/kit/badge";

/**
 * Colours of the three score labels: each is at least 4.5:1 on cream and on white, and
 * the label is always written out too, so colour is never the only cue.
 */
export const scoreLabelStyle: Record<ScoreLabel, { bar: string; text: string; chip: BadgeTone }> = {
  good: { bar: "bg-good", text: "text-good", chip: "good" },
  average: { bar: "bg-warn", text: "text-warn", chip: "warn" },
  poor: { bar: "bg-accent", text: "text-accent", chip: "accent" },
};
