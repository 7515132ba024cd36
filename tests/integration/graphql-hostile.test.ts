import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiServer, startApiServer } from "./support/api-server";
import { testDialect } from "./support/test-database";

/**
 * A generated set of malformed and hostile requests against the running server (issue 4 "Bad
 * input"; docs/security.md, "Hostile input"), sent with plain `fetch` so that nothing is cleaned
 * up on the way. Each must get a clean answer: a 4xx, or a 200 with a GraphQL `errors` array
 * (or, for harmless input such as an SQL-looking id, a 200 with plain data). Never a 5xx, never
 * an "unexpected error", always JSON, never a stack trace, SQL text or a file path. Afterwards
 * the server is healthy and the database is unchanged.
 */

/** What a request must get: refused (4xx or errors), answered (200 with data, no errors), or either. */
type Outcome = "refused" | "answered" | "either";

interface HostileCase {
  name: string;
  outcome: Outcome;
  /** The production server (no introspection, no field suggestions); default the development one. */
  production?: boolean;
  method?: string;
  /** Path and query string; default `/graphql`. */
  path?: string;
  /** Over the defaults (JSON content type and accept, a valid API key); null removes a default. */
  headers?: Record<string, string | null>;
  /** The body as sent; `validToken` stands for a real nextToken of `tokenQuery`. */
  body?: string | Uint8Array;
  /** Bytes streamed in chunks without a content length. */
  streamBytes?: number;
  /** A further check of the parsed JSON answer. */
  check?: (body: unknown) => void;
}

const validToken = "__VALID_NEXT_TOKEN__";
const apiKeyPlaceholder = "__API_KEY__";
const tokenQuery =
  'query($t: String) { listProducts(filter: { brand: { eq: "COSRX" } }, limit: 2, nextToken: $t) { items { id } nextToken } }';

const cases: HostileCase[] = [];

function add(hostile: HostileCase) {
  cases.push(hostile);
}

/** A POST of a JSON body built from `payload`. */
function post(name: string, payload: unknown, outcome: Outcome = "refused", extra: Partial<HostileCase> = {}) {
  add({ name, outcome, body: JSON.stringify(payload), ...extra });
}

function gql(
  name: string,
  query: string,
  variables?: unknown,
  outcome: Outcome = "refused",
  extra: Partial<HostileCase> = {},
) {
  post(name, variables === undefined ? { query } : { query, variables }, outcome, extra);
}

function get(
  name: string,
  params: Record<string, string>,
  outcome: Outcome = "refused",
  extra: Partial<HostileCase> = {},
) {
  add({ name, outcome, method: "GET", path: `/graphql?${new URLSearchParams(params).toString()}`, ...extra });
}

// --- Wrong types for every argument, as literals in the document -----------------------------

const literals = {
  boolean: "true",
  float: "1.5",
  string: '"text"',
  object: "{ a: 1 }",
  list: "[1, 2]",
  null: "null",
  enum: "ENUM_VALUE",
  negative: "-1",
  undefinedVariable: "$nope",
  nul: '"\\u0000"',
} as const;
type LiteralKind = keyof typeof literals;

/** Each argument, the document with a literal in its place, and the literals it accepts (answered) or may accept. */
const literalSlots: [string, (literal: string) => string, LiteralKind[], LiteralKind[]][] = [
  ["getProducts.id", (v) => `{ getProducts(id: ${v}) { id } }`, ["string", "negative"], ["nul"]],
  ["listProducts.limit", (v) => `{ listProducts(limit: ${v}) { items { id } } }`, [], ["null"]],
  ["listProducts.filter", (v) => `{ listProducts(filter: ${v}, limit: 1) { items { id } } }`, [], ["null"]],
  ["listProducts.nextToken", (v) => `{ listProducts(nextToken: ${v}, limit: 1) { items { id } } }`, [], ["null"]],
  [
    "filter.brand.eq",
    (v) => `{ listProducts(filter: { brand: { eq: ${v} } }) { items { id } } }`,
    ["string"],
    ["null", "nul"],
  ],
  [
    "filter.size.gt",
    (v) => `{ listProducts(filter: { size: { gt: ${v} } }, limit: 1) { items { id } } }`,
    ["float", "negative"],
    ["null"],
  ],
  [
    "filter.size.between",
    (v) => `{ listProducts(filter: { size: { between: ${v} } }, limit: 1) { items { id } } }`,
    ["list"],
    ["null"],
  ],
  [
    "filter.brand.attributeExists",
    (v) => `{ listProducts(filter: { brand: { attributeExists: ${v} } }, limit: 1) { items { id } } }`,
    ["boolean"],
    ["null"],
  ],
  ["filter.and", (v) => `{ listProducts(filter: { and: ${v} }, limit: 1) { items { id } } }`, [], ["null"]],
  ["filter.not", (v) => `{ listProducts(filter: { not: ${v} }, limit: 1) { items { id } } }`, [], ["null"]],
  [
    "ingredientsByIngredient.ingredient",
    (v) => `{ ingredientsByIngredient(ingredient: ${v}) { items { id } } }`,
    ["string"],
    ["nul"],
  ],
  [
    "ingredientsByIngredient.sortDirection",
    (v) => `{ ingredientsByIngredient(ingredient: "Water", sortDirection: ${v}) { items { id } } }`,
    [],
    ["null"],
  ],
  [
    "ingredientsByIngredient.limit",
    (v) => `{ ingredientsByIngredient(ingredient: "Water", limit: ${v}) { items { id } } }`,
    [],
    ["null"],
  ],
  [
    "ingredients filter.cas.eq",
    (v) => `{ ingredientsByIngredient(ingredient: "Water", filter: { cas: { eq: ${v} } }) { items { id } } }`,
    ["string"],
    ["null", "nul"],
  ],
];
for (const [slot, document, answered, either] of literalSlots) {
  for (const [kind, literal] of Object.entries(literals) as [LiteralKind, string][]) {
    const outcome = answered.includes(kind) ? "answered" : either.includes(kind) ? "either" : "refused";
    gql(`literal ${kind} for ${slot}`, document(literal), undefined, outcome);
  }
}

