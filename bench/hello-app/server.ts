/**
 * The hello page's server (docs/performance.md, "Floors"): Express 5 and React Router's
 * `createRequestHandler`, as the site's server mounts them, with nothing of the site around them.
 * `npm run bench` builds the app and starts this with PORT set.
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler } from "@react-router/express";
import express from "express";
import type { ServerBuild } from "react-router";
import { z } from "zod";

const { PORT } = z.object({ PORT: z.coerce.number().int().positive() }).parse(process.env);
const buildDir = path.join(import.meta.dirname, "build");
const build = (await import(pathToFileURL(path.join(buildDir, "server/index.js")).href)) as ServerBuild;

const app = express();
app.disable("x-powered-by");
app.use("/assets", express.static(path.join(buildDir, "client/assets"), { immutable: true, maxAge: "1y" }));
app.use(createRequestHandler({ build, mode: "production" }));
app.listen(PORT, "127.0.0.1");
