export const skinTypes = ["oily", "dry", "combination", "normal"] as const;
export type SkinType = (typeof skinTypes)[number];

export function isSkinType(value: string): value is SkinType {
  return (skinTypes as readonly string[]).includes(value);
}