// --- Wrong types for every argument, as variables ------------------------------------------------

const values = {
  boolean: true,
  float: 1.5,
  string: "text",
  object: { a: 1 },
  list: [1, 2],
  null: null,
  negative: -1,
  overflow: 2_147_483_648,
  empty: "",
  nul: "\u0000",
} as const;
type ValueKind = keyof typeof values;

const variableSlots: [string, string, ValueKind[], ValueKind[]][] = [
  ["$id: ID!", "query($v: ID!) { getProducts(id: $v) { id } }", ["string", "negative", "overflow"], ["empty", "nul"]],
  ["$limit: Int", "query($v: Int) { listProducts(limit: $v) { items { id } } }", [], ["null"]],
  [
    "$filter",
    "query($v: ModelProductsFilterInput) { listProducts(filter: $v, limit: 1) { items { id } } }",
    [],
    ["null"],
  ],
  ["$nextToken", "query($v: String) { listProducts(nextToken: $v, limit: 1) { items { id } } }", [], ["null", "empty"]],
  [
    "$ingredient",
    "query($v: String!) { ingredientsByIngredient(ingredient: $v) { items { id } } }",
    ["string"],
    ["empty", "nul"],
  ],
  [
    "$sortDirection",
    'query($v: ModelSortDirection) { ingredientsByIngredient(ingredient: "Water", sortDirection: $v) { items { id } } }',
    [],
    ["null"],
  ],
  [
    "$between",
    "query($v: [Float!]) { listProducts(filter: { size: { between: $v } }, limit: 1) { items { id } } }",
    ["list"],
    ["null"],
  ],
];
for (const [slot, document, answered, either] of variableSlots) {
  for (const [kind, value] of Object.entries(values) as [ValueKind, unknown][]) {
    const outcome = answered.includes(kind) ? "answered" : either.includes(kind) ? "either" : "refused";
    gql(`variable ${kind} for ${slot}`, document, { v: value }, outcome);
  }
}
gql("variable declared with the wrong type", "query($v: Int!) { getProducts(id: $v) { id } }", { v: 1 });
gql("variable of an unknown type", "query($v: Nope) { getProducts(id: $v) { id } }", { v: "x" });
gql("variable missing", "query($v: ID!) { getProducts(id: $v) { id } }", {});
gql("variables given as a string", "query($v: ID!) { getProducts(id: $v) { id } }", "x");
gql("variables given as a list", "query($v: ID!) { getProducts(id: $v) { id } }", ["x"]);

// --- Huge and negative limits ----------------------------------------------------------------

for (const limit of [-1, 0, -2_147_483_648, 1001, 10_000, 2_147_483_647]) {
  gql(`listProducts limit ${limit}`, "query($l: Int) { listProducts(limit: $l) { items { id } } }", { l: limit });
  gql(
    `ingredientsByIngredient limit ${limit}`,
    'query($l: Int) { ingredientsByIngredient(ingredient: "Water", limit: $l) { items { id } } }',
    { l: limit },
  );
}
for (const raw of ["1e309", "-1e309", "1e12", "99999999999999999999"]) {
  add({
    name: `listProducts limit ${raw} in raw JSON`,
    outcome: "refused",
    body: `{"query":"query($l: Int) { listProducts(limit: $l) { items { id } } }","variables":{"l":${raw}}}`,
  });
}
gql("inline limit beyond 32 bits", "{ listProducts(limit: 99999999999) { items { id } } }");
gql(
  "between with infinities",
  "query($b: [Float!]) { listProducts(filter: { size: { between: $b } }) { items { id } } }",
  { b: [-1e308, 1e308] },
  "answered",
);
add({
  name: "between with an infinity in raw JSON",
  outcome: "refused",
  body: '{"query":"query($b: [Float!]) { listProducts(filter: { size: { between: $b } }) { items { id } } }","variables":{"b":[0,1e999]}}',
});

// --- Deep queries --------------------------------------------------------------------------------

for (const depth of [9, 10, 12, 20, 40]) {
  // __type, fields, type, then ofType until `name` sits at this depth.
  const ofTypes = depth - 4;
  gql(
    `__type query of depth ${depth}`,
    `{ __type(name: "Products") { fields { type { ${"ofType { ".repeat(ofTypes)}name ${"} ".repeat(ofTypes)}} } } }`,
  );
  // Fragments add no field depth: harmless, but they must not break anything either.
  gql(
    `${depth} nested inline fragments`,
    `{ ${"... on Query { ".repeat(depth)}__typename ${"} ".repeat(depth)}}`,
    undefined,
    "either",
  );
  gql(
    `__type query of depth ${depth} inside a fragment`,
    `{ ...F } fragment F on Query { __type(name: "Products") { fields { type { ${"ofType { ".repeat(ofTypes)}name ${"} ".repeat(ofTypes)}} } } }`,
  );
}
{
  const chain = Array.from(
    { length: 12 },
    (_, i) => `fragment F${i} on Query { ${i === 11 ? "__typename" : `...F${i + 1}`} }`,
  );
  gql("chain of 12 fragment spreads", `query { ...F0 } ${chain.join(" ")}`, undefined, "either");
}
gql("fragment cycle", "query { ...A } fragment A on Query { ...B } fragment B on Query { ...A }");
gql("selection inside a scalar", '{ getProducts(id: "x") { id { a { b { c { d { e { f { g { h } } } } } } } } } }');
gql("ten thousand opening braces", "{".repeat(10_000));
gql("ten thousand balanced braces", `${"{ ".repeat(5_000)}${"} ".repeat(5_000)}`);
gql(
  "deep introspection in production",
  `{ __schema { types { fields { type { ${"ofType { ".repeat(8)}name ${"} ".repeat(8)}} } } } }`,
  undefined,
  "refused",
  { production: true },
);

// --- Alias floods, duplicated fields, directives ----------------------------------------------------

