import {
  type CommunityRatingRecord,
  type PriceObservationRecord,
  type ProductRecord,
  type ProductVersionsRecord,
  productObjectLists,
  type ReferencePriceRecord,
} from "~/domain/api-records";
import type { IngredientFlagKey } from "~/domain/ingredient-flags";
import type { Market } from "~/domain/markets";
import { type PastedListProblem, pastedListProblem } from "~/domain/pasted-ingredient-list";
import { translator } from "~/i18n/translate.server";
import type { SkinAnalysis } from "~/domain/skin-analysis";
import { InvalidAnswersError } from "~/server/analysis/analysis-service.server";
import { InvalidNextTokenError } from "~/server/api/record-service.server";
import type { Allowance } from "~/server/rate-limit/shared-rate-limits.server";
import type { AppServices } from "~/server/services.server";
import { abortableSubscription } from "./abortable-subscription";
import type { Viewer } from "./authenticate.server";
import { type BatchLoader, createBatchLoader } from "./batch-loader";
import { checkIngredientsArguments, checkRefusalMessage, productTypeEnum } from "./check-arguments";
import { badUserInput, checkRateLimited, sessionEnded } from "./graphql-errors";
import { type IngredientReadingRecord, ingredientReadingRecord } from "./ingredient-reading-record";
import { ingredientsByIngredientRequest, invalidNextTokenMessage, listProductsRequest } from "./list-arguments";
import { priceObservationRecordOf } from "./price-observation-record";
import { referencePriceRecordOf } from "./reference-price-record";
import {
  answerRule,
  answersOf,
  isAcceptedImage,
  type UpdateUsersInput,
  type UsersRecord,
  usersRecordOf,
} from "./users-record";
import { type RoutineRecord, routineRecordOf } from "./routine-record";
import { ownRecordsViewer } from "./viewer-guards";

/** A routine's facts (steps, warnings, advice) are the same in every market; the API's items carry no price. */
const apiMarket: Market = "en";

/** What every resolver sees: the caller, decided before GraphQL ran. */
export interface ResolverContext {
  viewer: Viewer;
}

type ListArgs = { filter?: unknown; limit?: unknown; nextToken?: unknown };

/** Counts one `checkIngredients` call of the viewer against its limit (rate-limits.server.ts). */
export type CheckAllowance = (viewer: Viewer) => Promise<Allowance>;

const englishTexts = translator("en");
/** A flag's source as the product page cites it, in English: one text for the pages and the API. */
const flagSource = (flag: IngredientFlagKey): string => englishTexts(`catalog:flags.flag.${flag}.source`);

/** A refused text, with the page's own rule (`pastedListProblem`) and a message naming the argument. */
function refuseText(problem: PastedListProblem | null): void {
  if (problem !== null) throw badUserInput(checkRefusalMessage(problem));
}

/** A tampered or foreign `nextToken` is the client's mistake; anything else stays unexpected. */
function refuseForeignToken(error: unknown): never {
  if (error instanceof InvalidNextTokenError) throw badUserInput(invalidNextTokenMessage);
  throw error;
}

/**
 * The resolver of a product's field read by a loader per operation (its context), so a page of
 * products reads them with one query; a product without one gets `missing()` (an empty list, or
 * null).
 */
function perOperationField<V>(batch: (productIds: readonly string[]) => Promise<Map<string, V>>, missing: () => V) {
  const loaders = new WeakMap<ResolverContext, BatchLoader<string, V>>();
  return (record: ProductRecord, _args: unknown, context: ResolverContext): Promise<V> => {
    let loader = loaders.get(context);
    if (loader === undefined) {
      loader = createBatchLoader(batch, missing);
      loaders.set(context, loader);
    }
    return loader.load(record.id);
  };
}

