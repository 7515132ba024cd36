/**
 * Proves that every text of the English locale files (`public/locales`, `app/server/locales`) is
 * one some code can ask for: each key of every namespace is matched against the keys passed to a
 * `t` anywhere in `app/` (tests aside), as the text-group check reads them (a key held in a
 * variable by its union of keys, a template key as every key its template literal type can be),
 * so a text nobody shows is reported and removed rather than translated for nothing
 * (docs/architecture.md, "Texts"). Run by `scripts/check-texts.ts`.
 */
import path from "node:path";
import type ts from "typescript";
import { type TextNamespace, textNamespaces, type TranslationTree } from "~/i18n/namespaces";
import type { TextCheck } from "./check-text-groups";
import { type AppProgram, type KeyPattern, keyUsesOf } from "./text-groups-of-routes";

/** Every text's key in a tree, as a dotted path; a list of options (the composer's) is one text. */
function leavesOf(tree: TranslationTree, prefix = ""): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "string" || Array.isArray(value) ? [`${prefix}${key}`] : leavesOf(value, `${prefix}${key}.`),
  );
}

/** What a key is asked for as: itself, and a plural form's base (`intro` for `intro_one`), as i18next does. */
function calledAs(key: string): string[] {
  const base = key.replace(/_(zero|one|two|few|many|other)$/, "");
  return base === key ? [key] : [key, base];
}

export function checkUnusedTexts(
  { program, codeFiles }: AppProgram,
  english: Readonly<Record<TextNamespace, TranslationTree>>,
): TextCheck {
  const checker = program.getTypeChecker();

  const problems: string[] = [];
  const patterns: KeyPattern[] = codeFiles.flatMap((file) => {
    const source = program.getSourceFile(file);
    if (source === undefined) throw new Error(`${file} is not in the program`);
    const found = keyUsesOf(checker, source, english);
    for (const unknown of found.unknown) {
      problems.push(`${path.relative(".", unknown.file)}:${unknown.line}: a key that cannot be known: ${unknown.text}`);
    }
    return found.patterns;
  });

  function isTextNamespace(value: string): value is TextNamespace {
    return (textNamespaces as readonly string[]).includes(value);
  }

  /** The namespace a pattern names in its key (`catalog:card.compare`), if it names one. */
  function namedNamespace(pattern: KeyPattern): TextNamespace | undefined {
    const text = typeof pattern.key === "string" ? pattern.key : (pattern.key.texts[0] ?? "");
    const separator = text.indexOf(":");
    const prefix = separator > 0 ? text.slice(0, separator) : "";
    return isTextNamespace(prefix) ? prefix : undefined;
  }

  /** The keys asked for by literal, as `namespace:key`: most uses, looked up without the checker. */
  const literalKeys = new Set(
    patterns.flatMap((pattern) => {
      if (typeof pattern.key !== "string") return [];
      const named = namedNamespace(pattern);
      return named === undefined ? pattern.namespaces.map((namespace) => `${namespace}:${pattern.key}`) : [pattern.key];
    }),
  );
  const templates = patterns.filter((pattern) => typeof pattern.key !== "string");

  /** Whether any use can ask for the text `key` of `namespace`. */
  function isAskedFor(namespace: TextNamespace, key: string): boolean {
    const forms = calledAs(key);
    if (forms.some((form) => literalKeys.has(`${namespace}:${form}`))) return true;
    return templates.some((pattern) => {
      const named = namedNamespace(pattern);
      if (named === undefined ? !pattern.namespaces.includes(namespace) : named !== namespace) return false;
      const template = pattern.key as ts.TemplateLiteralType;
      return forms.some((form) =>
        checker.isTypeAssignableTo(
          checker.getStringLiteralType(named === undefined ? form : `${named}:${form}`),
          template,
        ),
      );
    });
  }

  const unused = textNamespaces.flatMap((namespace) =>
    leavesOf(english[namespace])
      .filter((key) => !isAskedFor(namespace, key))
      .map((key) => `${namespace}:${key}`),
  );

  if (unused.length > 0) {
    problems.push(
      `Texts no code can ask for (${unused.length}): remove them from every language's file, or make their use visible to the type checker (docs/architecture.md, "Texts"):\n${unused.map((key) => `  ${key}`).join("\n")}`,
    );
  }
  return {
    problems,
    summary: `unused texts: none among ${textNamespaces.length} namespaces, ${patterns.length} key uses in ${codeFiles.length} files`,
  };
}