for (const count of [100, 500]) {
  gql(
    `${count} aliases of getProducts`,
    `{ ${Array.from({ length: count }, (_, i) => `a${i}: getProducts(id: "x") { id }`).join(" ")} }`,
  );
  gql(
    `${count} aliases of listProducts(limit: 1000)`,
    `{ ${Array.from({ length: count }, (_, i) => `a${i}: listProducts(limit: 1000) { items { id ingredients } }`).join(" ")} }`,
  );
}
gql(
  "3000 aliases of __typename",
  `{ ${Array.from({ length: 3000 }, (_, i) => `t${i}: __typename`).join(" ")} }`,
  undefined,
  "either",
);
// Merging thousands of duplicate fields is quadratic in validation: the token limit must refuse it.
gql("the same field 5000 times", `{ listProducts(limit: 1000) { items { ${"ingredients ".repeat(5000)}} } }`);
gql("300 directives on one field", `{ __typename ${"@skip(if: false) ".repeat(300)}}`);
gql("an unknown directive", "{ __typename @nope }");
gql("@include with a string", '{ __typename @include(if: "yes") }');
gql(
  "2000 fragments",
  `{ __typename } ${Array.from({ length: 2000 }, (_, i) => `fragment F${i} on Query { __typename }`).join(" ")}`,
);

// --- Huge filters and deep and / or / not ----------------------------------------------------------

const condition = (i: number) => ({ brand: { eq: `brand ${i}` } });
const listQuery = "query($f: ModelProductsFilterInput) { listProducts(filter: $f) { items { id } } }";
gql("and of 1000 conditions", listQuery, { f: { and: Array.from({ length: 1000 }, (_, i) => condition(i)) } });
gql("or of 60 conditions", listQuery, { f: { or: Array.from({ length: 60 }, (_, i) => condition(i)) } });
gql("one condition with every operator, 60 times", listQuery, {
  f: {
    and: Array.from({ length: 60 }, () => ({
      brand: { eq: "a", ne: "b", contains: "c", notContains: "d", beginsWith: "e" },
    })),
  },
});
gql("and of 5000 empty filters", listQuery, { f: { and: Array.from({ length: 5000 }, () => ({})) } }, "either");
gql("a 201-character value", listQuery, { f: { brand: { eq: "x".repeat(201) } } });
gql("a 20,000-character value", listQuery, { f: { product: { contains: "x".repeat(20_000) } } });
gql("a 200-character value", listQuery, { f: { brand: { eq: "x".repeat(200) } } }, "answered");
gql("between with 5000 numbers", listQuery, { f: { size: { between: Array.from({ length: 5000 }, (_, i) => i) } } });
gql("between with three numbers", listQuery, { f: { size: { between: [1, 2, 3] } } });
gql("between with no numbers", listQuery, { f: { size: { between: [] } } });
gql("between low above high", listQuery, { f: { size: { between: [100, 1] } } });
gql("between with a null", listQuery, { f: { size: { between: [null, 1] } } });

/** The filter as JSON text, built as text: too deep for JSON.stringify's recursion. */
function nested(operator: "not" | "and" | "or", depth: number): string {
  const open = operator === "not" ? '{"not":' : `{"${operator}":[`;
  const close = operator === "not" ? "}" : "]}";
  return `${open.repeat(depth)}{"brand":{"eq":"COSRX"}}${close.repeat(depth)}`;
}
for (const depth of [7, 10, 50, 500, 3000]) {
  for (const operator of ["not", "and", "or"] as const) {
    add({
      name: `${operator} nested ${depth} deep`,
      outcome: "refused",
      body: `{"query":${JSON.stringify(listQuery)},"variables":{"f":${nested(operator, depth)}}}`,
    });
  }
}
gql(
  "not nested 1000 deep as a literal",
  `{ listProducts(filter: ${"{ not: ".repeat(1000)}{ brand: { eq: "x" } }${" }".repeat(1000)}) { items { id } } }`,
);

// --- Unknown fields, arguments, operators ------------------------------------------------------------

gql("unknown query field", "{ dropProducts { id } }");
gql("unknown product field", '{ getProducts(id: "x") { id password } }');
gql("misspelled field", '{ getProduct(id: "x") { id } }');
gql("unknown argument", "{ listProducts(sort: ASC) { items { id } } }");
gql("unknown filter field", listQuery, { f: { rank: { eq: 1 } } });
gql("unknown filter field given as SQL", listQuery, { f: { "id) or 1=1 --": { eq: "x" } } });
gql("__proto__ in a filter", listQuery, { f: JSON.parse('{"__proto__": {"brand": {"eq": "x"}}}') as unknown });
gql("constructor in a filter", listQuery, { f: { constructor: { prototype: { eq: "x" } } } });
for (const operator of ["like", "in", "regex", "gt", "between", "size"]) {
  gql(`unknown string operator ${operator}`, listQuery, { f: { brand: { [operator]: "x" } } });
}
gql("string operator on a number field", listQuery, { f: { size: { contains: "5" } } });
for (const operator of ["eq", "ne", "beginsWith"]) {
  gql(`${operator} on a list field`, listQuery, { f: { skinType: { [operator]: "dry" } } });
}
gql(
  "eq on an ingredient list field",
  'query($f: ModelIngredientsFilterInput) { ingredientsByIngredient(ingredient: "Water", filter: $f) { items { id } } }',
  { f: { function: { eq: "humectant" } } },
);
gql("unknown fragment", "{ ...Nope }");
gql("subscription field in a query", "{ onUpdateUsers { id } }");
gql("operation type that does not exist", "fetch { __typename }");

// --- Garbage, oversized and truncated nextTokens ------------------------------------------------------

