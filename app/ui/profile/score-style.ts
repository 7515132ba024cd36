import type { ScoreLabel } from "~/domain/score-label";

/**
 * Colours of the three score labels: each is at least 4.5:1 on cream and on white, and
 * the label is always written out too, so colour is never the only cue.
 */
export const scoreLabelStyle: Record<ScoreLabel, { bar: string; text: string; chip: string }> = {
  good: { bar: "bg-[#3d6b4f]", text: "text-[#3d6b4f]", chip: "bg-[#e3efe6] text-[#2f5640]" },
  average: { bar: "bg-[#8a5a00]", text: "text-[#8a5a00]", chip: "bg-[#f6ead2] text-[#6e4800]" },
  poor: { bar: "bg-accent", text: "text-accent", chip: "bg-accent-soft text-[#8f3826]" },
};