/** The resolvers of schema.graphql.ts; each parses its arguments and calls one service. */
export function createResolvers(services: AppServices, takeCheck: CheckAllowance) {
  return {
    ProductType: productTypeEnum,

    Products: {
      priceObservations: perOperationField(
        async (productIds): Promise<Map<string, PriceObservationRecord[]>> => {
          const found = await services.catalog.priceObservations(
            productIds,
            productObjectLists.priceObservations.maxItems,
          );
          return new Map([...found].map(([productId, list]) => [productId, list.map(priceObservationRecordOf)]));
        },
        () => [],
      ),
      communityRatings: perOperationField(
        (productIds): Promise<Map<string, CommunityRatingRecord[]>> => services.catalog.communityRatings(productIds),
        () => [],
      ),
      referencePrices: perOperationField(
        async (productIds): Promise<Map<string, ReferencePriceRecord[]>> => {
          const found = await services.catalog.referencePrices(productIds);
          return new Map([...found].map(([productId, list]) => [productId, list.map(referencePriceRecordOf)]));
        },
        () => [],
      ),
      versions: perOperationField(
        (productIds): Promise<Map<string, ProductVersionsRecord | null>> =>
          services.catalog.productVersions(productIds),
        () => null,
      ),
    },

    Query: {
      getProducts: (_root: unknown, args: { id: string }) => services.records.getProduct(args.id),

      listProducts: (_root: unknown, args: ListArgs) =>
        services.records.listProducts(listProductsRequest(args)).catch(refuseForeignToken),

      ingredientsByIngredient: (_root: unknown, args: ListArgs & { ingredient?: unknown; sortDirection?: unknown }) =>
        services.records.ingredientsByIngredient(ingredientsByIngredientRequest(args)).catch(refuseForeignToken),

      async getUsers(_root: unknown, args: { id: string }, context: ResolverContext): Promise<UsersRecord | null> {
        const user = ownRecordsViewer(context.viewer, args.id);
        const latest = await services.analyses.latest(user.userId);
        return latest === null ? null : usersRecordOf(latest, user.email);
      },

      async getRoutine(_root: unknown, args: { id: string }, context: ResolverContext): Promise<RoutineRecord> {
        const user = ownRecordsViewer(context.viewer, args.id);
        return routineRecordOf(await services.routines.routineOf(user.userId, apiMarket), user.userId);
      },

      /**
       * The check page's reading (docs/check.md) with the page's limits and refusals: a text the
       * page refuses is refused before any work and before it counts; then the call counts
       * against its own limit, and only then is the list split and read.
       */
      async checkIngredients(
        _root: unknown,
        args: unknown,
        context: ResolverContext,
      ): Promise<IngredientReadingRecord> {
        const parsed = checkIngredientsArguments.safeParse(args);
        if (!parsed.success) throw badUserInput("text: must be a string; productType: one of the ProductType values");
        const { text, productType } = parsed.data;
        refuseText(pastedListProblem(text, null));
        const allowance = await takeCheck(context.viewer);
        if (!allowance.allowed) throw checkRateLimited(allowance.retryAfterSeconds);
        const list = services.check.split(text);
        refuseText(pastedListProblem(text, list));
        const reading = await services.check.read(list, productType);
        return ingredientReadingRecord(reading, productType, flagSource);
      },
    },

    Mutation: {
      async updateUsers(
        _root: unknown,
        args: { input: UpdateUsersInput },
        context: ResolverContext,
      ): Promise<UsersRecord> {
        const user = ownRecordsViewer(context.viewer, args.input.id);
        if (!isAcceptedImage(args.input.image)) {
          throw badUserInput(
            `input.image: must be "n/a" or left out; selfies are uploaded through the web analysis, not the API`,
          );
        }
        try {
          const saved = await services.analyses.save(user.userId, answersOf(args.input), null);
          return usersRecordOf(saved, user.email);
        } catch (error) {
          if (!(error instanceof InvalidAnswersError)) throw error;
          throw badUserInput(error.fields.map((field) => `input.${field}: ${answerRule(field)}`).join("; "));
        }
      },

      async updateRoutine(
        _root: unknown,
        args: { input: { id: string; morning: unknown; evening: unknown } },
        context: ResolverContext,
      ): Promise<RoutineRecord> {
        const user = ownRecordsViewer(context.viewer, args.input.id);
        const result = await services.routines.replace(user.userId, {
          morning: args.input.morning,
          evening: args.input.evening,
        });
        if (!result.ok) throw badUserInput(`input: ${result.detail}`);
        return routineRecordOf(await services.routines.routineOf(user.userId, apiMarket), user.userId);
      },
    },

    Subscription: {
      onUpdateUsers: {
        subscribe(_root: unknown, args: { owner?: string | null }, context: ResolverContext) {
          const user = ownRecordsViewer(context.viewer, args.owner);
          return abortableSubscription((signal) => services.analysisEvents.subscribe(user.userId, signal));
        },
        // The token was checked when the socket opened; each update checks that its session
        // still holds, so signing out (or deleting the account) stops the updates at once.
        async resolve(analysis: SkinAnalysis, _args: unknown, context: ResolverContext): Promise<UsersRecord> {
          const user = ownRecordsViewer(context.viewer, analysis.userId);
          if (!(await services.accounts.isSessionActive(user.sessionId, user.userId))) throw sessionEnded();
          return usersRecordOf(analysis, user.email);
        },
      },
    },
  };
}
