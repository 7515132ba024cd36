/**
 * Proves that every page gets the texts its code can ask for, and no group it never asks for:
 * for each route under `/:lang`, the text groups of every key passed to a `t` in the route's
 * module, the root and the language layout, and everything they import (also with `import()`),
 * against what `textGroupsOfPath` sends (docs/decisions/0002). Run by `scripts/check-texts.ts`.
 */
import path from "node:path";
import type ts from "typescript";
import type { TextNamespace, TranslationTree } from "~/i18n/namespaces";
import { partsOfTextGroup, type TextGroup, textGroupsOfPath } from "~/i18n/path-text-groups";
import routes from "~/routes";
import { type AppProgram, importsOf, type KeyUse, keyUsesOf } from "./text-groups-of-routes";

interface RouteEntry {
  file: string;
  path?: string;
  children?: RouteEntry[];
}

/** What a check found, and its one line when it found nothing. */
export interface TextCheck {
  problems: string[];
  summary: string;
}

/**
 * `english` holds every namespace's keys, so a server namespace's key (a mail's) reached from a
 * page is known, though never sent.
 */
export function checkTextGroups(
  { program }: AppProgram,
  english: Readonly<Record<TextNamespace, TranslationTree>>,
): TextCheck {
  const languageRoute = (routes as RouteEntry[]).find((route) => route.path === ":lang");
  if (languageRoute?.children === undefined) throw new Error("app/routes.ts has no /:lang route");
  const appFile = (file: string) => path.resolve("app", file);
  const shared = [appFile("root.tsx"), appFile(languageRoute.file)];
  const pages = languageRoute.children;
  const checker = program.getTypeChecker();

  const problems: string[] = [];
  const usesByFile = new Map<string, KeyUse[]>();
  function usesOf(file: ts.SourceFile): KeyUse[] {
    let uses = usesByFile.get(file.fileName);
    if (uses === undefined) {
      const found = keyUsesOf(checker, file, english);
      for (const unknown of found.unknown) {
        problems.push(
          `${path.relative(".", unknown.file)}:${unknown.line}: a key that cannot be known: ${unknown.text}`,
        );
      }
      uses = found.uses;
      usesByFile.set(file.fileName, uses);
    }
    return uses;
  }

  /** The keys asked for in `start` and every app file it reaches, by group, with one place each. */
  function groupsReachedFrom(start: string): Map<TextGroup, KeyUse> {
    const groups = new Map<TextGroup, KeyUse>();
    const seen = new Set<string>();
    const waiting = [start];
    for (let file = waiting.pop(); file !== undefined; file = waiting.pop()) {
      if (seen.has(file)) continue;
      seen.add(file);
      const source = program.getSourceFile(file);
      if (source === undefined) throw new Error(`${file} is not in the program`);
      for (const use of usesOf(source)) if (!groups.has(use.group)) groups.set(use.group, use);
      waiting.push(...importsOf(program, source));
    }
    return groups;
  }

  const everyPage = new Map(shared.flatMap((file) => [...groupsReachedFrom(file)]));
  /** The groups asked for by any page of a section, to find the groups a section is sent for nothing. */
  const askedBySection = new Map<string, Set<TextGroup>>();
  const sentBySection = new Map<string, TextGroup[]>();

  for (const page of pages) {
    const samplePath = `/en/${(page.path ?? "").replace(/:\w+/g, "x").replace("*", "no-such-page")}`;
    const section = samplePath.split("/")[2] ?? "";
    const sent = textGroupsOfPath(samplePath);
    const asked = new Map([...everyPage, ...groupsReachedFrom(appFile(page.file))]);
    const wholeNamespaces = new Set(sent.filter((group) => partsOfTextGroup(group).top === undefined));
    for (const [group, use] of asked) {
      if (!wholeNamespaces.has(use.namespace) && !sent.includes(group)) {
        problems.push(
          `${samplePath} (app/${page.file}) is not sent ${group}, asked for at ${path.relative(".", use.file)}:${use.line}: add it in app/i18n/path-text-groups.ts`,
        );
      }
    }
    const sectionAsked = askedBySection.get(section) ?? new Set();
    for (const group of asked.keys()) sectionAsked.add(group);
    askedBySection.set(section, sectionAsked);
    sentBySection.set(section, sent);
  }

  for (const [section, sent] of sentBySection) {
    const asked = [...(askedBySection.get(section) ?? [])];
    for (const group of sent) {
      const { namespace, top } = partsOfTextGroup(group);
      const used = top === undefined ? asked.some((each) => each.startsWith(`${namespace}:`)) : asked.includes(group);
      if (!used) problems.push(`/en/${section} is sent ${group}, which no code of its pages asks for`);
    }
  }

  return {
    problems,
    summary: `text groups: ${pages.length} routes, every key their code can ask for is sent and nothing else`,
  };
}
