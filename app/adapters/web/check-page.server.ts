import { z } from "zod";
import type { PastedListProblem } from "~/domain/pasted-ingredient-list";
import { type ProductType, productTypes } from "~/domain/product-types";
import type { IngredientReading, PastedList } from "~/domain/ingredient-reading";
import { boundedBody, dropBody, formOf } from "./bounded-body.server";
import { decodeSharedList, encodeSharedList, maxShareQueryBytes } from "./check-share.server";

/**
 * The check page's form and links (docs/check.md): the form's fields read within a size limit,
 * the text's limits, and the reading a link carries.
 */

/** Why a check shows no reading, or what it says above one; each has a message `check:problems.{code}`. */
export type CheckProblem = PastedListProblem | "body-too-large" | "unreadable-form" | "broken-link" | "rate-limited";

/** What the page shows: the text in the field, the type chosen, and the reading or the problem. */
export interface CheckPageData {
  text: string;
  productType: ProductType | null;
  reading: IngredientReading | null;
  problem: CheckProblem | null;
  /** Whether the page's address carries the list (false: too long for a link, shown from the form). */
  shareable: boolean;
}

/**
 * 10,000 characters sent as a form: each up to 9 bytes percent-encoded (a character of 3 UTF-8
 * bytes), and the type. A larger body is refused unread (413).
 */
export const maxCheckRequestBytes = 96 * 1024;

const productTypeField = z.enum(productTypes);

const checkForm = z.object({
  list: z.string(),
  type: z.union([z.literal(""), productTypeField]).transform((type) => (type === "" ? null : type)),
});

export type CheckForm =
  | { ok: true; text: string; productType: ProductType | null }
  | { ok: false; problem: "body-too-large" | "unreadable-form" };

/** The form's fields, read within `maxCheckRequestBytes` and parsed with zod. */
export async function readCheckForm(request: Request): Promise<CheckForm> {
  const declared = request.headers.get("Content-Length");
  if (declared !== null && /^\d+$/.test(declared) && Number(declared) > maxCheckRequestBytes) {
    dropBody(request);
    return { ok: false, problem: "body-too-large" };
  }
  const body = await boundedBody(request, maxCheckRequestBytes);
  if (body === "too-large") return { ok: false, problem: "body-too-large" };
  const form = await formOf(body, request.headers.get("Content-Type") ?? "");
  const parsed = checkForm.safeParse(form === null ? null : { list: form.get("list"), type: form.get("type") ?? "" });
  return parsed.success
    ? { ok: true, text: parsed.data.list, productType: parsed.data.type }
    : { ok: false, problem: "unreadable-form" };
}

/** The query of a reading's link (`list=1.…&type=toner`), or null when it would be over 2 KB. */
export function shareQuery(list: PastedList, productType: ProductType | null): string | null {
  const query = new URLSearchParams({ list: encodeSharedList(list) });
  if (productType !== null) query.set("type", productType);
  const text = query.toString();
  return text.length <= maxShareQueryBytes ? text : null;
}

export type SharedReading =
  { kind: "none" } | { kind: "list"; list: PastedList; productType: ProductType | null } | { kind: "broken" };

/** The list and type a page's address carries; a link that was cut, changed or forged is `broken`. */
export function sharedReadingOf(url: URL): SharedReading {
  const list = url.searchParams.getAll("list");
  const type = url.searchParams.getAll("type");
  if (list.length === 0 && type.length === 0) return { kind: "none" };
  const [value] = list;
  const decoded = list.length === 1 && value !== undefined ? decodeSharedList(value) : null;
  const productType = type.length === 0 ? null : type.length === 1 ? productTypeField.safeParse(type[0]) : null;
  if (decoded === null || (productType !== null && !productType.success)) return { kind: "broken" };
  return { kind: "list", list: decoded, productType: productType === null ? null : productType.data };
}

/**
 * The list as the field shows it again: its entries, comma-separated, a "Drug Facts" label's
 * actives under their heading, so that checking it again reads the same list.
 */
export function listText(list: PastedList): string {
  const actives = list.entries.slice(0, list.activeCount);
  const others = [...list.entries.slice(list.activeCount), ...list.notNames].join(", ");
  return actives.length === 0 ? others : `Active ingredients: ${actives.join(", ")}\nInactive ingredients: ${others}`;
}