const tokenStrings: [string, string][] = [
  ["empty", ""],
  ["space", " "],
  ["a dot", "."],
  ["two parts of garbage", "abc.def"],
  ["garbage", "not-a-token"],
  ["10,000 characters", "A".repeat(10_000)],
  ["2,049 characters", `${"A".repeat(1000)}.${"B".repeat(1048)}`],
  [
    "forged payload",
    `${Buffer.from('{"rank":0,"id":""}').toString("base64url")}.${Buffer.from("x".repeat(32)).toString("base64url")}`,
  ],
  ["forged JSON", Buffer.from('{"position":{"rank":-1}}').toString("base64")],
  ["null text", "null"],
  ["NUL", "\u0000"],
  ["emoji", "🧴.🧴"],
  ["SQL", "' OR 1=1 --"],
  ["a JWT", "eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0."],
];
for (const [label, token] of tokenStrings) {
  gql(`nextToken ${label}`, tokenQuery, { t: token }, label === "empty" ? "either" : "refused");
}
add({
  name: "nextToken truncated",
  outcome: "refused",
  body: JSON.stringify({ query: tokenQuery, variables: { t: `${validToken}~truncate` } }),
});
add({
  name: "nextToken with a character changed",
  outcome: "refused",
  body: JSON.stringify({ query: tokenQuery, variables: { t: `${validToken}~flip` } }),
});
add({
  name: "nextToken with characters added",
  outcome: "refused",
  body: JSON.stringify({ query: tokenQuery, variables: { t: `${validToken}AAAA` } }),
});
add({
  name: "nextToken of another filter",
  outcome: "refused",
  body: JSON.stringify({ query: tokenQuery.replace('"COSRX"', '"Laneige"'), variables: { t: validToken } }),
});
add({
  name: "nextToken in ingredientsByIngredient",
  outcome: "refused",
  body: JSON.stringify({
    query: 'query($t: String) { ingredientsByIngredient(ingredient: "Water", nextToken: $t) { items { id } } }',
    variables: { t: validToken },
  }),
});
add({
  name: "nextToken valid (control)",
  outcome: "answered",
  body: JSON.stringify({ query: tokenQuery, variables: { t: validToken } }),
});

// --- Garbage Authorization headers and API keys ----------------------------------------------------------

const simpleQuery = JSON.stringify({ query: "{ listProducts(limit: 1) { items { id } } }" });
const authorizations: [string, string, Outcome][] = [
  ["empty", "", "either"],
  ["the word Bearer", "Bearer", "refused"],
  ["Bearer and a space", "Bearer ", "refused"],
  ["lower-case bearer", "bearer abc", "refused"],
  ["Basic", "Basic dXNlcjpwYXNz", "refused"],
  ["three dots", "Bearer a.b.c", "refused"],
  ["8000 characters", `Bearer ${"a".repeat(8000)}`, "refused"],
  ["alg none JWT", "Bearer eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0.eyJzdWIiOiJ4IiwiZXhwIjo5OTk5OTk5OTk5fQ.", "refused"],
  [
    "JWT signed with another key",
    "Bearer eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJ4IiwiZXhwIjo5OTk5OTk5OTk5fQ.c2lnbmF0dXJlLW9mLWFub3RoZXIta2V5",
    "refused",
  ],
  ["Token scheme", "Token abc", "refused"],
  ["two spaces", "Bearer  abc", "refused"],
  ["null", "Bearer null", "refused"],
  ["undefined", "Bearer undefined", "refused"],
  ["the API key as a bearer token", `Bearer ${apiKeyPlaceholder}`, "refused"],
  ["latin-1 bytes", "Bearer \u00ff\u00fe", "refused"],
  ["SQL", "Bearer ' OR 1=1 --", "refused"],
];
for (const [label, value, outcome] of authorizations) {
  add({ name: `Authorization: ${label}`, outcome, body: simpleQuery, headers: { authorization: value } });
}
const apiKeys: [string, Record<string, string | null>, Outcome][] = [
  ["missing", { "x-api-key": null }, "refused"],
  ["empty", { "x-api-key": "" }, "refused"],
  ["wrong", { "x-api-key": "wrong-key" }, "refused"],
  ["null text", { "x-api-key": "null" }, "refused"],
  ["upper case", { "x-api-key": `${apiKeyPlaceholder}~upper` }, "refused"],
  ["one character short", { "x-api-key": `${apiKeyPlaceholder}~short` }, "refused"],
  ["one character more", { "x-api-key": `${apiKeyPlaceholder}x` }, "refused"],
  ["twice", { "x-api-key": `${apiKeyPlaceholder}, ${apiKeyPlaceholder}` }, "refused"],
  ["8000 characters", { "x-api-key": "k".repeat(8000) }, "refused"],
  ["latin-1 bytes", { "x-api-key": "\u00ff\u00fe\u00e9" }, "refused"],
  ["SQL", { "x-api-key": "' OR '1'='1" }, "refused"],
  ["under another header name", { "x-api-key": null, "api-key": apiKeyPlaceholder }, "refused"],
  ["as a Bearer token instead", { "x-api-key": null, authorization: `Bearer ${apiKeyPlaceholder}` }, "refused"],
  [
    "header name in capitals (names are case-insensitive)",
    { "x-api-key": null, "X-API-KEY": apiKeyPlaceholder },
    "answered",
  ],
];
for (const [label, headers, outcome] of apiKeys) {
  add({ name: `x-api-key: ${label}`, outcome, body: simpleQuery, headers });
}
add({
  name: "API key in the query string",
  outcome: "refused",
  method: "GET",
  path: `/graphql?x-api-key=${apiKeyPlaceholder}&query=%7B__typename%7D`,
  headers: { "x-api-key": null },
});

// --- Oversized bodies --------------------------------------------------------------------------------

