import { useCallback, useEffect, useState } from "react";
import type { Country } from "~/domain/countries";
import { onDemand } from "~/ui/on-demand";

/** The CSV reader comes with the table, not with the analysis page (docs/performance.md). */
const loadCountriesCsv = onDemand(() => import("~/domain/countries-csv"));

/** Where the country table of the location step is served from (README, "Routes"). */
export const countriesUrl = "/data/countries.csv";

export type CountriesState =
  { status: "loading" } | { status: "failed"; retry(): void } | { status: "ready"; countries: Country[] };

type Loaded = { status: "loading" } | { status: "failed" } | { status: "ready"; countries: Country[] };

/**
 * The country list of the location step, fetched once per visit of the page, with a retry after a
 * failure; not fetched when the server sent it with the page (it rendered the location step).
 */
export function useCountries(sent: readonly Country[] | null): CountriesState {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<Loaded>(sent ? { status: "ready", countries: [...sent] } : { status: "loading" });
  const fetchNeeded = sent === null || attempt > 0;

  useEffect(() => {
    if (!fetchNeeded) return;
    const controller = new AbortController();
    Promise.all([fetch(countriesUrl, { signal: controller.signal }), loadCountriesCsv()])
      .then(async ([response, { parseCountriesCsv }]) => {
        if (!response.ok) throw new Error(`countries: HTTP ${response.status}`);
        const countries = parseCountriesCsv(await response.text());
        if (countries.length === 0) throw new Error("countries: the list is empty");
        setState({ status: "ready", countries });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error("the country list could not be loaded", error);
        setState({ status: "failed" });
      });
    return () => controller.abort();
  }, [attempt, fetchNeeded]);

  const retry = useCallback(() => {
    setState({ status: "loading" });
    setAttempt((count) => count + 1);
  }, []);

  return state.status === "failed" ? { status: "failed", retry } : state;
}
