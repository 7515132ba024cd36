/**
 * What the server bundle that React Router builds holds besides the pages: the services, the
 * HTTP app and the API, compiled in one module graph with the pages (vite.config.ts), so that an
 * error class a service throws is the very class a route's or a resolver's `instanceof` checks.
 * `server/main.ts`, the development server and the tests that serve the built site take these
 * from that bundle instead of importing them a second time (docs/architecture.md, "One copy of
 * each module").
 */
import * as build from "virtual:react-router/server-build";

export { build };
export { createGraphqlApiFromConfig } from "~/adapters/graphql/graphql-api-from-config.server";
export { createApp } from "./create-app";
export { startServices } from "./start-services";
