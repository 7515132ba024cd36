import { index, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  index("routes/root-redirect.ts"),
  route("images/products/:file", "routes/product-image.ts"),
  route("account/selfie", "routes/account-selfie.ts"),
  route("account/export", "routes/account-export.ts"),
  route(":lang", "routes/language-layout.tsx", [
    index("routes/home.tsx"),
    route("producttype/:productType", "routes/product-type-list.tsx"),
    route("skintype/:skinType", "routes/skin-type-list.tsx"),
    route("ingredient/:ingredient", "routes/ingredient-list.tsx"),
    route("dp/:productName/:productId", "routes/product-detail.tsx"),
    route("search", "routes/search.tsx"),
    route("compare", "routes/compare.tsx"),
    route("product/:productId", "routes/product-alias.ts"),
    route("analysis", "routes/analysis.tsx"),
    route("signup", "routes/sign-up.tsx"),
    route("signupconfirm/:email", "routes/sign-up-confirm.tsx"),
    route("signin", "routes/sign-in.tsx"),
    route("forgot-password", "routes/forgot-password.tsx"),
    route("reset-password/:email", "routes/reset-password.tsx"),
    route("profile", "routes/profile.tsx"),
    route("privacy-policy", "routes/privacy-policy.tsx"),
    route("terms-and-conditions", "routes/terms-and-conditions.tsx"),
    route("*", "routes/language-catch-all.ts"),
  ]),
  route("*", "routes/catch-all.ts"),
] satisfies RouteConfig;
