import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * The layers and the one direction their imports may point (docs/architecture.md):
 * domain ← server ← adapters ← ui, with the route modules (app/routes) on top of them all.
 * Relative imports are checked too, so "../../server/…" is no way around a rule.
 */
/** Only the mail module words mail: the rest of the server returns facts (docs/decisions/0031-one-text-system.md). */
const mailTranslator = "^~/i18n/mail-translator";

const layerRules = [
  {
    layer: "app/domain",
    message: "domain is pure: it imports nothing of the app but other domain files, and no framework",
    patterns: ["^~/(?!domain/)", "^\\.\\./", "^react(-dom|-router)?(/|$)", "^node:"],
  },
  {
    layer: "app/server",
    message:
      "server code imports no web framework, ui, routes, adapters or translator (services return facts; a page's adapter words them; only app/server/mail words mail)",
    patterns: [
      "^~/(ui|routes|adapters)/",
      "^(\\.\\./)+(ui|routes|adapters)/",
      "^react(-dom|-router)?(/|$)",
      "^~/i18n/(translate|i18n-provider)",
      mailTranslator,
    ],
  },
  {
    layer: "app/adapters",
    message: "adapters import no ui or route modules",
    patterns: ["^~/(ui|routes)/", "^(\\.\\./)+(ui|routes)/"],
  },
  {
    layer: "app/ui",
    message: "ui imports no server code (services, repositories, *.server files) and no route modules",
    patterns: [
      "^~/(server|routes)/",
      "^~/adapters/(cli|graphql|http)/",
      "\\.server$",
      "^(\\.\\./)+(server|routes|adapters)/",
    ],
  },
];

/**
 * lucide-react's index re-exports every icon, so a module that imports it brings every icon any
 * page uses into its chunk; an icon's own path brings one (docs/decisions/0023-icons-by-their-own-path.md).
 */
const iconsByPath = {
  name: "lucide-react",
  message: 'import each icon from its own path: `import Menu from "lucide-react/icons/menu"`',
};

export default tseslint.config(
  {
    ignores: [
      "build/",
      ".react-router/",
      "node_modules/",
      "test-results/",
      "playwright-report/",
      ".data/",
      // What `npm run bench` generates: the hello app's build and the servers' CPU profiles.
      "bench/hello-app/build/",
      "bench/profiles/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
      // Type-aware rules: a promise nobody awaits or handles is an error swallowed.
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-console": "off",
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
    },
  },
  ...layerRules.map(({ layer, message, patterns }) => ({
    files: [`${layer}/**/*.{ts,tsx}`],
    // Tests beside the code may read fixtures from disk and build what they test against.
    ignores: ["**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { paths: [iconsByPath], patterns: patterns.map((regex) => ({ regex, message })) },
      ],
    },
  })),
  ...layerRules
    .filter(({ layer }) => layer === "app/server")
    .map(({ message, patterns }) => ({
      files: ["app/server/mail/**/*.{ts,tsx}"],
      ignores: ["**/*.test.ts"],
      rules: {
        "no-restricted-imports": [
          "error",
          {
            paths: [iconsByPath],
            patterns: patterns.filter((regex) => regex !== mailTranslator).map((regex) => ({ regex, message })),
          },
        ],
      },
    })),
  {
    files: ["app/routes/**/*.{ts,tsx}", "app/*.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { paths: [iconsByPath] }] },
  },
);
