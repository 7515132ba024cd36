import { z } from "zod";
import type { TranslationTree } from "./namespaces";

/** A locale file of texts by key, nested to any depth: how every page and mail namespace is parsed. */
export const translationTree: z.ZodType<TranslationTree> = z.lazy(() =>
  z.record(z.string(), z.union([z.string(), translationTree])),
);
