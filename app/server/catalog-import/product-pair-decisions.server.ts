import { z } from "zod";
import { productIdOf } from "~/domain/product-id";
import { readCsvFile } from "./csv-file.server";
import { matchKey, type ProductGroup } from "./product-matcher.server";
import { ingredientOverlap, pairKey, reviewOverlap } from "./product-pairs.server";
import type { Rejection, SourceProduct } from "./source-row.server";

/** The reviewed table of product pairs (data/README.md, docs/catalogue.md "One product, one page"). */
export const pairDecisionsFile = "product-pair-decisions.csv";

/**
 * `same`: one product, merged under `named`; `different`: two products, kept (the reason says
 * whether the formulas differ or one formula is sold under two names); `list-belongs-to`: the
 * list is `named`'s, and the other product does not get it.
 */
export const pairDecisionKinds = ["same", "different", "list-belongs-to"] as const;
export type PairDecisionKind = (typeof pairDecisionKinds)[number];

const decisionRow = z
  .object({
    brand: z.string().trim().min(1),
    name: z.string().trim().min(1),
    other_name: z.string().trim().min(1),
    decision: z.enum(pairDecisionKinds),
    named: z.string().trim(),
    reason: z.string().trim().min(1),
  })
  // Names of one key are one product already, unless a source gives them two lists: then the
  // matcher keeps them apart ("sheet", `groupProducts`), and only `different` can be said of them.
  .refine(
    (row) => row.decision === "different" || matchKey(row.name) !== matchKey(row.other_name),
    "the two names are one product already",
  )
  .refine(
    (row) => (row.decision === "different" ? row.named === "" : row.named === row.name || row.named === row.other_name),
    "`named` must be one of the two names (empty for `different`)",
  );

export interface PairDecision {
  brand: string;
  names: [string, string];
  decision: PairDecisionKind;
  /** The surviving name (`same`) or the list's owner (`list-belongs-to`); null for `different`. */
  named: string | null;
  reason: string;
  line: number;
}

export interface PairDecisions {
  decisions: PairDecision[];
  rejections: Rejection[];
}

/** Reads the reviewed table; a malformed or repeated row is refused with its reason and decides nothing. */
export function readPairDecisions(dataDir: string): PairDecisions {
  const result: PairDecisions = { decisions: [], rejections: [] };
  const seen = new Set<string>();
  for (const { line, record } of readCsvFile(`${dataDir}/${pairDecisionsFile}`) ?? []) {
    const parsed = decisionRow.safeParse(record);
    if (!parsed.success) {
      const reason = parsed.error.issues.map((issue) => issue.message).join("; ");
      result.rejections.push({ file: pairDecisionsFile, line, reason: `malformed pair decision: ${reason}` });
      continue;
    }
    const row = parsed.data;
    const key = pairKey(row.brand, row.name, row.other_name);
    if (seen.has(key)) {
      result.rejections.push({ file: pairDecisionsFile, line, reason: "pair decided twice" });
      continue;
    }
    seen.add(key);
    result.decisions.push({
      brand: row.brand,
      names: [row.name, row.other_name],
      decision: row.decision,
      named: row.named === "" ? null : row.named,
      reason: row.reason,
      line,
    });
  }
  return result;
}

function groupName(group: ProductGroup): { brand: string; name: string } {
  const [first] = group.members;
  return { brand: first?.brand ?? "", name: first?.name ?? "" };
}

/** The groups of the catalogue by brand and the match key of the name they show. */
function groupsByName(groups: readonly ProductGroup[]): Map<string, ProductGroup> {
  const byName = new Map<string, ProductGroup>();
  for (const group of groups) {
    const { brand, name } = groupName(group);
    const key = `${brand}|${matchKey(name)}`;
    if (!byName.has(key)) byName.set(key, group);
  }
  return byName;
}

export interface ReviewedGroups {
  groups: ProductGroup[];
  /** Rows whose list a reviewed pair gave to another product, with that product's id. */
  refusedLists: Map<SourceProduct, string>;
}

/**
 * Applies the reviewed pairs to the grouped rows (docs/catalogue.md, "One product, one page"):
 * a `same` pair becomes one group under the surviving name, in the better of the two places;
 * a `list-belongs-to` pair refuses the other product's rows that give the owner's list (those
 * rows still give their name and prices). `listsOf` is a row's list as its substances, so
 * two spellings or orders of one list are one: one reading, or two where the row gives its list
 * twice in different names.
 */
export function applyPairDecisions(
  groups: readonly ProductGroup[],
  decisions: readonly PairDecision[],
  listsOf: (row: SourceProduct) => readonly string[],
): ReviewedGroups {
  const merged = [...groups];
  const byName = groupsByName(merged);
  // The named product's group and the other's, when both are in the catalogue and apart.
  const groupsOf = (decision: PairDecision): [ProductGroup, ProductGroup] | undefined => {
    const other = decision.names.find((name) => name !== decision.named) ?? "";
    const named = byName.get(`${decision.brand}|${matchKey(decision.named ?? "")}`);
    const unnamed = byName.get(`${decision.brand}|${matchKey(other)}`);
    return named && unnamed && named !== unnamed ? [named, unnamed] : undefined;
  };
  for (const decision of decisions) {
    const pair = decision.decision === "same" ? groupsOf(decision) : undefined;
    if (!pair) continue;
    const [survivor, absorbed] = pair;
    const place = Math.min(merged.indexOf(survivor), merged.indexOf(absorbed));
    const joined: ProductGroup = {
      key: survivor.key,
      members: [...survivor.members, ...absorbed.members],
      prices: [...survivor.prices, ...absorbed.prices],
    };
    merged.splice(merged.indexOf(absorbed), 1);
    merged.splice(merged.indexOf(survivor), 1);
    merged.splice(place, 0, joined);
    for (const [key, group] of byName) if (group === survivor || group === absorbed) byName.set(key, joined);
  }
  const refusedLists = new Map<SourceProduct, string>();
  for (const decision of decisions) {
    const pair = decision.decision === "list-belongs-to" ? groupsOf(decision) : undefined;
    if (!pair) continue;
    const [owner, refused] = pair;
    // The owner's list as the other product carries it: the same substances, or nearly (a copy
    // that a source doubled or cut, as the pair report finds it at `reviewOverlap`).
    const ownerLists = owner.members.flatMap((member) => listsOf(member).map((list) => list.split("|")));
    const { brand, name } = groupName(owner);
    for (const member of refused.members) {
      const lists = listsOf(member).map((list) => list.split("|"));
      if (ownerLists.some((ownerList) => lists.some((list) => ingredientOverlap(ownerList, list) >= reviewOverlap)))
        refusedLists.set(member, productIdOf(brand, name));
    }
  }
  return { groups: merged, refusedLists };
}