const padded = (bytes: number) => JSON.stringify({ query: `{ __typename }${" ".repeat(bytes)}` });
for (const bytes of [128 * 1024, 1024 * 1024, 5 * 1024 * 1024]) {
  add({ name: `JSON body of ${bytes} bytes`, outcome: "refused", body: padded(bytes) });
}
add({
  name: "1 MiB variable",
  outcome: "refused",
  body: JSON.stringify({
    query: "query($v: ID!) { getProducts(id: $v) { id } }",
    variables: { v: "x".repeat(1024 * 1024) },
  }),
});
add({
  name: "1 MiB of plain text",
  outcome: "refused",
  body: "x".repeat(1024 * 1024),
  headers: { "content-type": "text/plain" },
});
add({
  name: "1 MiB as application/graphql",
  outcome: "refused",
  body: `{ __typename }${" ".repeat(1024 * 1024)}`,
  headers: { "content-type": "application/graphql" },
});
add({
  name: "1 MiB form-encoded",
  outcome: "refused",
  body: `query=%7B__typename%7D${"+".repeat(1024 * 1024)}`,
  headers: { "content-type": "application/x-www-form-urlencoded" },
});
add({ name: "1 MiB of invalid JSON", outcome: "refused", body: `{${"x".repeat(1024 * 1024)}` });
add({ name: "256 KiB streamed without a length", outcome: "refused", streamBytes: 256 * 1024 });

// --- Invalid JSON and wrong shapes -------------------------------------------------------------------

