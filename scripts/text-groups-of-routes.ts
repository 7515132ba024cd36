/**
 * The text groups (`namespace:topLevelKey`) each route's code can ask for, read from the types of
 * the keys passed to every `t` (docs/decisions/0002): a literal key names its group, a key held in
 * a variable is typed as a union of keys, and a template key as a template literal type whose
 * head names its group. A key whose type is plain `string` cannot be known and is reported.
 */
import path from "node:path";
import ts from "typescript";
import {
  pageNamespaces,
  type PageNamespace,
  type TextNamespace,
  textNamespaces,
  type TranslationTree,
} from "~/i18n/namespaces";
import { isInTextGroup } from "~/i18n/path-text-groups";

export interface KeyUse {
  group: `${PageNamespace}:${string}`;
  namespace: PageNamespace;
  file: string;
  line: number;
}

/**
 * A key a `t` call can ask for: a literal, or a template literal type standing for every key it
 * can be, searched in `namespaces` unless it names its own.
 */
export interface KeyPattern {
  namespaces: TextNamespace[];
  key: string | ts.TemplateLiteralType;
  file: string;
  line: number;
}

export interface UnknownKey {
  file: string;
  line: number;
  text: string;
}

/** The types of the functions that take a text key; the composer's always reads its own namespace. */
const translatorTypes = new Set(["Translate", "QualifiedTranslate", "ComposerText"]);
const fixedNamespaces: Readonly<Record<string, TextNamespace[]>> = { ComposerText: ["composer"] };

function isPageNamespace(value: string): value is PageNamespace {
  return (pageNamespaces as readonly string[]).includes(value);
}

function isTextNamespace(value: string): value is TextNamespace {
  return (textNamespaces as readonly string[]).includes(value);
}

/** Whether `segment` names a top-level key of `tree`, or its plural forms (`intro` for `intro_one`). */
function isTopLevelKey(tree: TranslationTree, segment: string): boolean {
  return Object.keys(tree).some((key) => isInTextGroup(key, segment));
}

function isTemplateLiteral(type: ts.Type): type is ts.TemplateLiteralType {
  return (type.flags & ts.TypeFlags.TemplateLiteral) !== 0;
}

/** The keys a type can be: its literals, and its template literal types (by their heads in `texts`). */
function stringsOfType(type: ts.Type): { texts: string[]; keys: KeyPattern["key"][]; unknown: boolean } {
  const members = type.isUnion() ? type.types : [type];
  const texts: string[] = [];
  const keys: KeyPattern["key"][] = [];
  let unknown = false;
  for (const member of members) {
    if (member.isStringLiteral()) {
      texts.push(member.value);
      keys.push(member.value);
    } else if (isTemplateLiteral(member)) {
      texts.push(member.texts[0] ?? "");
      keys.push(member);
    } else if (member.flags & ts.TypeFlags.Undefined) continue;
    else unknown = true;
  }
  return { texts, keys, unknown };
}

/** The namespaces a translator type searches: the type argument of `Translate<N>`. */
function namespacesOfTranslator(checker: ts.TypeChecker, type: ts.Type): TextNamespace[] {
  const reference = type as ts.TypeReference;
  const argument = reference.target ? checker.getTypeArguments(reference)[0] : undefined;
  if (argument === undefined) return [];
  return stringsOfType(argument).texts.filter(isTextNamespace);
}

/** A translator's type by its alias's name or, under another alias (`MailTranslate`), its own. */
function translatorName(type: ts.Type): string | undefined {
  return [type.aliasSymbol?.getName(), type.getSymbol()?.getName()].find(
    (name) => name !== undefined && translatorTypes.has(name),
  );
}

/** The app's own code files (tests aside: a key only a test asks for is shown to no one), typed as `tsc` types them. */
export interface AppProgram {
  program: ts.Program;
  codeFiles: string[];
}

