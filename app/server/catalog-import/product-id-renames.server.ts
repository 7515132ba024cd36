import { z } from "zod";
import { productIdSchema } from "~/domain/product-id-schema";
import { readCsvFile } from "./csv-file.server";
import type { Rejection } from "./source-row.server";

export const productIdRenamesFile = "product-id-renames.csv";

/** Why a reviewed rename was not kept: its new id is no catalogue product (the table is out of date). */
export const unplacedRename = "renamed id names no catalogue product";

const renameRow = z
  .object({ old_id: productIdSchema, new_id: productIdSchema, reason: z.string().trim().min(1) })
  .refine((row) => row.old_id !== row.new_id, "the old and the new id are the same");

/** An id a product had before its name was read right (docs/catalogue.md, "One product, one page"). */
export interface ProductIdRename {
  fromId: string;
  toId: string;
  line: number;
}

/**
 * The reviewed table of ids whose product was renamed, not merged: a name that a source had
 * mis-decoded ("Crme", "Directora s") now reads right, so the product's id changed, and the old
 * id answers 301 like a merged product's. A malformed row is refused with its reason.
 */
export function readProductIdRenames(dataDir: string): { renames: ProductIdRename[]; rejections: Rejection[] } {
  const renames: ProductIdRename[] = [];
  const rejections: Rejection[] = [];
  for (const { line, record } of readCsvFile(`${dataDir}/${productIdRenamesFile}`) ?? []) {
    const parsed = renameRow.safeParse(record);
    if (parsed.success) renames.push({ fromId: parsed.data.old_id, toId: parsed.data.new_id, line });
    else
      rejections.push({
        file: productIdRenamesFile,
        line,
        reason: `malformed rename: ${parsed.error.issues.map((issue) => issue.message).join("; ")}`,
      });
  }
  return { renames, rejections };
}