const invalidJson: [string, string][] = [
  ["an opening brace", "{"],
  ["a closing brace", "}"],
  ["cut off", '{"query":'],
  ["cut off in a string", '{"query":"{ __typena'],
  ["single quotes", "{'query':'{ __typename }'}"],
  ["a trailing comma", '{"query":"{ __typename }",}'],
  ["trailing garbage", '{"query":"{ __typename }"} trailing'],
  ["NaN", '{"query":"{ __typename }","variables":{"v":NaN}}'],
  ["an unescaped control character", '{"query":"{ __typename \u0001 }"}'],
  ["nul", "nul"],
  ["a NUL byte", "\u0000"],
  ["comments", '/* x */ {"query":"{ __typename }"}'],
  ["a bad escape", '{"query":"\\x41"}'],
  ["a lone surrogate escape", '{"query":"{ getProducts(id: \\"\\ud800\\") { id } }"}'],
  [
    "10,000 nested arrays",
    `{"query":"query($v: ID!) { getProducts(id: $v) { id } }","variables":{"v":${"[".repeat(10_000)}${"]".repeat(10_000)}}}`,
  ],
];
for (const [label, body] of invalidJson) {
  add({ name: `invalid JSON: ${label}`, outcome: label === "a lone surrogate escape" ? "either" : "refused", body });
}
add({
  name: "invalid UTF-8 bytes",
  outcome: "either",
  body: new Uint8Array([0x7b, 0x22, 0x71, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
});
add({ name: "a byte-order mark", outcome: "either", body: `\ufeff${JSON.stringify({ query: "{ __typename }" })}` });
const shapes: [string, string][] = [
  ["null", "null"],
  ["a number", "123"],
  ["a string", '"{ __typename }"'],
  ["true", "true"],
  ["an empty object", "{}"],
  ["query null", '{"query":null}'],
  ["query a number", '{"query":5}'],
  ["query a list", '{"query":["{ __typename }"]}'],
  ["query an object", '{"query":{}}'],
  ["query empty", '{"query":""}'],
  ["query blank", '{"query":"   "}'],
  ["query only a comment", '{"query":"# nothing"}'],
  ["operationName a number", '{"query":"{ __typename }","operationName":5}'],
  ["operationName unknown", '{"query":"query A { __typename }","operationName":"B"}'],
  ["two operations without operationName", '{"query":"query A { __typename } query B { __typename }"}'],
  [
    "two operations with the same name",
    '{"query":"query A { __typename } query A { __typename }","operationName":"A"}',
  ],
  ["extensions a string", '{"query":"{ __typename }","extensions":"x"}'],
  ["a persisted-query hash only", '{"extensions":{"persistedQuery":{"version":1,"sha256Hash":"abc"}}}'],
];
for (const [label, body] of shapes) add({ name: `body shape: ${label}`, outcome: "refused", body });

// --- Content types -------------------------------------------------------------------------------------

const typename = JSON.stringify({ query: "{ __typename }" });
for (const contentType of [
  "text/plain",
  "application/xml",
  "application/json; charset=utf-16",
  "application/json; charset=latin1",
  "application/jsonx",
  "image/png",
  "*/*",
  "multipart/form-data",
  "multipart/form-data; boundary=x",
]) {
  add({
    name: `content type ${contentType}`,
    outcome: "either",
    body: typename,
    headers: { "content-type": contentType },
  });
}
add({ name: "no content type", outcome: "either", body: typename, headers: { "content-type": null } });
add({
  name: "form-encoded body",
  outcome: "either",
  body: "query=%7B__typename%7D",
  headers: { "content-type": "application/x-www-form-urlencoded" },
});
add({
  name: "application/graphql body",
  outcome: "either",
  body: "{ __typename }",
  headers: { "content-type": "application/graphql" },
});
add({
  name: "GraphQL multipart upload",
  outcome: "refused",
  headers: { "content-type": "multipart/form-data; boundary=b" },
  body: '--b\r\nContent-Disposition: form-data; name="operations"\r\n\r\n{"query":"query($f: Upload) { __typename }","variables":{"f":null}}\r\n--b\r\nContent-Disposition: form-data; name="map"\r\n\r\n{"0":["variables.f"]}\r\n--b\r\nContent-Disposition: form-data; name="0"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\nhello\r\n--b--\r\n',
});
add({ name: "accept text/event-stream", outcome: "either", body: typename, headers: { accept: "text/event-stream" } });
add({ name: "accept image/png", outcome: "either", body: typename, headers: { accept: "image/png" } });

// --- Batching ---------------------------------------------------------------------------------------

add({ name: "batch: empty array", outcome: "refused", body: "[]" });
add({ name: "batch: one query", outcome: "refused", body: JSON.stringify([{ query: "{ __typename }" }]) });
add({
  name: "batch: two queries",
  outcome: "refused",
  body: JSON.stringify([{ query: "{ __typename }" }, { query: "{ __typename }" }]),
});
add({
  name: "batch: 500 queries",
  outcome: "refused",
  body: JSON.stringify(
    Array.from({ length: 500 }, () => ({ query: "{ listProducts(limit: 1000) { items { id } } }" })),
  ),
});
add({ name: "batch: numbers", outcome: "refused", body: "[1,2]" });
add({ name: "batch: nulls", outcome: "refused", body: "[null]" });
get("batch over GET", { query: JSON.stringify([{ query: "{ __typename }" }]) });

// --- GET -------------------------------------------------------------------------------------------------

const mutation =
  'mutation { updateUsers(input: { id: "x", gender: 1, age: 1, budget: 1, location: "Indonesia", skinType: 1, eyebags: 1, dryness: 1, redness: 1, wrinkles: 1, acne: 1, pores: 1 }) { id } }';
get("mutation over GET", { query: mutation });
get("mutation chosen by operationName over GET", {
  query: `query Q { __typename } ${mutation.replace("mutation", "mutation M")}`,
  operationName: "M",
});
get("subscription over GET", { query: "subscription { onUpdateUsers { id } }" });
get("GET without a query", {});
get("GET with an empty query", { query: "" });
get("GET with invalid variables", { query: "query($v: ID!) { getProducts(id: $v) { id } }", variables: "{bad" });
get("GET with variables of the wrong type", {
  query: "query($v: ID!) { getProducts(id: $v) { id } }",
  variables: '{"v":{}}',
});
get("GET with a 10 KB query", { query: `{ __typename }${" ".repeat(10_000)}` }, "either");
get("GET with a NUL in the query", { query: "{ __typename \u0000 }" });
add({ name: "GET with a broken percent escape", outcome: "refused", method: "GET", path: "/graphql?query=%ZZ%7B" });
add({
  name: "GET with the query twice",
  outcome: "either",
  method: "GET",
  path: "/graphql?query=%7B__typename%7D&query=%7Bnope%7D",
});
add({
  name: "GET with query as an array",
  outcome: "either",
  method: "GET",
  path: "/graphql?query[]=%7B__typename%7D",
});
post("mutation with only an API key", { query: mutation });
post("subscription over POST with only an API key", { query: "subscription { onUpdateUsers { id } }" });
post("getUsers with only an API key", { query: '{ getUsers(id: "x") { id email } }' });

// --- Other methods ------------------------------------------------------------------------------------------

for (const method of ["PUT", "DELETE", "PATCH"]) {
  add({ name: `${method} /graphql`, outcome: "refused", method, body: typename });
}
add({
  name: "OPTIONS /graphql",
  outcome: "either",
  method: "OPTIONS",
  headers: { origin: "https://evil.example", "access-control-request-method": "POST" },
});

// --- Introspection and suggestions in production -----------------------------------------------------------

const introspections: [string, string][] = [
  ["__schema", "{ __schema { types { name } } }"],
  ["__schema queryType", "{ __schema { queryType { name } } }"],
  ["__type", '{ __type(name: "Products") { name fields { name } } }'],
  ["aliased __schema", "{ s: __schema { types { name } } }"],
  ["__schema in a fragment", "{ ...F } fragment F on Query { __schema { types { name } } }"],
  ["__type of Users", '{ __type(name: "Users") { fields { name } } }'],
];
for (const [label, query] of introspections) {
  gql(`production introspection: ${label}`, query, undefined, "refused", { production: true });
}
get("production introspection over GET", { query: "{ __schema { types { name } } }" }, "refused", { production: true });
add({
  name: "production GraphiQL page",
  outcome: "refused",
  production: true,
  method: "GET",
  headers: { accept: "text/html" },
});
gql("production: no field suggestions", '{ getProduct(id: "x") { id } }', undefined, "refused", {
  production: true,
  check: (body) => expect(JSON.stringify(body)).not.toMatch(/did you mean/i),
});
gql("production: no suggestions for a filter field", listQuery, { f: { brnd: { eq: "x" } } }, "refused", {
  production: true,
  check: (body) => expect(JSON.stringify(body)).not.toMatch(/did you mean|brand/i),
});
gql("production: __typename still works", "{ __typename }", undefined, "answered", { production: true });

// --- Empty bodies ----------------------------------------------------------------------------------------------

add({ name: "empty body", outcome: "refused", body: "" });
add({ name: "no body at all", outcome: "refused" });
add({ name: "blank body", outcome: "refused", body: "   \n\t " });
add({ name: "empty body without a content type", outcome: "refused", body: "", headers: { "content-type": null } });
add({ name: "empty body as text", outcome: "refused", body: "", headers: { "content-type": "text/plain" } });

// --- Unicode and NUL -----------------------------------------------------------------------------------------

const unicode: [string, string][] = [
  ["NUL", "\u0000"],
  ["NUL inside", "cosrx\u0000-advanced"],
  ["U+FFFF", "\uffff"],
  ["emoji", "🧴💧"],
  ["right-to-left override", "\u202eesrever"],
  ["combining marks", "e\u0301\u0301\u0301"],
  ["zero-width joiners", "a\u200d\u200db"],
  ["full-width", "ＣＯＳＲＸ"],
  ["200 accented letters", "é".repeat(200)],
  ["100 emoji", "🧴".repeat(100)],
  ["201 accented letters", "é".repeat(201)],
];
for (const [label, text] of unicode) {
  gql(`unicode id: ${label}`, "query($v: ID!) { getProducts(id: $v) { id } }", { v: text }, "either", {
    check: emptyAnswer,
  });
  // A filter value with a control character is refused, as at every boundary (docs/security.md).
  const filterOutcome = /\p{Cc}/u.test(text) ? "refused" : "either";
  gql(`unicode brand eq: ${label}`, listQuery, { f: { brand: { eq: text } } }, filterOutcome, { check: emptyAnswer });
  gql(`unicode contains: ${label}`, listQuery, { f: { product: { contains: text } } }, filterOutcome, {
    check: emptyAnswer,
  });
  gql(
    `unicode ingredient: ${label}`,
    "query($v: String!) { ingredientsByIngredient(ingredient: $v) { items { id } } }",
    { v: text },
    "either",
    { check: emptyAnswer },
  );
}

// --- SQL-injection-looking strings -----------------------------------------------------------------------------

const injections = [
  "' OR '1'='1",
  "'; DROP TABLE products; --",
  '" OR ""="',
  "1; DELETE FROM offers",
  "' UNION SELECT id, email FROM user --",
  "%' --",
  "\\",
  "\\'",
  "$1",
  "?",
  "*/ --",
  "'||(SELECT 1)||'",
  "admin'--",
  "1; WAITFOR DELAY '0:0:5' --",
  "') OR ('a'='a",
  '" OR 1=1 --',
];
for (const text of injections) {
  gql(`SQL in an id: ${text}`, "query($v: ID!) { getProducts(id: $v) { id } }", { v: text }, "answered", {
    check: emptyAnswer,
  });
  gql(`SQL in eq: ${text}`, listQuery, { f: { brand: { eq: text } } }, "answered", { check: emptyAnswer });
  gql(`SQL in beginsWith: ${text}`, listQuery, { f: { id: { beginsWith: text } } }, "answered", { check: emptyAnswer });
  gql(`SQL in a list contains: ${text}`, listQuery, { f: { ingredients: { contains: text } } }, "answered", {
    check: emptyAnswer,
  });
  // Names are normalised like printed ingredient lists ("$1" finds the ingredient "1"): only the cleanliness counts.
  gql(
    `SQL in an ingredient name: ${text}`,
    "query($v: String!) { ingredientsByIngredient(ingredient: $v) { items { id } } }",
    { v: text },
    "either",
  );
}
gql("SQL in an inline literal", `{ getProducts(id: "' OR 1=1 --") { id } }`, undefined, "answered", {
  check: emptyAnswer,
});
post("SQL as operationName", { query: "query A { __typename }", operationName: "A'; DROP TABLE products; --" });

/** A harmless answer finds nothing: the unusual text matched no product or ingredient. */
function emptyAnswer(body: unknown) {
  const data = (body as { data?: Record<string, unknown> | null }).data;
  if (!data) return;
  for (const value of Object.values(data)) {
    if (value === null) continue;
    expect(value).toEqual(expect.objectContaining({ items: [] }));
  }
}

// --- The check every answer must pass ------------------------------------------------------------------------

const leaks: RegExp[] = [
  /\n\s+at /,
  /"stack"/,
  /\bat [\w$.<>]+ \(/,
  /node_modules/,
  /\/work\/|\/tmp\/|\/home\/|\/usr\//,
  /file:\/\//,
  /\.[cm]?[jt]sx?:\d+/,
  /SQLITE_[A-Z]+/,
  /SqliteError/i,
  /no such (table|column)/i,
  /syntax error at or near/i,
  /relation "[^"]+" does not exist/i,
  /column "[^"]+" does not exist/i,
  /invalid byte sequence/i,
  /unsupported Unicode escape/i,
  /better-sqlite3/i,
  /kysely/i,
  /\bpg_catalog\b/,
  /DatabaseError/,
];

interface Answer {
  status: number;
  contentType: string;
  text: string;
}

async function send(target: ApiServer, hostile: HostileCase, token: string): Promise<Answer> {
  const substitute = (text: string) =>
    text
      .replaceAll(`${validToken}~truncate`, token.slice(0, -5))
      .replaceAll(`${validToken}~flip`, flipped(token))
      .replaceAll(validToken, token)
      .replaceAll(`${apiKeyPlaceholder}~short`, target.apiKey.slice(0, -1))
      .replaceAll(`${apiKeyPlaceholder}~upper`, target.apiKey.toUpperCase())
      .replaceAll(apiKeyPlaceholder, target.apiKey);
  const headers = new Headers();
  const defaults: Record<string, string | null> = {
    "content-type": "application/json",
    accept: "application/json",
    "x-api-key": target.apiKey,
  };
  for (const [name, value] of Object.entries({ ...defaults, ...hostile.headers })) {
    if (value !== null) headers.set(name, substitute(value));
  }
  const method = hostile.method ?? "POST";
  let body: BodyInit | undefined =
    typeof hostile.body === "string" ? substitute(hostile.body) : hostile.body && Buffer.from(hostile.body);
  if (hostile.streamBytes !== undefined) body = stream(hostile.streamBytes);
  if (method === "GET" || method === "OPTIONS") body = undefined;
  const url = `${target.baseUrl}${substitute(hostile.path ?? "/graphql")}`;
  const response = await fetch(url, { method, headers, body, redirect: "manual", duplex: "half" } as RequestInit);
  return {
    status: response.status,
    contentType: response.headers.get("content-type") ?? "",
    text: await response.text(),
  };
}

function flipped(token: string): string {
  const index = Math.floor(token.length / 2);
  return token.slice(0, index) + (token[index] === "A" ? "Q" : "A") + token.slice(index + 1);
}

/** `{"query":"{ __typename }                                   …` in 16 KiB chunks, no content length. */
function stream(bytes: number): ReadableStream<Uint8Array> {
  const chunk = new TextEncoder().encode(" ".repeat(16 * 1024));
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent === 0) controller.enqueue(new TextEncoder().encode('{"query":"{ __typename }'));
      if (sent >= bytes) {
        controller.enqueue(new TextEncoder().encode('"}'));
        controller.close();
        return;
      }
      controller.enqueue(chunk);
      sent += chunk.length;
    },
  });
}