/** One program over every file of `app/`, which both text checks read (`scripts/check-texts.ts`). */
export function appProgram(): AppProgram {
  const configPath = ts.findConfigFile(process.cwd(), ts.sys.fileExists, "tsconfig.json");
  if (configPath === undefined) throw new Error("no tsconfig.json");
  const config = ts.getParsedCommandLineOfConfigFile(
    configPath,
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
  );
  if (config === undefined) throw new Error("tsconfig.json could not be read");
  const appFolder = path.resolve("app");
  const codeFiles = config.fileNames
    .map((file) => path.resolve(file))
    .filter((file) => file.startsWith(appFolder) && !/\.test\.tsx?$/.test(file));
  return { program: ts.createProgram({ rootNames: codeFiles, options: config.options }), codeFiles };
}

/** The files `file` imports, statically or with `import()`, within the app. */
export function importsOf(program: ts.Program, file: ts.SourceFile): string[] {
  const specifiers: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      const typeOnly = ts.isImportDeclaration(node) ? node.importClause?.isTypeOnly === true : node.isTypeOnly;
      if (!typeOnly) specifiers.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      if (argument && ts.isStringLiteral(argument)) specifiers.push(argument.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  const appFolder = path.resolve("app");
  return specifiers.flatMap((specifier) => {
    const resolved = ts.resolveModuleName(
      specifier,
      file.fileName,
      program.getCompilerOptions(),
      ts.sys,
    ).resolvedModule;
    const name = resolved?.resolvedFileName;
    return name !== undefined && name.startsWith(appFolder) && !resolved?.isExternalLibraryImport
      ? [path.resolve(name)]
      : [];
  });
}

/**
 * Every key asked for in `file`, as the pages' text groups and as the keys themselves of any
 * namespace in `english` (`patterns`), and the keys that cannot be known.
 */
export function keyUsesOf(
  checker: ts.TypeChecker,
  file: ts.SourceFile,
  english: Partial<Record<TextNamespace, TranslationTree>>,
): { uses: KeyUse[]; patterns: KeyPattern[]; unknown: UnknownKey[] } {
  const uses: KeyUse[] = [];
  const patterns: KeyPattern[] = [];
  const unknown: UnknownKey[] = [];
  const visit = (node: ts.Node) => {
    const [keyArgument, optionsArgument] = ts.isCallExpression(node) ? node.arguments : [];
    if (ts.isCallExpression(node) && keyArgument !== undefined) {
      const calleeType = checker.getTypeAtLocation(node.expression);
      if (translatorName(calleeType) !== undefined) {
        const line = file.getLineAndCharacterOfPosition(node.getStart()).line + 1;
        const keys = stringsOfType(checker.getTypeAtLocation(keyArgument));
        const name = translatorName(calleeType) ?? "";
        let searched = fixedNamespaces[name] ?? namespacesOfTranslator(checker, calleeType);
        if (optionsArgument && ts.isObjectLiteralExpression(optionsArgument)) {
          const ns = optionsArgument.properties.find((property) => property.name?.getText() === "ns");
          if (ns) searched = stringsOfType(checker.getTypeAtLocation(ns)).texts.filter(isTextNamespace);
        }
        if (keys.unknown) unknown.push({ file: file.fileName, line, text: node.getText() });
        for (const key of keys.keys) patterns.push({ namespaces: searched, key, file: file.fileName, line });
        for (const key of keys.texts) {
          const separator = key.indexOf(":");
          const prefix = separator > 0 ? key.slice(0, separator) : "";
          const namespaces = isTextNamespace(prefix) ? [prefix] : searched;
          const segment = (isTextNamespace(prefix) ? key.slice(separator + 1) : key).split(".")[0] ?? "";
          const found = namespaces.filter((namespace) => isTopLevelKey(english[namespace] ?? {}, segment));
          if (found.length === 0) unknown.push({ file: file.fileName, line, text: `${node.getText()} (key ${key})` });
          for (const namespace of found.filter(isPageNamespace)) {
            uses.push({ group: `${namespace}:${segment}`, namespace, file: file.fileName, line });
          }
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return { uses, patterns, unknown };
}
