import { z } from "zod";
import { productIdSchema } from "./product-id-schema";
import { maxRoutineProducts } from "./routine-slots";

/** A slot's product ids, each once (at its first place), at most `maxRoutineProducts`; a missing slot is empty. */
const slotProductIds = z
  .array(productIdSchema)
  .default([])
  .transform((ids) => [...new Set(ids)])
  .pipe(z.array(z.string()).max(maxRoutineProducts, `at most ${maxRoutineProducts} products per slot`));

/** The product ids of a routine as the API and the routine form send them. */
export const routineSchema = z.object({ morning: slotProductIds, evening: slotProductIds });

export type RoutineProductIds = z.infer<typeof routineSchema>;
