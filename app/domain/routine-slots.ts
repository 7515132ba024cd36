/**
 * The slots and steps of a routine (docs/routine.md), apart from its rules so that pages can
 * name them without loading the rules.
 */
export const routineSlots = ["morning", "evening"] as const;

export type RoutineSlot = (typeof routineSlots)[number];

/** The steps in the order they are applied: thinnest to thickest, sunscreen last. */
export const routineSteps = [
  "cleanse",
  "exfoliate",
  "tone",
  "essence",
  "serum",
  "mask",
  "eye",
  "moisturise",
  "sunscreen",
] as const;

export type RoutineStep = (typeof routineSteps)[number];

/** Per slot: one product of each of the ten types and room for two more; beyond that it is a shelf, not a routine. */
export const maxRoutineProducts = 12;
