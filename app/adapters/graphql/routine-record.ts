import { routineSources } from "~/domain/routine-sources";
import type { RoutineSourceKey } from "~/domain/routine-sources";
import type { RoutineItem, RoutineView } from "~/server/routine/routine-service.server";

/** The API's `Routine` (docs/api.md, "Routine"): the routine page's facts, without prices. */
export interface RoutineRecord {
  id: string;
  owner: string;
  morning: RoutineItemRecord[];
  evening: RoutineItemRecord[];
  warnings: {
    kind: string;
    slot: string;
    activeClasses: string[];
    productIds: string[];
    ingredients: string[];
    source: RoutineSourceRecord;
  }[];
  advice: { kind: string; uvIndex: number | null; humidity: number | null; source: RoutineSourceRecord }[];
  missingProductIds: string[];
  location: string | null;
  updatedAt: string | null;
}

interface RoutineItemRecord {
  productId: string;
  name: string;
  brand: string;
  productType: string;
  step: string;
}

interface RoutineSourceRecord {
  key: string;
  title: string;
  url: string;
}

const sourceOf = (key: RoutineSourceKey): RoutineSourceRecord => ({ key, ...routineSources[key] });

const itemOf = ({ product, step }: RoutineItem): RoutineItemRecord => ({
  productId: product.id,
  name: product.name,
  brand: product.brand,
  productType: product.productType,
  step,
});

export function routineRecordOf(view: RoutineView, userId: string): RoutineRecord {
  return {
    id: userId,
    owner: userId,
    morning: view.slots.morning.map(itemOf),
    evening: view.slots.evening.map(itemOf),
    warnings: view.warnings.map((warning) => ({
      kind: warning.kind,
      slot: warning.slot,
      activeClasses: warning.activeClasses,
      productIds: warning.productIds,
      ingredients: warning.ingredients,
      source: sourceOf(warning.source),
    })),
    advice: view.advice.map((advice) => ({
      kind: advice.kind,
      uvIndex: advice.uvIndex ?? null,
      humidity: advice.humidity ?? null,
      source: sourceOf(advice.source),
    })),
    missingProductIds: [...new Set([...view.missing.morning, ...view.missing.evening])],
    location: view.location?.name ?? null,
    updatedAt: view.updatedAt,
  };
}