interface GraphqlBody {
  data?: unknown;
  errors?: { message?: unknown; extensions?: { code?: unknown } }[];
}

function judge(hostile: HostileCase, answer: Answer) {
  const context = `${hostile.name}: ${answer.status} ${answer.text.slice(0, 300)}`;
  expect(answer.status, context).toBeGreaterThanOrEqual(200);
  expect(answer.status, context).toBeLessThan(500);
  expect([300, 301, 302, 303, 307, 308], context).not.toContain(answer.status);
  for (const leak of leaks) expect(answer.text, `${context} leaks ${String(leak)}`).not.toMatch(leak);
  if (answer.status === 204) {
    expect(hostile.method, context).toBe("OPTIONS");
    return;
  }
  if (answer.contentType.startsWith("text/event-stream")) {
    // GraphQL over server-sent events, only when the client asked for it; every event is JSON.
    expect(hostile.headers?.accept, context).toContain("text/event-stream");
    const events = answer.text.split("\n").filter((line) => line.startsWith("data: "));
    for (const event of events) expect(() => JSON.parse(event.slice(6)) as unknown, context).not.toThrow();
    return;
  }
  expect(answer.contentType, context).toMatch(/json/);
  const body = JSON.parse(answer.text) as GraphqlBody;
  const errors = body.errors;
  if (errors !== undefined) {
    expect(errors.length, context).toBeGreaterThan(0);
    for (const error of errors) {
      expect(typeof error.message, context).toBe("string");
      // An unexpected (masked) error means the server failed on the input instead of refusing it.
      expect(error.message, context).not.toMatch(/^Unexpected error/);
      expect(error.extensions?.code, context).not.toBe("INTERNAL_SERVER_ERROR");
    }
  }
  if (answer.status >= 400) expect(errors, context).toBeDefined();
  if (hostile.outcome === "refused")
    expect(answer.status >= 400 || errors !== undefined, `${context} was not refused`).toBe(true);
  if (hostile.outcome === "answered") {
    expect(answer.status, context).toBe(200);
    expect(errors, context).toBeUndefined();
    expect(body.data, context).toBeTruthy();
  }
  hostile.check?.(body);
}

