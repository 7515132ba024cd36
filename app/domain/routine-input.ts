import { z } from "zod";
import { productIdSchema } from "./product-id-schema";
import { maxRoutineProducts } from "./routine-slots";

/**
 * A slot's product ids, each once, at most `maxRoutineProducts`; a missing slot is empty. An id
 * given twice is refused, not merged: the caller meant something the answer would not show
 * (docs/api.md, "getRoutine and updateRoutine").
 */
const slotProductIds = z
  .array(productIdSchema)
  .default([])
  .superRefine((ids, context) => {
    const repeated = ids.find((id, index) => ids.indexOf(id) !== index);
    if (repeated !== undefined) context.addIssue({ code: "custom", message: `${repeated} is given twice` });
  })
  .pipe(z.array(z.string()).max(maxRoutineProducts, `at most ${maxRoutineProducts} products per slot`));

/** The product ids of a routine as the API sends them. */
export const routineSchema = z.object({ morning: slotProductIds, evening: slotProductIds });

export type RoutineProductIds = z.infer<typeof routineSchema>;
