// ESLint over every file the type check covers: typescript-eslint's type-checked rules everywhere, React's hooks rules
// in the web app. `npm run lint` runs it with --max-warnings=0, so a warning fails the run like an error.
import js from "@eslint/js";
import { defineConfig, globalIgnores } from "eslint/config";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default defineConfig(
  globalIgnores([
    "**/node_modules/",
    "**/dist/",
    "apps/web/build/",
    "apps/web/.react-router/",
    "data/",
    "test-results/",
    "bench/.tmp/",
  ]),
  {
    files: ["**/*.{ts,tsx}"],
    extends: [js.configs.recommended, tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: {
        // The first listed program that holds a file types it. tsconfig.checks.json holds packages/contract and
        // apps/server (their own tsconfigs are subsets of it, tests included) with bench, scripts and the vitest configs.
        // `npm test` and `npm run lint` pass the programs their type check built instead (`programs`, same order:
        // scripts/check-types-and-lint.ts); editors and `npx eslint <file>` build them from this list.
        project: ["tsconfig.checks.json", "e2e/tsconfig.json", "apps/web/tsconfig.json"],
        tsconfigRootDir: import.meta.dirname,
      },
    },
    linterOptions: { reportUnusedDisableDirectives: "error" },
    rules: {
      // Destructuring a field out to drop it (`{ children: _children, ...row }`) is how the code omits one.
      "@typescript-eslint/no-unused-vars": ["error", { ignoreRestSiblings: true }],
    },
  },
  {
    files: ["apps/web/**/*.{ts,tsx}"],
    extends: [reactHooks.configs.flat.recommended],
    languageOptions: { globals: globals.browser },
    rules: {
      // Async event handlers in JSX props are the house style; React drops their promise just as it would a void.
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
      // React Router loaders answer 404s by throwing `data(…, { status })`, as its docs do.
      "@typescript-eslint/only-throw-error": ["error", { allow: [{ from: "package", package: "react-router", name: "DataWithResponseInit" }] }],
    },
  },
  {
    files: ["apps/server/src/**/*.test.ts", "apps/server/src/test/**/*.ts"],
    rules: {
      // Server tests read JSON replies as untyped values and check their shape with expect(); the reply's type is
      // enforced where it matters, by the route's reply schema on the server and by callApi's types on the web.
      "@typescript-eslint/no-unsafe-member-access": "off",
      "@typescript-eslint/no-unsafe-assignment": "off",
      "@typescript-eslint/no-unsafe-argument": "off",
      "@typescript-eslint/no-unsafe-call": "off",
      "@typescript-eslint/no-unsafe-return": "off",
    },
  },
  {
    files: ["**/*.{js,mjs}"],
    extends: [js.configs.recommended],
    languageOptions: { globals: globals.node },
    linterOptions: { reportUnusedDisableDirectives: "error" },
  },
);