let development: ApiServer;
let production: ApiServer;
let token: string;
let before: string;

/** Row counts and a digest of the catalogue and account tables. */
async function fingerprint(target: ApiServer): Promise<string> {
  const { db } = target.database;
  const tables = await Promise.all([
    db.selectFrom("products").selectAll().orderBy("id").execute(),
    db.selectFrom("offers").selectAll().orderBy("product_id").orderBy("shop").execute(),
    db.selectFrom("ingredients").select(["id", "name", "functions"]).orderBy("id").execute(),
    db
      .selectFrom("product_ingredients")
      .select(["product_id", "position", "ingredient_id"])
      .orderBy("product_id")
      .orderBy("position")
      .execute(),
    db.selectFrom("user").select("id").execute(),
    db.selectFrom("analyses").select("id").execute(),
  ]);
  const counts = tables.map((rows) => rows.length).join(",");
  return `${counts} ${createHash("sha256").update(JSON.stringify(tables)).digest("hex")}`;
}

beforeAll(async () => {
  development = await startApiServer();
  production = await startApiServer({ production: true, catalogue: false });
  const response = await fetch(development.graphqlUrl, {
    method: "POST",
    headers: { "content-type": "application/json", "x-api-key": development.apiKey },
    body: JSON.stringify({ query: tokenQuery }),
  });
  const page = (await response.json()) as { data: { listProducts: { nextToken: string } } };
  token = page.data.listProducts.nextToken;
  expect(token).toEqual(expect.any(String));
  before = await fingerprint(development);
});

afterAll(async () => {
  await development?.close();
  await production?.close();
});

describe(`GraphQL hostile requests (${testDialect()})`, () => {
  it(`has at least 200 generated cases (${cases.length})`, () => {
    expect(cases.length).toBeGreaterThanOrEqual(200);
    expect(new Set(cases.map((hostile) => hostile.name)).size).toBe(cases.length);
  });

  for (const hostile of cases) {
    it(hostile.name, async () => {
      judge(hostile, await send(hostile.production ? production : development, hostile, token));
    });
  }

  it("is still healthy afterwards: /healthz, a normal query, the database unchanged", async () => {
    for (const target of [development, production]) {
      const health = await fetch(`${target.baseUrl}/healthz`);
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({ status: "ok" });
    }
    const response = await fetch(development.graphqlUrl, {
      method: "POST",
      headers: { "content-type": "application/json", "x-api-key": development.apiKey },
      body: JSON.stringify({ query: "{ listProducts(limit: 5) { items { id } nextToken } }" }),
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: { listProducts: { items: unknown[]; nextToken: string } } };
    expect(body.data.listProducts.items).toHaveLength(5);
    expect(await fingerprint(development)).toBe(before);
  });
});

describe(`GraphQL rate limits (${testDialect()})`, () => {
  async function flood(target: ApiServer, count: number, key: (index: number) => string) {
    const answers = [];
    for (let index = 0; index < count; index += 1) {
      const response = await fetch(target.graphqlUrl, {
        method: "POST",
        headers: { "content-type": "application/json", "x-api-key": key(index) },
        body: JSON.stringify({ query: "{ __typename }" }),
      });
      answers.push({
        status: response.status,
        retryAfter: response.headers.get("retry-after"),
        body: await response.text(),
      });
    }
    return answers;
  }

  function expectLimited(answers: { status: number; retryAfter: string | null; body: string }[]) {
    const limited = answers.filter((answer) => answer.status === 429);
    expect(limited.length).toBeGreaterThan(0);
    expect(answers.every((answer) => answer.status < 500)).toBe(true);
    for (const answer of limited) {
      expect(Number(answer.retryAfter)).toBeGreaterThan(0);
      const body = JSON.parse(answer.body) as GraphqlBody;
      expect(body.errors?.[0]?.message).toEqual(expect.any(String));
    }
  }

  it("answers 429 with Retry-After once a key has used its requests", async () => {
    const limitedServer = await startApiServer({ apiRateLimitPerMinute: 5, catalogue: false });
    try {
      const answers = await flood(limitedServer, 10, () => limitedServer.apiKey);
      expect(answers.slice(0, 5).map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
      expectLimited(answers);
      expect((await fetch(`${limitedServer.baseUrl}/healthz`)).status).toBe(200);
    } finally {
      await limitedServer.close();
    }
  });

  it("limits one address guessing keys", async () => {
    const limitedServer = await startApiServer({ ipRateLimitPerMinute: 8, catalogue: false });
    try {
      const answers = await flood(limitedServer, 14, (index) => `guess-${index}`);
      expect(answers.slice(0, 8).map((answer) => answer.status)).toEqual(Array(8).fill(401));
      expectLimited(answers);
    } finally {
      await limitedServer.close();
    }
  });
});
