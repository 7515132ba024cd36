import { describe, expect, it } from "vitest";
import { createInProcessAnalysisEvents } from "~/server/analysis/analysis-events.server";
import type { SkinAnalysis } from "~/domain/skin-analysis";
import { abortableSubscription } from "./abortable-subscription";

const analysis = { id: "a1", userId: "user-1" } as SkinAnalysis;

describe("abortable subscriptions", () => {
  it("deliver the source's items", async () => {
    const events = createInProcessAnalysisEvents();
    const iterator = abortableSubscription((signal) => events.subscribe("user-1", signal));
    const next = iterator.next();
    await new Promise((resolve) => setImmediate(resolve));
    await events.publish(analysis);
    expect(await next).toEqual({ done: false, value: analysis });
  });

  it("stop at once when the consumer stops, even while waiting for an item, and abort the source", async () => {
    const events = createInProcessAnalysisEvents();
    let sourceSignal: AbortSignal | undefined;
    const iterator = abortableSubscription((signal) => {
      sourceSignal = signal;
      return events.subscribe("user-1", signal);
    });
    const pending = iterator.next();
    expect(await iterator.return?.()).toEqual({ done: true, value: undefined });
    expect(sourceSignal?.aborted).toBe(true);
    expect(await pending).toEqual({ done: true, value: undefined });
    await events.publish(analysis);
    expect(await iterator.next()).toEqual({ done: true, value: undefined });
  });
});
