/**
 * The text checks of `npm run typecheck` and CI, over one program of the app's code (building it
 * is most of their time): every page gets the text groups its code can ask for and nothing else
 * (`check-text-groups.ts`), and every text is one some code can ask for (`check-unused-texts.ts`).
 */
import { readFileSync } from "node:fs";
import { localeFolderOf, type TextNamespace, textNamespaces, type TranslationTree } from "~/i18n/namespaces";
import { checkTextGroups } from "./check-text-groups";
import { checkUnusedTexts } from "./check-unused-texts";
import { appProgram } from "./text-groups-of-routes";

const started = Date.now();
const english = Object.fromEntries(
  textNamespaces.map((namespace) => [
    namespace,
    JSON.parse(readFileSync(`${localeFolderOf(namespace)}/en/${namespace}.json`, "utf8")) as TranslationTree,
  ]),
) as Record<TextNamespace, TranslationTree>;
const program = appProgram();
const checks = [checkTextGroups(program, english), checkUnusedTexts(program, english)];
const problems = checks.flatMap((check) => check.problems);
if (problems.length > 0) {
  console.error(problems.join("\n"));
  process.exit(1);
}
for (const check of checks) console.log(check.summary);
console.log(`text checks took ${((Date.now() - started) / 1000).toFixed(1)} s`);
