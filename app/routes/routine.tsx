import { data, redirect } from "react-router";
import { z } from "zod";
import { ownPagePath } from "~/domain/language-path";
import { routineSlots } from "~/domain/routine-slots";
import { routineSources } from "~/domain/routine-sources";
import { routinePath, signInPath } from "~/domain/site-paths";
import { translator } from "~/i18n/translate.server";
import { languageParam } from "~/adapters/web/route-params.server";
import { RoutinePage } from "~/ui/routine/routine-page";
import type { Route } from "./+types/routine";

/** `/{lang}/routine` (docs/routine.md): the signed-in user's routine, its warnings and climate advice. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const language = languageParam(params.lang);
  const session = await context.services.accounts.sessionOf(request.headers);
  if (!session) throw redirect(signInPath(language));
  const routine = await context.services.routines.routineOf(session.userId, language);
  const names = new Map(
    routineSlots.flatMap((slot) => routine.slots[slot].map(({ product }) => [product.id, product.name] as const)),
  );
  const t = translator(language);
  return {
    language,
    slots: routine.slots,
    warnings: routine.warnings.map((warning) => ({
      kind: warning.kind,
      slot: warning.slot,
      products: warning.productIds.map((id) => names.get(id) ?? id),
      ingredients: warning.ingredients,
      source: routineSources[warning.source],
    })),
    advice: routine.advice.map((advice) => ({ ...advice, source: routineSources[advice.source] })),
    missing: routine.missing,
    country: routine.location?.name ?? null,
    metaTitle: t("routine:meta.title"),
    metaDescription: t("routine:meta.description"),
  };
}

const routineForm = z.object({
  intent: z.enum(["add", "remove"]),
  slot: z.enum(routineSlots),
  productId: z.string().max(200),
  returnTo: z.string().max(2000).optional(),
});

/**
 * The routine buttons of the product page and the routine page: a plain form post, so they work
 * without JavaScript. Done, it goes back to the page the button was on; refused (a product gone
 * from the catalogue, a full slot), the routine page says why.
 */
export async function action({ params, request, context }: Route.ActionArgs) {
  const language = languageParam(params.lang);
  const session = await context.services.accounts.sessionOf(request.headers);
  if (!session) throw redirect(signInPath(language));
  const parsed = routineForm.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data({ error: "invalid" as const }, { status: 400 });
  const { returnTo, ...change } = parsed.data;
  const result = await context.services.routines.change(session.userId, change);
  if (!result.ok) return data({ error: result.error }, { status: 422 });
  throw redirect(ownPagePath(returnTo ?? "", language) ?? routinePath(language));
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return [
    { title: loaderData.metaTitle },
    { name: "description", content: loaderData.metaDescription },
    { name: "robots", content: "noindex" },
  ];
}

export default function Routine({ loaderData, actionData }: Route.ComponentProps) {
  return <RoutinePage {...loaderData} error={actionData?.error ?? null} />;
}
